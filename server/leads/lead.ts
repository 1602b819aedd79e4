/** One lead as the sales team works it: its message, deliveries and history, its status and notes. */
import { randomUUID } from "node:crypto";
import { asc, desc, eq } from "drizzle-orm";
import type { LeadStatus } from "#app/lib/lead-status.ts";
import type { Database } from "#server/db/database.ts";
import { contactMessages, leadColumns, leadEvents, outbox } from "#server/db/schema.ts";

export async function leadDetail(db: Database, id: string) {
  const [lead] = await db.select(leadColumns).from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  if (!lead) return undefined;
  const [deliveries, history] = await Promise.all([
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
    db.select().from(leadEvents).where(eq(leadEvents.messageId, id)).orderBy(desc(leadEvents.at)),
  ]);
  return { lead, deliveries, history };
}

/** Sets a lead's status and records who changed it from what. Undefined when the lead is gone. */
export async function setLeadStatus(db: Database, id: string, status: LeadStatus, actor: string) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ status: contactMessages.status }).from(contactMessages).where(eq(contactMessages.id, id)).for("update");
    if (!current) return undefined;
    if (current.status === status) return { changed: false, status };
    await tx.update(contactMessages).set({ status }).where(eq(contactMessages.id, id));
    await tx.insert(leadEvents).values({ id: randomUUID(), messageId: id, actor, kind: "status", fromStatus: current.status, toStatus: status });
    return { changed: true, status };
  });
}

export const NOTE_MAX_LENGTH = 5_000;

export async function addLeadNote(db: Database, id: string, note: string, actor: string) {
  const [lead] = await db.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  if (!lead) return undefined;
  const [event] = await db.insert(leadEvents).values({ id: randomUUID(), messageId: id, actor, kind: "note", note }).returning();
  return event;
}
