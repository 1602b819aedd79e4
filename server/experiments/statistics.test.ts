import betaCdf from "@stdlib/stats-base-dists-beta-cdf";
import betaPdf from "@stdlib/stats-base-dists-beta-pdf";
import normalPdf from "@stdlib/stats-base-dists-normal-pdf";
import { describe, expect, it } from "vitest";
import { ALPHA, comparisonAlpha, MIN_CONVERSIONS_PER_VARIANT, planExperiment, type ExperimentPlan } from "#shared/experiments/plan.ts";
import { mixtureAtHorizon } from "#shared/experiments/sequential.ts";
import { chanceToBeat, compareWithControl, differenceOverTime, experimentReport, sampleRatioTest, type VariantCounts } from "./statistics.ts";

const variant = (key: string, visitors: number, conversions: number, weight = 1): VariantCounts => ({ key, weight, visitors, conversions });

/** The trapezoid rule on a fine grid: no formula shared with the engine. */
function integrate(f: (x: number) => number, from = 0, to = 1, steps = 200_000): number {
  const h = (to - from) / steps;
  let sum = (f(from) + f(to)) / 2;
  for (let i = 1; i < steps; i += 1) sum += f(from + i * h);
  return sum * h;
}
const beta = ({ visitors, conversions }: VariantCounts) => [1 + conversions, 1 + visitors - conversions] as const;

/** P(B > A) = ∫ pdf_B(x) · cdf_A(x) dx, over where B's posterior has its mass. */
function integratedChance(a: VariantCounts, b: VariantCounts): number {
  const [alphaB, betaB] = beta(b);
  const mean = alphaB / (alphaB + betaB);
  const spread = 14 * Math.sqrt((mean * (1 - mean)) / (alphaB + betaB + 1));
  return integrate((x) => betaPdf(x, alphaB, betaB) * betaCdf(x, ...beta(a)), Math.max(0, mean - spread), Math.min(1, mean + spread));
}

const CHANCE_CASES = [
  [variant("control", 5_000, 250), variant("b", 5_000, 300)],
  [variant("control", 2_000, 160), variant("b", 2_000, 150)],
  [variant("control", 12_000, 480), variant("b", 11_800, 520)],
  [variant("control", 800, 40), variant("b", 800, 40)],
  [variant("control", 1_000, 0), variant("b", 1_000, 5)],
  [variant("control", 1_000_000, 50_000), variant("b", 1_000_000, 50_300)],
] as const;

/**
 * The always-valid interval computed the long way: the mixture likelihood ratio of a hypothesised
 * difference, Λ(h) = ∫ N(estimate; θ, V) · N(θ; h, τ²) dθ / N(estimate; h, V), integrated by
 * Simpson's rule, and the h where it reaches 1/alpha found by bisection. The model restated from
 * ADR 044: V from each rate at (conversions + 1) / (visitors + 2), τ² the horizon's mixture times the
 * share of the planned visitors seen times V.
 */
function mixtureRatio(estimate: number, variance: number, mixing: number, hypothesis: number): number {
  const tau = Math.sqrt(mixing);
  const steps = 8_000;
  const from = hypothesis - 20 * tau;
  const h = (40 * tau) / steps;
  let sum = 0;
  for (let i = 0; i <= steps; i += 1) {
    const theta = from + i * h;
    const weight = i === 0 || i === steps ? 1 : i % 2 ? 4 : 2;
    sum += weight * Math.exp(((estimate - hypothesis) ** 2 - (estimate - theta) ** 2) / (2 * variance)) * normalPdf(theta, hypothesis, tau);
  }
  return (sum * h) / 3;
}

/** The edge of {h : Λ(h) < 1/alpha} on one side of `inside`, by bisection to the last digits; infinite past a million `scale`s. */
function boundaryBisected(ratioAt: (hypothesis: number) => number, inside: number, direction: 1 | -1, alpha: number, scale: number): number {
  let near = inside;
  let far = inside + direction * scale;
  while (ratioAt(far) < 1 / alpha) {
    far += far - inside;
    if (Math.abs(far - inside) > 1e6 * scale) return direction * Infinity;
  }
  for (let step = 0; step < 100 && Math.abs(far - near) > 1e-14; step += 1) {
    const middle = (near + far) / 2;
    if (ratioAt(middle) < 1 / alpha) near = middle;
    else far = middle;
  }
  return (near + far) / 2;
}

