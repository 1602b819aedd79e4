/**
 * One lead as the sales team works it: its message, deliveries and status, and its contact's
 * timeline (every message from the address, status changes, notes, logged calls and emails,
 * assignments, meetings) and owner.
 */
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, getTableColumns, inArray, isNull, sql } from "drizzle-orm";
import type { CallOutcome } from "#shared/lead-activity.ts";
import type { LeadStatus } from "#shared/lead-status.ts";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { adminUsers, contactMessages, contacts, leadColumns, leadEvents, meetings, outbox, type ContactMessageRow } from "#server/platform/db/schema.ts";
import { answerLines, type AnswerLine } from "#shared/forms/answer-text.ts";
import type { GivenConsent, Unlocked } from "#shared/forms/form.ts";
import { formDocumentOf, type PublishedForms } from "#shared/forms/published-forms.ts";
import { audit } from "#server/auth/audit.ts";
import { readSettings } from "#server/platform/site-settings.ts";
import { prefilledSchedulerUrl } from "#shared/scheduler-prefill.ts";

/** What a built form's lead answered, as the lead's page shows it: under the labels of the version it saw. */
export interface LeadForm {
  id: number;
  version: number;
  /** The form's name in that version; null when the version cannot be read. */
  name: string | null;
  answers: AnswerLine[];
  consent: GivenConsent[];
  /** What it unlocked, and whether its link has stopped working (at the time of asking). */
  unlocked: (Unlocked & { expired: boolean }) | null;
}

/** The lead's form and answers; null for a contact-form message. */
export async function leadFormOf(lead: Pick<ContactMessageRow, "formId" | "formVersion" | "answers" | "consent" | "unlocked">, publishedForms?: PublishedForms): Promise<LeadForm | null> {
  if (lead.formId === null || lead.formVersion === null) return null;
  const document = await formDocumentOf(publishedForms, lead);
  return { id: lead.formId, version: lead.formVersion, name: document?.name ?? null, answers: answerLines(document, lead.answers), consent: lead.consent ?? [], unlocked: unlockedNow(lead.unlocked) };
}

function unlockedNow(unlocked: Unlocked | null): LeadForm["unlocked"] {
  return unlocked ? { ...unlocked, expired: Date.parse(unlocked.expiresAt) <= Date.now() } : null;
}

export async function leadDetail(db: Database, id: string, publishedForms?: PublishedForms) {
  const [lead] = await db
    .select({ ...leadColumns, firstResponder: adminUsers.email })
    .from(contactMessages)
    .leftJoin(adminUsers, eq(adminUsers.id, contactMessages.firstResponderId))
    .where(eq(contactMessages.id, id))
    .limit(1);
  if (!lead) return undefined;
  const [deliveries, history, contact, messages, salesAccounts, { settings }] = await Promise.all([
    db
      .select({
        id: outbox.id,
        channel: outbox.channel,
        status: outbox.status,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
        nextAttemptAt: outbox.nextAttemptAt,
        deliveredAt: outbox.deliveredAt,
        updatedAt: outbox.updatedAt,
      })
      .from(outbox)
      .where(eq(outbox.messageId, id))
      .orderBy(asc(outbox.channel)),
    db
      .select({ ...getTableColumns(leadEvents), owner: adminUsers.email, meetingTitle: meetings.title, meetingStartsAt: meetings.startsAt })
      .from(leadEvents)
      .innerJoin(contactMessages, eq(contactMessages.id, leadEvents.messageId))
      .leftJoin(adminUsers, eq(adminUsers.id, leadEvents.ownerId))
      .leftJoin(meetings, eq(meetings.id, leadEvents.meetingId))
      .where(eq(contactMessages.contactId, lead.contactId))
      .orderBy(desc(leadEvents.at)),
    db
      .select({ id: contacts.id, messageCount: contacts.messageCount, createdAt: contacts.createdAt, ownerId: contacts.ownerId, owner: adminUsers.email })
      .from(contacts)
      .leftJoin(adminUsers, eq(adminUsers.id, contacts.ownerId))
      .where(eq(contacts.id, lead.contactId))
      .then((rows) => rows[0]!),
    db
      .select({
        id: contactMessages.id,
        createdAt: contactMessages.createdAt,
        status: contactMessages.status,
        sourcePage: contactMessages.sourcePage,
        preview: sql<string>`left(${contactMessages.message}, 280)`,
      })
      .from(contactMessages)
      .where(eq(contactMessages.contactId, lead.contactId))
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)),
    salesTeam(db),
    readSettings(db),
  ]);
  // "Book a meeting": the site's scheduler with the lead's name and email filled in; the scheduler's webhook brings the booking back to this contact by its email.
  const bookingUrl = prefilledSchedulerUrl(settings.schedulerUrl, { name: lead.name, email: lead.email }, {}) ?? settings.schedulerUrl;
  return { lead, form: await leadFormOf(lead, publishedForms), deliveries, history, contact, messages, salesAccounts, bookingUrl };
}

