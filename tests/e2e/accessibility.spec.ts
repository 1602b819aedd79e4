import { expect, test } from "@playwright/test";
import { axeViolations } from "#tests/shared/axe.ts";
import { templateRoutes, gotoReady, renderWholePage, stubThirdParties, VIEWPORTS } from "./support.ts";

// One page per design (one article, one tag and category archive, a second list page); every static route.
const routes = templateRoutes().concat("/missing-page");

// Both widths in both colour themes (ADR 018; the system's setting picks one when the visitor has not).
const variants = (["light", "dark"] as const).flatMap((colorScheme) =>
  ([["375", VIEWPORTS.phone], ["1280", VIEWPORTS.desktop]] as const).map(([name, viewport]) => ({ colorScheme, name, viewport })),
);

for (const { colorScheme, name, viewport } of variants) {
  test.describe(`axe at ${name} px${colorScheme === "dark" ? ", dark theme" : ""}`, () => {
    test.use({ viewport, colorScheme });
    for (const route of routes) {
      test(route, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: "reduce" });
        await stubThirdParties(page);
        await gotoReady(page, route);
        await renderWholePage(page);
        expect(await axeViolations(page)).toEqual([]);
      });
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
