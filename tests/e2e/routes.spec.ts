/**
 * Every route in the real browser: its scripts run without a console error, and its heading and
 * chrome are shown; links are document navigations. The HTML each route is served as (one h1,
 * title, description, canonical, language, robots, speculation rules) is checked without a browser
 * in tests/build (pages, search-metadata, served-site).
 */
import { expect, test } from "@playwright/test";
import { listPosts } from "#server/site/render/blog.server.ts";
import { EXHAUSTIVE, gotoReady, stubThirdParties, templateRoutes, trackConsoleErrors } from "./support.ts";

for (const route of templateRoutes({ everyArticle: EXHAUSTIVE })) {
  test(`${route} runs without errors and shows its heading, header and footer`, async ({ page }) => {
    const errors = trackConsoleErrors(page);
    await stubThirdParties(page);
    const response = await gotoReady(page, route);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.locator("header").first()).toBeVisible();
    await expect(page.locator("footer")).toBeVisible();
    expect(errors).toEqual([]);
  });
}

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
