/**
 * The verdict as a marketer reads it, every day (issue 70, ADR 044): simulated tests, seeded, drive
 * the server's own verdict code. With no difference, a winner or the control is called in at most 5%
 * of tests over 120 days of daily looks, across all variants; a true +20% is found by the planned
 * horizon in at least 80% of tests, and the control called over it in at most 1%.
 * scripts/experiment-simulation.ts prints the same figures (docs/benchmarks.md).
 */
import { describe, expect, it } from "vitest";
import { isDecision, plannedFor, shareBy, simulate } from "#scripts/lib/experiment-simulation.ts";

const RUNS = 2_000;
/** 2,000 runs take about a second each here; a busy two-core machine may take several times that. */
const BUDGET_MS = 60_000;

describe("a verdict that holds however often it is read", () => {
  it.each([
    { arms: 2, visitorsPerArmPerDay: 1_000, rate: 0.005, seed: 7001 },
    { arms: 2, visitorsPerArmPerDay: 1_000, rate: 0.05, seed: 7002 },
    { arms: 4, visitorsPerArmPerDay: 500, rate: 0.005, seed: 7003 },
    { arms: 4, visitorsPerArmPerDay: 500, rate: 0.05, seed: 7004 },
  ])(
    "A/A, read daily for 120 days: at most 5% of tests call a winner or the control (%o)",
    ({ seed, ...traffic }) => {
      const outcomes = simulate({ ...traffic, lift: 0, days: 120, runs: RUNS, seed, stopsOn: ["winner", "control-wins"], plan: plannedFor(traffic) });
      expect(shareBy(outcomes, 120, isDecision)).toBeLessThanOrEqual(0.05);
    },
    BUDGET_MS,
  );

  it.each([
    { arms: 2, visitorsPerArmPerDay: 1_000, rate: 0.005, seed: 7005 },
    { arms: 2, visitorsPerArmPerDay: 1_000, rate: 0.05, seed: 7006 },
  ])(
    "a true +20%, read daily to the planned horizon: found in at least 80% of tests, the control called in at most 1% (%o)",
    ({ seed, ...traffic }) => {
      const plan = plannedFor(traffic);
      const outcomes = simulate({ ...traffic, lift: 0.2, days: plan.days, runs: RUNS, seed, stopsOn: ["winner", "control-wins", "no-difference"], plan });
      expect(shareBy(outcomes, plan.days, (verdict) => verdict.kind === "winner" && verdict.key === "v1")).toBeGreaterThanOrEqual(0.8);
      expect(shareBy(outcomes, plan.days, (verdict) => verdict.kind === "control-wins")).toBeLessThanOrEqual(0.01);
    },
    BUDGET_MS,
  );
});
