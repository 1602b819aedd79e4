/**
 * Which figures an experiment's plan is made from (ADR 044): the editor's own when given, else the
 * page's measured traffic and its goal's rate. One rule for the studio's planner and the plan the
 * server locks at the start.
 */
import type { ExperimentGoal } from "./experiment.ts";
import { planExperiment, type ExperimentPlan } from "./plan.ts";

/** The page's last 28 days as the server measured them: views a day, and each goal's share of the site's visitors. */
export interface MeasuredTraffic {
  dailyVisitors: number | null;
  rates: Partial<Record<ExperimentGoal, number | null>>;
}

export interface PlannedDefinition {
  goal: string;
  variants: ReadonlyArray<{ weight: number }>;
  minimumLift: number;
  trafficEstimate: { dailyVisitors: number; rate: number } | null;
}

export function trafficFor(definition: PlannedDefinition, measured: MeasuredTraffic | null): { dailyVisitors: number; rate: number } | null {
  if (definition.trafficEstimate) return definition.trafficEstimate;
  const rate = measured?.rates[definition.goal as ExperimentGoal];
  return measured?.dailyVisitors && rate ? { dailyVisitors: measured.dailyVisitors, rate } : null;
}

/** The plan, or null while there are no figures to make one from. */
export function planFor(definition: PlannedDefinition, measured: MeasuredTraffic | null): (ExperimentPlan & { longerThanAQuarter: boolean }) | null {
  const traffic = trafficFor(definition, measured);
  if (!traffic) return null;
  const plan = planExperiment({ baselineRate: traffic.rate, dailyVisitors: traffic.dailyVisitors, weights: definition.variants.map((variant) => variant.weight), minimumLift: definition.minimumLift });
  return Number.isFinite(plan.days) ? plan : null;
}
