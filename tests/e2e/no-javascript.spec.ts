import { expect, test, type Page } from "@playwright/test";
import { typeset } from "#shared/content/typography.ts";
import { seedSection } from "#tests/shared/seed-pages.ts";
import { EXHAUSTIVE, isArticleRoute, templateRoutes, shownByClick, stubThirdParties, VIEWPORTS } from "./support.ts";

/**
 * Runs in the `no-javascript` project (playwright.config.ts): JavaScript is off, so everything here
 * is the platform's own behaviour, the same a visitor gets before the page's small scripts run.
 * Every control of the site works: header menus (hover and click), the drawer, its groups, the FAQ,
 * the pricing switch and the contact form.
 */
// The header is one component: a sample of page designs, or every one in the full run.
const routes = templateRoutes()
  .filter((route) => EXHAUSTIVE || ["/", "/pricing", "/contact"].includes(route) || isArticleRoute(route))
  .concat("/missing-page");

/** The pricing FAQ as the seed states it and the page shows it (ranges joined). */
const faq = typeset(seedSection("/pricing", "faq", "faq")).items;

async function checkDesktopMenus(page: Page) {
  await page.setViewportSize(VIEWPORTS.desktop);
  const nav = page.getByRole("navigation", { name: "Main" });
  const contentos = nav.getByRole("link", { name: /ContentOS/ });
  await expect(contentos).toBeHidden();
  // Hover: CSS shows the panel after its 200 ms delay and hides it once the pointer has left.
  await nav.getByRole("button", { name: "Products" }).hover();
  await expect(contentos).toBeVisible();
  await page.mouse.move(5, 700);
  await expect(contentos).toBeHidden();
  // Click: the button toggles its popover; Escape closes it.
  await nav.getByRole("button", { name: "Solutions" }).click();
  await page.mouse.move(5, 700);
  await expect(nav.getByRole("link", { name: /Agencies/ })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(nav.getByRole("link", { name: /Agencies/ })).toBeHidden();
}

async function checkDrawer(page: Page) {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("link", { name: "ContentOS" })).toBeHidden();
  await drawer.locator("summary", { hasText: "Products" }).click();
  await expect(drawer.getByRole("link", { name: "ContentOS" })).toBeVisible();
  await drawer.getByRole("button", { name: "Close menu" }).click();
  await expect(drawer).toBeHidden();
}

for (const route of routes) {
  test(`${route}: header menus and the drawer work without JavaScript`, async ({ page }) => {
    await stubThirdParties(page);
    await page.goto(route);
    await checkDesktopMenus(page);
    await checkDrawer(page);
  });
}

test("a click shows a header menu, and a tap the drawer, in the next frame", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/");
  expect(await shownByClick(page, "[data-nav-menu] button[popovertarget]", "[data-nav-menu] [popover]")).toBe(true);
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto("/");
  expect(await shownByClick(page, 'button[command="show-modal"]', "dialog[data-drawer]")).toBe(true);
});

test("a link chosen in the drawer leads to its page", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog");
  await drawer.locator("summary", { hasText: "Solutions" }).click();
  await drawer.getByRole("link", { name: "Enterprise" }).click();
  await expect(page).toHaveURL(/\/solutions\/enterprise$/);
  await expect(page.getByRole("dialog")).toBeHidden();
  // Escape and a tap on the dimmed page beside the drawer close it as well.
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.mouse.click(10, 400);
  await expect(drawer).toBeHidden();
});

test("the pricing FAQ opens one answer at a time and the billing switch changes the prices", async ({ page }) => {
  await page.goto("/pricing");
  await page.locator("#faq summary").first().click();
  await expect(page.getByText(faq[0]!.answer)).toBeVisible();
  await page.locator("#faq summary").nth(1).click();
  await expect(page.getByText(faq[1]!.answer)).toBeVisible();
  await expect(page.getByText(faq[0]!.answer)).toBeHidden();

  const essential = page.locator("#packages [data-price]").first();
  const shown = () => essential.evaluate((element) => (element as HTMLElement).innerText);
  const monthly = await shown();
  await page.locator("fieldset label", { hasText: "Annual" }).click();
  await expect.poll(shown).not.toBe(monthly);
});

test("the contact form posts and the visitor lands on /thank-you", async ({ page }) => {
  await page.goto("/contact");
  await page.locator("#contact-name").fill("Jane Doe");
  await page.locator("#contact-email").fill("jane@example.com");
  await page.locator("#contact-message").fill("We would like a demo of ContentOS for our team of twelve.");
  await page.locator("form").getByRole("button").click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("THANK YOU FOR REACHING OUT!");
});

test("the booking page shows the scheduler's frame", async ({ page }) => {
  await stubThirdParties(page);
  await page.goto("/booking");
  const frame = page.frameLocator("iframe[title]");
  await expect(frame.getByRole("heading", { name: "Pick a time" })).toBeVisible();
  await expect(page.getByRole("alert")).toBeHidden();
});

test("the blog's search works without JavaScript: the results are on the page, then the topics", async ({ page }) => {
  await page.goto("/blog");
  await page.getByRole("searchbox", { name: "Search articles" }).fill("pipeline");
  await page.getByRole("search").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/blog\/search\?q=pipeline$/);
  await expect(page.getByRole("status")).toHaveText(/articles? match(es)? “pipeline”/);
  const results = page.getByRole("list", { name: "Search results" }).getByRole("link");
  expect(await results.count()).toBeGreaterThan(0);
  const topics = page.getByRole("navigation", { name: "Browse by topic" }).getByRole("link");
  expect(await topics.count()).toBeGreaterThan(0);
  await results.first().click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
});

test("without JavaScript the page follows the system's colour scheme and shows no theme button that would do nothing", async ({ page }) => {
  const { headerNav } = await import("#app/site/content/navigation.ts");
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/pricing");
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const dark = await background();
  await expect(page.getByRole("button", { name: headerNav.themeToggle })).toHaveCount(0);
  await page.emulateMedia({ colorScheme: "light" });
  expect(await background()).not.toBe(dark);
});

