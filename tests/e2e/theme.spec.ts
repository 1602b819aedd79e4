import { expect, test, type Page } from "@playwright/test";
import { headerNav } from "#app/site/content/navigation.ts";
import { THEME_KEY } from "#app/site/lib/theme.ts";
import { gotoReady, isDark, VIEWPORTS } from "./support.ts";

/** The choice the browser keeps for the site, if any. */
function storedTheme(page: Page) {
  return page.evaluate((key) => localStorage.getItem(key), THEME_KEY);
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

  test("the header button switches the theme, and the choice holds on the next page, in a new tab and in tabs already open", async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await gotoReady(page, "/");
    const button = headerButton(page);
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    expect(isDark(await background(page))).toBe(true);
    expect(await storedTheme(page)).toBe("dark");

    const other = await context.newPage();
    await other.emulateMedia({ colorScheme: "light" });
    await gotoReady(other, "/pricing");
    expect(isDark(await background(other))).toBe(true);
    await expect(headerButton(other)).toHaveAttribute("aria-pressed", "true");

    // Back to light, which is what the system shows: the choice is forgotten and the site follows the
    // system again, in the other tab too.
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "false");
    expect(await storedTheme(page)).toBeNull();
    await expect(headerButton(other)).toHaveAttribute("aria-pressed", "false");
    expect(isDark(await background(other))).toBe(false);
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

  test("a stored dark choice is on the page before its body is parsed, so the first paint is dark", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.addInitScript((key) => {
      localStorage.setItem(key, "dark");
      // The theme as it stands when <body> starts, before anything of the page can be painted.
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        (window as unknown as { themeAtBody?: string }).themeAtBody = document.documentElement.dataset.theme;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    }, THEME_KEY);
    await gotoReady(page, "/blog");
    expect(await page.evaluate(() => (window as unknown as { themeAtBody?: string }).themeAtBody)).toBe("dark");
    expect(isDark(await background(page))).toBe(true);
    await expect(headerButton(page)).toHaveAttribute("aria-pressed", "true");
  });

  test("the drawer has the same switch on a phone, and storage refused by the browser only keeps the choice from lasting", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.emulateMedia({ colorScheme: "light" });
    await page.addInitScript(() => {
      // As a browser that refuses the site storage: touching it throws.
      Object.defineProperty(window, "localStorage", { get: () => { throw new DOMException("denied", "SecurityError"); } });
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