/** The sales accounts a contact may be given to, away ones marked, disabled ones left out. */
export function salesTeam(db: Executor) {
  return db
    .select({ id: adminUsers.id, email: adminUsers.email, away: adminUsers.away })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, "sales"), isNull(adminUsers.disabledAt)))
    .orderBy(asc(adminUsers.email));
}

/**
 * Gives the lead's contact to another sales account by hand, on its history, and (`notify`) queues
 * the email that tells the new owner: the lead's `owner` delivery, sent again to whoever owns it
 * then. Undefined when the lead is gone; a refusal in words when the account cannot take leads.
 */
export async function reassignLead(db: Database, id: string, ownerId: string, actor: string, { notify = false } = {}): Promise<{ changed: boolean } | { problem: string } | undefined> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ contactId: contactMessages.contactId, ownerId: contacts.ownerId })
      .from(contactMessages)
      .innerJoin(contacts, eq(contacts.id, contactMessages.contactId))
      .where(eq(contactMessages.id, id))
      .for("update", { of: contacts });
    if (!lead) return undefined;
    const [owner] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(and(eq(adminUsers.id, ownerId), eq(adminUsers.role, "sales"), isNull(adminUsers.disabledAt)));
    if (!owner) return { problem: "Choose an active sales account." };
    if (lead.ownerId === ownerId) return { changed: false };
    await giveContact(tx, { messageId: id, contactId: lead.contactId, ownerId, actor, notify });
    return { changed: true };
  });
}

/** The contact given to `ownerId` on its lead's history, and (`notify`) the lead's `owner` email queued again for them. */
async function giveContact(tx: Executor, change: { messageId: string; contactId: string; ownerId: string; actor: string; notify: boolean }) {
  await tx.update(contacts).set({ ownerId: change.ownerId }).where(eq(contacts.id, change.contactId));
  await tx.insert(leadEvents).values({ id: randomUUID(), messageId: change.messageId, actor: change.actor, kind: "owner", ownerId: change.ownerId });
  if (change.notify) {
    // A claim in flight loses its token: its outcome is not recorded and the row is sent to the new owner.
    const again = { status: "pending" as const, attempts: 0, nextAttemptAt: sql`now()`, lastError: null, deliveredAt: null, claimToken: null, updatedAt: sql`now()` };
    await tx
      .insert(outbox)
      .values({ id: `msg_${randomUUID()}`, messageId: change.messageId, channel: "owner" })
      .onConflictDoUpdate({ target: [outbox.messageId, outbox.channel], set: again });
  }
}

/** The most leads one bulk change takes: four pages of the inbox. */
export const BULK_MAX_LEADS = 100;

export type BulkChange = { kind: "owner"; ownerId: string } | { kind: "status"; status: LeadStatus };

/**
 * Gives several leads' contacts to one owner, or sets several leads' status, in one transaction:
 * each lead's history and the audit log get what the single change writes. Leads erased meanwhile
 * are skipped and named (the rep asked for what they saw); an owner who cannot take leads refuses all.
 */
export async function bulkChangeLeads(db: Database, ids: readonly string[], change: BulkChange, actor: string, { notify = false } = {}) {
  return db.transaction(async (tx): Promise<{ changed: string[]; unchanged: string[]; missing: string[] } | { problem: string }> => {
    if (change.kind === "owner") {
      const [owner] = await tx
        .select({ id: adminUsers.id })
        .from(adminUsers)
        .where(and(eq(adminUsers.id, change.ownerId), eq(adminUsers.role, "sales"), isNull(adminUsers.disabledAt)));
      if (!owner) return { problem: "Choose an active sales account." };
    }
    // Locks in one order (the messages by time, then their contacts by id, then the report weeks by time as the
    // messages are changed), so two bulk changes, or one and a single change, wait for each other instead of deadlocking.
    const leads = await tx
      .select({ id: contactMessages.id, contactId: contactMessages.contactId, status: contactMessages.status })
      .from(contactMessages)
      .where(inArray(contactMessages.id, [...ids]))
      .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id))
      .for("update");
    const found = new Set(leads.map((lead) => lead.id));
    const result = { changed: [] as string[], unchanged: [] as string[], missing: ids.filter((id) => !found.has(id)) };
    if (!leads.length) return result;
    const contactIds = [...new Set(leads.map((lead) => lead.contactId))].sort();
    const owners = new Map(
      (await tx.select({ id: contacts.id, ownerId: contacts.ownerId }).from(contacts).where(inArray(contacts.id, contactIds)).orderBy(asc(contacts.id)).for("update")).map((contact) => [
        contact.id,
        contact.ownerId,
      ]),
    );
    for (const lead of leads) {
      if (change.kind === "owner") {
        // Two selected messages of one contact: the contact changes hands once.
        if (owners.get(lead.contactId) === change.ownerId) {
          result.unchanged.push(lead.id);
          continue;
        }
        await giveContact(tx, { messageId: lead.id, contactId: lead.contactId, ownerId: change.ownerId, actor, notify });
        owners.set(lead.contactId, change.ownerId);
        await audit(tx, { actor, action: "lead-owner", target: lead.id, detail: { ownerId: change.ownerId, bulk: true } });
      } else {
        if (lead.status === change.status) {
          result.unchanged.push(lead.id);
          continue;
        }
        await changeStatus(tx, { messageId: lead.id, contactId: lead.contactId, from: lead.status, to: change.status, actor });
        await touchContact(tx, lead.contactId);
        await audit(tx, { actor, action: "lead-status", target: lead.id, detail: { status: change.status, bulk: true } });
      }
      result.changed.push(lead.id);
    }
    return result;
  });
}

