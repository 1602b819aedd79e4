/**
 * Which variant of an experiment a visitor sees (issue 53): a pure function of the experiment, the
 * visitor's random first-party id and the configured split, so every process and every restart
 * gives the same answer with nothing stored. A visitor's bucket is the first 52 bits of
 * SHA-256(experiment id, visitor id) as a fraction of one; the variants take consecutive slices
 * of [0, 1) in proportion to their weights (as GrowthBook's hash ranges do).
 */
import { createHash } from "node:crypto";

export interface Weighted {
  key: string;
  /** A share of the traffic: any positive number, in proportion to the others. */
  weight: number;
}

/** The visitor's place in [0, 1) for this experiment: independent from one experiment to the next. */
export function bucketOf(experimentId: string, visitorId: string): number {
  const digest = createHash("sha256").update(`${experimentId}\u0000${visitorId}`).digest();
  // 52 bits: every value a double holds exactly.
  return (digest.readUIntBE(0, 6) * 16 + (digest[6]! >> 4)) / 2 ** 52;
}

/** The variant whose slice holds the visitor's bucket. */
export function assignedVariant<T extends Weighted>(experimentId: string, visitorId: string, variants: readonly T[]): T {
  if (variants.length === 0) throw new Error("an experiment needs at least one variant");
  const total = variants.reduce((sum, variant) => sum + variant.weight, 0);
  const bucket = bucketOf(experimentId, visitorId) * total;
  let edge = 0;
  for (const variant of variants) {
    edge += variant.weight;
    if (bucket < edge) return variant;
  }
  return variants.at(-1)!;
}