function exactIntervals(control: VariantCounts, other: VariantCounts, alpha: number, planned: [number, number]) {
  const rate = ({ visitors, conversions }: VariantCounts) => conversions / visitors;
  const spread = ({ visitors, conversions }: VariantCounts) => {
    const smoothed = (conversions + 1) / (visitors + 2);
    return (smoothed * (1 - smoothed)) / visitors;
  };
  const mixturePerVariance = mixtureAtHorizon(alpha) * ((control.visitors + other.visitors) / (planned[0] + planned[1]));
  // Of the difference: one variance for every hypothesis.
  const variance = spread(control) + spread(other);
  const estimate = rate(other) - rate(control);
  const difference = (hypothesis: number) => mixtureRatio(estimate, variance, mixturePerVariance * variance, hypothesis);
  const absolute = { low: boundaryBisected(difference, estimate, -1, alpha, Math.sqrt(variance)), high: boundaryBisected(difference, estimate, 1, alpha, Math.sqrt(variance)) };
  // Relative: for each ratio r, the test of variant − (1 + r) · control = 0.
  const relativeAt = (r: number) => {
    const contrastVariance = spread(other) + (1 + r) ** 2 * spread(control);
    return mixtureRatio(rate(other) - (1 + r) * rate(control), contrastVariance, mixturePerVariance * contrastVariance, 0);
  };
  const ratio = rate(other) / rate(control) - 1;
  const [low, high] = [boundaryBisected(relativeAt, ratio, -1, alpha, 0.01), boundaryBisected(relativeAt, ratio, 1, alpha, 0.01)];
  // A ratio is never below zero; an unbounded one is no interval.
  const relative = Number.isFinite(low) && Number.isFinite(high) ? { low: Math.max(-1, low), high } : null;
  return { absolute, relative };
}

const INTERVAL_CASES: Array<{ control: VariantCounts; other: VariantCounts; arms: number; planned: [number, number] }> = [
  // No conversion on either side, the 0 against 5 leads at 1,000 visitors each, and 5 against 0
  // (a control's rate not yet told from zero: the ratio is unbounded).
  { control: variant("control", 1_000, 0), other: variant("b", 1_000, 0), arms: 2, planned: [20_000, 20_000] },
  { control: variant("control", 1_000, 0), other: variant("b", 1_000, 5), arms: 2, planned: [20_000, 20_000] },
  { control: variant("control", 1_000, 5), other: variant("b", 1_000, 0), arms: 2, planned: [20_000, 20_000] },
  // Early, at the horizon, and three times past it; four arms; an uneven split.
  { control: variant("control", 2_000, 100), other: variant("b", 2_000, 130), arms: 2, planned: [15_000, 15_000] },
  { control: variant("control", 15_000, 750), other: variant("b", 15_000, 880), arms: 2, planned: [15_000, 15_000] },
  { control: variant("control", 45_000, 225), other: variant("b", 45_000, 280), arms: 4, planned: [15_000, 15_000] },
  { control: variant("control", 30_000, 150, 2), other: variant("b", 15_000, 95), arms: 3, planned: [40_000, 20_000] },
];

describe("the always-valid interval, against the mixture likelihood ratio inverted numerically", () => {
  it.each(INTERVAL_CASES)("within 1e-4 (and a millionth of its width): %o", ({ control, other, arms, planned }) => {
    const alpha = comparisonAlpha(arms);
    const engine = compareWithControl(control, other, { alpha, planned })!;
    const exact = exactIntervals(control, other, alpha, planned);
    const width = exact.absolute.high - exact.absolute.low;
    for (const end of ["low", "high"] as const) {
      expect(Math.abs(engine.absolute[end] - exact.absolute[end])).toBeLessThan(Math.min(1e-4, 1e-6 * width));
      if (!exact.relative || control.conversions === 0) expect(engine.relative).toBeNull();
      else expect(Math.abs(engine.relative![end] - exact.relative[end])).toBeLessThan(Math.min(1e-4, 1e-6 * (exact.relative.high - exact.relative.low)));
    }
  });

  // Five intervals by bisection of the mixture ratio: ~1 s alone, several times that on a loaded machine.
  it("is narrowest at the planned horizon: a wider or narrower mixture gives a wider interval there", { timeout: 30_000 }, () => {
    const [estimate, variance] = [0.01, (2 * (0.05 * 0.95)) / 15_000];
    const mixture = mixtureAtHorizon(ALPHA);
    const widthWith = (multiple: number) => {
      const ratio = (hypothesis: number) => mixtureRatio(estimate, variance, multiple * mixture * variance, hypothesis);
      return boundaryBisected(ratio, estimate, 1, ALPHA, Math.sqrt(variance)) - boundaryBisected(ratio, estimate, -1, ALPHA, Math.sqrt(variance));
    };
    const tuned = widthWith(1);
    for (const multiple of [0.7, 0.9, 1.1, 1.4]) expect(widthWith(multiple)).toBeGreaterThan(tuned);
  });
});

