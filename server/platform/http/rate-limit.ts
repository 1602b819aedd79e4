/**
 * Posts per client address per window (fixed window), for the contact form and the conversion
 * beacons alike (each with its own budget). Several processes may serve the site, so the counts
 * live in the shared database and N processes enforce one limit, not N.
 * Addresses are kept only as a hash: the limit needs to recognise an address, not to know it.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "#server/platform/db/database.ts";
import { GroupedWork } from "#server/platform/db/grouped-work.ts";
import { recordset } from "#server/platform/db/recordset.ts";
import { rateLimits } from "#server/platform/db/schema.ts";

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfter: number;
}

export interface RateLimit {
  check(address: string): Promise<RateLimitDecision>;
}

function keyOf(address: string): string {
  return createHash("sha256").update(address).digest("base64url").slice(0, 32);
}

interface PendingCheck {
  key: string;
  settle: (outcome: { ok: true; decision: RateLimitDecision } | { ok: false; error: unknown }) => void;
}

/**
 * One counter row per address and window in the shared database, counted by an atomic upsert, so
 * any number of processes enforce one limit. Checks that arrive while an upsert is in flight are
 * counted together in the next one (as the contact store groups commits): under load one statement
 * counts many submissions, instead of adding a write to every one. An address found over its limit
 * is refused from memory until its window ends, so a flood from one address costs the database one
 * write per process and window.
 */
export class DatabaseRateLimiter implements RateLimit {
  private lastSweep = 0;
  private readonly refusedUntil = new Map<string, number>();
  // One upsert in flight: the next counts every check that waited for it (fewer queries, a lower p99 at campaign rates).
  private readonly counts = new GroupedWork<PendingCheck>((batch) => this.count(batch), { concurrency: 1, maxBatch: 500 });

  constructor(
    private readonly db: Database,
    private readonly limit: number,
    private readonly windowMs = 60_000,
  ) {}

  async check(address: string): Promise<RateLimitDecision> {
    const key = keyOf(address);
    const refusedUntil = this.refusedUntil.get(key);
    const now = Date.now();
    if (refusedUntil !== undefined && refusedUntil > now) return { allowed: false, retryAfter: Math.max(1, Math.ceil((refusedUntil - now) / 1000)) };
    const outcome = await new Promise<Parameters<PendingCheck["settle"]>[0]>((settle) => this.counts.add({ key, settle }));
    if (!outcome.ok) throw outcome.error;
    return outcome.decision;
  }

  /** One upsert for the batch: each address's row goes up by its number of checks in the batch. */
  private async count(batch: PendingCheck[]) {
    const increments = new Map<string, number>();
    for (const { key } of batch) increments.set(key, (increments.get(key) ?? 0) + 1);
    const seconds = this.windowMs / 1000;
    const counted = recordset(
      [...increments].map(([key, n]) => ({ key, count: n })),
      { key: "text", count: "integer" },
    );
    try {
      const result = await this.db.execute(sql`
        INSERT INTO ${rateLimits} (key, count, reset_at) SELECT key, count, now() + make_interval(secs => ${seconds}) FROM (${counted}) AS counted
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN ${rateLimits.resetAt} <= now() THEN excluded.count ELSE ${rateLimits.count} + excluded.count END,
          reset_at = CASE WHEN ${rateLimits.resetAt} <= now() THEN excluded.reset_at ELSE ${rateLimits.resetAt} END
        RETURNING key, count, extract(epoch FROM reset_at - now())::float8 AS "secondsLeft"`);
      const rows = new Map((result as unknown as { rows: Array<{ key: string; count: number; secondsLeft: number }> }).rows.map((row) => [row.key, row]));
      // The checks of one address in this batch took the counts (count - n + 1) .. count, in order.
      const next = new Map<string, number>();
      const now = Date.now();
      for (const pending of batch) {
        const row = rows.get(pending.key)!;
        const position = next.get(pending.key) ?? Number(row.count) - increments.get(pending.key)! + 1;
        next.set(pending.key, position + 1);
        const retryAfter = Math.max(1, Math.ceil(Number(row.secondsLeft)));
        const allowed = position <= this.limit;
        if (!allowed) this.refusedUntil.set(pending.key, now + retryAfter * 1000);
        pending.settle({ ok: true, decision: { allowed, retryAfter } });
      }
      this.sweep(now);
    } catch (error) {
      for (const pending of batch) pending.settle({ ok: false, error });
    }
  }

  /** Expired windows are deleted now and then, by whichever process gets there. */
  private sweep(now: number) {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, until] of this.refusedUntil) if (until <= now) this.refusedUntil.delete(key);
    void this.db.execute(sql`DELETE FROM ${rateLimits} WHERE ${rateLimits.resetAt} < now()`).catch(() => undefined);
  }
}
