/**
 * Runs the publishing schedule (jobs.ts): every second, each due job in a transaction of its own
 * that locks the job (other processes skip it), applies it to its post, marks it done and moves
 * the store to a new generation. A process killed mid-way rolls back and frees the job for the
 * next pass, here or in another process: each job takes effect exactly once.
 */
import { and, asc, eq, inArray, isNull, lte } from "drizzle-orm";
import type { Database } from "#server/db/database.ts";
import { contentJobs, posts } from "#server/db/content-schema.ts";
import type { Logger } from "#server/logger.ts";
import { PeriodicPass } from "./periodic-pass.ts";
import { endPreviewLinks, nextGeneration, recordPostEvent } from "./publishing.ts";

export interface SchedulerOptions {
  db: Database;
  logger: Logger;
  pollMs?: number;
  /** The clock (tests move it). */
  now?: () => Date;
  /** A job took effect: the pages should follow at once. */
  onChange?: () => void;
}

export class ContentScheduler extends PeriodicPass {
  constructor(private readonly options: SchedulerOptions) {
    super({ logger: options.logger, pollMs: options.pollMs, failure: "content: the schedule could not run" });
  }

  /** Runs every job due now; answers how many took effect. */
  protected async pass(): Promise<number> {
    let done = 0;
    while (await this.runOne()) done += 1;
    if (done > 0) this.options.onChange?.();
    return done;
  }

  private async runOne(): Promise<boolean> {
    const { db, logger } = this.options;
    const now = this.options.now?.() ?? new Date();
    return db.transaction(async (tx) => {
      const [job] = await tx
        .select()
        .from(contentJobs)
        .where(and(isNull(contentJobs.doneAt), lte(contentJobs.runAt, now), inArray(contentJobs.action, ["publish", "unpublish"])))
        .orderBy(asc(contentJobs.runAt))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!job) return false;
      const status = job.action === "publish" ? "published" : "unpublished";
      const [post] = await tx
        .update(posts)
        .set({ status, ...(job.action === "unpublish" && { unpublishAt: null }), updatedAt: now })
        .where(eq(posts.id, job.postId))
        .returning({ slug: posts.slug });
      if (job.action === "unpublish") await endPreviewLinks(tx, job.postId);
      await tx.update(contentJobs).set({ doneAt: now }).where(eq(contentJobs.id, job.id));
      await recordPostEvent(tx, job.postId, "schedule", status, now);
      await nextGeneration(tx);
      logger.info({ subsystem: "content", post: post?.slug, action: job.action }, `content: ${post?.slug} ${status} as scheduled`);
      return true;
    });
  }
}
