/**
 * The one handler of every kind's scheduled publishes and unpublishes (their rows: timed-jobs.ts),
 * on the one job mechanism (server/platform/jobs/worker.ts): the workflow's own step, by
 * "schedule", whichever process claims the job first.
 */
import { sql } from "drizzle-orm";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { JobWorker, type JobHandler } from "#server/platform/jobs/worker.ts";
import type { Logger } from "#server/platform/logger.ts";
import type { DocumentKind, DocumentRow } from "./kind.ts";
import { runScheduled } from "./workflow.ts";

type ScheduledAction = "publish" | "unpublish";

interface ScheduleWorkerOptions {
  db: Database;
  logger: Logger;
  pollMs?: number;
  /** The clock (tests move it). */
  now?: () => Date;
  /** Hears of each scheduled step that took effect (the pages follow at once). */
  onChange?: () => void;
}

/**
 * The workers that run every kind's scheduled publishes and unpublishes, one per kind's queue,
 * each job in a transaction of its own that moves the store to a new generation.
 */
export function createScheduleWorkers(kinds: ReadonlyArray<DocumentKind<DocumentRow, unknown>>, options: ScheduleWorkerOptions): JobWorker[] {
  return kinds.map((kind) => scheduleWorker(kind, options));
}

function scheduleWorker(kind: DocumentKind<DocumentRow, unknown>, { db, logger, pollMs, now, onChange }: ScheduleWorkerOptions): JobWorker {
  const handler = (action: ScheduledAction): JobHandler => ({
    deadlineMs: 30_000,
    async run(job) {
      // The clock the job was claimed by (the database's), so a job it found due is due here too.
      const changed = await runScheduled(kind, db, Number(job.subject), action, now?.() ?? (await databaseNow(db)));
      // A kind without an address of its own (a form) is named as its refusals name it.
      const where = changed && (kind.address ? `at ${kind.address(changed)}` : kind.named(changed));
      if (changed) logger.info({ subsystem: "content", [kind.noun]: kind.address?.(changed) ?? changed.id, action }, `content: the ${kind.noun} ${where} ${action}ed as scheduled`);
    },
  });
  return new JobWorker({
    db,
    logger,
    name: kind.jobs.worker.name,
    quietWhenDone: true,
    queue: kind.jobs.queue,
    kinds: ["publish", "unpublish"],
    handlers: { publish: handler("publish"), unpublish: handler("unpublish") },
    // A failed job is tried again after 5 s, doubling, up to five attempts in all.
    maxAttempts: 5,
    baseDelayMs: 5_000,
    maxDelayMs: 5 * 60_000,
    pollMs: pollMs ?? 1_000,
    concurrency: kind.jobs.worker.concurrency,
    now,
    onDone: () => onChange?.(),
  });
}

/** The database's clock: the one a claimed job was found due by. */
export async function databaseNow(tx: Executor): Promise<Date> {
  const result = (await tx.execute(sql`select now() as now`)) as unknown as { rows: Array<{ now: Date | string }> };
  return new Date(result.rows[0]!.now);
}
