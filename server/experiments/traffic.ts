/**
 * A page's recent traffic for the planner (issue 70): its average views a day over the last four
 * weeks, from the page views the server counts (page-views.ts), and how often each goal happens
 * across the site per view, counted as the report counts conversions (goals.ts). Views, not people:
 * a visitor who comes back is counted again, so both figures lean low for the rate and high for the
 * visitors; the planner's estimate is a starting point, not a promise.
 */
import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "#server/platform/db/database.ts";
import { EXPERIMENT_GOALS, type ExperimentGoal } from "#shared/experiments/experiment.ts";
import { formConversions, siteConversions } from "./goals.ts";
import { DAY_MS } from "./running.ts";
import { utcDay } from "./visitors.ts";

/** Four whole weeks: every weekday alike, recent enough to be the traffic a test would get. */
export const TRAFFIC_DAYS = 28;

export interface RecentTraffic {
  /** Days of the last 28 (today's included) with any page view counted: fewer on a site that began counting lately. */
  days: number;
  /** The page's views a day over those days; null when none was counted. */
  dailyVisitors: number | null;
  /** Each goal's conversions over the site's views in those days; null when no view was counted. A form with no lead in those days has none. */
  rates: Partial<Record<ExperimentGoal, number | null>>;
}

export async function recentTraffic(db: Database, pagePath: string, now = new Date()): Promise<RecentTraffic> {
  const firstDay = utcDay(new Date(now.getTime() - (TRAFFIC_DAYS - 1) * DAY_MS));
  const [views] = await rowsOf<{ days: number; site: number; page: number }>(
    db.execute(sql`
      select count(distinct day)::int as days, coalesce(sum(views), 0)::int as site, coalesce(sum(views) filter (where path = ${pagePath}), 0)::int as page
      from page_views where day >= ${firstDay}::date and day <= ${utcDay(now)}::date`),
  );
  const { days, site, page } = views!;
  const since = new Date(`${firstDay}T00:00:00.000Z`);
  const rates: Partial<Record<ExperimentGoal, number | null>> = {};
  for (const goal of EXPERIMENT_GOALS) {
    if (site === 0) {
      rates[goal] = null;
      continue;
    }
    rates[goal] = Math.min(1, (await siteConversions(db, goal, since, now)) / site);
  }
  // A form goal's rate is the form's leads over every view of the site, as the other goals' are.
  if (site > 0) for (const [goal, conversions] of await formConversions(db, since, now)) rates[goal] = Math.min(1, conversions / site);
  return { days, dailyVisitors: days > 0 ? page / days : null, rates };
}
