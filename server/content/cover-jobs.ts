/**
 * Draws a post's cover once it is published or scheduled, before a visitor asks for it: a list of
 * nine articles would otherwise wait for nine covers to be drawn. Each job (jobs.ts) is claimed
 * for a while in a short transaction, drawn outside it (PGlite has one connection, which a
 * transaction would hold for the whole drawing), then marked done: one process draws it, and a
 * process killed while drawing leaves it to the next once the claim runs out. One cover at a time.
 */
import { and, asc, eq, getTableColumns, isNull, lte } from "drizzle-orm";
import { summaryOf } from "#app/lib/blog.server.ts";
import type { Database } from "#server/db/database.ts";
import { contentJobs, posts, type ContentJobAction } from "#server/db/content-schema.ts";
import type { Logger } from "#server/logger.ts";
import type { CoverStore } from "./cover-store.ts";
import { PeriodicPass } from "./periodic-pass.ts";
import { summaryFromRow } from "./post-rows.ts";

export interface CoverJobsOptions {
  db: Database;
  covers: CoverStore;
  logger: Logger;
  pollMs?: number;
  /** How long a claimed job is left to the process that claimed it. */
  claimMs?: number;
}

const COVER: ContentJobAction = "cover";
const { body: _body, ...summaryColumns } = getTableColumns(posts);

export class CoverJobs extends PeriodicPass {
  constructor(private readonly options: CoverJobsOptions) {
    super({ logger: options.logger, pollMs: options.pollMs, failure: "content: covers could not be drawn" });
  }

  /** Draws every cover waiting; answers how many jobs it ran. */
  protected async pass(): Promise<number> {
    const started = performance.now();
    let [done, drawn] = [0, 0];
    for (let job = await this.claim(); job; job = this.stopped ? undefined : await this.claim()) {
      if (await this.draw(job.postId)) drawn += 1;
      await this.options.db.update(contentJobs).set({ doneAt: new Date() }).where(eq(contentJobs.id, job.id));
      done += 1;
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (drawn > 0) this.options.logger.info({ subsystem: "content", covers: drawn }, `content: ${drawn} cover${drawn === 1 ? "" : "s"} drawn in ${seconds} s`);
    return done;
  }

  private claim(): Promise<{ id: string; postId: number } | undefined> {
    const now = new Date();
    return this.options.db.transaction(async (tx) => {
      const [job] = await tx
        .select({ id: contentJobs.id, postId: contentJobs.postId })
        .from(contentJobs)
        .where(and(eq(contentJobs.action, COVER), isNull(contentJobs.doneAt), lte(contentJobs.runAt, now)))
        .orderBy(asc(contentJobs.runAt))
        .limit(1)
        .for("update", { skipLocked: true });
      if (job) await tx.update(contentJobs).set({ runAt: new Date(now.getTime() + (this.options.claimMs ?? 60_000)) }).where(eq(contentJobs.id, job.id));
      return job;
    });
  }

  /** A cover that cannot be drawn is logged and left to be made when asked for, where the error shows. */
  private async draw(postId: number): Promise<boolean> {
    const { db, covers, logger } = this.options;
    const [row] = await db.select(summaryColumns).from(posts).where(eq(posts.id, postId));
    if (!row) return false;
    const post = summaryOf(summaryFromRow(row));
    try {
      return await covers.drawAhead(post);
    } catch (error) {
      logger.warn({ err: error, subsystem: "content", post: post.slug }, `content: the cover of ${post.slug} could not be drawn`);
      return false;
    }
  }
}
