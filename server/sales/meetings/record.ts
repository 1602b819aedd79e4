/**
 * Records what the scheduler says (ADR 030): a booking ties a meeting to the contact of its email
 * (a new address becomes a lead first, owned and delivered like any other), marks the contact's
 * latest message "meeting booked" and counts one booked demo; a cancellation marks the meeting
 * and puts the status back (one for an address and a meeting nobody knows records nothing). Every step is idempotent, so the scheduler's retries and the
 * browser's own report of the booking never count twice.
 */
import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { normalizeAttribution } from "#shared/attribution.ts";
import { validateContact } from "#shared/contact-schema.ts";
import type { LeadStatus } from "#shared/lead-status.ts";
import { SITE_URL } from "#shared/site-url.ts";
import type { ContactStore } from "#server/sales/contact/store.ts";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { contactMessages, contacts, conversions, leadEvents, meetings, type OutboxChannel } from "#server/platform/db/schema.ts";
import { emailKeyOf } from "#server/sales/leads/contacts.ts";
import { changeStatus } from "#server/sales/leads/lead.ts";
import type { SchedulerEvent } from "./calendly.ts";

export const SCHEDULER_ACTOR = "scheduler";
const BOOKING_PAGE = "/booking";
/** A booking moves a lead this far; one the team has qualified, won or lost keeps its status. */
const BEFORE_MEETING: readonly LeadStatus[] = ["new", "contacted"];

export interface MeetingDeps {
  db: Database;
  store: ContactStore;
  channels: readonly OutboxChannel[];
}

/** `contactId` null: a cancellation for no contact or meeting we know, so nothing was recorded. */
export type MeetingOutcome = { ok: true; contactId: string; changed: boolean } | { ok: true; contactId: null; changed: false } | { ok: false; problem: string };

export async function recordSchedulerEvent(deps: MeetingDeps, event: SchedulerEvent): Promise<MeetingOutcome> {
  const contactId = event.kind === "booked" ? await contactFor(deps, event) : await knownContactOf(deps.db, event);
  if (contactId === undefined) return { ok: true, contactId: null, changed: false };
  if (typeof contactId !== "string") return contactId;
  const changed = await deps.db.transaction((tx) => (event.kind === "booked" ? book(tx, contactId, event) : cancel(tx, contactId, event)));
  return { ok: true, contactId, changed };
}

/** The contact of the invitee's address; someone the team has never heard from becomes a lead first. */
async function contactFor(deps: MeetingDeps, event: SchedulerEvent): Promise<string | { ok: false; problem: string }> {
  const existing = await findContact(deps.db, event.email);
  if (existing) return existing;
  const validation = validateContact({ name: event.name, email: event.email, message: `Booked “${event.title}” through the scheduler.` });
  if (!validation.success) return { ok: false, problem: `${validation.field}: ${validation.message}` };
  // Keyed by the booking, so a retried delivery finds the lead its first attempt stored.
  await deps.store.store({
    message: validation.data,
    channels: deps.channels,
    idempotencyKey: `meeting:${event.meetingId}`,
    waitWhenBusy: true,
    sourcePage: BOOKING_PAGE,
    attribution: normalizeAttribution(undefined, campaignAddress(event), new Date()),
  });
  return (await findContact(deps.db, validation.data.email)) ?? { ok: false, problem: "the contact was not stored" };
}

/**
 * The contact a cancellation is about: the one its meeting was booked for, else the one of its
 * address. A cancellation never makes a lead: there is nothing booked for the team to answer.
 */
async function knownContactOf(db: Executor, event: SchedulerEvent): Promise<string | undefined> {
  const [meeting] = await db.select({ contactId: meetings.contactId }).from(meetings).where(eq(meetings.id, event.meetingId));
  return meeting?.contactId ?? (await findContact(db, event.email));
}

async function findContact(db: Executor, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(eq(contacts.emailKey, emailKeyOf(email)));
  return row?.id;
}

