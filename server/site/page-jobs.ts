/**
 * A page's scheduled publish, run at its time by whichever process claims it first, on the one job
 * mechanism (server/platform/jobs/worker.ts), as posts' (job-workers.ts). A job run twice (its
 * process died before recording it) finds the page already live and does nothing.
 */
import { eq } from "drizzle-orm";
import type { Database } from "#server/platform/db/database.ts";
import { databaseNow } from "./job-workers.ts";
import { pageEvents, pages } from "#server/platform/db/content-schema.ts";
import { nextGeneration } from "#server/platform/db/generation.ts";
import { JobWorker, RetryLater, type ClaimedJob, type QueueTable } from "#server/platform/jobs/worker.ts";
import type { Logger } from "#server/platform/logger.ts";

const PAGE_JOBS: QueueTable = { name: "page_jobs", kindColumn: "action", subjectColumn: "page_id", doneStatus: "done", doneAtColumn: "done_at", handlerNoun: "handler" };

export function createPageScheduleWorker(options: { db: Database; logger: Logger; pollMs?: number; now?: () => Date; onChange?: () => void }): JobWorker {
  const { db, logger } = options;
  return new JobWorker({
    db,
    logger,
    name: "pages",
    quietWhenDone: true,
    queue: PAGE_JOBS,
    kinds: ["publish"],
    handlers: { publish: { deadlineMs: 30_000, run: (job) => publishScheduled(db, logger, job, options.now) } },
    maxAttempts: 5,
    baseDelayMs: 5_000,
    maxDelayMs: 5 * 60_000,
    pollMs: options.pollMs ?? 1_000,
    concurrency: 2,
    now: options.now,
    onDone: () => options.onChange?.(),
  });
}

async function publishScheduled(db: Database, logger: Logger, job: ClaimedJob, clock?: () => Date): Promise<void> {
  await db.transaction(async (tx) => {
    const now = clock?.() ?? (await databaseNow(tx));
    const pageId = Number(job.subject);
    const [page] = await tx.select({ status: pages.status, publishAt: pages.publishAt, path: pages.path }).from(pages).where(eq(pages.id, pageId)).for("update");
    if (page?.status !== "scheduled" || !page.publishAt) return;
    if (page.publishAt > now) throw new RetryLater(`publish is due at ${page.publishAt.toISOString()}`, page.publishAt.getTime() - now.getTime());
    await tx.update(pages).set({ status: "published", updatedAt: now }).where(eq(pages.id, pageId));
    await tx.insert(pageEvents).values({ id: crypto.randomUUID(), pageId, actor: "schedule", action: "published", at: now });
    await nextGeneration(tx);
    logger.info({ subsystem: "content", page: page.path }, `content: the page at ${page.path} published as scheduled`);
  });
}
