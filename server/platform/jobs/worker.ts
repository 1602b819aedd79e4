/**
 * The one job mechanism (ADR 035): rows in a queue table, each claimed with a lease and a claim
 * token, run by the handler of its kind (within that handler's deadline, shorter than the lease, so
 * a live worker never loses a job it is running), then recorded only if its claim still holds:
 * done, a retry with exponential backoff and jitter, or, after the last attempt, a dead letter for
 * an operator. Recording is retried while the database is unreachable, until shortly before the
 * lease ends, so a database restart does not run a job twice. A job runs twice only when a process
 * dies between running and recording it, or the database stays unreachable for the rest of the
 * lease (at-least-once): handlers are idempotent (deliveries carry their id, content jobs check the
 * post). Any number of processes share a queue; rows are written in the same transaction as the
 * lead or the post they serve.
 */
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "#server/platform/db/database.ts";
import type { Logger } from "#server/platform/logger.ts";

/** A job as a handler gets it: its row's id, kind, the row it serves (a lead's message, a post) and its attempt. */
export interface ClaimedJob {
  id: string;
  kind: string;
  subject: string;
  attempts: number;
  createdAt: Date;
}

export interface JobHandler {
  /** The longest one run may take; the handler gives up (and the attempt fails) after it. */
  deadlineMs: number;
  run(job: ClaimedJob): Promise<void>;
}

/** Where a queue keeps its jobs: a table with the columns every queue has, and what its own ones are called. */
export interface QueueTable {
  name: "outbox" | "content_jobs" | "page_jobs" | "form_jobs";
  kindColumn: "channel" | "action";
  subjectColumn: "message_id" | "post_id" | "page_id" | "form_id";
  /** The status a job gets once it has run, and the column that records when. */
  doneStatus: "delivered" | "done";
  doneAtColumn: "delivered_at" | "done_at";
  /** What a kind's handler is called in the reason a job without one fails with ("no webhook delivery configured"). */
  handlerNoun: "delivery" | "handler";
}

export interface WorkerOptions {
  db: Database;
  queue: QueueTable;
  /** The kinds this worker claims, each with its handler (a kind listed without one fails, and is retried). */
  kinds: readonly string[];
  handlers: Partial<Record<string, JobHandler>>;
  /** A condition on the claimed row (`o`), for kinds whose jobs must wait for others (one at a time per contact). */
  claimFilter?: SQL;
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs?: number;
  pollMs: number;
  /** How long a claimed row stays invisible to other workers; at least the longest deadline plus a margin. */
  leaseMs?: number;
  /** Jobs in flight at once (per process). */
  concurrency?: number;
  /** The clock the queue's times are compared with (tests move it); the database's by default. */
  now?: () => Date;
  logger: Logger;
  /** The log lines' prefix: "outbox", "content". */
  name: string;
  /** Log a job done at debug level (its handler says what it did, or it is routine). */
  quietWhenDone?: boolean;
  random?: () => number;
  /** Each attempt's outcome, for the metrics. */
  onOutcome?: (job: ClaimedJob, outcome: JobOutcome) => void;
  /** Jobs took effect in a pass (the pages should follow). */
  onDone?: (jobs: ClaimedJob[]) => void;
}

/**
 * A receiver asked to be tried later (429 or 503 with Retry-After): the next attempt waits that long
 * (capped at the backoff's maximum) instead of the backoff.
 */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly afterMs: number,
  ) {
    super(message);
  }
}

/** A job that can never succeed (bad credentials, a field a receiver rejects): dead-lettered now with its words. */
export class PermanentFailure extends Error {}

/** An attempt ran, failed to be tried again, or failed for the last time. */
export type JobOutcome = "done" | "retry" | "dead";

/** What readiness reports about the worker: fine, or the one line saying what is wrong. */
export type WorkerHealth = { ok: true } | { ok: false; problem: string };

/** Jobs in flight at once per process when not configured (OUTBOX_CONCURRENCY's default). */
export const DEFAULT_CONCURRENCY = 8;

