/**
 * Delivers stored leads. Each pass claims at most `concurrency` due outbox rows with a lease and a
 * claim token, sends them at once (each within its channel's deadline, shorter than the lease, so a
 * live worker never loses a row it is sending), then records the outcome only if its claim still
 * holds: delivered, a retry with exponential backoff and jitter, or, after the last attempt, a dead
 * letter for an operator (`npm run leads -- retry-dead`). Recording is retried while the database is
 * unreachable, until shortly before the lease ends, so a database restart does not resend a lead. A
 * row is sent twice only when a process dies between sending and recording, or the database stays
 * unreachable for the rest of the lease (at-least-once); receivers deduplicate by delivery id.
 */
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/database.ts";
import { contactMessages, leadColumns, outbox, type ContactMessageRow, type OutboxChannel, type OutboxRow } from "#server/db/schema.ts";
import type { Logger } from "#server/logger.ts";

export interface Deliverer {
  /** The longest one send may take; the deliverer gives up (and the attempt fails) after it. */
  deadlineMs: number;
  /**
   * A contact's deliveries on this channel go one at a time, oldest first, across every process: a
   * receiver without an atomic upsert (a CRM's find-then-create) never sees two of them at once.
   */
  oneAtATimePerContact?: boolean;
  deliver(message: ContactMessageRow, deliveryId: string): Promise<void>;
}

export interface WorkerOptions {
  db: Database;
  deliverers: Partial<Record<OutboxChannel, Deliverer>>;
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs?: number;
  pollMs: number;
  /** How long a claimed row stays invisible to other workers; at least the longest deadline plus a margin. */
  leaseMs?: number;
  /** Deliveries in flight at once (per process). */
  concurrency?: number;
  logger: Logger;
  random?: () => number;
  /** Each attempt's outcome, for the metrics; `secondsSinceStored` is the lead's age when it ended. */
  onOutcome?: (channel: OutboxChannel, outcome: DeliveryOutcome, secondsSinceStored: number) => void;
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

/** A receiver refused the lead for good (bad credentials, a field it rejects): dead-lettered now with its words. */
export class PermanentFailure extends Error {}

/** An attempt delivered, failed to be tried again, or failed for the last time. */
export type DeliveryOutcome = "delivered" | "retry" | "dead";

/** What readiness reports about the worker: fine, or the one line saying what is wrong. */
export type WorkerHealth = { ok: true } | { ok: false; problem: string };

/** Deliveries in flight at once per process when not configured (OUTBOX_CONCURRENCY's default). */
export const DEFAULT_CONCURRENCY = 8;

/** Time between a send's deadline and the end of its lease, for the database round trips around it. */
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

/** Why a send failed; final ones are dead-lettered at once, `afterMs` is the receiver's own wait. */
interface Failure {
  reason: string;
  final: boolean;
  afterMs?: number;
}

type ClaimedRow = Pick<OutboxRow, "id" | "messageId" | "channel" | "attempts"> & {
  claimToken: string;
  /** The earliest the lease can end (performance.now()), taken before the claim was sent. */
  leaseEndsAt: number;
};

export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  /** Set by stop(): no new claims, even in a pass that is under way. */
  private stopping = false;
  readonly leaseMs: number;
  private readonly concurrency: number;
  private readonly serialChannels: OutboxChannel[];
  /** When the pass under way began, and when the last one ended (performance.now()). */
  private passStartedAt: number | undefined;
  private lastPassEndedAt = performance.now();

  constructor(private readonly options: WorkerOptions) {
    const longestDeadline = Math.max(0, ...Object.values(options.deliverers).map((deliverer) => deliverer.deadlineMs));
    this.leaseMs = options.leaseMs ?? longestDeadline + LEASE_MARGIN_MS;
    if (this.leaseMs <= longestDeadline) {
      throw new Error(`The outbox lease (${this.leaseMs} ms) must outlast the longest delivery deadline (${longestDeadline} ms)`);
    }
    this.concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
    this.serialChannels = (Object.entries(options.deliverers) as [OutboxChannel, Deliverer][]).filter(([, deliverer]) => deliverer.oneAtATimePerContact).map(([channel]) => channel);
  }

