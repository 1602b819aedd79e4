/**
 * Experiments simulated as a marketer reads them (issue 70, ADR 044): visitors and conversions
 * drawn day by day (seeded), the verdict asked every day, and the day and kind of the first verdict
 * that would make someone act. Drives the server's own verdict code; used by the simulation test
 * and by scripts/experiment-simulation.ts, which prints the table in docs/benchmarks.md.
 */
import randomBeta from "@stdlib/random-base-beta";
import { experimentVerdict, type VariantCounts, type Verdict } from "#server/experiments/statistics.ts";
import { planExperiment, type ExperimentPlan } from "#shared/experiments/plan.ts";

export interface Scenario {
  arms: number;
  visitorsPerArmPerDay: number;
  /** The control's true rate. */
  rate: number;
  /** The last variant's true lift over the control (0: an A/A test); the others convert as the control. */
  lift: number;
  /** Looked at every day up to and including this one. */
  days: number;
  runs: number;
  seed: number;
  /** Verdicts that end a run: someone acts on them. */
  stopsOn: ReadonlyArray<Verdict["kind"]>;
  /** As locked at the start; null reads the test as one started before plans existed. */
  plan: ExperimentPlan | null;
}

/** The first verdict of `stopsOn` and its day; null when none came by the last day. */
export type RunOutcome = { day: number; verdict: Verdict } | null;

/** The plan a marketer would have locked for this traffic and rate, for a +20% lift. */
export function plannedFor(scenario: Pick<Scenario, "arms" | "visitorsPerArmPerDay" | "rate">, minimumLift = 0.2): ExperimentPlan {
  return planExperiment({ baselineRate: scenario.rate, dailyVisitors: scenario.arms * scenario.visitorsPerArmPerDay, weights: Array.from({ length: scenario.arms }, () => 1), minimumLift });
}

/**
 * A binomial draw by inversion of its distribution from zero: exact, and cheap while the mean is a
 * few dozen, as a day's conversions are here.
 */
function binomial(trials: number, chance: number, uniform: () => number): number {
  const odds = chance / (1 - chance);
  let probability = (1 - chance) ** trials;
  if (probability === 0) throw new Error("binomial by inversion needs a day's mean in the hundreds at most");
  let cumulative = probability;
  const draw = uniform();
  let count = 0;
  while (draw > cumulative && count < trials) {
    probability *= (odds * (trials - count)) / (count + 1);
    count += 1;
    cumulative += probability;
  }
  return count;
}

export function simulate(scenario: Scenario): RunOutcome[] {
  if (!Number.isFinite(scenario.days)) throw new Error("a simulation needs a last day");
  // Beta(1, 1) is the uniform distribution; seeded, the same draws on every machine.
  const uniform = randomBeta.factory(1, 1, { seed: scenario.seed });
  const rates = Array.from({ length: scenario.arms }, (_, index) => (index === scenario.arms - 1 ? scenario.rate * (1 + scenario.lift) : scenario.rate));
  const stops = new Set(scenario.stopsOn);
  const outcomes: RunOutcome[] = [];
  for (let run = 0; run < scenario.runs; run += 1) {
    const counts: VariantCounts[] = rates.map((_, index) => ({ key: index === 0 ? "control" : `v${index}`, weight: 1, visitors: 0, conversions: 0 }));
    let outcome: RunOutcome = null;
    for (let day = 1; day <= scenario.days && !outcome; day += 1) {
      counts.forEach((arm, index) => {
        arm.visitors += scenario.visitorsPerArmPerDay;
        arm.conversions += binomial(scenario.visitorsPerArmPerDay, rates[index]!, uniform);
      });
      const verdict = experimentVerdict(counts, { activeDays: day, plan: scenario.plan });
      if (stops.has(verdict.kind)) outcome = { day, verdict };
    }
    outcomes.push(outcome);
  }
  return outcomes;
}

/** The share of runs whose outcome, by `day`, passes `test`. */
export function shareBy(outcomes: RunOutcome[], day: number, test: (verdict: Verdict) => boolean): number {
  return outcomes.filter((outcome) => outcome !== null && outcome.day <= day && test(outcome.verdict)).length / outcomes.length;
}

export const isDecision = (verdict: Verdict) => verdict.kind === "winner" || verdict.kind === "control-wins";
