/**
 * What a sales rep sees of a lead's path (issue 38) that only a browser shows: the meeting the
 * scheduler booked on the lead's timeline, a call logged there as the lead's first answer, and the
 * page passing axe on a phone and a desktop. The path itself is proven below the browser: owners in
 * turns, a returning contact keeping its owner and the owner's email (contacts.test.ts), the signed
 * booking landing on its contact (meetings.test.ts), HubSpot getting each person once with a note
 * per message (crm-delivery.test.ts). So the lead and its booking are stored straight into the
 * running server's database, as the form and the scheduler's webhook store them.
 */
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { axeViolations } from "#tests/shared/axe.ts";
import { ContactStore } from "#server/sales/contact/store.ts";
import { recordSchedulerEvent } from "#server/sales/meetings/record.ts";
import { runningDatabase, signedIn } from "./admin.ts";
import { expectNoHorizontalScroll, VIEWPORTS } from "./support.ts";

/** A lead from the contact form, and the demo it then booked through the scheduler. */
async function leadWithBooking(email: string): Promise<string> {
  const { db } = await runningDatabase();
  const store = new ContactStore(db);
  const stored = await store.store({ message: { name: "Ada Newcomer", email, company: "", phone: "", message: "A demo of ContentOS for our agency, please." }, channels: [] });
  if (stored.status !== "created") throw new Error(`the lead was not stored: ${stored.status}`);
  const booked = await recordSchedulerEvent(
    { db, store, channels: [] },
    {
      kind: "booked",
      meetingId: `https://api.calendly.com/scheduled_events/${randomUUID()}`,
      email,
      name: "Ada Newcomer",
      title: "30 minute demo",
      startsAt: new Date("2026-12-08T15:00:00Z"),
      utm: {},
      cancelReason: null,
    },
  );
  expect(booked).toMatchObject({ ok: true, changed: true });
  return stored.id;
}

test("a rep finds the booked meeting on the lead's timeline, logs a call as its first answer, and the page passes axe", async ({ page }) => {
  const leadId = await leadWithBooking(`ada-${randomUUID()}@newcomer.example`);
  const rep = `rep-${randomUUID()}@vendor.example`;
  await signedIn(page, rep);
  await page.goto(`/admin/leads/${leadId}`);
  const timeline = page.getByRole("region", { name: "Notes and timeline" });
  await expect(timeline.getByText(/The scheduler booked “30 minute demo” for Dec 8, 2026/)).toBeVisible();
  await expect(timeline.getByText(/The scheduler changed the status from New to Meeting booked/)).toBeVisible();
  // The rep calls Ada and logs it: the call is on the timeline and is Ada's first answer, credited to the rep.
  await timeline.getByLabel("Log call").check();
  await timeline.getByLabel("Call outcome").selectOption({ label: "Connected" });
  await timeline.getByLabel("What was said (optional)").fill("Confirmed the demo time.");
  await timeline.getByRole("button", { name: "Log call" }).click();
  await expect(timeline.getByText(`${rep} logged a call: Connected`)).toBeVisible();
  await expect(timeline.getByText("Confirmed the demo time.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Details" })).toContainText(`a call by ${rep}`);
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `the lead's timeline at ${viewport.width}`).toEqual([]);
    await expectNoHorizontalScroll(page);
  }
});
