/**
 * Sign-in throttle: failed attempts are counted per account and per client address in a fixed
 * window, in the database (shared by every process). Over either limit, sign-in is refused with the
 * time to wait, before any password is checked. A successful sign-in clears the account's count.
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/database.ts";
import { signInFailures } from "#server/db/schema.ts";
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

export function throttleKeys(email: string, address: string): ThrottleKeys {
  // Hashed: the table is about rates, it need not hold addresses or who tried which account.
  return { account: `account:${sha256(email.trim().toLowerCase())}`, address: `address:${sha256(address)}` };
}

/** Seconds to wait before another attempt, or 0 when one is allowed now. */
export async function retryAfterSeconds(db: Database, keys: ThrottleKeys, now = new Date()): Promise<number> {
  const rows = await db.select().from(signInFailures).where(inArray(signInFailures.key, [keys.account, keys.address]));
  let wait = 0;
  for (const row of rows) {
    if (row.resetAt <= now) continue;
    const limit = row.key === keys.account ? ACCOUNT_FAILURE_LIMIT : ADDRESS_FAILURE_LIMIT;
    if (row.count >= limit) wait = Math.max(wait, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000));
  }
  return wait;
}

export async function recordFailure(db: Database, keys: ThrottleKeys, now = new Date()): Promise<void> {
  const resetAt = new Date(now.getTime() + THROTTLE_WINDOW_MS);
  for (const key of [keys.account, keys.address]) {
    await db
      .insert(signInFailures)
      .values({ key, count: 1, resetAt })
      .onConflictDoUpdate({
        target: signInFailures.key,
        set: {
          count: sql`case when ${signInFailures.resetAt} <= ${now} then 1 else ${signInFailures.count} + 1 end`,
          resetAt: sql`case when ${signInFailures.resetAt} <= ${now} then ${resetAt} else ${signInFailures.resetAt} end`,
        },
      });
  }
}

export async function clearAccount(db: Database, keys: ThrottleKeys): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.key, keys.account));
}
