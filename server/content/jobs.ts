/**
 * The jobs a post's state calls for: a publish when it is scheduled, an unpublish when one is set,
 * and its cover drawn ahead when it is live or about to be. Any process may run a due job
 * (scheduler.ts, cover-jobs.ts). Rescheduling replaces the pending job; publishing or unpublishing
 * by hand cancels it.
 */
import { randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "#server/db/database.ts";
import { contentJobs, type ContentJobAction, type PostRow } from "#server/db/content-schema.ts";

async function setJob(db: Executor, postId: number, action: ContentJobAction, runAt: Date | null): Promise<void> {
  await db.delete(contentJobs).where(and(eq(contentJobs.postId, postId), eq(contentJobs.action, action), isNull(contentJobs.doneAt)));
  if (runAt) await db.insert(contentJobs).values({ id: randomUUID(), postId, action, runAt });
}

export async function scheduleJobsFor(db: Executor, post: Pick<PostRow, "id" | "status" | "publishAt" | "unpublishAt">, now = new Date()): Promise<void> {
  const upcoming = post.status === "scheduled" || post.status === "published";
  await setJob(db, post.id, "publish", post.status === "scheduled" ? post.publishAt : null);
  await setJob(db, post.id, "unpublish", upcoming ? post.unpublishAt : null);
  if (upcoming) await db.insert(contentJobs).values({ id: randomUUID(), postId: post.id, action: "cover", runAt: now }).onConflictDoNothing();
}

/** Jobs not done yet, by action, and whether each is due (its time has come) or waits for its time. */
export function pendingJobCounts(db: Executor): Promise<Array<{ action: ContentJobAction; due: boolean; count: number }>> {
  const due = sql<boolean>`${contentJobs.runAt} <= now()`;
  return db
    .select({ action: contentJobs.action, due, count: sql<number>`count(*)::int` })
    .from(contentJobs)
    .where(isNull(contentJobs.doneAt))
    .groupBy(contentJobs.action, due);
}
