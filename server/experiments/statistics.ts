/**
 * An experiment's report and verdict from its counts (ADR 044, which replaces ADR 042's point 4).
 * - Each variant against the control: the always-valid interval of the difference of their rates
 *   (shared/experiments/sequential.ts), Bonferroni-adjusted across the variants, so looking every
 *   day does not raise the chance of a false winner above 5% for the whole test.
 * - The verdict, on the primary goal only: none before a week and a minimum of conversions in every
 *   variant, none while the split is not the one configured; then a winner, the control, or no
 *   difference at the plan's horizon.
 * - The chance to beat the control (Bayesian, exact) is shown for what it is and decides nothing.
 * - The days left follow the plan locked at the start, at the pace seen so far.
 */
import betaln from "@stdlib/math-base-special-betaln";
import chisquareCdf from "@stdlib/stats-base-dists-chisquare-cdf";
import { comparisonAlpha, DEFAULT_MINIMUM_LIFT, MIN_ACTIVE_DAYS, MIN_CONVERSIONS_PER_VARIANT, planExperiment, type ExperimentPlan } from "#shared/experiments/plan.ts";
import { boundaryInStandardErrors, differenceInterval, ratioInterval, type Interval, type RateEstimate } from "#shared/experiments/sequential.ts";

export type { Interval };

/** What the report counts for one variant. */
export interface VariantCounts {
  key: string;
  /** Its share of the traffic, in proportion to the others'. */
  weight: number;
  visitors: number;
  conversions: number;
}

/** A variant against the control: of the rates (0.002 = 0.2 points) and relative (0.12 = 12% more). */
export interface Difference {
  absolute: Interval;
  /** Null while the control's rate cannot be told from zero (always so without a conversion). */
  relative: Interval | null;
}

export interface VariantResult extends VariantCounts {
  /** Null without visitors. */
  rate: number | null;
  /** Against the control, always-valid, Bonferroni-adjusted; null for the control and until both have visitors. */
  difference: Difference | null;
  /** Bayesian, descriptive only; null for the control and until both have visitors. */
  chanceToBeatControl: number | null;
}

export type Verdict =
  /** Blocks any verdict: the visitors do not follow the split. */
  | { kind: "sample-ratio-mismatch"; pValue: number }
  /** Before a whole week and the minimum of conversions in every variant; `conversionsNeeded`: the most any variant still needs. */
  | { kind: "waiting"; daysToWeek: number; conversionsNeeded: number }
  /** A variant's interval lies above zero (the best such by its estimate). */
  | { kind: "winner"; key: string }
  /** Every variant's interval lies below zero. */
  | { kind: "control-wins" }
  /** The plan's horizon reached without a decision, or every interval within ± the smallest lift worth knowing. */
  | { kind: "no-difference" }
  | { kind: "keep-running" };

export interface Report {
  variants: VariantResult[];
  /** The chi-square test's p-value; below 0.001 the split is not what was configured (broken assignment or counting). */
  sampleRatio: { pValue: number; mismatch: boolean };
  verdict: Verdict;
  /** The visitors the plan asks of the variant with the smallest share. */
  plannedVisitors: number | null;
  /** To the plan's horizon at the pace seen so far; null when there is nothing to go by. */
  daysLeft: number | null;
}

export interface ReportContext {
  /** Days it ran, paused time left out. */
  activeDays: number;
  /** Locked at the start; null for tests started before plans existed (read against a plan from the counts so far). */
  plan: ExperimentPlan | null;
  /** False for a secondary goal: its intervals are shown, its verdict never decides (waiting, then keep-running). */
  primary?: boolean;
}

export const SRM_THRESHOLD = 0.001;

const posterior = ({ visitors, conversions }: VariantCounts) => ({ a: 1 + conversions, b: 1 + Math.max(0, visitors - conversions) });

/**
 * P(rate of B > rate of A) for Beta(1 + conversions, 1 + others) posteriors, exactly:
 * Σ_{i=0}^{aB−1} B(aA+i, bA+bB) / ((bB+i) · B(1+i, bB) · B(aA, bA)). Each term is the previous one
 * times a ratio of whole numbers, so the sum costs a logarithm and an exponential per term; it stops
 * once the terms, past their peak, no longer move the total.
 */
export function chanceToBeat(control: VariantCounts, variant: VariantCounts): number {
  const A = posterior(control);
  const B = posterior(variant);
  let logTerm = betaln(A.a, A.b + B.b) - betaln(A.a, A.b);
  let total = 0;
  for (let i = 0; i < B.a; i += 1) {
    const term = Math.exp(logTerm);
    total += term;
    const ratio = ((A.a + i) * (B.b + i)) / ((A.a + A.b + B.b + i) * (1 + i));
    if (ratio < 1 && term < total * 1e-17) break;
    logTerm += Math.log(ratio);
  }
  return Math.min(1, Math.max(0, total));
}

