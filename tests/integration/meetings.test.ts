/**
 * Meetings tied to leads (ADR 030): the scheduler's signed webhook marks a booking on the contact of
 * its email (someone new becomes an owned lead first), sets "meeting booked", and counts one booked
 * demo whether the browser's report of it arrives first, second or not at all. Forged, altered and
 * replayed deliveries change nothing.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONVERSIONS_ENDPOINT } from "#shared/conversions.ts";
import { DEFAULT_SETTINGS } from "#shared/site-settings.ts";
import { addUser } from "#server/auth/users.ts";
import { adminUsers, contactMessages, contacts, conversions, meetings, outbox } from "#server/platform/db/schema.ts";
import { leadDetail } from "#server/sales/leads/lead.ts";
import { signSchedulerPayload, SIGNATURE_TOLERANCE_SECONDS } from "#server/sales/meetings/calendly.ts";
import { SCHEDULER_WEBHOOK_PATH } from "#server/sales/meetings/route.ts";
import { startHarness, type Harness } from "./harness.ts";

const SIGNING_KEY = "test-signing-key-0123456789abcdef";

let bookings = 0;
/** An invitee as Calendly's webhook (API v2) sends it. */
function invitee(email: string, overrides: Record<string, unknown> = {}) {
  bookings += 1;
  return {
    uri: `https://api.calendly.com/scheduled_events/EV${bookings}/invitees/IN${bookings}-${Date.now()}`,
    email,
    name: "Grace Hopper",
    status: "active",
    scheduled_event: { uri: `https://api.calendly.com/scheduled_events/EV${bookings}`, name: "30 minute demo", start_time: "2026-12-03T16:00:00.000000Z", end_time: "2026-12-03T16:30:00.000000Z" },
    tracking: { utm_source: "newsletter", utm_medium: "email", utm_campaign: "winter", utm_term: null, utm_content: null },
    cancellation: null,
    rescheduled: false,
    ...overrides,
  };
}

