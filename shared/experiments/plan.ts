/**
 * An experiment's plan, made before it starts (issue 70, ADR 044): from the page's goal rate, its
 * visitors a day, the split and the smallest lift worth knowing, how many visitors each variant
 * needs and how many days that takes. The studio computes it as the marketer types; the server locks
 * it at the start and reads the verdict and the days left against it. Pure arithmetic.
 */
import { boundaryInStandardErrors } from "./sequential.ts";

/** The chance of calling a winner (or the control) when there is no difference, over the whole test and every variant. */
export const ALPHA = 0.05;
/** The chance of finding a true lift of the planned size by the planned horizon. */
export const POWER = 0.8;
/** Φ⁻¹(POWER): how far past the boundary, in standard errors, a true lift must sit to be found that often. */
const Z_POWER = 0.8416212335729143;
/** A whole week before any verdict, so every weekday counts. */
export const MIN_ACTIVE_DAYS = 7;
/** Conversions every variant needs before any verdict: below it a normal approximation of the counts is not fair. */
export const MIN_CONVERSIONS_PER_VARIANT = 30;
/** Longer than this, the studio says so and suggests a goal that converts more often. */
export const QUARTER_DAYS = 91;
/** The smallest lift a test started before plans existed is read against. */
export const DEFAULT_MINIMUM_LIFT = 0.2;

export interface ExperimentPlan {
  /** Relative: 0.2 is +20%. */
  minimumLift: number;
  baselineRate: number;
  /** The page's visitors a day, all variants together. */
  dailyVisitors: number;
  /** What the variant with the smallest share needs; Infinity without a baseline rate. */
  visitorsPerVariant: number;
  /** Infinity when there is no baseline rate or no traffic to go by ("not enough traffic data"). */
  days: number;
}

/** Each comparison of a variant with the control gets an equal part of the error (Bonferroni). */
export const comparisonAlpha = (arms: number) => ALPHA / Math.max(1, arms - 1);

/**
 * weights: every variant's share (control first). minimumLift: relative (0.2 = +20%).
 * dailyVisitors: the page's, all variants together.
 */
export function planExperiment(input: { baselineRate: number; dailyVisitors: number; weights: number[]; minimumLift: number }): ExperimentPlan & { longerThanAQuarter: boolean } {
  const { baselineRate, dailyVisitors, weights, minimumLift } = input;
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const shares = weights.map((weight) => weight / total);
  const visitorsPerVariant = visitorsNeeded(baselineRate, minimumLift, shares);
  const perDay = dailyVisitors * Math.min(...shares);
  const days = Number.isFinite(visitorsPerVariant) && perDay > 0 ? Math.max(MIN_ACTIVE_DAYS, Math.ceil(visitorsPerVariant / perDay)) : Infinity;
  return { minimumLift, baselineRate, dailyVisitors, visitorsPerVariant, days, longerThanAQuarter: days > QUARTER_DAYS };
}

/**
 * Visitors of the smallest-share variant by which the always-valid interval, read at the horizon
 * alone, excludes zero for a true lift of `minimumLift` with the planned power; each look before it
 * only adds to that chance. At least enough visitors for the minimum of conversions.
 */
function visitorsNeeded(baselineRate: number, minimumLift: number, shares: number[]): number {
  const lifted = Math.min(1, baselineRate * (1 + minimumLift));
  const effect = lifted - baselineRate;
  const [control, ...variants] = shares;
  const smallest = Math.min(...shares);
  if (!(baselineRate > 0 && baselineRate < 1) || !(effect > 0) || control === undefined || !variants.length || !(smallest > 0)) return Infinity;
  const reach = boundaryInStandardErrors(comparisonAlpha(shares.length), 1) + Z_POWER;
  // Every arm gets visitors in proportion to its share: the smallest's count sets everyone's.
  const spread = (rate: number, share: number) => (rate * (1 - rate) * smallest) / share;
  const needed = Math.max(...variants.map((share) => (reach / effect) ** 2 * (spread(baselineRate, control) + spread(lifted, share))));
  return Math.ceil(Math.max(needed, MIN_CONVERSIONS_PER_VARIANT / baselineRate));
}