  start() {
    this.stopped = false;
    this.stopping = false;
    this.schedule(0);
  }

  /** Stops claiming; resolves once the deliveries in flight are sent and recorded. */
  async stop() {
    this.stopped = true;
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /**
   * Is the worker doing its job? A pass that has outlived its lease is stuck on something no
   * deadline covers, and a worker that has not finished a pass for several poll intervals has lost
   * its timer: either way leads would wait forever, so readiness fails and the orchestrator can act.
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

  /** A new message was stored: look now instead of at the next poll. */
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
        .then(() => undefined)
        .catch((error) => this.options.logger.error({ err: error }, "outbox: pass failed"))
        .finally(() => {
          this.passStartedAt = undefined;
          this.lastPassEndedAt = performance.now();
          this.running = undefined;
          const more = this.again;
          this.again = false;
          this.schedule(more ? 0 : this.options.pollMs);
        });
    }, delay);
    this.timer.unref?.();
  }

  /** One pass: deliver everything due now, `concurrency` at a time. Returns how many rows were handled. */
  async runOnce(): Promise<number> {
    let handled = 0;
    while (!this.stopping) {
      const rows = await this.claim();
      if (rows.length === 0) break;
      // Every delivery settles before the pass goes on or ends, so stop() waits for all their recordings.
      const results = await Promise.allSettled(rows.map((row) => this.deliver(row)));
      const failed = results.find((result) => result.status === "rejected");
      if (failed) throw failed.reason;
      handled += rows.length;
    }
    return handled;
  }

  private async claim(): Promise<ClaimedRow[]> {
    const claimToken = randomUUID();
    const leaseEndsAt = performance.now() + this.leaseMs;
    const result = await this.options.db.execute(sql`
      UPDATE ${outbox}
      SET attempts = attempts + 1,
          next_attempt_at = now() + make_interval(secs => ${this.leaseMs / 1000}),
          claim_token = ${claimToken},
          updated_at = now()
      WHERE id IN (
        SELECT id FROM ${outbox} AS o
        WHERE status = 'pending' AND next_attempt_at <= now() ${this.notBehindAnEarlierRow()}
        ORDER BY next_attempt_at
        LIMIT ${this.concurrency}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, message_id AS "messageId", channel, attempts, claim_token AS "claimToken"`);
    const rows = (result as unknown as { rows: Omit<ClaimedRow, "leaseEndsAt">[] }).rows;
    return rows.map((row) => ({ ...row, leaseEndsAt }));
  }

  /** For the one-at-a-time channels: a row waits while an older one of its contact is pending (sent or to be retried). */
  private notBehindAnEarlierRow() {
    if (this.serialChannels.length === 0) return sql``;
    return sql`AND (o.channel NOT IN (${sql.join(this.serialChannels.map((channel) => sql`${channel}`), sql`, `)}) OR NOT EXISTS (
      SELECT 1 FROM ${outbox} AS earlier
      JOIN ${contactMessages} AS earlier_message ON earlier_message.id = earlier.message_id
      JOIN ${contactMessages} AS this_message ON this_message.id = o.message_id
      WHERE earlier.channel = o.channel AND earlier.status = 'pending' AND earlier_message.contact_id = this_message.contact_id
        AND (earlier.created_at, earlier.id) < (o.created_at, o.id)))`;
  }

  /** Records an outcome only while this worker's claim holds; false if another worker took the row over. */
  private async record(row: ClaimedRow, values: Partial<typeof outbox.$inferInsert>): Promise<boolean> {
    const updated = await this.options.db
      .update(outbox)
      .set({ ...values, claimToken: null, updatedAt: new Date() })
      .where(and(eq(outbox.id, row.id), eq(outbox.claimToken, row.claimToken)))
      .returning({ id: outbox.id });
    if (updated.length === 0) this.options.logger.warn({ deliveryId: row.id, channel: row.channel }, "outbox: claim lost before the outcome was recorded");
    return updated.length > 0;
  }

  /**
   * Records an outcome, trying again while the database is unreachable (a restart, a failover) until
   * shortly before the lease ends: a lead that was sent is sent again only if its outcome could not
   * be recorded in all that time. False if it was not recorded.
   */
  private async recordWithinLease(row: ClaimedRow, values: Partial<typeof outbox.$inferInsert>): Promise<boolean> {
    const { logger } = this.options;
    const context = { deliveryId: row.id, channel: row.channel };
    for (let attempt = 1, delay = RECORD_RETRY_FIRST_MS; ; attempt += 1, delay = Math.min(2 * delay, RECORD_RETRY_MAX_MS)) {
      try {
        return await this.record(row, values);
      } catch (error) {
        const timeLeft = row.leaseEndsAt - RECORD_STOP_BEFORE_LEASE_END_MS - performance.now();
        if (timeLeft <= 0) {
          logger.error({ ...context, err: error, attempt }, "outbox: the lease ran out before the outcome could be recorded; the row will be tried again");
          return false;
        }
        const wait = Math.min(delay, timeLeft);
        logger.warn({ ...context, err: error, attempt, retryInMs: Math.round(wait) }, "outbox: recording the outcome failed, will try again");
        await sleep(wait);
      }
    }
  }

  /**
   * Sends a lead through its channel: why it failed, or undefined once sent. It never throws, so a
   * failure to record the outcome is never taken for a failed send.
   */
  private async send(row: ClaimedRow, message: ContactMessageRow | undefined): Promise<Failure | undefined> {
    const deliverer = this.options.deliverers[row.channel];
    if (!message) return { reason: "message no longer exists", final: true };
    if (!deliverer) return { reason: `no ${row.channel} delivery configured`, final: false };
    try {
      await deliverer.deliver(message, row.id);
      return undefined;
    } catch (error) {
      const reason = (error as Error).message.slice(0, 500);
      return { reason, final: error instanceof PermanentFailure, afterMs: error instanceof RetryLater ? error.afterMs : undefined };
    }
  }

  private async deliver(row: ClaimedRow) {
    const { db, maxAttempts, baseDelayMs, maxDelayMs = 6 * 60 * 60 * 1000, logger, onOutcome } = this.options;
    const context = { deliveryId: row.id, messageId: row.messageId, channel: row.channel, attempt: row.attempts };
    // Nothing is sent yet: if the database fails here, the row is simply tried again when its lease ends.
    const [message] = await db.select(leadColumns).from(contactMessages).where(eq(contactMessages.id, row.messageId)).limit(1);
    const age = () => (message ? (Date.now() - message.createdAt.getTime()) / 1000 : 0);
    const failure = await this.send(row, message);
    const reason = failure?.reason;
    if (failure === undefined) {
      if (await this.recordWithinLease(row, { status: "delivered", deliveredAt: new Date(), lastError: null })) {
        logger.info(context, "outbox: delivered");
        onOutcome?.(row.channel, "delivered", age());
      }
    } else if (row.attempts >= maxAttempts || failure.final) {
      if (await this.recordWithinLease(row, { status: "dead", lastError: reason })) {
        logger.error({ ...context, reason }, failure.final ? "outbox: refused for good, dead-lettered" : "outbox: dead-lettered after the last attempt");
        onOutcome?.(row.channel, "dead", age());
      }
    } else {
      const delay = failure.afterMs !== undefined ? Math.min(failure.afterMs, maxDelayMs) : backoffDelay(row.attempts, baseDelayMs, maxDelayMs, this.options.random);
      if (await this.recordWithinLease(row, { lastError: reason, nextAttemptAt: new Date(Date.now() + delay) })) {
        logger.warn({ ...context, reason, retryInSeconds: Math.round(delay / 1000) }, "outbox: delivery failed, will retry");
        onOutcome?.(row.channel, "retry", age());
      }
    }
  }
}
