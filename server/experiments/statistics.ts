/**
 * An experiment's verdict from its counts (issue 53), the Bayesian way GrowthBook's engine reads a
 * conversion rate: each variant's rate has a Beta(1 + conversions, 1 + non-conversions) posterior.
 * - The chance to beat the control is exact (Evan Miller's sum for Beta posteriors with whole
 *   parameters), not sampled.
 * - The uplift's 95% credible interval is the ratio of the two posteriors' quantiles, integrated
 *   numerically (GrowthBook's delta-method shortcut is off by more than half a point on small
 *   samples); the expected loss uses the normal approximation of each difference.
 * - A sample-ratio mismatch is a chi-square test of the visitors against the split (p < 0.001).
 * - The days still needed: until each variant has the editor's minimum, and then until it has the
 *   sample a two-sided test at 5% with 80% power needs for the uplift seen so far.
 */
import betaln from "@stdlib/math-base-special-betaln";
import betaCdf from "@stdlib/stats-base-dists-beta-cdf";
import betaPdf from "@stdlib/stats-base-dists-beta-pdf";
import chisquareCdf from "@stdlib/stats-base-dists-chisquare-cdf";
import normalCdf from "@stdlib/stats-base-dists-normal-cdf";
import normalPdf from "@stdlib/stats-base-dists-normal-pdf";

/** What the report counts for one variant. */
export interface VariantCounts {
  key: string;
  /** Its share of the traffic, in proportion to the others'. */
  weight: number;
  visitors: number;
  conversions: number;
}

export interface VariantResult extends VariantCounts {
  rate: number;
  /** Against the control, relative (0.12 = 12% more); null for the control itself. */
  uplift: { expected: number; low: number; high: number } | null;
  chanceToBeatControl: number | null;
  /** What choosing this variant costs if it is in fact worse, in conversion rate (0.002 = 0.2 points). */
  expectedLoss: number;
}

export type Verdict = { kind: "too-early"; visitorsNeeded: number } | { kind: "no-winner-yet" } | { kind: "winner"; key: string; chance: number };

export interface Report {
  variants: VariantResult[];
  /** The chi-square test's p-value; below 0.001 the split is not what was configured (broken assignment or counting). */
  sampleRatio: { pValue: number; mismatch: boolean };
  verdict: Verdict;
  /** At the current traffic, until a verdict can be read; null when there is no traffic to go by. */
  daysLeft: number | null;
}

const Z_95 = 1.959963984540054;
const Z_80_POWER = 0.8416212335729143;
/** The chance a variant must reach to be called the winner (or the control to be kept). */
export const DECISION_CHANCE = 0.95;
export const SRM_THRESHOLD = 0.001;

const posterior = ({ visitors, conversions }: VariantCounts) => ({ a: 1 + conversions, b: 1 + Math.max(0, visitors - conversions) });
const meanOf = ({ a, b }: { a: number; b: number }) => a / (a + b);
const varianceOf = ({ a, b }: { a: number; b: number }) => (a * b) / ((a + b) ** 2 * (a + b + 1));

/**
 * P(rate of B > rate of A) for Beta posteriors with whole parameters, exactly:
 * Σ_{i=0}^{aB−1} B(aA+i, bA+bB) / ((bB+i) · B(1+i, bB) · B(aA, bA)).
 */
export function chanceToBeat(control: VariantCounts, variant: VariantCounts): number {
  const A = posterior(control);
  const B = posterior(variant);
  const constant = betaln(A.a, A.b);
  let total = 0;
  for (let i = 0; i < B.a; i += 1) total += Math.exp(betaln(A.a + i, A.b + B.b) - Math.log(B.b + i) - betaln(1 + i, B.b) - constant);
  return Math.min(1, Math.max(0, total));
}

/** The relative uplift of `variant` over `control`: its expectation and its 95% credible interval. */
export function upliftOf(control: VariantCounts, variant: VariantCounts): { expected: number; low: number; high: number } {
  const A = posterior(control);
  const B = posterior(variant);
  const grid = simpsonGrid(A);
  const ratioAt = (q: number) => ratioQuantile(A, B, grid, q) - 1;
  return { expected: meanOf(B) / meanOf(A) - 1, low: ratioAt(0.025), high: ratioAt(0.975) };
}

type Beta = { a: number; b: number };

/** Simpson's points over where A's posterior has its mass, each with its weight times A's density there: the same for every ratio asked. */
function simpsonGrid(A: Beta): Array<{ x: number; weight: number }> {
  const sd = Math.sqrt(varianceOf(A));
  const from = Math.max(0, meanOf(A) - 12 * sd);
  const to = Math.min(1, meanOf(A) + 12 * sd);
  const steps = 1_000;
  const h = (to - from) / steps;
  return Array.from({ length: steps + 1 }, (_, i) => {
    const x = from + i * h;
    return { x, weight: ((i === 0 || i === steps ? 1 : i % 2 ? 4 : 2) * betaPdf(x, A.a, A.b) * h) / 3 };
  });
}