/** Sets a lead's status and records who changed it from what. Undefined when the lead is gone. */
export async function setLeadStatus(db: Database, id: string, status: LeadStatus, actor: string) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ status: contactMessages.status, contactId: contactMessages.contactId }).from(contactMessages).where(eq(contactMessages.id, id)).for("update");
    if (!current) return undefined;
    if (current.status === status) return { changed: false, status };
    await changeStatus(tx, { messageId: id, contactId: current.contactId, from: current.status, to: status, actor });
    await touchContact(tx, current.contactId);
    return { changed: true, status };
  });
}

/** A lead's status changed, on its history; the contact's too when it is its latest message (the inbox lists contacts by it). */
export async function changeStatus(tx: Executor, change: { messageId: string; contactId: string; from: LeadStatus; to: LeadStatus; actor: string }) {
  // The contact before its message's week (the report trigger), in the order a new message takes them: no deadlock.
  await tx.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, change.contactId)).for("update");
  await tx.update(contactMessages).set({ status: change.to }).where(eq(contactMessages.id, change.messageId));
  await tx
    .update(contacts)
    .set({ latestStatus: change.to })
    .where(and(eq(contacts.id, change.contactId), eq(contacts.latestMessageId, change.messageId)));
  await tx.insert(leadEvents).values({ id: randomUUID(), messageId: change.messageId, actor: change.actor, kind: "status", fromStatus: change.from, toStatus: change.to });
}

export const NOTE_MAX_LENGTH = 5_000;

export async function addLeadNote(db: Database, id: string, note: string, actor: string) {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ contactId: contactMessages.contactId }).from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
    if (!lead) return undefined;
    const [event] = await tx.insert(leadEvents).values({ id: randomUUID(), messageId: id, actor, kind: "note", note }).returning();
    await touchContact(tx, lead.contactId);
    return event;
  });
}

/** A call or an email the team member had with the lead's contact, logged as a CRM logs it; a call says how it went. */
export type LeadActivity = { kind: "call"; outcome: CallOutcome; note: string } | { kind: "email"; note: string };

/**
 * Logs a call or an email on the lead's timeline, at the time it is logged (a time given by hand
 * would let anyone improve their own figures). It is the first answer of every message of the
 * contact still waiting for one, credited to `actor` (ADR 033). Undefined when the lead is gone.
 */
export async function logLeadActivity(db: Database, id: string, activity: LeadActivity, actor: { id: string; email: string }) {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ contactId: contactMessages.contactId }).from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
    if (!lead) return undefined;
    const outcome = activity.kind === "call" ? activity.outcome : null;
    const [event] = await tx
      .insert(leadEvents)
      .values({ id: randomUUID(), messageId: id, actor: actor.email, kind: activity.kind, outcome, note: activity.note || null })
      .returning();
    await touchContact(tx, lead.contactId);
    await tx
      .update(contactMessages)
      .set({ firstResponseAt: sql`now()`, firstResponderId: actor.id, firstResponseKind: activity.kind })
      .where(and(eq(contactMessages.contactId, lead.contactId), isNull(contactMessages.firstResponseAt)));
    return event;
  });
}

/** Working a lead is the contact's latest activity: the inbox lists it first. */
async function touchContact(tx: Executor, contactId: string) {
  await tx
    .update(contacts)
    .set({ lastActivityAt: sql`now()` })
    .where(eq(contacts.id, contactId));
}
