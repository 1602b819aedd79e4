/**
 * The studio's 404 log (issue 73), as a marketer uses it: a visitor follows a dead link, the address
 * shows on the Site screen with its count, "Make a redirect" fills the form with it, and once the
 * redirect is saved the address answers 301 and leaves the log.
 */
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { axeViolations } from "#tests/shared/axe.ts";
import { signedIn } from "./admin.ts";

test("a 404 an editor sees in the studio becomes a redirect in two clicks", async ({ page, request }) => {
  const dead = `/spring-campaign-${randomUUID().slice(0, 8)}`;
  const visit = await request.get(`${dead}?utm_source=newsletter`, { headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36" } });
  expect(visit.status()).toBe(404);

  await signedIn(page, `seo-editor-${randomUUID()}@vendor.example`, "editor", "Posts");
  const row = page.getByRole("listitem").filter({ hasText: dead });
  // Counts are written in batches every few seconds: the log shows it once its batch is in.
  await expect(async () => {
    await page.goto("/admin/site");
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(row).toContainText("1 visit");
  expect(await axeViolations(page)).toEqual([]);

  await row.getByRole("link", { name: `Make a redirect from ${dead}` }).click();
  await expect(page.getByLabel("Old address")).toHaveValue(dead);
  await expect(page.getByLabel("New address")).toBeFocused();
  await page.getByLabel("New address").fill("/pricing");
  await page.getByRole("button", { name: "Add redirect" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expect(page.getByRole("region", { name: "Addresses not found (404)" }).getByText(dead)).toHaveCount(0);

  await expect.poll(async () => (await request.get(dead, { maxRedirects: 0 })).status(), { timeout: 5_000 }).toBe(301);
  expect((await request.get(dead, { maxRedirects: 0 })).headers()["location"]).toBe("/pricing");
});
