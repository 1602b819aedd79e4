/**
 * The studio's import (issue 73), as the team's admin brings a writer's old Ghost blog in: Posts ›
 * Import, choose the export, read what it will create (posts, author, tags, the notes), import, and
 * find the posts among the drafts. A file that is not an export is refused in words. Each step
 * passes axe and nothing scrolls sideways on a phone or a desktop.
 */
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "#tests/shared/axe.ts";
import { ghostExport } from "#tests/shared/ghost-export.ts";
import { signedIn } from "./admin.ts";
import { expectNoHorizontalScroll, expectNothingScrollsSideways, trackConsoleErrors, VIEWPORTS } from "./support.ts";

/**
 * Each step at a phone's width and a desktop's: no axe violation, nothing sideways, a screenshot to
 * look at. The list of posts (`boxes: false`) keeps its status tabs in a strip that scrolls by itself on a phone.
 */
async function checkStep(page: Page, step: string, { boxes = true } = {}) {
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    await (boxes ? expectNothingScrollsSideways(page) : expectNoHorizontalScroll(page));
    expect(await axeViolations(page), `${step} at ${viewport.width} px`).toEqual([]);
    await page.screenshot({ path: `test-results/studio-import-${step}-${viewport.width}.png`, fullPage: true });
  }
}

test("an admin imports a Ghost export from the studio as drafts, after seeing what it will create", async ({ page }) => {
  const errors = trackConsoleErrors(page);
  const unique = randomUUID().slice(0, 8);
  await signedIn(page, `importer-${unique}@vendor.example`, "admin");
  await page.goto("/admin/posts");
  await page.getByRole("link", { name: "Import", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Import posts", level: 1 })).toBeVisible();
  await checkStep(page, "choose");

  const files = page.getByLabel("Export or Markdown files");
  await files.setInputFiles({ name: "not-an-export.json", mimeType: "application/json", buffer: Buffer.from('{"posts": "none"}') });
  await page.getByRole("button", { name: "Preview the import" }).click();
  await expect(page.getByRole("alert")).toContainText("not-an-export.json is not a Ghost export");
  await checkStep(page, "refused");

  await files.setInputFiles({ name: "old-blog.ghost.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(ghostExport(unique))) });
  await expect(page.getByRole("alert")).toBeHidden();
  await page.getByRole("button", { name: "Preview the import" }).click();
  const plan = page.getByRole("region", { name: "2. What will be created" });
  await expect(plan.getByRole("status")).toHaveText(/^From a Ghost export: 2 posts, 1 author, 3 tags, 0 images, \d+ notes\.$/);
  await expect(plan.getByRole("region", { name: "Posts" }).getByRole("listitem")).toHaveText([new RegExp(`Ten ways to grow ${unique}`), new RegExp(`A draft ${unique}`)]);
  await expect(plan.getByRole("region", { name: "Authors" })).toContainText(`Jo Bloggs ${unique} (new)`);
  await expect(plan.getByRole("region", { name: "Notes" })).toContainText("bookmark card to https://ghost.org/docs/ became a call-to-action button");
  await checkStep(page, "preview");

  await plan.getByRole("button", { name: "Import 2 posts as drafts" }).click();
  const done = page.getByRole("region", { name: "3. Imported" });
  await expect(done.getByRole("status")).toHaveText("2 new drafts.");
  await expect(done.getByRole("link", { name: `Ten ways to grow ${unique}` })).toBeVisible();
  await checkStep(page, "imported");

  await done.getByRole("link", { name: "See the drafts" }).click();
  await expect(page).toHaveURL(/\/admin\/posts\?status=draft$/);
  for (const title of [`Ten ways to grow ${unique}`, `A draft ${unique}`]) await expect(page.getByRole("link", { name: title })).toBeVisible();
  await checkStep(page, "drafts", { boxes: false });
  // The browser logs the refused file's answer itself; nothing else may go wrong.
  expect(errors).toEqual(["Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)"]);
});