/** P(rate B / rate A ≤ r) = ∫ pdf_A(x) · cdf_B(r·x) dx, by Simpson's rule on A's grid. */
function ratioCdf(B: Beta, grid: Array<{ x: number; weight: number }>, r: number): number {
  let sum = 0;
  for (const { x, weight } of grid) sum += weight * betaCdf(Math.min(1, r * x), B.a, B.b);
  return sum;
}

/** The r with P(rate B / rate A ≤ r) = q, by bisection between bounds well outside the mass, to a millionth of the ratio. */
function ratioQuantile(A: Beta, B: Beta, grid: Array<{ x: number; weight: number }>, q: number): number {
  const spread = Math.sqrt(varianceOf(B) / meanOf(B) ** 2 + varianceOf(A) / meanOf(A) ** 2);
  const centre = meanOf(B) / meanOf(A);
  let low = centre * Math.exp(-12 * spread);
  let high = centre * Math.exp(12 * spread);
  for (let step = 0; step < 50 && high - low > 1e-6 * centre; step += 1) {
    const middle = (low + high) / 2;
    if (ratioCdf(B, grid, middle) < q) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/** E[max(best other − this, 0)] against the best of the others (normal approximation of each difference). */
function expectedLossOf(own: VariantCounts, others: VariantCounts[]): number {
  const P = posterior(own);
  return Math.max(
    0,
    ...others.map((other) => {
      const O = posterior(other);
      const mean = meanOf(O) - meanOf(P);
      const sd = Math.sqrt(varianceOf(O) + varianceOf(P));
      return sd * normalPdf(mean / sd, 0, 1) + mean * normalCdf(mean / sd, 0, 1);
    }),
  );
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

/** Visitors per variant a two-sided test at 5% with 80% power needs to tell `rate` from `other`. */
export function sampleNeeded(rate: number, other: number): number {
  if (rate === other) return Infinity;
  return Math.ceil(((Z_95 + Z_80_POWER) ** 2 * (rate * (1 - rate) + other * (1 - other))) / (rate - other) ** 2);
}

/**
 * The report. The first variant is the control; `minimumVisitors` per variant before any verdict;
 * `days` the experiment has run (for the days still needed at the same pace).
 */
export function experimentReport(variants: VariantCounts[], { minimumVisitors, days }: { minimumVisitors: number; days: number }): Report {
  const [control] = variants;
  if (!control) throw new Error("an experiment needs a control");
  const results: VariantResult[] = variants.map((variant, index) => ({
    ...variant,
    rate: variant.visitors ? variant.conversions / variant.visitors : 0,
    uplift: index === 0 ? null : upliftOf(control, variant),
    chanceToBeatControl: index === 0 ? null : chanceToBeat(control, variant),
    expectedLoss: expectedLossOf(variant, variants.filter((other) => other !== variant)),
  }));
  const fewest = Math.min(...variants.map((variant) => variant.visitors));
  const perDay = days > 0 ? variants.map((variant) => variant.visitors / days) : [];
  const slowest = perDay.length ? Math.min(...perDay) : 0;
  if (fewest < minimumVisitors) {
    return { variants: results, sampleRatio: sampleRatioTest(variants), verdict: { kind: "too-early", visitorsNeeded: minimumVisitors - fewest }, daysLeft: slowest > 0 ? Math.ceil((minimumVisitors - fewest) / slowest) : null };
  }
  const best = results.slice(1).reduce<VariantResult | undefined>((top, each) => (!top || (each.chanceToBeatControl ?? 0) > (top.chanceToBeatControl ?? 0) ? each : top), undefined);
  const controlWins = results.slice(1).every((each) => 1 - (each.chanceToBeatControl ?? 0) >= DECISION_CHANCE);
  const verdict: Verdict =
    best && best.chanceToBeatControl! >= DECISION_CHANCE
      ? { kind: "winner", key: best.key, chance: best.chanceToBeatControl! }
      : controlWins
        ? { kind: "winner", key: control.key, chance: Math.min(...results.slice(1).map((each) => 1 - each.chanceToBeatControl!)) }
        : { kind: "no-winner-yet" };
  const needed = best ? sampleNeeded(results[0]!.rate, best.rate) : Infinity;
  const daysLeft = verdict.kind === "winner" ? 0 : slowest > 0 && Number.isFinite(needed) ? Math.max(0, Math.ceil((needed - fewest) / slowest)) : null;
  return { variants: results, sampleRatio: sampleRatioTest(variants), verdict, daysLeft };
}
