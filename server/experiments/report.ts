/**
 * An experiment's figures (ADR 042): each variant's visitors (one exposure each) and conversions
 * for every goal it counts, read from what the pipeline stored, and the verdict on them
 * (statistics.ts). A lead counts once per person who wrote (spam never); a booked demo once per
 * meeting; a qualified lead is one sales marked qualified, or won since. Only what came while it
 * ran counts: up to its stop, or its end.
 */
import { eq, sql } from "drizzle-orm";
import { rowsOf, type Database } from "#server/platform/db/database.ts";
import { experimentExposures, type ExperimentRow } from "#server/platform/db/schema.ts";
import type { ExperimentGoal } from "#shared/experiments/experiment.ts";
import { experimentReport, type Report } from "./statistics.ts";

export interface GoalReport extends Report {
  goal: ExperimentGoal;
}

export interface ExperimentResults {
  /** The primary goal first, then the secondary ones. */
  goals: GoalReport[];
  /** Days it has run (to its stop, or now). */
  days: number;
}

const DAY_MS = 24 * 3600 * 1000;


/** Conversions per variant for one goal: the rows whose attribution says the visitor saw this experiment. */
function conversionsQuery(goal: ExperimentGoal, experimentId: number, until: Date) {
  const seen = sql`jsonb_array_elements(coalesce(attribution->'experiments', '[]'::jsonb)) as seen`;
  const ofThis = sql`(seen->>'experiment')::int = ${experimentId}`;
  if (goal === "demo") return sql`select seen->>'variant' as variant, count(distinct coalesce(meeting_id, id))::int as count from conversions cross join ${seen} where kind = 'demo_booked' and at <= ${until} and ${ofThis} group by 1`;
  const statuses = goal === "qualified" ? sql`status in ('qualified', 'won')` : sql`status <> 'spam'`;
  return sql`select seen->>'variant' as variant, count(distinct contact_id)::int as count from contact_messages cross join ${seen} where ${statuses} and created_at <= ${until} and ${ofThis} group by 1`;
}

type Counted = Pick<ExperimentRow, "id" | "goal" | "secondaryGoals" | "variants" | "minimumVisitors" | "startedAt" | "stoppedAt" | "endsAt">;

/** When counting ends: its stop, else its end once reached, else now. */
function countedUntil({ stoppedAt, endsAt }: Counted, now: Date): Date {
  if (stoppedAt) return stoppedAt;
  return endsAt && endsAt < now ? endsAt : now;
}

export async function experimentResults(db: Database, experiment: Counted, now = new Date()): Promise<ExperimentResults> {
  const visitorRows = await db
    .select({ variant: experimentExposures.variant, count: sql<number>`count(*)::int` })
    .from(experimentExposures)
    .where(eq(experimentExposures.experimentId, experiment.id))
    .groupBy(experimentExposures.variant);
  const visitors = new Map(visitorRows.map((row) => [row.variant, row.count]));
  const until = countedUntil(experiment, now);
  const started = experiment.startedAt?.getTime() ?? until.getTime();
  const days = Math.max(0, (until.getTime() - started) / DAY_MS);
  const goals: GoalReport[] = [];
  for (const goal of [experiment.goal, ...experiment.secondaryGoals]) {
    const rows = await rowsOf<{ variant: string; count: number }>(db.execute(conversionsQuery(goal, experiment.id, until)));
    const conversions = new Map(rows.map((row) => [row.variant, row.count]));
    const counts = experiment.variants.map(({ key, weight }) => {
      const seen = visitors.get(key) ?? 0;
      // A conversion by a visitor whose view was not written (a process killed mid-batch) is not counted beyond the visitors.
      return { key, weight, visitors: seen, conversions: Math.min(seen, conversions.get(key) ?? 0) };
    });
    goals.push({ goal, ...experimentReport(counts, { activeDays: days, plan: null }) });
  }
  return { goals, days };
}
