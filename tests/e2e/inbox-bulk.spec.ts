/**
 * A sales rep's bulk actions in the inbox (issue 73): tick several leads (by keyboard too), assign
 * them to a colleague after a confirmation in words, and read the result in words; then book a
 * meeting from a lead with its name and email filled in. The screens pass axe and nothing scrolls
 * sideways on a phone and a desktop, where a lead's message comes first.
 */
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { axeViolations } from "#tests/shared/axe.ts";
import { ContactStore } from "#server/sales/contact/store.ts";
import { addUser } from "#server/auth/users.ts";
import { e2eDatabase, signedIn } from "./admin.ts";
import { expectNothingScrollsSideways, trackConsoleErrors, VIEWPORTS } from "./support.ts";

test("a sales rep assigns the leads of a search to a colleague at once, then books a meeting from one", async ({ page }) => {
  const errors = trackConsoleErrors(page);
  const tag = randomUUID().slice(0, 8);
  const db = await e2eDatabase();
  const names = ["Aiko Tanaka", "Bruno Costa", "Chidi Okafor"];
  for (const [index, name] of names.entries()) {
    await new ContactStore(db).store({ message: { name, email: `bulk-${tag}-${index}@prospect.example`, company: `Bulk ${tag}`, phone: "", message: `Demo please (${tag})` }, channels: [] });
  }
  const colleague = `ana-${tag}@vendor.example`;
  await addUser(db, colleague, { role: "sales" });
  await signedIn(page, `rep-${tag}@vendor.example`);
  await page.goto(`/admin?q=${tag}`);
  await expect(page.getByText("3 leads", { exact: true })).toBeVisible();

  // Each box says which lead it selects; Space ticks it from the keyboard.
  const aiko = page.getByRole("checkbox", { name: `Select Aiko Tanaka (bulk-${tag}-0@prospect.example)` });
  await aiko.focus();
  await page.keyboard.press("Space");
  await expect(aiko).toBeChecked();
  await expect(page.getByRole("region", { name: "Change the selected leads" })).toContainText("1 lead selected");
  await page.getByRole("checkbox", { name: "Select all 3 on this page" }).check();
  const toolbar = page.getByRole("region", { name: "Change the selected leads" });
  await expect(toolbar).toContainText("3 leads selected");

  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    await expectNothingScrollsSideways(page);
    expect(await axeViolations(page), `inbox with a selection at ${viewport.width}`).toEqual([]);
    await page.screenshot({ path: `test-results/inbox-bulk-${viewport.width}.png`, fullPage: true });
  }

  await toolbar.getByLabel("Assign to…").selectOption({ label: colleague });
  await toolbar.getByRole("button", { name: "Assign", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Assign 3 leads to ${colleague}?` });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page), "the confirmation").toEqual([]);
  await page.screenshot({ path: `test-results/inbox-bulk-confirm-${page.viewportSize()!.width}.png` });
  await dialog.getByRole("button", { name: "Assign 3 leads" }).click();

  await expect(page.getByRole("status").filter({ hasText: `3 leads assigned to ${colleague}.` })).toBeVisible();
  await expect(toolbar).toBeHidden();
  await expect(page.getByText(`Owner: ${colleague}`)).toHaveCount(3);

  // Each lead's timeline shows the assignment, as one made on the lead's page.
  await page.getByRole("link", { name: /Bruno Costa/ }).click();
  await expect(page.getByRole("region", { name: "Notes and timeline" }).getByText(`gave it to ${colleague}`)).toBeVisible();

  // "Book a meeting" opens the site's scheduler with the lead's name and email filled in (Calendly's prefill parameters).
  const book = page.getByRole("link", { name: /^Book a meeting/ });
  const booking = new URL((await book.getAttribute("href"))!);
  expect(booking.origin).toBe("https://calendly.com");
  expect(Object.fromEntries(booking.searchParams)).toMatchObject({ name: "Bruno Costa", email: `bulk-${tag}-1@prospect.example` });
  await expect(book).toHaveAttribute("target", "_blank");

  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    await expectNothingScrollsSideways(page);
    expect(await axeViolations(page), `lead at ${viewport.width}`).toEqual([]);
    await page.screenshot({ path: `test-results/lead-${viewport.width}.png`, fullPage: true });
  }
  // On a phone the message comes first, before status and owner.
  const top = async (name: string) => (await page.getByRole("heading", { name, exact: true }).boundingBox())!.y;
  await page.setViewportSize(VIEWPORTS.phone);
  expect(await top("Message")).toBeLessThan(await top("Status"));
  expect(await top("Status")).toBeLessThan(await top("Owner"));
  expect(errors).toEqual([]);
});