/** The chi-square test of the visitors seen against the configured split. */
export function sampleRatioTest(variants: VariantCounts[]): { pValue: number; mismatch: boolean } {
  const visitors = variants.reduce((sum, variant) => sum + variant.visitors, 0);
  const weights = variants.reduce((sum, variant) => sum + variant.weight, 0);
  if (visitors === 0 || variants.length < 2) return { pValue: 1, mismatch: false };
  const statistic = variants.reduce((sum, variant) => {
    const expected = (visitors * variant.weight) / weights;
    return sum + (variant.visitors - expected) ** 2 / expected;
  }, 0);
  const pValue = 1 - chisquareCdf(statistic, variants.length - 1);
  return { pValue, mismatch: pValue < SRM_THRESHOLD };
}

/**
 * A rate and its estimate's variance. The variance is taken at (conversions + 1) / (visitors + 2),
 * which stays inside (0, 1): no conversion (or all) still gives an interval of some width.
 */
function rateEstimate({ visitors, conversions }: VariantCounts): RateEstimate {
  const smoothed = (conversions + 1) / (visitors + 2);
  return { rate: conversions / visitors, variance: (smoothed * (1 - smoothed)) / visitors };
}

const clampToRates = ({ estimate, low, high }: Interval): Interval => ({ estimate, low: Math.max(-1, low), high: Math.min(1, high) });

/**
 * A variant against the control at `alpha`, `planned` the visitors each should have at the horizon
 * (the mixture is tuned there). Null until both have visitors.
 */
export function compareWithControl(control: VariantCounts, variant: VariantCounts, { alpha, planned }: { alpha: number; planned: [number, number] }): Difference | null {
  if (control.visitors <= 0 || variant.visitors <= 0) return null;
  const progress = (control.visitors + variant.visitors) / (planned[0] + planned[1]);
  const reach = boundaryInStandardErrors(alpha, progress);
  const controlRate = rateEstimate(control);
  const variantRate = rateEstimate(variant);
  return {
    absolute: clampToRates(differenceInterval(controlRate, variantRate, reach)),
    relative: control.conversions > 0 ? ratioInterval(controlRate, variantRate, reach) : null,
  };
}

/**
 * The plan the verdict is read against: the locked one; for a test started without one (or with no
 * baseline to plan from), a plan from the control's rate so far for the default smallest lift.
 */
function planFor(variants: VariantCounts[], { plan, activeDays }: ReportContext): ExperimentPlan {
  if (plan && Number.isFinite(plan.visitorsPerVariant) && plan.visitorsPerVariant > 0) return plan;
  const [control] = variants as [VariantCounts];
  const visitors = variants.reduce((sum, variant) => sum + variant.visitors, 0);
  return planExperiment({
    baselineRate: (control.conversions + 1) / (control.visitors + 2),
    dailyVisitors: activeDays > 0 ? visitors / activeDays : 0,
    weights: variants.map((variant) => variant.weight),
    minimumLift: plan && plan.minimumLift > 0 ? plan.minimumLift : DEFAULT_MINIMUM_LIFT,
  });
}

/** The visitors each variant should have at the horizon: the smallest share's figure, in proportion to the shares. */
function plannedVisitors(variants: VariantCounts[], plan: ExperimentPlan): number[] {
  const smallest = Math.min(...variants.map((variant) => variant.weight));
  return variants.map((variant) => (plan.visitorsPerVariant * variant.weight) / smallest);
}

interface Reading {
  plan: ExperimentPlan;
  planned: number[];
  /** Per variant, the control's own null. */
  differences: Array<Difference | null>;
  sampleRatio: { pValue: number; mismatch: boolean };
  verdict: Verdict;
}

function readExperiment(variants: VariantCounts[], context: ReportContext): Reading {
  const [control] = variants;
  if (!control) throw new Error("an experiment needs a control");
  const plan = planFor(variants, context);
  const planned = plannedVisitors(variants, plan);
  const alpha = comparisonAlpha(variants.length);
  const differences = variants.map((variant, index) => (index === 0 ? null : compareWithControl(control, variant, { alpha, planned: [planned[0]!, planned[index]!] })));
  const sampleRatio = sampleRatioTest(variants);
  return { plan, planned, differences, sampleRatio, verdict: verdictOf(variants, { ...context, plan, planned, differences, sampleRatio }) };
}

