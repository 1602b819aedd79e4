/**
 * Requests per second of several targets measured in turns (A B C, then C B A, …) rather than one
 * long run each: on a shared two-core machine the speed drifts by 20% within minutes, and turns
 * let every target meet the same drift. Each target's figure is its median turn; a ratio of two
 * targets is the median of their ratios turn by turn, each of two runs next to each other.
 */
import autocannon from "autocannon";

export interface Target {
  name: string;
  url: string;
}

export interface TargetRate {
  name: string;
  /** Median of the turns' requests per second. */
  rate: number;
  /** Latency of the median turn. */
  p50: number;
  p99: number;
  /** Non-2xx answers and errors over all turns. */
  failed: number;
  /** Requests per second of each turn, in order. */
  turns: number[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** How `a` compares with `b`: the median of their turns' ratios. */
export function medianRatio(a: TargetRate, b: TargetRate): number {
  return median(a.turns.map((rate, turn) => rate / b.turns[turn]!));
}

export async function interleavedRates(targets: Target[], options: { turns: number; seconds: number; connections: number; headers: Record<string, string> }): Promise<TargetRate[]> {
  const runs = new Map<string, autocannon.Result[]>(targets.map((target) => [target.name, []]));
  for (let turn = 0; turn < options.turns; turn += 1) {
    for (const target of turn % 2 === 0 ? targets : [...targets].reverse()) {
      const result = await autocannon({ url: target.url, connections: options.connections, duration: options.seconds, headers: options.headers });
      runs.get(target.name)!.push(result);
      console.log(`[load] turn ${turn + 1}, ${target.name}: ${Math.round(result.requests.average)}/s`);
    }
  }
  return targets.map(({ name }) => {
    const results = runs.get(name)!;
    const middle = [...results].sort((a, b) => a.requests.average - b.requests.average)[Math.floor(results.length / 2)]!;
    const failed = results.reduce((sum, result) => sum + result.non2xx + result.errors, 0);
    return { name, rate: middle.requests.average, p50: middle.latency.p50, p99: middle.latency.p99, failed, turns: results.map((result) => result.requests.average) };
  });
}
