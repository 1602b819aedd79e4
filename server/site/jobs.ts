/**
 * The jobs a post's state calls for, on the one job mechanism (server/platform/jobs/worker.ts): a publish
 * when it is scheduled, an unpublish when one is set, and its cover photo's sizes made ahead when
 * it is live or about to be (a drawn cover is an SVG drawn on request in milliseconds: no job). Rows are written in the transaction that changes the post; rescheduling replaces the
 * pending job, publishing or unpublishing by hand cancels it; job-workers.ts runs them.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "#server/platform/db/database.ts";
import { contentJobs, type ContentJobAction, type PostRow } from "#server/platform/db/content-schema.ts";

async function setJob(db: Executor, postId: number, action: ContentJobAction, runAt: Date | null): Promise<void> {
  await db.delete(contentJobs).where(and(eq(contentJobs.postId, postId), eq(contentJobs.action, action), eq(contentJobs.status, "pending")));
  if (runAt) await db.insert(contentJobs).values({ id: randomUUID(), postId, action, nextAttemptAt: runAt });
}

export async function scheduleJobsFor(db: Executor, post: Pick<PostRow, "id" | "status" | "publishAt" | "unpublishAt" | "cover">, now = new Date()): Promise<void> {
  const upcoming = post.status === "scheduled" || post.status === "published";
  await setJob(db, post.id, "publish", post.status === "scheduled" ? post.publishAt : null);
  await setJob(db, post.id, "unpublish", upcoming ? post.unpublishAt : null);
  if (upcoming && post.cover) await db.insert(contentJobs).values({ id: randomUUID(), postId: post.id, action: "cover", nextAttemptAt: now }).onConflictDoNothing();
}

/** Jobs not done yet, by action, and whether each is due (its time has come) or waits for its time. */
export function pendingJobCounts(db: Executor): Promise<Array<{ action: ContentJobAction; due: boolean; count: number }>> {
  const due = sql<boolean>`${contentJobs.nextAttemptAt} <= now()`;
  return db
    .select({ action: contentJobs.action, due, count: sql<number>`count(*)::int` })
    .from(contentJobs)
    .where(eq(contentJobs.status, "pending"))
    .groupBy(contentJobs.action, due);
}
