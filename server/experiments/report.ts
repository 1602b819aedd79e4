/**
 * An experiment's figures (ADR 042): each variant's visitors (one exposure each) and conversions
 * for every goal it counts (goals.ts: once per visitor and goal), read from what the pipeline
 * stored, the primary goal's day-by-day totals for the chart, and the verdict on them
 * (statistics.ts). Only what happened while it ran counts: from its start to its stop (or its end),
 * outside every pause (running.ts).
 */
import { and, count, countDistinct, eq, gte, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { rowsOf, type Database } from "#server/platform/db/database.ts";
import { experimentConversions, experimentExposures, type ExperimentRow } from "#server/platform/db/schema.ts";
import type { ExperimentGoal } from "#shared/experiments/experiment.ts";
import { creditsOf } from "./goals.ts";
import { activeDaysOf, countedUntil, DAY_MS, runningSpans, type Span } from "./running.ts";
import { differenceOverTime, experimentReport, type Interval, type Report } from "./statistics.ts";

export interface GoalReport extends Report {
  goal: ExperimentGoal;
}

/** One day of the chart: each variant's visitors and conversions so far, at the end of that UTC day. */
export interface TimelinePoint {
  /** YYYY-MM-DD, UTC. */
  day: string;
  variants: Array<{ key: string; visitors: number; conversions: number }>;
}

export interface ExperimentResults {
  /** The primary goal first, then the secondary ones. */
  goals: GoalReport[];
  /** Days since its start (to its stop, or now), paused days included. */
  days: number;
  /** Days it ran: `days` less the time it was paused. */
  activeDays: number;
  /** The primary goal, cumulative, one point a day from its first day to its last (every few days past ~120). */
  timeline: TimelinePoint[];
  /** The timeline as the chart draws it: the variants' relative differences from the control, day by day. */
  chart: ChartPoint[];
}

export interface ChartPoint {
  day: string;
  variants: Array<{ key: string; interval: Interval | null }>;
}

/** A chart wider than this many days shows one point every few days. */
export const MAX_TIMELINE_POINTS = 120;

type Counted = Pick<ExperimentRow, "id" | "goal" | "secondaryGoals" | "variants" | "startedAt" | "stoppedAt" | "endsAt" | "pauses" | "plan">;

/** `column` within one of the spans it ran: each up to the next pause, the last up to its stop, included. */
function whileRunning(column: PgColumn, spans: readonly Span[]): SQL {
  if (spans.length === 0) return sql`false`;
  return or(...spans.map(({ from, to }, index) => and(gte(column, from), index === spans.length - 1 ? lte(column, to) : lt(column, to))))!;
}

/** The visitors of this experiment while it ran: each one's variant, when first served. */
function exposed(experimentId: number, spans: readonly Span[]): SQL {
  return and(eq(experimentExposures.experimentId, experimentId), whileRunning(experimentExposures.at, spans))!;
}

/** The credits of `goal` to this experiment while it ran: variant, who it counts for, when. */
function credited(experimentId: number, spans: readonly Span[]): SQL {
  return and(eq(experimentConversions.experimentId, experimentId), whileRunning(experimentConversions.at, spans))!;
}

function exposuresQuery(db: Database, experimentId: number, spans: readonly Span[]) {
  return db.select({ variant: experimentExposures.variant, at: experimentExposures.at }).from(experimentExposures).where(exposed(experimentId, spans));
}

function conversionsQuery(db: Database, goal: ExperimentGoal, experimentId: number, spans: readonly Span[]) {
  const credits = db.select({ variant: experimentConversions.variant, unit: experimentConversions.unit, at: experimentConversions.at }).from(experimentConversions).$dynamic();
  return creditsOf(credits, goal).where(credited(experimentId, spans));
}

function byVariant(rows: Array<{ variant: string; count: number }>): Map<string, number> {
  return new Map(rows.map((row) => [row.variant, row.count]));
}

/** The UTC days of the chart: every day from `from`'s to `until`'s, or every `step` days and the last. */
function timelineDays(from: Date, until: Date): { first: string; count: number; step: number; last: string } {
  const first = from.toISOString().slice(0, 10);
  const last = until.toISOString().slice(0, 10);
  const count = Math.round((Date.parse(last) - Date.parse(first)) / DAY_MS) + 1;
  return { first, count, step: Math.ceil(count / MAX_TIMELINE_POINTS), last };
}

/**
 * The primary goal's totals at the end of each day of the chart, summed in the database: each
 * visitor on the day they were first served, each conversion on the day its unit first converted.
 */
async function timelineOf(db: Database, experiment: Counted, spans: readonly Span[], until: Date): Promise<TimelinePoint[]> {
  if (!experiment.startedAt || spans.length === 0) return [];
  const { first, count, step, last } = timelineDays(experiment.startedAt, until);
  const rows = await rowsOf<{ day: string; measure: "visitors" | "conversions" | null; variant: string | null; total: number | null }>(
    db.execute(sql`
      with points as (
        select (${first}::date + offsets.n)::date as day from generate_series(0, ${count - 1}::int, ${step}::int) as offsets(n)
        union select ${last}::date
      ),
      visitors as (
        select variant, (at at time zone 'UTC')::date as day, count(*) as n from (${exposuresQuery(db, experiment.id, spans)}) exposed group by 1, 2
      ),
      conversions as (
        select variant, (at at time zone 'UTC')::date as day, count(*) as n
        from (select variant, unit, min(at) as at from (${conversionsQuery(db, experiment.goal, experiment.id, spans)}) converted group by variant, unit) firsts
        group by 1, 2
      ),
      daily as (
        select 'visitors' as measure, variant, day, n from visitors union all select 'conversions', variant, day, n from conversions
      )
      select points.day::text as day, daily.measure, daily.variant, sum(daily.n)::int as total
      from points left join daily on daily.day <= points.day
      group by 1, 2, 3
      order by 1`),
  );
  const totals = new Map(rows.map((row) => [`${row.day} ${row.measure} ${row.variant}`, row.total ?? 0]));
  return [...new Set(rows.map((row) => row.day))].map((day) => ({
    day,
    variants: experiment.variants.map(({ key }) => {
      const visitors = totals.get(`${day} visitors ${key}`) ?? 0;
      // As in the report: a conversion whose visitor's view was not written is not counted beyond the visitors.
      return { key, visitors, conversions: Math.min(visitors, totals.get(`${day} conversions ${key}`) ?? 0) };
    }),
  }));
}

export async function experimentResults(db: Database, experiment: Counted, now = new Date()): Promise<ExperimentResults> {
  const until = countedUntil(experiment, now);
  const spans = runningSpans(experiment, now);
  const started = experiment.startedAt?.getTime() ?? until.getTime();
  const days = Math.max(0, (until.getTime() - started) / DAY_MS);
  const activeDays = activeDaysOf(spans);
  const visitors = byVariant(
    await db.select({ variant: experimentExposures.variant, count: count() }).from(experimentExposures).where(exposed(experiment.id, spans)).groupBy(experimentExposures.variant),
  );
  const goals: GoalReport[] = [];
  for (const goal of [experiment.goal, ...experiment.secondaryGoals]) {
    const credits = db.select({ variant: experimentConversions.variant, count: countDistinct(experimentConversions.unit) }).from(experimentConversions).$dynamic();
    const conversions = byVariant(await creditsOf(credits, goal).where(credited(experiment.id, spans)).groupBy(experimentConversions.variant));
    const counts = experiment.variants.map(({ key, weight }) => {
      const seen = visitors.get(key) ?? 0;
      // A conversion by a visitor whose view was not written (a process killed mid-batch) is not counted beyond the visitors.
      return { key, weight, visitors: seen, conversions: Math.min(seen, conversions.get(key) ?? 0) };
    });
    goals.push({ goal, ...experimentReport(counts, { activeDays, plan: experiment.plan, primary: goal === experiment.goal }) });
  }
  const timeline = await timelineOf(db, experiment, spans, until);
  return { goals, days, activeDays, timeline, chart: chartOf(timeline, experiment) };
}

/** The chart's bands: each variant's relative difference from the control on the counts up to each day. */
function chartOf(timeline: TimelinePoint[], { variants, plan }: Counted): ChartPoint[] {
  const weights = new Map(variants.map(({ key, weight }) => [key, weight]));
  const points = timeline.map(({ day, variants: counted }) => ({ day, variants: counted.map((each) => ({ ...each, weight: weights.get(each.key) ?? 0 })) }));
  return differenceOverTime(points, plan).map(({ day, variants: differences }) => ({ day, variants: differences.map(({ key, difference }) => ({ key, interval: difference?.relative ?? null })) }));
}
