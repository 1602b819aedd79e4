/**
 * The post's cover job on the one job mechanism (server/platform/jobs/worker.ts), beside the
 * scheduled publishes every kind of document shares (server/documents/jobs.ts): covers of what is
 * published or scheduled, drawn before a visitor asks for them. A job that runs again (its process
 * died before recording it) draws what is already drawn.
 */
import { eq, sql } from "drizzle-orm";
import { summaryOf } from "#server/site/render/blog.server.ts";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { contentJobs, posts, type ContentJobAction } from "#server/platform/db/content-schema.ts";
import { JobWorker, type JobHandler, type QueueTable } from "#server/platform/jobs/worker.ts";
import type { Logger } from "#server/platform/logger.ts";
import type { CoverStore } from "./cover-store.ts";
import { SUMMARY_COLUMNS, summaryFromRow } from "./post-rows.ts";

const CONTENT_JOBS: QueueTable = { name: "content_jobs", kindColumn: "action", subjectColumn: "post_id", doneStatus: "done", doneAtColumn: "done_at", handlerNoun: "handler" };

/**
 * A list of nine articles would otherwise wait for nine covers: one at a time, so drawing never
 * starves the pages; a failed one is tried again after 5 s, doubling, up to five attempts in all.
 */
export function createCoverWorker(options: { db: Database; logger: Logger; covers: CoverStore; pollMs?: number; now?: () => Date }): JobWorker {
  const { db, covers, logger } = options;
  const cover: JobHandler = {
    deadlineMs: 60_000,
    async run(job) {
      const [row] = await db.select(SUMMARY_COLUMNS).from(posts).where(eq(posts.id, Number(job.subject)));
      if (row) await covers.drawAhead(summaryOf(summaryFromRow(row)));
    },
  };
  return new JobWorker({
    db,
    logger,
    name: "content",
    quietWhenDone: true,
    queue: CONTENT_JOBS,
    kinds: ["cover"],
    handlers: { cover },
    maxAttempts: 5,
    baseDelayMs: 5_000,
    maxDelayMs: 5 * 60_000,
    pollMs: options.pollMs ?? 1_000,
    concurrency: 1,
    now: options.now,
  });
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