describe("the chance to beat the control (descriptive), against direct numeric integration", () => {
  it.each(CHANCE_CASES)("within 1e-6: %o against %o", (control, other) => {
    expect(Math.abs(chanceToBeat(control, other) - integratedChance(control, other))).toBeLessThan(1e-6);
  });
});

it("warns when the visitors do not follow the split: 5,000 against 5,400 on 50/50 is a mismatch (p ≈ 0.00009)", () => {
  const skewed = sampleRatioTest([variant("control", 5_000, 0), variant("b", 5_400, 0)]);
  expect(skewed.pValue).toBeCloseTo(8.8e-5, 5);
  expect(skewed.mismatch).toBe(true);
  expect(sampleRatioTest([variant("control", 5_000, 0), variant("b", 5_080, 0)]).mismatch).toBe(false);
  // 20/80 as configured: no mismatch.
  expect(sampleRatioTest([variant("control", 2_000, 0, 1), variant("b", 8_050, 0, 4)]).mismatch).toBe(false);
});

/** 5% converting, 1,000 visitors a variant a day, +20% worth knowing: about 15,600 visitors a variant, 16 days. */
const PLAN: ExperimentPlan = planExperiment({ baselineRate: 0.05, dailyVisitors: 2_000, weights: [1, 1], minimumLift: 0.2 });

describe("the verdict", () => {
  it("waits for a whole week and the minimum of conversions, however clear the counts", () => {
    // The cases: 283 against 266 visitors after less than a day; 0 against 5 leads at 1,000 each.
    expect(experimentReport([variant("control", 283, 1), variant("b", 266, 9)], { activeDays: 0.8, plan: PLAN }).verdict).toEqual({
      kind: "waiting",
      daysToWeek: 7,
      conversionsNeeded: MIN_CONVERSIONS_PER_VARIANT - 1,
    });
    expect(experimentReport([variant("control", 1_000, 0), variant("b", 1_000, 5)], { activeDays: 3, plan: PLAN }).verdict).toMatchObject({ kind: "waiting", daysToWeek: 4 });
    const clear = [variant("control", 6_000, 250), variant("b", 6_000, 420)];
    expect(experimentReport(clear, { activeDays: 6, plan: PLAN }).verdict).toEqual({ kind: "waiting", daysToWeek: 1, conversionsNeeded: 0 });
    expect(experimentReport([variant("control", 9_000, 400), variant("b", 9_000, 25)], { activeDays: 9, plan: PLAN }).verdict).toEqual({ kind: "waiting", daysToWeek: 0, conversionsNeeded: 5 });
    expect(experimentReport(clear, { activeDays: 7, plan: PLAN }).verdict).toEqual({ kind: "winner", key: "b" });
  });

  it("calls what a fixed-horizon test would have called too early: 350 against 420 of 7,000 is not yet a winner", () => {
    const report = experimentReport([variant("control", 7_000, 350), variant("b", 7_000, 420)], { activeDays: 7, plan: PLAN });
    expect(report.variants[1]!.chanceToBeatControl).toBeGreaterThan(0.99);
    expect(report.variants[1]!.difference!.absolute.low).toBeLessThan(0);
    expect(report.verdict).toEqual({ kind: "keep-running" });
  });

  it("names the control when every variant does worse, the best variant when several do better", () => {
    expect(experimentReport([variant("control", 8_000, 480), variant("b", 8_000, 330)], { activeDays: 8, plan: PLAN }).verdict).toEqual({ kind: "control-wins" });
    const four = [variant("control", 40_000, 2_000), variant("b", 40_000, 2_300), variant("c", 40_000, 2_500), variant("d", 40_000, 1_700)];
    expect(experimentReport(four, { activeDays: 40, plan: PLAN }).verdict).toEqual({ kind: "winner", key: "c" });
    // One better, one worse, one unclear: the better one.
    const mixed = [variant("control", 40_000, 2_000), variant("b", 40_000, 2_030), variant("c", 40_000, 2_500), variant("d", 40_000, 1_700)];
    expect(experimentReport(mixed, { activeDays: 40, plan: PLAN }).verdict).toEqual({ kind: "winner", key: "c" });
  });

  it("says there is no difference at the plan's horizon, or once every interval is within the smallest lift worth knowing", () => {
    const atHorizon = [variant("control", 15_616, 780), variant("b", 15_616, 830)];
    expect(experimentReport(atHorizon, { activeDays: 16, plan: PLAN }).verdict).toEqual({ kind: "no-difference" });
    expect(experimentReport([variant("control", 15_000, 750), variant("b", 15_000, 800)], { activeDays: 15, plan: PLAN }).verdict).toEqual({ kind: "keep-running" });
    // Far past the horizon, both within ±1 point (+-20% of 5%) of the control: nothing worth the change.
    const tight = [variant("control", 200_000, 10_000), variant("b", 200_000, 10_050)];
    const report = experimentReport(tight, { activeDays: 100, plan: { ...PLAN, visitorsPerVariant: 1_000_000 } });
    expect(report.verdict).toEqual({ kind: "no-difference" });
  });

  it("blocks any verdict while the split is not the one configured", () => {
    const report = experimentReport([variant("control", 6_000, 250), variant("b", 6_600, 460)], { activeDays: 10, plan: PLAN });
    expect(report.verdict).toMatchObject({ kind: "sample-ratio-mismatch" });
  });

  it("never decides on a secondary goal: it waits, then keeps running, whatever its intervals say", () => {
    const clear = [variant("control", 8_000, 250), variant("b", 8_000, 480)];
    expect(experimentReport(clear, { activeDays: 10, plan: PLAN, primary: false }).verdict).toEqual({ kind: "keep-running" });
    expect(experimentReport(clear, { activeDays: 10, plan: PLAN, primary: false }).variants[1]!.difference!.absolute.low).toBeGreaterThan(0);
    expect(experimentReport(clear, { activeDays: 3, plan: PLAN, primary: false }).verdict).toMatchObject({ kind: "waiting" });
  });
});

