import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { assignedVariant } from "./assignment.ts";

const VISITORS = Array.from({ length: 100_000 }, () => randomUUID());

describe("assigning visitors to variants", () => {
  it.each([
    [[{ key: "control", weight: 50 }, { key: "b", weight: 50 }]],
    [[{ key: "control", weight: 20 }, { key: "b", weight: 30 }, { key: "c", weight: 50 }]],
  ])("splits 100,000 visitors within 1% of the configured shares: %o", (variants) => {
    const counts = new Map<string, number>();
    for (const visitor of VISITORS) {
      const { key } = assignedVariant("exp-home-hero", visitor, variants);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const total = variants.reduce((sum, each) => sum + each.weight, 0);
    for (const { key, weight } of variants) expect(Math.abs(counts.get(key)! / VISITORS.length - weight / total), key).toBeLessThan(0.01);
  });

  it("gives each visitor the same variant in another process (a restart, the second server)", () => {
    const variants = [{ key: "control", weight: 1 }, { key: "b", weight: 1 }];
    const sample = VISITORS.slice(0, 2_000);
    const here = sample.map((visitor) => assignedVariant("exp-home-hero", visitor, variants).key);
    const script = `import { assignedVariant } from "./server/experiments/assignment.ts";
      const ids = JSON.parse(process.env.VISITORS);
      process.stdout.write(JSON.stringify(ids.map((id) => assignedVariant("exp-home-hero", id, ${JSON.stringify(variants)}).key)));`;
    const there = JSON.parse(execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { env: { ...process.env, VISITORS: JSON.stringify(sample) }, encoding: "utf8" })) as string[];
    expect(there).toEqual(here);
    // Another experiment shuffles the same visitors independently.
    const other = sample.map((visitor) => assignedVariant("exp-pricing-offer", visitor, variants).key);
    expect(other.filter((key, index) => key === here[index]).length / sample.length).toBeGreaterThan(0.45);
    expect(other.filter((key, index) => key === here[index]).length / sample.length).toBeLessThan(0.55);
  });
});
