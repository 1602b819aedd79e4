/**
 * The workers that run the content jobs (jobs.ts) on the one job mechanism (server/platform/jobs/worker.ts).
 * Any process may run a due job, and a job that runs again (its process died before recording it)
 * finds its work done: each handler checks the post first.
 */
import { eq, sql } from "drizzle-orm";
import { summaryOf } from "#server/site/render/blog.server.ts";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { posts } from "#server/platform/db/content-schema.ts";
import { JobWorker, RetryLater, type ClaimedJob, type JobHandler, type QueueTable } from "#server/platform/jobs/worker.ts";
import type { Logger } from "#server/platform/logger.ts";
import type { CoverStore } from "./cover-store.ts";
import { SUMMARY_COLUMNS, summaryFromRow } from "./post-rows.ts";
import { endPreviewLinks, recordPostEvent } from "./publishing.ts";
import { nextGeneration } from "#server/platform/db/generation.ts";

const CONTENT_JOBS: QueueTable = { name: "content_jobs", kindColumn: "action", subjectColumn: "post_id", doneStatus: "done", doneAtColumn: "done_at", handlerNoun: "handler" };
/** A failed job is tried again after 5 s, doubling, up to five attempts in all. */
const RETRIES = { maxAttempts: 5, baseDelayMs: 5_000, maxDelayMs: 5 * 60_000 };

interface ContentWorkerOptions {
  db: Database;
  logger: Logger;
  pollMs?: number;
  /** The clock (tests move it). */
  now?: () => Date;
}

/**
 * Scheduled publishes and unpublishes, each in a transaction of its own that moves the store to a
 * new generation; `onChange` hears of those that took effect (the pages follow at once).
 */
export function createScheduleWorker(options: ContentWorkerOptions & { onChange?: () => void }): JobWorker {
  const { db, logger } = options;
  const handler = (action: "publish" | "unpublish"): JobHandler => ({ deadlineMs: 30_000, run: (job) => applySchedule(db, logger, job, action, options.now) });
  return new JobWorker({
    db,
    logger,
    name: "content",
    quietWhenDone: true,
    queue: CONTENT_JOBS,
    kinds: ["publish", "unpublish"],
    handlers: { publish: handler("publish"), unpublish: handler("unpublish") },
    ...RETRIES,
    pollMs: options.pollMs ?? 1_000,
    concurrency: 4,
    now: options.now,
    onDone: () => options.onChange?.(),
  });
}

async function applySchedule(db: Database, logger: Logger, job: ClaimedJob, action: "publish" | "unpublish", clock?: () => Date): Promise<void> {
  await db.transaction(async (tx) => {
    // The clock the job was claimed by (the database's), so a job it found due is due here too.
    const now = clock?.() ?? (await databaseNow(tx));
    const postId = Number(job.subject);
    const [post] = await tx.select({ status: posts.status, publishAt: posts.publishAt, unpublishAt: posts.unpublishAt }).from(posts).where(eq(posts.id, postId)).for("update");
    // Already done by an earlier run of this job, or the post changed since: nothing to do.
    const at = action === "publish" ? (post?.status === "scheduled" ? post.publishAt : null) : (post?.unpublishAt ?? null);
    if (!at) return;
    // Claimed by the database's clock a moment before this one agrees: tried again at its time, never dropped.
    if (at > now) throw new RetryLater(`${action} is due at ${at.toISOString()}`, at.getTime() - now.getTime());
    const status = action === "publish" ? "published" : "unpublished";
    const [changed] = await tx
      .update(posts)
      .set({ status, ...(action === "unpublish" && { unpublishAt: null }), updatedAt: now })
      .where(eq(posts.id, postId))
      .returning({ slug: posts.slug });
    if (action === "unpublish") await endPreviewLinks(tx, postId);
    await recordPostEvent(tx, postId, "schedule", status, now);
    await nextGeneration(tx);
    logger.info({ subsystem: "content", post: changed?.slug, action }, `content: ${changed?.slug} ${status} as scheduled`);
  });
}

/** The database's clock: the one a claimed job was found due by. */
export async function databaseNow(tx: Executor): Promise<Date> {
  const result = (await tx.execute(sql`select now() as now`)) as unknown as { rows: Array<{ now: Date | string }> };
  return new Date(result.rows[0]!.now);
}

/**
 * Covers of what is published or scheduled, drawn before a visitor asks for them (a list of nine
 * articles would otherwise wait for nine covers): one at a time, so drawing never starves the pages.
 */
export function createCoverWorker(options: ContentWorkerOptions & { covers: CoverStore }): JobWorker {
  const { db, covers, logger } = options;
  const cover: JobHandler = {
    deadlineMs: 60_000,
    async run(job) {
      const [row] = await db.select(SUMMARY_COLUMNS).from(posts).where(eq(posts.id, Number(job.subject)));
      if (row) await covers.drawAhead(summaryOf(summaryFromRow(row)));
    },
  };
  return new JobWorker({ db, logger, name: "content", quietWhenDone: true, queue: CONTENT_JOBS, kinds: ["cover"], handlers: { cover }, ...RETRIES, pollMs: options.pollMs ?? 1_000, concurrency: 1, now: options.now });
}
