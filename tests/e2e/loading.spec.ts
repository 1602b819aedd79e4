import { expect, test } from "@playwright/test";
import { gotoHydrated, trackConsoleErrors } from "./support";

// Every page paints from its HTML, stylesheet and font alone; the JavaScript that hydrates it is
// fetched only after the first contentful paint (scripts/lib/defer-hydration.ts, ADR 008).
for (const route of ["/", "/pricing", "/contact", "/blog/seo-strategy-guide-2025", "/no-such-page"]) {
  test(`${route} paints before it fetches any JavaScript, then hydrates`, async ({ page }) => {
    const errors = trackConsoleErrors(page);
    await gotoHydrated(page, route);
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const assets = resources.filter((entry) => new URL(entry.name).pathname.startsWith("/assets/"));
      return {
        paint,
        scripts: assets.filter((entry) => entry.name.endsWith(".js")).map((entry) => ({ url: entry.name, start: entry.startTime })),
        stylesheets: assets.filter((entry) => entry.name.endsWith(".css")).map((entry) => entry.startTime),
        preloadedModules: document.querySelectorAll('link[rel="modulepreload"]').length,
      };
    });
    expect(timing.paint, "first contentful paint recorded").toBeGreaterThan(0);
    expect(timing.stylesheets.length).toBeGreaterThan(0);
    for (const start of timing.stylesheets) expect(start).toBeLessThan(timing.paint!);
    expect(timing.scripts.length, "the page hydrated from its chunks").toBeGreaterThanOrEqual(5);
    for (const script of timing.scripts) expect(script.start, `${script.url} requested before the first paint`).toBeGreaterThanOrEqual(timing.paint!);
    // The preloads are added after the paint so the module graph still loads in parallel.
    expect(timing.preloadedModules).toBeGreaterThanOrEqual(timing.scripts.length - 1);
    // An unknown path answers 404 and the not-found route logs the attempted path, as designed.
    expect(errors.filter((error) => !/status of 404|non-existent route/.test(error))).toEqual([]);
  });
}

test("the HTML names no module preload, so a slow link spends itself on the stylesheet and font first", async ({ request }) => {
  const html = await (await request.get("/")).text();
  expect(html).not.toMatch(/<link rel="modulepreload"/);
  expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"/);
  expect(html).toMatch(/<link rel="preload" href="\/assets\/[^"]+\.woff2" as="font"/);
});
