import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { headerNav } from "#app/content/navigation.ts";
import { THEME_COOKIE } from "#app/lib/theme.ts";
import { gotoReady, isDark, VIEWPORTS } from "./support.ts";

/** The theme cookie the browser holds for the site, if any. */
async function storedTheme(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === THEME_COOKIE)?.value;
}

/** The page's canvas colour as the visitor sees it. */
function background(page: Page) {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}


const headerButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: headerNav.themeToggle }).first();

test.describe("colour theme", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("follows the system setting when the visitor has not chosen", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await gotoReady(page, "/");
    expect(isDark(await background(page))).toBe(true);
    await expect(headerButton(page)).toHaveAttribute("aria-pressed", "true");
    // The system switches to light while the page is open: the page and the button follow.
    await page.emulateMedia({ colorScheme: "light" });
    expect(isDark(await background(page))).toBe(false);
    await expect(headerButton(page)).toHaveAttribute("aria-pressed", "false");
    // Form controls and scrollbars follow too (color-scheme).
    await page.emulateMedia({ colorScheme: "dark" });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe("dark");
  });

  test("the header button switches the theme, and the choice holds on the next page and in a new tab", async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await gotoReady(page, "/");
    const button = headerButton(page);
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    expect(isDark(await background(page))).toBe(true);
    expect(await storedTheme(context)).toBe("dark");

    const other = await context.newPage();
    await gotoReady(other, "/pricing");
    expect(isDark(await background(other))).toBe(true);
    await expect(headerButton(other)).toHaveAttribute("aria-pressed", "true");

    // Back to light, which is what the system shows: the choice is forgotten and the site follows the
    // system again.
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "false");
    expect(await storedTheme(context)).toBeUndefined();
    await page.emulateMedia({ colorScheme: "dark" });
    expect(isDark(await background(page))).toBe(true);
  });

  test("a light choice holds against a dark system", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await gotoReady(page, "/");
    await headerButton(page).click();
    await page.reload();
    await page.waitForSelector("html[data-enhanced]", { state: "attached" });
    expect(isDark(await background(page))).toBe(false);
    await expect(headerButton(page)).toHaveAttribute("aria-pressed", "false");
  });

  test("a dark choice is on the page as the server sends it, and no storage is read while the page loads", async ({ page, context, baseURL }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await context.addCookies([{ name: THEME_COOKIE, value: "dark", url: baseURL! }]);
    // Before any of the page's own scripts: a record of any storage the page reads as it loads.
    await page.addInitScript(() => {
      const reads: string[] = [];
      (window as unknown as { storageReads: string[] }).storageReads = reads;
      for (const name of ["localStorage", "sessionStorage"] as const) {
        const real = Object.getOwnPropertyDescriptor(window, name)!.get!;
        Object.defineProperty(window, name, { get() { reads.push(name); return real.call(window); } });
      }
    });
    const response = await page.goto("/blog/seo-strategy-guide-2025");
    expect(await response!.text()).toMatch(/^<!DOCTYPE html><html data-theme="dark" /);
    await page.waitForLoadState("load");
    // The stylesheet that paints it is render-blocking in <head>, so the first paint is already dark.
    expect(isDark(await background(page))).toBe(true);
    await expect(headerButton(page)).toHaveAttribute("aria-pressed", "true");
    expect(await page.evaluate(() => (window as unknown as { storageReads: string[] }).storageReads)).toEqual([]);
  });

  test("the drawer has the same switch on a phone, and cookies refused by the browser only keep the choice from lasting", async ({ page, context }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.emulateMedia({ colorScheme: "light" });
    await page.addInitScript(() => {
      // As a browser that refuses the site's cookies: writes are dropped.
      Object.defineProperty(Document.prototype, "cookie", { get: () => "", set: () => {} });
    });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await gotoReady(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const toggle = page.getByRole("dialog").getByRole("button", { name: headerNav.themeToggle });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(isDark(await background(page))).toBe(true);
    expect(await storedTheme(context)).toBeUndefined();
    expect(errors).toEqual([]);
  });
});
