/**
 * Sign-in throttle: attempts are counted per account and per client address in a fixed window, in
 * the database (shared by every process). An attempt is counted before its password or passkey is
 * checked, in one statement, so concurrent guesses cannot all pass the check before any is
 * recorded: at most the limit are ever evaluated per window. A successful attempt gives its count
 * back; a refused one is counted apart, and only the first refusal of a window is worth an audit row.
 */
import { inArray, lt, sql } from "drizzle-orm";
import type { Database } from "#server/platform/db/database.ts";
import { signInFailures } from "#server/platform/db/schema.ts";
import { sha256 } from "./tokens.ts";

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Per account: enough for typos, far too few for guessing. */
export const ACCOUNT_FAILURE_LIMIT = 5;
/** Per address: an office behind one NAT may share it, so higher. */
export const ADDRESS_FAILURE_LIMIT = 20;

export interface ThrottleKeys {
  account: string;
  address: string;
}

/** A client address as the database keeps it: hashed, since the tables are about rates, not who. */
export function addressKey(address: string): string {
  return `address:${sha256(address)}`;
}

export function throttleKeys(account: string, address: string): ThrottleKeys {
  return { account: `account:${sha256(account.trim().toLowerCase())}`, address: addressKey(address) };
}

export type ThrottleScope = keyof ThrottleKeys;

/** An attempt let through (check the password now), or refused with the seconds to wait. */
export type Claim =
  | { allowed: true }
  | {
      allowed: false;
      wait: number;
      /** The limits this attempt was over whose window had refused nothing before: audit these once. */
      newlyThrottled: ThrottleScope[];
    };

const limitOf = (scope: ThrottleScope) => (scope === "account" ? ACCOUNT_FAILURE_LIMIT : ADDRESS_FAILURE_LIMIT);

/** Counts an attempt against both keys at once and says whether it may be evaluated. */
export async function claimAttempt(db: Database, keys: ThrottleKeys, now = new Date()): Promise<Claim> {
  const resetAt = new Date(now.getTime() + THROTTLE_WINDOW_MS);
  const expired = sql`${signInFailures.resetAt} <= ${now}`;
  const rows = await db
    .insert(signInFailures)
    .values([
      { key: keys.account, count: 1, refused: 0, resetAt },
      { key: keys.address, count: 1, refused: 0, resetAt },
    ])
    .onConflictDoUpdate({
      target: signInFailures.key,
      set: {
        count: sql`case when ${expired} then 1 else ${signInFailures.count} + 1 end`,
        refused: sql`case when ${expired} then 0 else ${signInFailures.refused} end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${signInFailures.resetAt} end`,
      },
    })
    .returning();
  const scopes = (Object.keys(keys) as ThrottleScope[]).map((scope) => ({ scope, row: rows.find((row) => row.key === keys[scope])! }));
  const over = scopes.filter(({ scope, row }) => row.count > limitOf(scope));
  if (over.length === 0) return { allowed: true };

  // Not evaluated, so not an attempt: the count goes back, the refusal is counted instead.
  const overKeys = over.map(({ row }) => row.key);
  const updated = await db
    .update(signInFailures)
    .set({
      count: sql`greatest(${signInFailures.count} - 1, 0)`,
      refused: sql`${signInFailures.refused} + case when ${inArray(signInFailures.key, overKeys)} then 1 else 0 end`,
    })
    .where(inArray(signInFailures.key, [keys.account, keys.address]))
    .returning();
  const wait = Math.max(...over.map(({ row }) => Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000)));
  const newlyThrottled = over.filter(({ row }) => updated.find((after) => after.key === row.key)?.refused === 1).map(({ scope }) => scope);
  return { allowed: false, wait, newlyThrottled };
}

/** Windows that have ended count nothing any more (the next attempt starts afresh): deleted; answers how many. */
export async function sweepThrottleWindows(db: Database, now = new Date()): Promise<number> {
  const swept = await db.delete(signInFailures).where(lt(signInFailures.resetAt, now)).returning({ key: signInFailures.key });
  return swept.length;
}

/** The attempt succeeded (or was never evaluated): its count is given back. */
export async function releaseAttempt(db: Database, keys: ThrottleKeys): Promise<void> {
  await db
    .update(signInFailures)
    .set({ count: sql`greatest(${signInFailures.count} - 1, 0)` })
    .where(inArray(signInFailures.key, [keys.account, keys.address]));
}

/**
 * At most `max` checks in flight per key (a client address), in this process: one address cannot
 * fill the password-hashing queue that every colleague's sign-in shares.
 */
export function inFlightLimit(max: number) {
  const counts = new Map<string, number>();
  return {
    /** A release function, or undefined when the key already has `max` checks in flight. */
    enter(key: string): (() => void) | undefined {
      const current = counts.get(key) ?? 0;
      if (current >= max) return undefined;
      counts.set(key, current + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (counts.get(key) ?? 1) - 1;
        if (left > 0) counts.set(key, left);
        else counts.delete(key);
      };
    },
  };
}
