import { expect, test, type Page } from "@playwright/test";
import { gotoReady } from "./support.ts";

/**
 * Bands below the first screen are laid out only when the visitor gets near them
 * (`render-when-near`, ADR 009). What a visitor does with the whole page must still get the whole
 * page (ADR 019): find in page, select all and copy, and a screen reader's view. (Printing: print.spec.ts.)
 */
const routes = ["/", "/pricing", "/blog/seo-strategy-guide-2025"];

/** The headings of the bands not yet rendered when the page has just loaded. */
function farHeadings(page: Page) {
  return page.evaluate(() => {
    const bands = [...document.querySelectorAll<HTMLElement>(".render-when-near")].filter((band) => band.getBoundingClientRect().top > innerHeight * 2);
    return bands.flatMap((band) => [...band.querySelectorAll("h2, h3")].map((heading) => heading.textContent!.trim()));
  });
}

for (const route of routes) {
  test.describe(route, () => {
    test("find in page reaches a band far below the first screen", async ({ page }) => {
      await gotoReady(page, route);
      const headings = await farHeadings(page);
      expect(headings.length, "bands far below the first screen").toBeGreaterThan(0);
      const target = headings.at(-1)!;
      const found = await page.evaluate((text) => {
        // Chromium's find (the engine behind Ctrl+F), from the top of the page.
        getSelection()!.removeAllRanges();
        const hit = (window as unknown as { find: (text: string) => boolean }).find(text);
        return hit && getSelection()!.toString() === text;
      }, target);
      expect(found, target).toBe(true);
    });

    test("select all and copy takes every band", async ({ page, context, baseURL }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
      await gotoReady(page, route);
      const headings = await farHeadings(page);
      await page.locator("body").press("ControlOrMeta+A");
      await page.locator("body").press("ControlOrMeta+C");
      const copied = (await page.evaluate(() => navigator.clipboard.readText())).replace(/\s+/g, " ");
      for (const heading of headings) expect(copied).toContain(heading.replace(/\s+/g, " "));
    });

    test("a screen reader gets the whole page before it is scrolled", async ({ page }) => {
      await gotoReady(page, route);
      const before = await page.locator("body").ariaSnapshot();
      for (const heading of await farHeadings(page)) expect(before).toContain(heading);
      await page.evaluate(() => document.documentElement.toggleAttribute("data-render-all", true));
      expect(await page.locator("body").ariaSnapshot()).toEqual(before);
    });
  });
}
