/** Operator queries over stored leads, shared by the CLI and the server's retention job. */
import { and, asc, desc, eq, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { adminUsers, contactMessages, contacts, leadColumns, outbox, type ContactMessageRow, type OutboxStatus } from "#server/platform/db/schema.ts";
import { emailKeyOf } from "./contacts.ts";

/** A lead with its owner's email (its contact's owner), as the CLI and the exports show it. */
export type LeadRecord = ContactMessageRow & { owner: string | null };

/** Leads joined to their owner, with any `extra` columns. */
export function leadRecords<Extra extends Record<string, SQL.Aliased | SQL>>(db: Database, extra?: Extra) {
  return db
    .select({ ...leadColumns, owner: adminUsers.email, ...(extra as Extra) })
    .from(contactMessages)
    .innerJoin(contacts, eq(contacts.id, contactMessages.contactId))
    .leftJoin(adminUsers, eq(adminUsers.id, contacts.ownerId));
}

export async function listMessages(db: Database, limit = 20): Promise<LeadRecord[]> {
  return leadRecords(db).orderBy(desc(contactMessages.createdAt)).limit(limit);
}

export async function getMessage(db: Database, id: string) {
  const [message] = await leadRecords(db).where(eq(contactMessages.id, id)).limit(1);
  if (!message) return undefined;
  const deliveries = await db.select().from(outbox).where(eq(outbox.messageId, id));
  return { message, deliveries };
}

/** Leads per query of an export: the server holds one page in memory at a time, not the file. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * Leads matching `where` in (created_at, id) order, one page per query, so other queries run
 * between pages. Each page starts after the last row read (keyset, not offset: no row skipped or
 * read twice), at that row's time as the database holds it: a Date would drop the microseconds
 * of now(), which the leads of one group commit share.
 */
export async function* leadPages(db: Database, where: SQL | undefined, order: "asc" | "desc"): AsyncGenerator<LeadRecord[]> {
  const direction = order === "asc" ? asc : desc;
  const beyond = sql.raw(order === "asc" ? ">" : "<");
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const rows = await leadRecords(db, { exactCreatedAt: sql<string>`${contactMessages.createdAt}::text` })
      .where(and(where, after && sql`(${contactMessages.createdAt}, ${contactMessages.id}) ${beyond} (${after.at}::timestamptz, ${after.id})`))
      .orderBy(direction(contactMessages.createdAt), direction(contactMessages.id))
      .limit(EXPORT_PAGE_SIZE);
    const last = rows.at(-1);
    if (!last) return;
    after = { at: last.exactCreatedAt, id: last.id };
    yield rows.map(({ exactCreatedAt: _, ...lead }) => lead);
    if (rows.length < EXPORT_PAGE_SIZE) return;
  }
}

/** Every message, oldest first, a page at a time (the CLI's export). */
export function allMessagePages(db: Database) {
  return leadPages(db, undefined, "asc");
}

/** One built form's messages, oldest first, a page at a time (the CLI's export of a form). */
export function formMessagePages(db: Database, formId: number) {
  return leadPages(db, eq(contactMessages.formId, formId), "asc");
}

/** Deliveries per channel and status; only those statuses when given (the metrics' pending and dead). */
export function outboxCounts(db: Database, statuses?: OutboxStatus[]) {
  return db
    .select({ channel: outbox.channel, status: outbox.status, count: sql<number>`count(*)::int` })
    .from(outbox)
    .where(statuses ? inArray(outbox.status, statuses) : undefined)
    .groupBy(outbox.channel, outbox.status);
}

export async function outboxSummary(db: Database) {
  const rows = await outboxCounts(db);
  const dead = await db.select().from(outbox).where(eq(outbox.status, "dead")).orderBy(desc(outbox.updatedAt)).limit(50);
  return { rows, dead };
}

/** Puts dead-lettered deliveries back in the queue with a fresh attempt budget. */
export async function retryDead(db: Database, ids?: string[]) {
  const where = ids?.length ? and(eq(outbox.status, "dead"), inArray(outbox.id, ids)) : eq(outbox.status, "dead");
  const rows = await db.update(outbox).set({ status: "pending", attempts: 0, nextAttemptAt: new Date(), updatedAt: new Date() }).where(where).returning({ id: outbox.id });
  return rows.length;
}

/** GDPR erasure: the contact of this address, every message from it, and (by cascade) their deliveries and history. */
export async function eraseEmail(db: Database, email: string) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(contactMessages)
      .where(sql`lower(${contactMessages.email}) = ${emailKeyOf(email)}`)
      .returning({ id: contactMessages.id });
    await tx.delete(contacts).where(eq(contacts.emailKey, emailKeyOf(email)));
    return rows.length;
  });
}

/** Retention: delete messages older than `days` days, and the contacts left with none. */
export async function purgeOlderThan(db: Database, days: number) {
  const cutoff = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  return db.transaction(async (tx) => {
    const rows = await tx.delete(contactMessages).where(lt(contactMessages.createdAt, cutoff)).returning({ id: contactMessages.id, contactId: contactMessages.contactId });
    const touched = [...new Set(rows.map((row) => row.contactId))];
    if (touched.length) await recountContacts(tx, touched);
    return rows.length;
  });
}

/** A contact's count and latest message from what is stored; a contact with no message left goes. */
async function recountContacts(tx: Executor, ids: string[]) {
  await tx.execute(sql`
    update ${contacts} set
      message_count = (select count(*)::integer from ${contactMessages} m where m.contact_id = ${contacts.id}),
      latest_message_id = (select m.id from ${contactMessages} m where m.contact_id = ${contacts.id} order by m.created_at desc, m.id desc limit 1)
    where ${contacts.id} in ${ids}`);
  await tx.execute(sql`
    update ${contacts} set latest_status = m.status, latest_at = m.created_at
    from ${contactMessages} m where m.id = ${contacts.latestMessageId} and ${contacts.id} in ${ids}`);
  await tx.delete(contacts).where(and(inArray(contacts.id, ids), eq(contacts.messageCount, 0)));
}
