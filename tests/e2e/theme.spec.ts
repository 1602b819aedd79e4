import { expect, test, type Page } from "@playwright/test";
import { headerNav } from "#app/content/navigation.ts";
import { THEME_STORAGE_KEY } from "#app/lib/theme.ts";
import { gotoReady, isDark, VIEWPORTS } from "./support.ts";

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
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe("dark");

    const other = await context.newPage();
    await gotoReady(other, "/pricing");
    expect(isDark(await background(other))).toBe(true);
    await expect(headerButton(other)).toHaveAttribute("aria-pressed", "true");

    // Back to light, which is what the system shows: the choice is forgotten and the site follows the
    // system again.
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "false");
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBeNull();
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

  test("a stored dark choice is on the page before anything is painted", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    // Before any of the page's own scripts: the stored choice, and a record of the theme at the
    // moment the <body> element is created (nothing can be painted before it exists).
    await page.addInitScript((key) => {
      localStorage.setItem(key, "dark");
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        (window as unknown as { themeAtBody?: string }).themeAtBody = document.documentElement.dataset.theme ?? "none";
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    }, THEME_STORAGE_KEY);
    await page.goto("/blog/seo-strategy-guide-2025");
    expect(await page.evaluate(() => (window as unknown as { themeAtBody?: string }).themeAtBody)).toBe("dark");
    // The stylesheet that paints it is render-blocking in <head>, so the first paint is already dark.
    expect(isDark(await background(page))).toBe(true);
  });

  test("the drawer has the same switch on a phone, and storage blocked by the browser only keeps the choice from lasting", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.emulateMedia({ colorScheme: "light" });
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", { get: () => { throw new DOMException("blocked", "SecurityError"); } });
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
    expect(errors).toEqual([]);
  });
});