describe("the report's figures", () => {
  it("shows dashes, not figures, before anyone came: no rate, no interval, no chance", () => {
    const report = experimentReport([variant("control", 0, 0), variant("b", 0, 0)], { activeDays: 0, plan: PLAN });
    expect(report.variants.map(({ rate, difference, chanceToBeatControl }) => ({ rate, difference, chanceToBeatControl }))).toEqual([
      { rate: null, difference: null, chanceToBeatControl: null },
      { rate: null, difference: null, chanceToBeatControl: null },
    ]);
    expect(report.plannedVisitors).toBe(PLAN.visitorsPerVariant);
    expect(report.daysLeft).toBe(PLAN.days);
  });

  it("counts the days left from the plan, at the pace per active day, whatever the effect seen", () => {
    // 4,000 a variant in 4 active days (paused days not counted): 1,000 a day, 11,616 to go: 12 days.
    const even = experimentReport([variant("control", 4_000, 200), variant("b", 4_000, 200)], { activeDays: 4, plan: PLAN });
    const ahead = experimentReport([variant("control", 4_000, 200), variant("b", 4_000, 300)], { activeDays: 4, plan: PLAN });
    expect(even.daysLeft).toBe(12);
    expect(ahead.daysLeft).toBe(12);
    // Without traffic yet: the plan's days less those gone. Past the horizon: none.
    expect(experimentReport([variant("control", 0, 0), variant("b", 0, 0)], { activeDays: 3, plan: PLAN }).daysLeft).toBe(PLAN.days - 3);
    expect(experimentReport([variant("control", 16_000, 800), variant("b", 16_000, 800)], { activeDays: 16, plan: PLAN }).daysLeft).toBe(0);
    // Quick traffic still waits out the week.
    expect(experimentReport([variant("control", 16_000, 800), variant("b", 16_000, 800)], { activeDays: 2, plan: PLAN }).daysLeft).toBe(5);
  });

  it("reads a test started before plans existed against a plan from its control's rate, for a +20% lift", () => {
    const report = experimentReport([variant("control", 4_000, 200), variant("b", 4_000, 200)], { activeDays: 4, plan: null });
    const fromCounts = planExperiment({ baselineRate: 201 / 4_002, dailyVisitors: 2_000, weights: [1, 1], minimumLift: 0.2 });
    expect(report.plannedVisitors).toBe(fromCounts.visitorsPerVariant);
    expect(report.daysLeft).toBe(Math.ceil((fromCounts.visitorsPerVariant - 4_000) / 1_000));
  });

  it("draws the intervals over time from the counts to each day's end, narrowing as visitors come", () => {
    const points = [1, 2, 4, 8].map((day) => ({ day: `2026-12-0${day}`, variants: [variant("control", 1_000 * day, 50 * day), variant("b", 1_000 * day, 60 * day)] }));
    const series = differenceOverTime(points, PLAN);
    expect(series.map((point) => point.variants.map((each) => each.key))).toEqual([["b"], ["b"], ["b"], ["b"]]);
    const widths = series.map((point) => point.variants[0]!.difference!.absolute.high - point.variants[0]!.difference!.absolute.low);
    expect(widths).toEqual([...widths].sort((one, other) => other - one));
    expect(series[3]!.variants[0]!.difference).toEqual(experimentReport(points[3]!.variants, { activeDays: 8, plan: PLAN }).variants[1]!.difference);
  });
});
