/**
 * Where solved proof-of-work challenges are kept until they expire, so each is accepted once
 * (proof-of-work.ts). In PostgreSQL every process shares the record: one insert wins, however many
 * replays arrive at once. Expired rows are deleted by the hourly housekeeping (`sweepSpentChallenges`).
 */
import { sql } from "drizzle-orm";
import type { Database } from "#server/platform/db/database.ts";
import type { SpentChallenges } from "./proof-of-work.ts";

/** Migration 0037's table: `proof_of_work_spent (challenge text primary key, expires_at timestamptz not null)`. */
const TABLE = sql.identifier("proof_of_work_spent");

export class DatabaseSpentChallenges implements SpentChallenges {
  constructor(private readonly db: Database) {}

  async spend(challenge: string, expiresAt: Date): Promise<boolean> {
    const result = await this.db.execute(sql`
      INSERT INTO ${TABLE} (challenge, expires_at) VALUES (${challenge}, ${expiresAt.toISOString()}::timestamptz)
      ON CONFLICT (challenge) DO NOTHING
      RETURNING challenge`);
    return (result as unknown as { rows: unknown[] }).rows.length === 1;
  }
}

/** Deletes the challenges that have expired (they would be refused as expired anyway); returns how many. */
export async function sweepSpentChallenges(db: Database, now = new Date()): Promise<number> {
  const result = await db.execute(sql`DELETE FROM ${TABLE} WHERE expires_at <= ${now.toISOString()}::timestamptz`);
  return (result as unknown as { rowCount: number | null }).rowCount ?? 0;
}

/** One process's record, for unit tests: kept for the test's life (they run on a clock of their own, not the system's). */
export class MemorySpentChallenges implements SpentChallenges {
  private readonly spent = new Set<string>();

  spend(challenge: string): Promise<boolean> {
    if (this.spent.has(challenge)) return Promise.resolve(false);
    this.spent.add(challenge);
    return Promise.resolve(true);
  }
}
