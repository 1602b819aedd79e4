/**
 * The marketer's journey "a refusal shown at the button" (issue 73): a page with the template's
 * words left is not published, and the refusal appears beside Publish now, naming each field as the
 * editor labels it ("Hero › Lead paragraph"); each name takes the marketer to its field, focused.
 * At a phone's width and a desktop's: no axe violation, nothing scrolls sideways.
 */
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { axeViolations } from "#tests/shared/axe.ts";
import { site } from "#shared/content/site.ts";
import { signedIn } from "./admin.ts";
import { expectNothingScrollsSideways } from "./support.ts";

// The preview's frame runs no script, so axe cannot enter it (accessibility.spec.ts checks the public page).
const NOT_THE_PREVIEW = { exclude: "iframe" };
const SHOTS = process.env.REFUSAL_SHOTS;

test("a refusal shown at the button names the fields and takes you to each", async ({ page }) => {
  test.setTimeout(90_000);
  await signedIn(page, "refusal-editor@vendor.example", "editor", "Posts");
  const slug = `spring-${randomUUID().slice(0, 8)}`;
  await page.goto("/admin/pages");
  await page.getByRole("button", { name: "New page" }).click();
  await page.getByText("Blank page", { exact: true }).click();
  await page.getByLabel("Title", { exact: true }).fill("Spring offer");
  await page.getByLabel("Address").fill(`/${slug}`);
  await page.getByRole("button", { name: "Create page" }).click();
  await page.getByRole("heading", { name: "Spring offer", level: 1 }).waitFor();
  // The hero opens first; close it, so that the refusal's link has a section to open.
  await page.getByRole("button", { name: /^Hero/, expanded: true }).click();

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const publish = page.getByRole("button", { name: "Publish now" });
    await publish.click();
    const refusal = page.getByRole("alert").filter({ hasText: "placeholder" });
    await expect(refusal).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}-${width}.png` });
    // Beside the button: it starts right under it, within sight of the click.
    const [button, box] = [await publish.boundingBox(), await refusal.boundingBox()];
    expect(box!.y - (button!.y + button!.height)).toBeLessThan(48);
    expect(box!.y).toBeGreaterThanOrEqual(button!.y);
    const lead = refusal.getByRole("button", { name: "Hero › Lead paragraph" });
    await expect(lead).toBeVisible();
    await expect(refusal.getByRole("button", { name: /^Description/ })).toBeVisible();
    await expect(refusal).not.toContainText("sections 1");
    expect(await axeViolations(page, NOT_THE_PREVIEW), `refusal at ${width}`).toEqual([]);
    await expectNothingScrollsSideways(page);

    await lead.click();
    await expect(page.getByLabel("Lead paragraph")).toBeFocused();
    await expect(page.getByLabel("Lead paragraph")).toBeInViewport();
    await page.getByRole("button", { name: /^Hero/, expanded: true }).click();
    await page.reload();
    await page.getByRole("heading", { name: "Spring offer", level: 1 }).waitFor();
    await page.getByRole("button", { name: /^Hero/, expanded: true }).click();
  }
});

test("the pages list and the section list read titles as visitors do, whole", async ({ page }) => {
  await signedIn(page, "refusal-reader@vendor.example", "editor", "Posts");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/pages");
    const home = page.getByRole("link", { name: `${site.brand} | AI Marketing & Sales Automation for Growing Teams` });
    await expect(home).toBeVisible();
    await expect(page.getByText("{brand}")).toHaveCount(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}-list-${width}.png` });
    await home.click();
    await page.getByLabel("Anchor (its #name on the page)").first().waitFor();
    // A long section name wraps in the list rather than being cut.
    const names = page.getByRole("list", { name: "Sections" }).locator("button[aria-expanded] > span.font-semibold");
    for (const name of await names.all()) expect(await name.evaluate((span) => span.scrollWidth <= span.clientWidth)).toBe(true);
    await expect(page.getByRole("list", { name: "Sections" })).not.toContainText("{brand}");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}-sections-${width}.png` });
    await expectNothingScrollsSideways(page);
  }
});