function verdictOf(
  variants: VariantCounts[],
  { activeDays, primary = true, plan, planned, differences, sampleRatio }: ReportContext & Omit<Reading, "verdict">,
): Verdict {
  if (sampleRatio.mismatch) return { kind: "sample-ratio-mismatch", pValue: sampleRatio.pValue };
  const conversionsNeeded = Math.max(0, ...variants.map((variant) => MIN_CONVERSIONS_PER_VARIANT - variant.conversions));
  if (activeDays < MIN_ACTIVE_DAYS || conversionsNeeded > 0) return { kind: "waiting", daysToWeek: Math.max(0, Math.ceil(MIN_ACTIVE_DAYS - activeDays)), conversionsNeeded };
  if (!primary) return { kind: "keep-running" };
  const compared = differences.slice(1).map((difference, index) => ({ key: variants[index + 1]!.key, interval: difference!.absolute }));
  const winners = compared.filter(({ interval }) => interval.low > 0).sort((one, other) => other.interval.estimate - one.interval.estimate);
  if (winners[0]) return { kind: "winner", key: winners[0].key };
  if (compared.every(({ interval }) => interval.high < 0)) return { kind: "control-wins" };
  const worthKnowing = plan.minimumLift * plan.baselineRate;
  const horizonReached = variants.every((variant, index) => variant.visitors >= planned[index]!);
  if (horizonReached || compared.every(({ interval }) => interval.low > -worthKnowing && interval.high < worthKnowing)) return { kind: "no-difference" };
  return { kind: "keep-running" };
}

/** The verdict alone, without the figures only people read (what a simulation of daily looks drives). */
export function experimentVerdict(variants: VariantCounts[], context: ReportContext): Verdict {
  return readExperiment(variants, context).verdict;
}

/**
 * Days to the plan's horizon: the visitors every variant still needs at the pace seen per active
 * day (each variant at its share of it), and at least the rest of the first week. Without traffic
 * yet, the plan's days less those gone.
 */
function daysLeftOf(variants: VariantCounts[], plan: ExperimentPlan, planned: number[], activeDays: number): number | null {
  const visitors = variants.reduce((sum, variant) => sum + variant.visitors, 0);
  if (visitors === 0 || !(activeDays > 0)) return Number.isFinite(plan.days) ? Math.max(0, Math.ceil(plan.days - activeDays)) : null;
  const weights = variants.reduce((sum, variant) => sum + variant.weight, 0);
  const pace = visitors / activeDays;
  const forVisitors = Math.max(...variants.map((variant, index) => (planned[index]! - variant.visitors) / ((pace * variant.weight) / weights)));
  const left = Math.ceil(Math.max(0, MIN_ACTIVE_DAYS - activeDays, forVisitors));
  return Number.isFinite(left) ? left : null;
}

/** The report of one goal. The first variant is the control. */
export function experimentReport(variants: VariantCounts[], context: ReportContext): Report {
  const { plan, planned, differences, sampleRatio, verdict } = readExperiment(variants, context);
  const [control] = variants as [VariantCounts];
  const results: VariantResult[] = variants.map((variant, index) => ({
    ...variant,
    rate: variant.visitors > 0 ? variant.conversions / variant.visitors : null,
    difference: differences[index] ?? null,
    chanceToBeatControl: index > 0 && control.visitors > 0 && variant.visitors > 0 ? chanceToBeat(control, variant) : null,
  }));
  const plannedVisitors = Number.isFinite(plan.visitorsPerVariant) ? plan.visitorsPerVariant : null;
  return { variants: results, sampleRatio, verdict, plannedVisitors, daysLeft: daysLeftOf(variants, plan, planned, context.activeDays) };
}

/** One day of the results-over-time chart: each variant's difference with the control on the counts up to that day. */
export interface DifferencesOnDay {
  day: string;
  variants: Array<{ key: string; difference: Difference | null }>;
}

/**
 * The intervals day by day, for a chart (the control left out). `points` carry the counts to the end
 * of each day, not the day's own; `plan` as for the report.
 */
export function differenceOverTime(points: Array<{ day: string; variants: VariantCounts[] }>, plan: ExperimentPlan | null): DifferencesOnDay[] {
  return points.map(({ day, variants }) => {
    const reading = planFor(variants, { activeDays: 0, plan });
    const planned = plannedVisitors(variants, reading);
    const alpha = comparisonAlpha(variants.length);
    const [control] = variants as [VariantCounts];
    return {
      day,
      variants: variants.slice(1).map((variant, index) => ({ key: variant.key, difference: compareWithControl(control, variant, { alpha, planned: [planned[0]!, planned[index + 1]!] }) })),
    };
  });
}
