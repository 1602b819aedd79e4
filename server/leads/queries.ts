/** Operator queries over stored leads, shared by the CLI and the server's retention job. */
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "#server/db/database.ts";
import { contactMessages, leadColumns, outbox, type OutboxStatus } from "#server/db/schema.ts";

export async function listMessages(db: Database, limit = 20) {
  return db.select(leadColumns).from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit);
}

export async function getMessage(db: Database, id: string) {
  const [message] = await db.select(leadColumns).from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  if (!message) return undefined;
  const deliveries = await db.select().from(outbox).where(eq(outbox.messageId, id));
  return { message, deliveries };
}

export async function allMessages(db: Database) {
  return db.select(leadColumns).from(contactMessages).orderBy(contactMessages.createdAt);
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
  const rows = await db
    .update(outbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: new Date(), updatedAt: new Date() })
    .where(where)
    .returning({ id: outbox.id });
  return rows.length;
}

/** GDPR erasure: every message from this address, and (by cascade) its deliveries. */
export async function eraseEmail(db: Database, email: string) {
  const rows = await db
    .delete(contactMessages)
    .where(sql`lower(${contactMessages.email}) = ${email.trim().toLowerCase()}`)
    .returning({ id: contactMessages.id });
  return rows.length;
}

/** Retention: delete messages older than `days` days. */
export async function purgeOlderThan(db: Database, days: number) {
  const cutoff = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  const rows = await db.delete(contactMessages).where(lt(contactMessages.createdAt, cutoff)).returning({ id: contactMessages.id });
  return rows.length;
}
