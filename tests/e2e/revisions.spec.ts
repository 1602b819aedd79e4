/**
 * Revisions as a marketer keeps them (issue 73): a version named ("Name this version") is kept as
 * it is and listed by its name, later saves start a revision of their own, and "What differs"
 * shows each changed field by its label with the old words struck through and the new ones
 * underlined, each said in words; published, the version the site shows is listed as such. At a
 * phone's width and a desktop's: no axe violation, nothing scrolls sideways.
 */
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { axeViolations } from "#tests/shared/axe.ts";
import { signedIn } from "./admin.ts";
import { writeEveryPlaceholder } from "./studio.ts";
import { expectNothingScrollsSideways } from "./support.ts";

// The preview's frame runs no script, so axe cannot enter it (accessibility.spec.ts checks the public page).
const NOT_THE_PREVIEW = { exclude: "iframe" };
const SHOTS = process.env.REVISION_SHOTS;

test("a named version is kept as it was, and what differs shows its old and new words", async ({ page }) => {
  test.setTimeout(90_000);
  await signedIn(page, `revisions-${randomUUID().slice(0, 8)}@vendor.example`, "editor", "Posts");
  await page.goto("/admin/pages");
  await page.getByRole("button", { name: "New page" }).click();
  await page.getByText("Blank page", { exact: true }).click();
  await page.getByLabel("Title", { exact: true }).fill("Spring notes");
  await page.getByLabel("Address").fill(`/notes-${randomUUID().slice(0, 8)}`);
  await page.getByRole("button", { name: "Create page" }).click();
  await page.getByRole("heading", { name: "Spring notes", level: 1 }).waitFor();
  const saved = () => expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();
  const title = page.getByRole("region", { name: "Page settings" }).getByLabel("Title", { exact: true });
  await title.fill("Spring notes for growing teams");
  await saved();

  const revisions = page.getByRole("region", { name: "Revisions" });
  await revisions.getByLabel("Name this version").fill("Board review");
  await revisions.getByRole("button", { name: "Name it" }).click();
  await expect(revisions.getByRole("status")).toHaveText("Named “Board review”.");
  const named = revisions.getByRole("listitem").filter({ hasText: "“Board review”" });
  await expect(named).toContainText("Named version");

  // The next save is a revision of its own: the named one keeps the words it was given.
  await title.fill("Autumn notes for growing teams");
  await saved();
  await expect(revisions.getByRole("listitem").first()).toContainText(/^Saved/);
  await expect(named).toContainText("Title differs");
  await named.getByRole("button", { name: "What differs" }).click();
  const titleWords = named
    .getByRole("definition")
    .filter({ has: page.locator("del") })
    .first();
  await expect(named.getByRole("term").first()).toHaveText("Title");
  await expect(titleWords.locator("del")).toHaveText("[only in this version: Spring]");
  await expect(titleWords.locator("ins")).toHaveText("[only in your copy: Autumn]");

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await named.scrollIntoViewIfNeeded();
    if (SHOTS) await named.screenshot({ path: `${SHOTS}/diff-${width}.png` });
    expect(await axeViolations(page, NOT_THE_PREVIEW), `revisions at ${width}`).toEqual([]);
    await expectNothingScrollsSideways(page);
  }

  // Only the kept versions, when asked: the named one, not the saves around it.
  await revisions.getByLabel("Only published and named versions").check();
  await expect(revisions.getByRole("listitem")).toHaveCount(1);
  await expect(revisions.getByRole("listitem")).toContainText("“Board review”");
  await revisions.getByLabel("Only published and named versions").uncheck();
  await named.getByRole("button", { name: "Hide" }).click();

  // Published, the version the site shows is listed as such, apart from the saves.
  await writeEveryPlaceholder(page, "Notes for growing teams");
  await page.getByLabel("Description").fill("What growing teams asked us this autumn, and what we answered, in one page.");
  await saved();
  await page.getByRole("button", { name: "Publish now" }).click();
  const published = revisions.getByRole("listitem").first();
  await expect(published).toContainText(/^Published/);
  await expect(published).toContainText("Same as the copy you are editing.");
  // Against the named version, each section's field is named by the section and its label.
  await named.getByRole("button", { name: "What differs" }).click();
  await expect(
    named
      .getByRole("term")
      .filter({ hasText: /^Hero.* › / })
      .first(),
  ).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await named.scrollIntoViewIfNeeded();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/diff-sections-${width}.png`, clip: (await named.boundingBox())! });
  }
  await named.getByRole("button", { name: "Hide" }).click();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (SHOTS) await revisions.screenshot({ path: `${SHOTS}/panel-${width}.png` });
  }
});
