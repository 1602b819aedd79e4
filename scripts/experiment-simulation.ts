/**
 * The verdict's error rates under daily looks, and the report's time at a large test (issue 70,
 * ADR 044): prints the tables of docs/benchmarks.md ("The verdict under daily looks").
 *
 *   npx tsx scripts/experiment-simulation.ts
 *
 * The same simulated tests as server/experiments/sequential-simulation.test.ts (same seeds), read
 * at more days, and the A/A tests once more as tests started before plans existed.
 */
import { loadavg } from "node:os";
import { experimentReport, type VariantCounts } from "#server/experiments/statistics.ts";
import { isDecision, plannedFor, shareBy, simulate } from "#scripts/lib/experiment-simulation.ts";

const RUNS = 2_000;
const DAYS = [14, 30, 60, 120];
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

const AA = [
  { arms: 2, visitorsPerArmPerDay: 1_000, rate: 0.005, seed: 7001 },
  { arms: 2, visitorsPerArmPerDay: 1_000, rate: 0.05, seed: 7002 },
  { arms: 4, visitorsPerArmPerDay: 500, rate: 0.005, seed: 7003 },
  { arms: 4, visitorsPerArmPerDay: 500, rate: 0.05, seed: 7004 },
];
const LIFT = [
  { arms: 2, visitorsPerArmPerDay: 1_000, rate: 0.005, seed: 7005 },
  { arms: 2, visitorsPerArmPerDay: 1_000, rate: 0.05, seed: 7006 },
];

function aaTable(withPlan: boolean): void {
  console.log(`\nA/A, ${RUNS.toLocaleString("en")} runs each, read daily${withPlan ? "" : ", no plan (a test started before plans existed)"}: a winner or the control called by day ${DAYS.join(" / ")}`);
  console.log("| arms | visitors per arm a day | rate | planned visitors per variant (days) | by day " + DAYS.join(" / ") + " |");
  console.log("|---|---|---|---|---|");
  for (const { seed, ...traffic } of AA) {
    const plan = plannedFor(traffic);
    const outcomes = simulate({ ...traffic, lift: 0, days: 120, runs: RUNS, seed, stopsOn: ["winner", "control-wins"], plan: withPlan ? plan : null });
    const planned = withPlan ? `${plan.visitorsPerVariant.toLocaleString("en")} (${plan.days})` : "from the counts";
    console.log(`| ${traffic.arms} | ${traffic.visitorsPerArmPerDay.toLocaleString("en")} | ${percent(traffic.rate)} | ${planned} | ${DAYS.map((day) => percent(shareBy(outcomes, day, isDecision))).join(" / ")} |`);
  }
}

function liftTable(): void {
  console.log(`\nA true +20% on the last variant, ${RUNS.toLocaleString("en")} runs each, read daily to the planned horizon (stopping at the first winner, control or no difference)`);
  console.log("| arms | visitors per arm a day | rate | planned visitors per variant (days) | found | control called | no difference | undecided |");
  console.log("|---|---|---|---|---|---|---|---|");
  for (const { seed, ...traffic } of LIFT) {
    const plan = plannedFor(traffic);
    const outcomes = simulate({ ...traffic, lift: 0.2, days: plan.days, runs: RUNS, seed, stopsOn: ["winner", "control-wins", "no-difference"], plan });
    const share = (kind: string) => shareBy(outcomes, plan.days, (verdict) => verdict.kind === kind);
    const undecided = outcomes.filter((outcome) => outcome === null).length / RUNS;
    const firstFound = outcomes.filter((outcome) => outcome?.verdict.kind === "winner").map((outcome) => outcome!.day);
    const medianDay = [...firstFound].sort((one, other) => one - other)[Math.floor(firstFound.length / 2)];
    console.log(
      `| ${traffic.arms} | ${traffic.visitorsPerArmPerDay.toLocaleString("en")} | ${percent(traffic.rate)} | ${plan.visitorsPerVariant.toLocaleString("en")} (${plan.days}) | ${percent(share("winner"))} (median day ${medianDay}) | ${percent(share("control-wins"))} | ${percent(share("no-difference"))} | ${percent(undecided)} |`,
    );
  }
}

/** The report of four arms at a million visitors each, 5% converting: the first call, then the median and the slowest of 20. */
function reportTiming(): void {
  const variants: VariantCounts[] = [50_000, 50_300, 49_800, 50_500].map((conversions, index) => ({ key: `v${index}`, weight: 1, visitors: 1_000_000, conversions }));
  const plan = plannedFor({ arms: 4, visitorsPerArmPerDay: 10_000, rate: 0.05 });
  const time = () => {
    const start = performance.now();
    experimentReport(variants, { activeDays: 100, plan });
    return performance.now() - start;
  };
  const first = time();
  const runs = Array.from({ length: 20 }, time).sort((one, other) => one - other);
  console.log(`\nA report of 4 arms x 1,000,000 visitors (5%): first ${first.toFixed(1)} ms, median ${runs[10]!.toFixed(1)} ms, slowest ${runs[19]!.toFixed(1)} ms of 20; load average ${loadavg().map((load) => load.toFixed(2)).join(" ")}`);
}

const started = performance.now();
reportTiming();
aaTable(true);
liftTable();
aaTable(false);
console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s in all, on Node ${process.version}`);
