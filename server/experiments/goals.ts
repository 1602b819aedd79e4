/**
 * What one conversion of each goal is, for the report and the planner alike: a lead (spam never), a
 * lead sales marked qualified (or won since), a booked demo. Each counts once per person: the
 * visitor's experiments id where the visitor saw an experiment, else, for rows stored before there
 * was one or from visitors who saw none, the contact who wrote (one per address) or the meeting.
 */
import { sql, type SQL } from "drizzle-orm";
import type { ExperimentGoal } from "#shared/experiments/experiment.ts";

export interface GoalSource {
  /** The table its rows are in. */
  table: SQL;
  /** Which of them are this goal's. */
  where: SQL;
  /** Who a row counts for: rows with the same unit are one conversion. */
  unit: SQL;
  /** When it happened. */
  at: SQL;
}

export function goalSource(goal: ExperimentGoal): GoalSource {
  if (goal === "demo") return { table: sql`conversions`, where: sql`kind = 'demo_booked'`, unit: sql`coalesce(visitor_id, meeting_id, id)`, at: sql`at` };
  const where = goal === "qualified" ? sql`status in ('qualified', 'won')` : sql`status <> 'spam'`;
  return { table: sql`contact_messages`, where, unit: sql`coalesce(visitor_id, contact_id)`, at: sql`created_at` };
}
