/**
 * The always-valid interval an experiment's verdict is read on (ADR 044): a mixture sequential
 * probability ratio test with a normal mixture on the difference of two conversion rates (Johari et
 * al., "Always valid inference"), which is also the asymptotic confidence sequence of Howard et al.
 * and Waudby-Smith et al. Whatever day it is looked at, the true difference lies outside it with a
 * chance of at most alpha over the whole test, not at each look.
 *
 * The mixture's variance is a multiple of the estimate's variance at the planned horizon, so the
 * interval is narrowest there: `progress` is the share of the planned visitors seen (1 at the horizon).
 * Pure arithmetic: the studio's planner and the server use the same boundary.
 */

export interface Interval {
  estimate: number;
  low: number;
  high: number;
}

/** 2 ln(1/alpha): the evidence the test asks for, before the mixture's own term. */
const evidenceFor = (alpha: number) => 2 * Math.log(1 / alpha);

const horizonMixtures = new Map<number, number>();

/**
 * The mixture's variance over the estimate's variance, at the horizon, that makes the interval
 * narrowest there: the root of m = 2 ln(1/alpha) + ln(1 + m) (the half-width's derivative in m is zero).
 */
export function mixtureAtHorizon(alpha: number): number {
  const known = horizonMixtures.get(alpha);
  if (known !== undefined) return known;
  const evidence = evidenceFor(alpha);
  // A contraction (its slope 1 / (1 + m) is under 0.2 for alpha <= 0.1): a few dozen steps reach the last digit.
  let mixture = evidence;
  for (let step = 0; step < 100; step += 1) {
    const next = evidence + Math.log1p(mixture);
    if (Math.abs(next - mixture) < 1e-15 * next) break;
    mixture = next;
  }
  horizonMixtures.set(alpha, mixture);
  return mixture;
}

/**
 * How many standard errors either side of the estimate the interval reaches, `progress` of the way
 * to the planned horizon: where the mixture likelihood ratio of a hypothesised difference reaches
 * 1/alpha. Infinite before any visitor.
 */
export function boundaryInStandardErrors(alpha: number, progress: number): number {
  const ratio = mixtureAtHorizon(alpha) * progress;
  if (!(ratio > 0)) return Infinity;
  return Math.sqrt(((1 + ratio) / ratio) * (evidenceFor(alpha) + Math.log1p(ratio)));
}

/** A rate as the interval reads it: the observed rate and the variance of its estimate. */
export interface RateEstimate {
  rate: number;
  variance: number;
}

/** The difference of two rates (variant minus control), `reach` standard errors either side. */
export function differenceInterval(control: RateEstimate, variant: RateEstimate, reach: number): Interval {
  const estimate = variant.rate - control.rate;
  const halfWidth = reach * Math.sqrt(control.variance + variant.variance);
  return { estimate, low: estimate - halfWidth, high: estimate + halfWidth };
}

/**
 * The relative difference (variant / control − 1): every ratio r whose own test, of
 * variant − (1 + r) · control = 0, stays under the boundary (Fieller's construction, so its sign
 * always agrees with the difference's interval). Null while the control's rate cannot be told from
 * zero: the ratio is unbounded then. A ratio is never below zero, so the low end is at least −100%.
 */
export function ratioInterval(control: RateEstimate, variant: RateEstimate, reach: number): Interval | null {
  const { rate: a, variance: varianceA } = control;
  const { rate: b, variance: varianceB } = variant;
  const reach2 = reach * reach;
  // (b − u·a)² ≤ reach² · (varianceB + u²·varianceA), a quadratic in u = 1 + r.
  const leading = a * a - reach2 * varianceA;
  if (!(leading > 0)) return null;
  const spread = Math.sqrt(reach2 * (a * a * varianceB + b * b * varianceA - reach2 * varianceA * varianceB));
  return { estimate: b / a - 1, low: Math.max(-1, (a * b - spread) / leading - 1), high: (a * b + spread) / leading - 1 };
}
