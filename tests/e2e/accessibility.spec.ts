import { expect, test } from "@playwright/test";
import { axeViolations } from "#tests/shared/axe.ts";
import { EXHAUSTIVE, templateRoutes, gotoReady, renderWholePage, stubThirdParties, VIEWPORTS } from "./support.ts";

// The full run: one page per design (one article, one tag and category archive, a second list
// page) and every static route. Each commit: one page of each kind a visitor meets first.
const everyDesign = templateRoutes().concat("/missing-page");
const routes = EXHAUSTIVE
  ? everyDesign
  : ["/", "/contentos", "/pricing", "/contact", "/blog", everyDesign.find((route) => /^\/blog\/[^/]+$/.test(route) && route !== "/blog/search")!, "/missing-page"];

// Each route at both widths and in both colour themes (ADR 018): the phone in light and the desktop
// in dark, or all four pairs in the full run.
const variants: { width: string; viewport: { width: number; height: number }; colorScheme: "light" | "dark" }[] = [
  { width: "375", viewport: VIEWPORTS.phone, colorScheme: "light" },
  { width: "1280", viewport: VIEWPORTS.desktop, colorScheme: "dark" },
  ...(EXHAUSTIVE
    ? [
        { width: "375", viewport: VIEWPORTS.phone, colorScheme: "dark" as const },
        { width: "1280", viewport: VIEWPORTS.desktop, colorScheme: "light" as const },
      ]
    : []),
];

for (const route of routes) {
  test(`axe: ${route}`, async ({ page }) => {
    await stubThirdParties(page);
    // A load per variant: a theme switched under a loaded page leaves colours in transition that
    // axe, reading them without frames, would take for the page's.
    for (const { width, viewport, colorScheme } of variants) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await gotoReady(page, route);
      await renderWholePage(page);
      expect(await axeViolations(page), `${width} px, ${colorScheme}`).toEqual([]);
    }
  });
}

test.describe("open menus are accessible too", () => {
  test("desktop dropdown", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await gotoReady(page, "/");
    await renderWholePage(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Products" }).click();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("mobile drawer", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoReady(page, "/");
    await renderWholePage(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").locator("summary", { hasText: "Products" }).click();
    expect(await axeViolations(page)).toEqual([]);
  });
});

// The check every accessibility test relies on: WCAG 2.2 AA failures named with what axe measured,
// and nothing outside those criteria (a best practice, such as two same-named regions, is no failure).
test("the axe check reports WCAG failures with their colours, and only WCAG's", async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><title>t</title><main>
    <p id="faint" style="color:#bbb;background:#fff">Hard to read</p>
    <img id="unnamed" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
    <section aria-label="Twice">a</section><section aria-label="Twice">b</section>
  </main></html>`);
  expect(await axeViolations(page)).toEqual(["color-contrast: #faint (#bbbbbb on #ffffff, 1.91:1)", "image-alt: #unnamed"]);
});