/** Time between a run's deadline and the end of its lease, for the database round trips around it. */
const LEASE_MARGIN_MS = 15_000;

/** Recording an outcome the database refused is tried again after this delay, doubling up to the cap. */
const RECORD_RETRY_FIRST_MS = 100;
const RECORD_RETRY_MAX_MS = 2_000;
/** No recording attempt starts this close to the end of the lease, when another worker may take the row over. */
const RECORD_STOP_BEFORE_LEASE_END_MS = 1_000;

/** Delay before attempt n+1 after n failed attempts: base x 2^(n-1), capped, x a 0.5-1.5 jitter. */
export function backoffDelay(attempts: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (0.5 + random()));
}

/** Why a run failed; final ones are dead-lettered at once, `afterMs` is the receiver's own wait. */
interface Failure {
  reason: string;
  final: boolean;
  afterMs?: number;
}

type ClaimedRow = ClaimedJob & {
  claimToken: string;
  /** The earliest the lease can end (performance.now()), taken before the claim was sent. */
  leaseEndsAt: number;
};

export class JobWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  /** Set by stop(): no new claims, even in a pass that is under way. */
  private stopping = false;
  readonly leaseMs: number;
  private readonly concurrency: number;
  /** When the pass under way began, and when the last one ended (performance.now()). */
  private passStartedAt: number | undefined;
  private lastPassEndedAt = performance.now();

  constructor(private readonly options: WorkerOptions) {
    const longestDeadline = Math.max(0, ...Object.values(options.handlers).map((handler) => handler!.deadlineMs));
    this.leaseMs = options.leaseMs ?? longestDeadline + LEASE_MARGIN_MS;
    if (this.leaseMs <= longestDeadline) {
      throw new Error(`The ${options.name} lease (${this.leaseMs} ms) must outlast the longest job deadline (${longestDeadline} ms)`);
    }
    this.concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  }

  start() {
    this.stopped = false;
    this.stopping = false;
    this.schedule(0);
  }

  /** Stops claiming; resolves once the jobs in flight have run and been recorded. */
  async stop() {
    this.stopped = true;
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /**
   * Is the worker doing its job? A pass that has outlived its lease is stuck on something no
   * deadline covers, and a worker that has not finished a pass for several poll intervals has lost
   * its timer: either way jobs would wait forever, so readiness fails and the orchestrator can act.
   * A pass that failed (database down) still counts as a pass: readiness reports the database itself.
   */
  health(now = performance.now()): WorkerHealth {
    if (this.stopped) return { ok: false, problem: "stopped" };
    if (this.passStartedAt !== undefined) {
      const runningMs = now - this.passStartedAt;
      return runningMs > this.leaseMs + this.options.pollMs ? { ok: false, problem: `a pass has run for ${Math.round(runningMs / 1000)} s` } : { ok: true };
    }
    const idleMs = now - this.lastPassEndedAt;
    const allowedMs = Math.max(3 * this.options.pollMs, 30_000);
    return idleMs > allowedMs ? { ok: false, problem: `no pass for ${Math.round(idleMs / 1000)} s` } : { ok: true };
  }

  /** A job was written: look now instead of at the next poll. */
  wake() {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  private schedule(delay: number) {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.passStartedAt = performance.now();
      this.running = this.runOnce()
        // Woken during the pass: it runs again at once, so the next due job need not be looked up.
        .then(() => (this.again ? 0 : this.msUntilNextPass()))
        .catch((error) => {
          this.options.logger.error({ err: error }, `${this.options.name}: pass failed`);
          return this.options.pollMs;
        })
        .then((wait) => {
          this.passStartedAt = undefined;
          this.lastPassEndedAt = performance.now();
          this.running = undefined;
          const more = this.again;
          this.again = false;
          this.schedule(more ? 0 : wait);
        });
    }, delay);
    this.timer.unref?.();
  }

  /**
   * How long to sleep after a pass: until the earliest job that comes due, so a scheduled publish
   * fires at its time rather than at the next poll, but never longer than the poll interval, which
   * finds jobs other processes wrote. Jobs already due and left unclaimed (held by the claim filter)
   * wait for the poll, so they cannot spin the worker.
   */
  private async msUntilNextPass(): Promise<number> {
    const { queue, pollMs } = this.options;
    if (this.stopping) return pollMs;
    const result = await this.options.db.execute(sql`
      SELECT extract(epoch FROM min(next_attempt_at) - ${this.now()}) * 1000 AS ms
      FROM ${sql.identifier(queue.name)}
      WHERE status = 'pending' AND next_attempt_at > ${this.now()}
        AND ${this.kindIsMine()}`);
    const ms = (result as unknown as { rows: Array<{ ms: string | number | null }> }).rows[0]?.ms;
    return ms == null ? pollMs : Math.min(pollMs, Math.max(0, Math.ceil(Number(ms))));
  }

  /** One pass: run everything due now, `concurrency` at a time. Returns how many jobs were handled. */
  async runOnce(): Promise<number> {
    const done: ClaimedJob[] = [];
    try {
      while (!this.stopping) {
        const rows = await this.claim();
        if (rows.length === 0) break;
        // Every job settles before the pass goes on or ends, so stop() waits for all their recordings.
        const results = await Promise.allSettled(rows.map((row) => this.runAndRecord(row)));
        const failed = results.find((result) => result.status === "rejected");
        if (failed) throw failed.reason;
        done.push(...rows.filter((_, i) => (results[i] as PromiseFulfilledResult<JobOutcome | undefined>).value === "done"));
      }
    } finally {
      if (done.length > 0) this.options.onDone?.(done);
    }
    return done.length;
  }

  /** The row's kind is one this worker claims. */
  private kindIsMine(): SQL {
    const { queue, kinds } = this.options;
    return sql`${sql.identifier(queue.kindColumn)} IN (${sql.join(
      kinds.map((kind) => sql`${kind}`),
      sql`, `,
    )})`;
  }

  private now(): SQL {
    return this.options.now ? sql`${this.options.now().toISOString()}::timestamptz` : sql`now()`;
  }

  private async claim(): Promise<ClaimedRow[]> {
    const { queue, claimFilter } = this.options;
    const claimToken = randomUUID();
    const leaseEndsAt = performance.now() + this.leaseMs;
    const table = sql.identifier(queue.name);
    const result = await this.options.db.execute(sql`
      UPDATE ${table}
      SET attempts = attempts + 1,
          next_attempt_at = ${this.now()} + make_interval(secs => ${this.leaseMs / 1000}),
          claim_token = ${claimToken},
          updated_at = now()
      WHERE id IN (
        SELECT id FROM ${table} AS o
        WHERE status = 'pending' AND next_attempt_at <= ${this.now()}
          AND o.${this.kindIsMine()}
          ${claimFilter ? sql`AND ${claimFilter}` : sql``}
        ORDER BY next_attempt_at
        LIMIT ${this.concurrency}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, ${sql.identifier(queue.kindColumn)} AS kind, ${sql.identifier(queue.subjectColumn)}::text AS subject, attempts,
        created_at AS "createdAt", claim_token AS "claimToken"`);
    const rows = (result as unknown as { rows: Omit<ClaimedRow, "leaseEndsAt">[] }).rows;
    return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt), leaseEndsAt }));
  }

  /** Records an outcome only while this worker's claim holds; false if another worker took the row over. */
  private async record(row: ClaimedRow, outcome: JobOutcome, failure?: { reason: string; retryInMs?: number }): Promise<boolean> {
    const { queue, logger, name } = this.options;
    const set =
      outcome === "done"
        ? sql`status = ${queue.doneStatus}, ${sql.identifier(queue.doneAtColumn)} = now(), last_error = NULL`
        : outcome === "dead"
          ? sql`status = 'dead', last_error = ${failure!.reason}`
          : sql`last_error = ${failure!.reason}, next_attempt_at = ${this.now()} + make_interval(secs => ${failure!.retryInMs! / 1000})`;
    const result = await this.options.db.execute(sql`
      UPDATE ${sql.identifier(queue.name)} SET ${set}, claim_token = NULL, updated_at = now()
      WHERE id = ${row.id} AND claim_token = ${row.claimToken} RETURNING id`);
    const recorded = (result as unknown as { rows: unknown[] }).rows.length > 0;
    if (!recorded) logger.warn({ jobId: row.id, kind: row.kind }, `${name}: claim lost before the outcome was recorded`);
    return recorded;
  }

  /**
   * Records an outcome, trying again while the database is unreachable (a restart, a failover) until
   * shortly before the lease ends: a job that ran is run again only if its outcome could not be
   * recorded in all that time. False if it was not recorded.
   */
  private async recordWithinLease(row: ClaimedRow, outcome: JobOutcome, failure?: { reason: string; retryInMs?: number }): Promise<boolean> {
    const { logger, name } = this.options;
    const context = { jobId: row.id, kind: row.kind };
    for (let attempt = 1, delay = RECORD_RETRY_FIRST_MS; ; attempt += 1, delay = Math.min(2 * delay, RECORD_RETRY_MAX_MS)) {
      try {
        return await this.record(row, outcome, failure);
      } catch (error) {
        const timeLeft = row.leaseEndsAt - RECORD_STOP_BEFORE_LEASE_END_MS - performance.now();
        if (timeLeft <= 0) {
          logger.error({ ...context, err: error, attempt }, `${name}: the lease ran out before the outcome could be recorded; the job will run again`);
          return false;
        }
        const wait = Math.min(delay, timeLeft);
        logger.warn({ ...context, err: error, attempt, retryInMs: Math.round(wait) }, `${name}: recording the outcome failed, will try again`);
        await sleep(wait);
      }
    }
  }

  /** Runs a job by its kind's handler: why it failed, or undefined once done. It never throws, so a failure to record is never taken for a failed run. */
  private async run(row: ClaimedRow): Promise<Failure | undefined> {
    const handler = this.options.handlers[row.kind];
    if (!handler) return { reason: `no ${row.kind} ${this.options.queue.handlerNoun} configured`, final: false };
    try {
      await handler.run(row);
      return undefined;
    } catch (error) {
      const reason = (error as Error).message.slice(0, 500);
      return { reason, final: error instanceof PermanentFailure, afterMs: error instanceof RetryLater ? error.afterMs : undefined };
    }
  }

  private async runAndRecord(row: ClaimedRow): Promise<JobOutcome | undefined> {
    const { maxAttempts, baseDelayMs, maxDelayMs = 6 * 60 * 60 * 1000, logger, name, onOutcome } = this.options;
    const context = { jobId: row.id, subject: row.subject, kind: row.kind, attempt: row.attempts };
    const failure = await this.run(row);
    let outcome: JobOutcome;
    if (failure === undefined) {
      if (!(await this.recordWithinLease(row, "done"))) return undefined;
      outcome = "done";
      logger[this.options.quietWhenDone ? "debug" : "info"](context, `${name}: ${row.kind} ${this.options.queue.doneStatus}`);
    } else if (row.attempts >= maxAttempts || failure.final) {
      if (!(await this.recordWithinLease(row, "dead", failure))) return undefined;
      outcome = "dead";
      logger.error({ ...context, reason: failure.reason }, failure.final ? `${name}: refused for good, dead-lettered` : `${name}: dead-lettered after the last attempt`);
    } else {
      const delay = failure.afterMs !== undefined ? Math.min(failure.afterMs, maxDelayMs) : backoffDelay(row.attempts, baseDelayMs, maxDelayMs, this.options.random);
      if (!(await this.recordWithinLease(row, "retry", { reason: failure.reason, retryInMs: delay }))) return undefined;
      outcome = "retry";
      logger.warn({ ...context, reason: failure.reason, retryInSeconds: Math.round(delay / 1000) }, `${name}: ${row.kind} failed, will retry`);
    }
    onOutcome?.(row, outcome);
    return outcome;
  }
}
