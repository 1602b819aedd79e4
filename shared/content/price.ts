/**
 * The vocabulary prices are written in: a whole-dollar amount, a range, or "custom" (their rules:
 * shared/pages/fields.ts). app/site/lib/pricing.ts does the arithmetic on them.
 */
import type { Price } from "#shared/pages/fields.ts";

export type { Price };

export const fixed = (amount: number): Price => ({ kind: "fixed", amount });
export const range = (min: number, max: number): Price => {
  if (min >= max) throw new RangeError(`A price range must go up: ${min}-${max}`);
  return { kind: "range", min, max };
};
export const custom = (): Price => ({ kind: "custom" });
