/**
 * The page editor as the marketing team uses it (ADR 040): an editor changes the home page's
 * headline and sees the preview follow, moves a section up with the keyboard, and puts the edit on
 * the site; then makes a landing page from the blank template, fills in what the template left to
 * write, adds an FAQ from the palette and publishes it. Runs with publishing (playwright.config.ts):
 * it changes pages every other test reads.
 */
import { expect, test } from "@playwright/test";
import { axeViolations } from "#tests/shared/axe.ts";
import { signedIn } from "./admin.ts";
import { expectNoHorizontalScroll, gotoReady } from "./support.ts";

// The preview's frame runs no script, so axe cannot enter it: it is the public page, checked by accessibility.spec.ts.
const NOT_THE_PREVIEW = { exclude: "iframe" };

test("an editor changes the home page and makes a landing page, each live once published", async ({ page }) => {
  test.setTimeout(120_000);
  await signedIn(page, "pages-editor@vendor.example", "editor", "Posts");
  // The list, the editor and the palette, at a phone's width and a desktop's: no axe violation, no sideways scroll.
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/pages");
    await page.getByRole("heading", { name: "Pages", level: 1 }).waitFor();
    expect(await axeViolations(page), `pages at ${width}`).toEqual([]);
    await expectNoHorizontalScroll(page);
    await page.getByRole("link", { name: /AI Marketing & Sales Automation/ }).click();
    await page.getByLabel("Anchor (its #name on the page)").first().waitFor();
    expect(await axeViolations(page, NOT_THE_PREVIEW), `editor at ${width}`).toEqual([]);
    await expectNoHorizontalScroll(page);
    await page.getByRole("button", { name: "Add section" }).click();
    await page.getByRole("heading", { name: "Add a section" }).waitFor();
    expect(await axeViolations(page, NOT_THE_PREVIEW), `palette at ${width}`).toEqual([]);
    await page.keyboard.press("Escape");
  }
  await page.getByRole("link", { name: "Pages", exact: true }).click();
  await page.getByRole("heading", { name: "Pages", level: 1 }).waitFor();

  // The home page: a new headline, followed by the preview, and the link cards moved above the problem.
  await page.getByRole("link", { name: /AI Marketing & Sales Automation/ }).click();
  const headline = "Your pipeline, multiplied by AI";
  await page.getByLabel("Title", { exact: true }).first().fill(headline);
  const preview = page.frameLocator("iframe[title^='The page as it will look']");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(headline, { timeout: 3_000 });
  await page.getByRole("button", { name: /^Move Link cards: One stack for content.* up$/ }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();
  await page.getByRole("button", { name: "Update the live page" }).click();
  await expect(page.getByRole("button", { name: "Update the live page" })).toBeHidden();
  await gotoReady(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline);
  const order = await page.locator("main section[id]").evaluateAll((sections) => sections.map((section) => section.id));
  expect(order.indexOf("capabilities")).toBeLessThan(order.indexOf("problem"));

  // A landing page from the blank template: nothing is published with the template's placeholders.
  await page.goto("/admin/pages");
  await page.getByRole("button", { name: "New page" }).click();
  await page.getByText("Blank page", { exact: true }).click();
  await page.getByLabel("Title", { exact: true }).fill("Winter offer");
  await expect(page.getByLabel("Address")).toHaveValue("/winter-offer");
  await page.getByRole("button", { name: "Create page" }).click();
  await page.getByRole("heading", { name: "Winter offer", level: 1 }).waitFor();
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText(/^Replace the template's placeholder copy first/)).toBeVisible();

  await page.getByLabel("Lead paragraph").fill("Three months of the stack at the price of two, for teams that start before March.");
  await page.getByRole("button", { name: "Add section" }).click();
  await page.getByRole("button", { name: /^FAQ/ }).click();
  await page.getByRole("button", { name: /^FAQ$/, expanded: false }).click();
  await page.getByLabel("Question").fill("Who can take the offer?");
  await page.getByLabel("Answer").fill("Any team that signs before the first of March.");
  await page.getByLabel("Description").fill("Three months of the AI marketing stack at the price of two, for teams that start before March.");
  await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Published", { exact: true }).first()).toBeVisible();

  await gotoReady(page, "/winter-offer");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Winter offer");
  await expect(page.getByRole("heading", { name: "Who can take the offer?" })).toBeVisible();
});
