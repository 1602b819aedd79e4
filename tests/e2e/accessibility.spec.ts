import { expect, test } from "@playwright/test";
import { axeViolations } from "#tests/shared/axe.ts";
import { EXHAUSTIVE, templateRoutes, gotoReady, renderWholePage, stubThirdParties, VIEWPORTS } from "./support.ts";

// One page per design (one article, one tag and category archive, a second list page); every static route.
const routes = templateRoutes().concat("/missing-page");

// Each route at both widths and in both colour themes (ADR 018): the phone in light and the desktop
// in dark, or all four pairs in the full run. One page load per route; the page follows each change.
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
    await page.emulateMedia({ reducedMotion: "reduce" });
    await stubThirdParties(page);
    await page.setViewportSize(VIEWPORTS.phone);
    await gotoReady(page, route);
    await renderWholePage(page);
    for (const { width, viewport, colorScheme } of variants) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme });
      // Colours that transition (cards on hover, links) are read at their end state. Jumped to rather
      // than awaited: a page behind axe's helper page may get no frames, so its transitions never end.
      await page.evaluate(() => {
        for (const animation of document.getAnimations()) {
          try {
            animation.finish();
          } catch {
            // An endless animation has no end to jump to.
          }
        }
      });
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
