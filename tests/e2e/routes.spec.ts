import { expect, test } from "@playwright/test";
import { listPosts } from "#app/lib/blog.server.ts";
import { NOT_FOUND_PATH } from "#app/lib/site-paths.ts";
import { builtRoutes, gotoReady, isArticleRoute, templateRoutes, SPEC_ROUTES, stubThirdParties, trackConsoleErrors } from "./support.ts";

const routes = templateRoutes({ everyArticle: true });

test("the build prerenders every route of the spec and the blog articles", () => {
  for (const route of SPEC_ROUTES) expect(routes, `missing ${route}`).toContain(route);
  expect(builtRoutes().filter(isArticleRoute).length).toBeGreaterThanOrEqual(18);
});

for (const route of routes) {
  test(`${route} is complete HTML before JavaScript and runs without errors`, async ({ page, request }) => {
    // 1. The raw HTML, as a crawler or a no-JS visitor receives it.
    const response = await request.get(route);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html.match(/<h1[\s>]/g) ?? [], "exactly one h1").toHaveLength(1);
    expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toContain(`<link rel="canonical" href="`);
    expect(html).toMatch(/<meta property="og:title"/);
    expect(html).toMatch(/<html lang="en-US"/);

    // 2. The real browser: its scripts without a console error.
    const errors = trackConsoleErrors(page);
    await stubThirdParties(page);
    await gotoReady(page, route);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("header").first()).toBeVisible();
    await expect(page.locator("footer")).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test("canonical links point at the configured site origin and the page's own path", async ({ request }) => {
  const html = await (await request.get("/solutions/agencies")).text();
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/solutions\/agencies"/);
});

test("legal pages are kept out of search; sitemap and robots agree", async ({ request }) => {
  expect(await (await request.get("/privacy")).text()).toContain('<meta name="robots" content="noindex"/>');
  expect(await (await request.get("/terms")).text()).toContain('<meta name="robots" content="noindex, nofollow"/>');

  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/pricing</loc>");
  expect(sitemap).toContain(`/blog/${listPosts()[0]!.slug}</loc>`);
  for (const hidden of ["/privacy", "/terms", "/thank-you", "/booking-confirmation", NOT_FOUND_PATH]) {
    expect(sitemap).not.toContain(`${hidden}<`);
  }
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
});

test("links are document navigations that load the next page's content and title", async ({ page }) => {
  const errors = trackConsoleErrors(page);
  await gotoReady(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Latest Articles" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Latest Insights & Articles");
  await expect(page).toHaveTitle(/Latest Insights & Articles/);
  const newest = listPosts()[0]!;
  await page.getByRole("main").getByRole("link", { name: newest.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${newest.slug}$`));
  await expect(page.getByRole("link", { name: "Back to Blog" })).toBeVisible();
  // Each page came from the server as a document (nothing is rendered by a client router).
  const navigation = await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).name);
  expect(new URL(navigation).pathname).toBe(`/blog/${newest.slug}`);
  expect(errors).toEqual([]);
});

test("every page asks the browser to prerender same-site links on intent, and never the API", async ({ request }) => {
  const html = await (await request.get("/pricing")).text();
  const rules = JSON.parse(/<script type="speculationrules">([\s\S]*?)<\/script>/.exec(html)![1]!);
  expect(rules.prerender[0].eagerness).toBe("moderate");
  expect(JSON.stringify(rules.prerender)).toContain('"/api/*"');
  // Pages with third-party embeds are fetched ahead, not run ahead.
  expect(JSON.stringify(rules.prefetch)).toContain('"/booking"');
});
