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

/**
 * The jobs of documents created in this transaction (an import's new posts): none has a pending
 * job to replace, so what their times call for is added in one statement, not three a document.
 */
export async function addScheduleJobs<Row extends DocumentRow, Copy>(kind: DocumentKind<Row, Copy, string, string>, tx: Executor, rows: Array<TimedRow<Row>>): Promise<void> {
  const jobs = rows.flatMap((row) => {
    const upcoming = row.status === "scheduled" || row.status === "published";
    return [
      ...(row.status === "scheduled" && row.publishAt ? [{ id: row.id, action: "publish", runAt: row.publishAt }] : []),
      ...(upcoming && row.unpublishAt ? [{ id: row.id, action: "unpublish", runAt: row.unpublishAt }] : []),
    ];
  });
  if (jobs.length) {
    const { name, subjectColumn } = kind.jobs.queue;
    const values = jobs.map(({ id, action, runAt }) => sql`(${randomUUID()}, ${id}, ${action}, ${runAt})`);
    await tx.execute(sql`insert into ${sql.identifier(name)} (id, ${sql.identifier(subjectColumn)}, action, next_attempt_at) values ${sql.join(values, sql`, `)}`);
  }
  for (const row of rows) await kind.jobs.alongside?.(tx, row);
}
