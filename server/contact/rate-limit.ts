/**
 * Contact submissions per client address per window (fixed window). With the embedded database there
 * is one process, so the counts live in memory; with PostgreSQL several processes may serve the
 * site, so the counts live in the shared database and N processes enforce one limit, not N.
 * Addresses are kept only as a hash: the limit needs to recognise an address, not to know it.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { rateLimits } from "../db/schema";

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

export class MemoryRateLimiter implements RateLimit {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  async check(address: string): Promise<RateLimitDecision> {
    const now = this.now();
    this.sweep(now);
    const key = keyOf(address);
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + this.windowMs };
      this.hits.set(key, entry);
    }
    entry.count += 1;
    return { allowed: entry.count <= this.limit, retryAfter: Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) };
  }

  private sweep(now: number) {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

/** One counter row per address and window, counted by a single upsert (atomic across processes). */
export class DatabaseRateLimiter implements RateLimit {
  private lastSweep = 0;

  constructor(
    private readonly db: Database,
    private readonly limit: number,
    private readonly windowMs = 60_000,
  ) {}

  async check(address: string): Promise<RateLimitDecision> {
    const seconds = this.windowMs / 1000;
    const result = await this.db.execute(sql`
      INSERT INTO ${rateLimits} (key, count, reset_at) VALUES (${keyOf(address)}, 1, now() + make_interval(secs => ${seconds}))
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN ${rateLimits.resetAt} <= now() THEN 1 ELSE ${rateLimits.count} + 1 END,
        reset_at = CASE WHEN ${rateLimits.resetAt} <= now() THEN now() + make_interval(secs => ${seconds}) ELSE ${rateLimits.resetAt} END
      RETURNING count, extract(epoch FROM reset_at - now())::float8 AS "secondsLeft"`);
    const [row] = (result as unknown as { rows: Array<{ count: number; secondsLeft: number }> }).rows;
    this.sweep();
    return { allowed: Number(row!.count) <= this.limit, retryAfter: Math.max(1, Math.ceil(Number(row!.secondsLeft))) };
  }

  /** Expired windows are deleted now and then, by whichever process gets there. */
  private sweep() {
    const now = Date.now();
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    void this.db.execute(sql`DELETE FROM ${rateLimits} WHERE ${rateLimits.resetAt} < now()`).catch(() => undefined);
  }
}
