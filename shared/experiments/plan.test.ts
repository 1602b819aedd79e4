import normalCdf from "@stdlib/stats-base-dists-normal-cdf";
import { describe, expect, it } from "vitest";
import { ALPHA, comparisonAlpha, MIN_ACTIVE_DAYS, MIN_CONVERSIONS_PER_VARIANT, planExperiment, POWER, QUARTER_DAYS } from "./plan.ts";
import { boundaryInStandardErrors } from "./sequential.ts";

/** The chance that the always-valid interval, read once at the horizon, lies above zero for a true lift: the power the plan promises at least. */
function powerAtHorizon(baselineRate: number, lift: number, visitors: [control: number, variant: number], arms: number): number {
  const lifted = baselineRate * (1 + lift);
  const standardError = Math.sqrt((baselineRate * (1 - baselineRate)) / visitors[0] + (lifted * (1 - lifted)) / visitors[1]);
  return normalCdf((lifted - baselineRate) / standardError - boundaryInStandardErrors(comparisonAlpha(arms), 1), 0, 1);
}

describe("an experiment's plan", () => {
  it("asks for the visitors that find the smallest lift worth knowing with 80% power at the horizon", () => {
    const plan = planExperiment({ baselineRate: 0.05, dailyVisitors: 2_000, weights: [50, 50], minimumLift: 0.2 });
    const power = powerAtHorizon(0.05, 0.2, [plan.visitorsPerVariant, plan.visitorsPerVariant], 2);
    expect(power).toBeGreaterThanOrEqual(POWER);
    expect(power).toBeLessThan(POWER + 0.001);
    expect(plan).toMatchObject({ days: Math.ceil(plan.visitorsPerVariant / 1_000), longerThanAQuarter: false });
  });

  it("says plainly when the issue's traffic (0.5% converting, 2,000 visitors a day) needs more than a quarter for +20%", () => {
    const plan = planExperiment({ baselineRate: 0.005, dailyVisitors: 2_000, weights: [50, 50], minimumLift: 0.2 });
    expect(plan.days).toBeGreaterThan(QUARTER_DAYS);
    expect(plan.longerThanAQuarter).toBe(true);
    // A goal that converts ten times as often takes about a tenth of the time.
    expect(planExperiment({ baselineRate: 0.05, dailyVisitors: 2_000, weights: [50, 50], minimumLift: 0.2 }).days).toBeLessThan(plan.days / 8);
  });

  it("splits the error across the variants: four arms need more visitors each than two, and the smallest share sets the days", () => {
    const two = planExperiment({ baselineRate: 0.05, dailyVisitors: 4_000, weights: [50, 50], minimumLift: 0.2 });
    const four = planExperiment({ baselineRate: 0.05, dailyVisitors: 4_000, weights: [25, 25, 25, 25], minimumLift: 0.2 });
    expect(four.visitorsPerVariant).toBeGreaterThan(two.visitorsPerVariant * 1.1);
    expect(powerAtHorizon(0.05, 0.2, [four.visitorsPerVariant, four.visitorsPerVariant], 4)).toBeGreaterThanOrEqual(POWER);
    expect(comparisonAlpha(4)).toBeCloseTo(ALPHA / 3, 12);
    const uneven = planExperiment({ baselineRate: 0.05, dailyVisitors: 4_000, weights: [80, 20], minimumLift: 0.2 });
    // The control has four times the variant's visitors at the horizon.
    expect(powerAtHorizon(0.05, 0.2, [4 * uneven.visitorsPerVariant, uneven.visitorsPerVariant], 2)).toBeGreaterThanOrEqual(POWER);
    expect(uneven.days).toBe(Math.ceil(uneven.visitorsPerVariant / 800));
  });

  it("never plans less than a week, nor fewer visitors than the minimum of conversions takes", () => {
    const busy = planExperiment({ baselineRate: 0.05, dailyVisitors: 1_000_000, weights: [50, 50], minimumLift: 0.2 });
    expect(busy.days).toBe(MIN_ACTIVE_DAYS);
    const bold = planExperiment({ baselineRate: 0.01, dailyVisitors: 2_000, weights: [50, 50], minimumLift: 3 });
    expect(bold.visitorsPerVariant).toBe(MIN_CONVERSIONS_PER_VARIANT / 0.01);
  });

  it("has no figure to give without a rate or without traffic: Infinity, which the studio shows as not enough traffic data", () => {
    const noRate = planExperiment({ baselineRate: 0, dailyVisitors: 2_000, weights: [50, 50], minimumLift: 0.2 });
    expect(noRate).toMatchObject({ visitorsPerVariant: Infinity, days: Infinity, longerThanAQuarter: true });
    const noTraffic = planExperiment({ baselineRate: 0.05, dailyVisitors: 0, weights: [50, 50], minimumLift: 0.2 });
    expect(Number.isFinite(noTraffic.visitorsPerVariant)).toBe(true);
    expect(noTraffic.days).toBe(Infinity);
  });
});
