import { expect, test, type Page } from "@playwright/test";
import { FONT_KEY } from "#app/site/enhance/web-font.ts";
import { gotoReady } from "./support.ts";

const headingFont = (page: Page) => page.locator("main h1").evaluate((heading) => getComputedStyle(heading).fontFamily);

test("a first page paints in the stand-in and fetches Inter after its first paint without moving; the next page is in Inter", async ({ page }) => {
  await gotoReady(page, "/pricing");
  await expect(page.locator("html")).toHaveAttribute("data-font", "fallback");
  expect(await headingFont(page)).toMatch(/^"Inter Fallback"/);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), FONT_KEY)).toBe("cached");
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
    font: performance.getEntriesByType("resource").find((entry) => entry.name.endsWith(".woff2"))!.startTime,
    shifted: performance.getEntriesByType("layout-shift").length,
  }));
  expect(timing.font).toBeGreaterThanOrEqual(timing.paint);
  expect(timing.shifted).toBe(0);
  expect(await headingFont(page)).toMatch(/^"Inter Fallback"/);

  // The next page of the visit (opened by address: a click here may activate a prerendered page,
  // which headless Chromium under load sometimes never reports to Playwright).
  await gotoReady(page, "/blog");
  await expect(page.locator("html")).not.toHaveAttribute("data-font");
  expect(await headingFont(page)).toMatch(/^"Inter Variable"/);
  expect(await page.evaluate(() => document.fonts.check('1em "Inter Variable"'))).toBe(true);
});