async function lockContact(tx: Executor, contactId: string) {
  const [contact] = await tx.select({ latestMessageId: contacts.latestMessageId, latestStatus: contacts.latestStatus }).from(contacts).where(eq(contacts.id, contactId)).for("update");
  return contact!;
}

async function book(tx: Executor, contactId: string, event: SchedulerEvent): Promise<boolean> {
  const contact = await lockContact(tx, contactId);
  const inserted = await tx
    .insert(meetings)
    .values({ id: event.meetingId, contactId, title: event.title, startsAt: event.startsAt, status: "booked" })
    .onConflictDoNothing()
    .returning({ id: meetings.id });
  if (inserted.length === 0) return false;
  const messageId = contact.latestMessageId!;
  await tx.insert(leadEvents).values({ id: randomUUID(), messageId, actor: SCHEDULER_ACTOR, kind: "meeting", meetingId: event.meetingId });
  // On the history like a person's change, but not the team's answer (speed to lead).
  if (BEFORE_MEETING.includes(contact.latestStatus)) await changeStatus(tx, { messageId, contactId, from: contact.latestStatus, to: "meeting_booked", actor: SCHEDULER_ACTOR });
  await tx
    .update(contacts)
    .set({ lastActivityAt: sql`now()` })
    .where(eq(contacts.id, contactId));
  // The browser may have counted this booking already (the same meeting id): then its record, with the visit's attribution, stands.
  const attribution = normalizeAttribution(undefined, campaignAddress(event), new Date());
  await tx.insert(conversions).values({ id: randomUUID(), kind: "demo_booked", attribution, meetingId: event.meetingId }).onConflictDoNothing();
  return true;
}

async function cancel(tx: Executor, contactId: string, event: SchedulerEvent): Promise<boolean> {
  const contact = await lockContact(tx, contactId);
  const [meeting] = await tx.select({ status: meetings.status }).from(meetings).where(eq(meetings.id, event.meetingId));
  if (meeting?.status === "canceled") return false;
  if (meeting) await tx.update(meetings).set({ status: "canceled", cancelReason: event.cancelReason }).where(eq(meetings.id, event.meetingId));
  else await tx.insert(meetings).values({ id: event.meetingId, contactId, title: event.title, startsAt: event.startsAt, status: "canceled", cancelReason: event.cancelReason });
  const messageId = contact.latestMessageId!;
  await tx.insert(leadEvents).values({ id: randomUUID(), messageId, actor: SCHEDULER_ACTOR, kind: "meeting-canceled", meetingId: event.meetingId, note: event.cancelReason });
  if (contact.latestStatus === "meeting_booked") await changeStatus(tx, { messageId, contactId, from: "meeting_booked", to: await statusBeforeBooking(tx, contactId), actor: SCHEDULER_ACTOR });
  await tx
    .update(contacts)
    .set({ lastActivityAt: sql`now()` })
    .where(eq(contacts.id, contactId));
  return true;
}

/** What the scheduler moved the contact from when it was booked ("contacted" if nobody knows). */
async function statusBeforeBooking(tx: Executor, contactId: string): Promise<LeadStatus> {
  const [row] = await tx
    .select({ from: leadEvents.fromStatus })
    .from(leadEvents)
    .where(
      and(
        eq(leadEvents.actor, SCHEDULER_ACTOR),
        eq(leadEvents.toStatus, "meeting_booked"),
        inArray(leadEvents.messageId, tx.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.contactId, contactId))),
      ),
    )
    .orderBy(desc(leadEvents.at))
    .limit(1);
  return row?.from ?? "contacted";
}

/** The booking page with the campaign the scheduler passed on: the attribution a server-side record gets. */
function campaignAddress(event: SchedulerEvent): string {
  const url = new URL(BOOKING_PAGE, SITE_URL);
  for (const [name, value] of Object.entries(event.utm)) url.searchParams.set(name, value);
  return url.href;
}