describe("scheduler webhook", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ schedulerSigningKey: SIGNING_KEY });
  });
  afterAll(() => h?.close());
  const db = () => h.pipeline.database.db;

  const deliver = (event: string, payload: unknown, { key = SIGNING_KEY, at = Math.floor(Date.now() / 1000), body }: { key?: string; at?: number; body?: string } = {}) => {
    const text = body ?? JSON.stringify({ event, created_at: new Date().toISOString(), payload });
    return fetch(`${h.url}${SCHEDULER_WEBHOOK_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json", "calendly-webhook-signature": signSchedulerPayload(key, at, text) },
      body: text,
    });
  };
  const contactOf = async (email: string) => (await db().select().from(contacts).where(eq(contacts.emailKey, email)))[0];
  const demosBooked = async (meetingId: string) => (await db().select().from(conversions).where(eq(conversions.meetingId, meetingId))).length;

  it("marks a booking on the contact who sent the form: its meeting, the new status, the timeline, one booked demo", async () => {
    const sent = await h.post({ name: "Grace Hopper", email: "grace@example.org", company: "Navy", phone: "", message: "A demo, please." });
    const leadId = ((await sent.json()) as { id: string }).id;
    const booking = invitee("Grace@Example.org");
    expect((await deliver("invitee.created", booking)).status).toBe(200);

    const contact = (await contactOf("grace@example.org"))!;
    expect(contact).toMatchObject({ messageCount: 1, latestStatus: "meeting_booked" });
    expect(await db().select({ id: meetings.id, status: meetings.status, title: meetings.title }).from(meetings).where(eq(meetings.contactId, contact.id))).toEqual([
      { id: booking.uri, status: "booked", title: "30 minute demo" },
    ]);
    const detail = (await leadDetail(db(), leadId))!;
    expect(detail.lead.status).toBe("meeting_booked");
    expect(detail.history.map((event) => [event.actor, event.kind, event.toStatus, event.meetingTitle])).toEqual(
      expect.arrayContaining([
        ["scheduler", "meeting", null, "30 minute demo"],
        ["scheduler", "status", "meeting_booked", null],
      ]),
    );
    expect(detail.history.find((event) => event.kind === "meeting")!.meetingStartsAt).toEqual(new Date("2026-12-03T16:00:00Z"));
    // The visitor booking is not the team's answer: speed to lead still waits for one.
    expect((await db().select({ first: contactMessages.firstResponseAt }).from(contactMessages).where(eq(contactMessages.id, leadId)))[0]!.first).toBeNull();
    expect(await demosBooked(booking.uri)).toBe(1);
  });

  it("a lead's Book a meeting opens the scheduler with its name and email, and the booking made there lands on that lead", async () => {
    const sent = await h.post({ name: "Ada Lovelace", email: "Ada.Lovelace@example.org", company: "", phone: "", message: "Can we meet?" });
    const leadId = ((await sent.json()) as { id: string }).id;
    const link = new URL((await leadDetail(db(), leadId))!.bookingUrl);
    expect(link.origin + link.pathname).toBe(new URL(DEFAULT_SETTINGS.schedulerUrl).origin + new URL(DEFAULT_SETTINGS.schedulerUrl).pathname);
    expect(Object.fromEntries(link.searchParams)).toMatchObject({ name: "Ada Lovelace", email: "Ada.Lovelace@example.org" });

    // The scheduler sends back the email it was given (Calendly's invitee), whatever its case.
    const booking = invitee(link.searchParams.get("email")!, { name: link.searchParams.get("name") });
    expect((await deliver("invitee.created", booking)).status).toBe(200);
    const detail = (await leadDetail(db(), leadId))!;
    expect(detail.contact.messageCount).toBe(1);
    expect(detail.lead.status).toBe("meeting_booked");
    expect(detail.history.map((event) => [event.kind, event.meetingTitle])).toContainEqual(["meeting", "30 minute demo"]);
  });

  it("makes someone the team never heard from a lead with an owner, its campaign kept", async () => {
    await addUser(db(), "rep@vendor.example", { role: "sales" });
    const booking = invitee("new.person@example.org", { name: "New Person" });
    expect((await deliver("invitee.created", booking)).status).toBe(200);
    const [lead] = await db()
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        sourcePage: contactMessages.sourcePage,
        attribution: contactMessages.attribution,
        status: contactMessages.status,
        owner: adminUsers.email,
      })
      .from(contactMessages)
      .innerJoin(contacts, eq(contacts.id, contactMessages.contactId))
      .leftJoin(adminUsers, eq(adminUsers.id, contacts.ownerId))
      .where(eq(contacts.emailKey, "new.person@example.org"));
    expect(lead).toMatchObject({ name: "New Person", sourcePage: "/booking", status: "meeting_booked", owner: expect.stringMatching(/@vendor\.example$/) });
    expect(lead!.attribution!.last).toMatchObject({ source: "newsletter", medium: "email", campaign: "winter" });
    // Delivered like any lead (the harness has no email or webhook here: nothing to write but the owner's row when email exists).
    expect(await db().select().from(outbox).where(eq(outbox.messageId, lead!.id))).toEqual([]);
  });

  it("counts a booking once whether the browser or the webhook tells first, and once when told again", async () => {
    const browserFirst = invitee("order@example.org");
    const report = (meeting: string) =>
      fetch(`${h.url}${CONVERSIONS_ENDPOINT}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: h.url },
        body: JSON.stringify({ kind: "demo_booked", meeting, attribution: null }),
      });
    expect((await report(browserFirst.uri)).status).toBe(204);
    expect((await deliver("invitee.created", browserFirst)).status).toBe(200);
    const webhookFirst = invitee("order@example.org");
    expect((await deliver("invitee.created", webhookFirst)).status).toBe(200);
    expect((await report(webhookFirst.uri)).status).toBe(204);
    // The scheduler retries: the same delivery five times at once.
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver("invitee.created", webhookFirst)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect([await demosBooked(browserFirst.uri), await demosBooked(webhookFirst.uri)]).toEqual([1, 1]);
    const contact = (await contactOf("order@example.org"))!;
    expect(await db().select().from(meetings).where(eq(meetings.contactId, contact.id))).toHaveLength(2);
    expect(contact.messageCount).toBe(1);
  });

  it("a cancellation marks the meeting and puts the status back where the booking found it", async () => {
    const sent = await h.post({ name: "Ann Smith", email: "ann@example.org", company: "", phone: "", message: "Hello there." });
    const leadId = ((await sent.json()) as { id: string }).id;
    const booking = invitee("ann@example.org");
    await deliver("invitee.created", booking);
    expect((await deliver("invitee.canceled", { ...booking, status: "canceled", cancellation: { canceled_by: "Ann Smith", reason: "Travelling that week" } })).status).toBe(200);
    const detail = (await leadDetail(db(), leadId))!;
    expect(detail.lead.status).toBe("new");
    expect(detail.history.find((event) => event.kind === "meeting-canceled")).toMatchObject({ note: "Travelling that week", meetingTitle: "30 minute demo" });
    expect((await db().select({ status: meetings.status }).from(meetings).where(eq(meetings.id, booking.uri)))[0]!.status).toBe("canceled");
  });

  it("acknowledges a cancellation for someone the team never heard from and makes no lead of it", async () => {
    const stranger = invitee("never.booked@example.org", { name: "Never Booked", status: "canceled", cancellation: { canceled_by: "Never Booked", reason: "Wrong person" } });
    const answer = await deliver("invitee.canceled", stranger);
    expect(await contactOf("never.booked@example.org")).toBeUndefined();
    expect(await db().select().from(meetings).where(eq(meetings.id, stranger.uri))).toEqual([]);
    // 2xx, so the scheduler stops retrying; the operator's log says why nothing was recorded.
    expect([answer.status, await answer.json()]).toEqual([200, { ignored: true }]);
    expect(h.logs.some((line) => line.includes("a cancellation for no known contact or meeting") && line.includes(stranger.uri))).toBe(true);
  });

  it("refuses a forged, altered or replayed delivery and records nothing", async () => {
    const booking = invitee("mallory@example.org");
    const text = JSON.stringify({ event: "invitee.created", payload: booking });
    const old = Math.floor(Date.now() / 1000) - SIGNATURE_TOLERANCE_SECONDS - 5;
    const answers = await Promise.all([
      deliver("invitee.created", booking, { key: "not-the-signing-key-at-all" }),
      deliver("invitee.created", booking, { at: old }),
      fetch(`${h.url}${SCHEDULER_WEBHOOK_PATH}`, { method: "POST", headers: { "content-type": "application/json" }, body: text }),
      fetch(`${h.url}${SCHEDULER_WEBHOOK_PATH}`, {
        method: "POST",
        headers: { "content-type": "application/json", "calendly-webhook-signature": signSchedulerPayload(SIGNING_KEY, Math.floor(Date.now() / 1000), text) },
        body: text.replace("mallory@", "victim@"),
      }),
      ...Array.from({ length: 20 }, () => deliver("invitee.created", booking, { key: "guessing-the-key-again" })),
    ]);
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([401]));
    expect(await contactOf("mallory@example.org")).toBeUndefined();
    expect(await contactOf("victim@example.org")).toBeUndefined();
    expect(await demosBooked(booking.uri)).toBe(0);
  });

  it("acknowledges signed events of other kinds without recording anything", async () => {
    const answer = await deliver("routing_form_submission.created", { uri: "https://api.calendly.com/routing_form_submissions/X" });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ignored: true });
  });
});

it("without a signing key the endpoint does not exist", async () => {
  const h = await startHarness();
  try {
    const answer = await fetch(`${h.url}${SCHEDULER_WEBHOOK_PATH}`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(answer.status).toBe(404);
  } finally {
    await h.close();
  }
});
