import { chromium, expect, test } from "@playwright/test";
import { listPosts } from "#server/site/render/blog.server.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#scripts/lib/chromium.ts";
import { gotoReady, stubThirdParties, trackConsoleErrors } from "./support.ts";

// No public page ships React: their HTML, CSS, font and small inline scripts (ADR 011), the contact form's included.
for (const route of ["/", "/pricing", `/blog/${listPosts()[0]!.slug}`, "/blog/search", "/booking", "/contact", "/privacy", "/no-such-page"]) {
  test(`${route} requests no script file and loads no React`, async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script" && new URL(request.url()).origin === new URL(page.url() || "http://x").origin) scripts.push(request.url());
    });
    const errors = trackConsoleErrors(page);
    await stubThirdParties(page);
    await gotoReady(page, route);
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual([]);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    // An unknown path answers 404 and the not-found page logs the attempted path, as designed.
    expect(errors.filter((error) => !/status of 404|non-existent route/.test(error))).toEqual([]);
  });
}

// Bands below the first screen are styled, laid out and painted only when they come near the
// viewport (`render-when-near`, content-visibility: auto), which halves the work before first paint.
test("bands below the first screen render as the visitor scrolls to them, without moving anything", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await gotoReady(page, "/");
  const rendered = (selector: string) =>
    page.locator(selector).evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  await page.evaluate(() => {
    (window as unknown as { shifted: number }).shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { shifted: number }).shifted += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  expect(await rendered("main h1")).toBe(true);
  expect(await rendered("#integrations h2")).toBe(false);
  expect(await rendered("footer nav")).toBe(false);
  // Their text is in the page (HTML, accessibility tree, find-in-page) before they render.
  await expect(page.getByRole("heading", { name: "Products" })).toHaveCount(1);

  const footerTop = () => page.locator("footer nav").evaluate((element) => element.getBoundingClientRect().top);
  // A visitor's scroll moves a few hundred pixels a frame; Chromium renders a band once it is within
  // half a viewport of the screen. Steps of 300 px, each followed by two frames (the one that decides
  // what is near and the one that paints it), keep every band rendered before it is on screen.
  // A 700 px jump on a busy machine could bring a band on screen before its first render, which
  // measures the test's speed, not the page.
  for (let step = 0; step < 100 && (await footerTop()) > 700; step++) {
    await page.mouse.wheel(0, 300);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  await expect(page.locator("footer nav")).toBeInViewport();
  expect(await rendered("footer nav"), "the footer renders once scrolled to").toBe(true);
  expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBe(0);
});

test("a link to a band further down lands on it, on a page load and from a link in the page", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const heading = page.locator("#comparison h2");
  // Landing exactly means the heading sits just below the sticky header, as without any deferral.
  const headingTop = () => heading.evaluate((element) => element.getBoundingClientRect().top);

  await gotoReady(page, "/pricing#comparison");
  await expect(heading).toBeInViewport();
  const landed = await headingTop();
  expect(landed).toBeGreaterThan(0);
  expect(landed).toBeLessThan(300);

  await gotoReady(page, "/pricing");
  await page.getByRole("link", { name: /compare/i }).first().click();
  await expect(page).toHaveURL(/\/pricing#comparison$/);
  await expect(heading).toBeInViewport();
  expect(Math.abs((await headingTop()) - landed)).toBeLessThanOrEqual(1);
});

// Windows and Linux desktops draw scrollbars that take room. A first frame can show only the top of
// a page (the parser yields before the rest), shorter than the window: without a reserved gutter,
// the scrollbar arrived a frame later and moved every centred column 7 px left (Lighthouse desktop,
// /blog/search, CLS 0.019). Playwright hides scrollbars by default, so this browser shows them.
test("a page that grows taller than the window gains its scrollbar without moving anything", async ({ baseURL }) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, ignoreDefaultArgs: ["--hide-scrollbars"] });
  try {
    const page = await browser.newPage({ baseURL, viewport: { width: 1350, height: 940 } });
    await gotoReady(page, "/blog/search");
    const columnLeft = () => page.locator("[data-site-header] .container-page").evaluate((element) => element.getBoundingClientRect().left);
    const tall = { left: await columnLeft(), scrollbar: await page.evaluate(() => innerWidth - document.documentElement.clientWidth) };
    expect(tall.scrollbar, "this browser draws scrollbars that take room").toBeGreaterThan(0);
    // The same page cut to its first band, as a first frame may show it: shorter than the window.
    await page.addStyleTag({ content: "main > * > :not(:first-child), footer { display: none !important; }" });
    expect(await page.evaluate(() => document.documentElement.scrollHeight <= innerHeight)).toBe(true);
    expect(await columnLeft()).toBe(tall.left);
  } finally {
    await browser.close();
  }
});
