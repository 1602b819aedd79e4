/**
 * Delivers stored leads: claims due outbox rows with a lease (a crash mid-send only delays the
 * row until the lease ends), sends them, then marks them delivered or schedules a retry with
 * exponential backoff and jitter; after the last attempt a row is dead-lettered for an operator
 * (`npm run leads -- retry-dead`). Delivery is at-least-once: receivers deduplicate by id.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { contactMessages, outbox, type OutboxChannel, type OutboxRow, type ContactMessageRow } from "../db/schema";

export interface Deliverer {
  deliver(message: ContactMessageRow, deliveryId: string): Promise<void>;
}

export interface WorkerOptions {
  db: Database;
  deliverers: Partial<Record<OutboxChannel, Deliverer>>;
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs?: number;
  pollMs: number;
  leaseMs?: number;
  batchSize?: number;
  log?: (line: string) => void;
  random?: () => number;
}

/** Delay before attempt n+1 after n failed attempts: base x 2^(n-1), capped, x a 0.5-1.5 jitter. */
export function backoffDelay(attempts: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (0.5 + random()));
}

export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(private readonly options: WorkerOptions) {}

  start() {
    this.stopped = false;
    this.schedule(0);
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
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
      this.running = this.runOnce()
        .then(() => undefined)
        .catch((error) => this.log(`[outbox] run failed: ${(error as Error).message}`))
        .finally(() => {
          this.running = undefined;
          const more = this.again;
          this.again = false;
          this.schedule(more ? 0 : this.options.pollMs);
        });
    }, delay);
    this.timer.unref?.();
  }

  private log(line: string) {
    (this.options.log ?? console.log)(line);
  }

  /** One pass: deliver everything due now. Returns how many rows were handled. */
  async runOnce(): Promise<number> {
    let handled = 0;
    for (;;) {
      const rows = await this.claim();
      if (rows.length === 0) return handled;
      for (const row of rows) await this.deliver(row);
      handled += rows.length;
    }
  }

  private async claim(): Promise<OutboxRow[]> {
    const { db, batchSize = 20, leaseMs = 60_000 } = this.options;
    const result = await db.execute(sql`
      UPDATE ${outbox}
      SET attempts = attempts + 1,
          next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000}),
          updated_at = now()
      WHERE id IN (
        SELECT id FROM ${outbox}
        WHERE status = 'pending' AND next_attempt_at <= now()
        ORDER BY next_attempt_at
        LIMIT ${batchSize}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, message_id AS "messageId", channel, attempts`);
    return (result as unknown as { rows: OutboxRow[] }).rows;
  }

  private async deliver(row: Pick<OutboxRow, "id" | "messageId" | "channel" | "attempts">) {
    const { db, deliverers, maxAttempts, baseDelayMs, maxDelayMs = 6 * 60 * 60 * 1000 } = this.options;
    const deliverer = deliverers[row.channel];
    const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, row.messageId)).limit(1);
    try {
      if (!message) throw new Error("message no longer exists");
      if (!deliverer) throw new Error(`no ${row.channel} delivery configured`);
      await deliverer.deliver(message, row.id);
      await db
        .update(outbox)
        .set({ status: "delivered", deliveredAt: new Date(), updatedAt: new Date(), lastError: null })
        .where(eq(outbox.id, row.id));
      this.log(`[outbox] delivered ${row.channel} ${row.id} for message ${row.messageId} (attempt ${row.attempts})`);
    } catch (error) {
      const reason = (error as Error).message.slice(0, 500);
      if (row.attempts >= maxAttempts || !message) {
        await db.update(outbox).set({ status: "dead", lastError: reason, updatedAt: new Date() }).where(eq(outbox.id, row.id));
        this.log(`[outbox] dead-lettered ${row.channel} ${row.id} for message ${row.messageId} after ${row.attempts} attempts: ${reason}`);
      } else {
        const delay = backoffDelay(row.attempts, baseDelayMs, maxDelayMs, this.options.random);
        await db
          .update(outbox)
          .set({ lastError: reason, nextAttemptAt: new Date(Date.now() + delay), updatedAt: new Date() })
          .where(eq(outbox.id, row.id));
        this.log(`[outbox] ${row.channel} ${row.id} failed (attempt ${row.attempts}), retry in ${Math.round(delay / 1000)} s: ${reason}`);
      }
    }
  }
}
