/**
 * The jobs a document's times call for: a publish when it is scheduled, an unpublish when one is
 * set, in the queue its kind names (content_jobs, page_jobs), plus any of the kind's own (a post's
 * cover). Rows are written in the transaction that changes the document: rescheduling replaces
 * the pending job, a step by hand cancels it. jobs.ts runs them.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Executor } from "#server/platform/db/database.ts";
import type { DocumentKind, DocumentRow, TimedRow } from "./kind.ts";

async function setJob(tx: Executor, { name, subjectColumn }: DocumentKind["jobs"]["queue"], id: number, action: "publish" | "unpublish", runAt: Date | null): Promise<void> {
  const [table, subject] = [sql.identifier(name), sql.identifier(subjectColumn)];
  await tx.execute(sql`delete from ${table} where ${subject} = ${id} and action = ${action} and status = 'pending'`);
  if (runAt) await tx.execute(sql`insert into ${table} (id, ${subject}, action, next_attempt_at) values (${randomUUID()}, ${id}, ${action}, ${runAt})`);
}

/** The document's scheduled publish and unpublish as durable jobs, replaced or cancelled with its times. */
export async function setScheduleJobs<Row extends DocumentRow, Copy>(kind: DocumentKind<Row, Copy, string, string>, tx: Executor, row: TimedRow<Row>): Promise<void> {
  const upcoming = row.status === "scheduled" || row.status === "published";
  await setJob(tx, kind.jobs.queue, row.id, "publish", row.status === "scheduled" ? row.publishAt : null);
  await setJob(tx, kind.jobs.queue, row.id, "unpublish", upcoming ? row.unpublishAt : null);
  await kind.jobs.alongside?.(tx, row);
}

