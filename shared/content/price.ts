/**
 * The vocabulary prices are written in: a whole-dollar amount, a range, or "custom".
 * Content declares prices with these; app/site/lib/pricing.ts does the arithmetic on them.
 */
export type Price =
  | { kind: "fixed"; amount: number }
  | { kind: "range"; min: number; max: number }
  | { kind: "custom" };

export const fixed = (amount: number): Price => ({ kind: "fixed", amount });
export const range = (min: number, max: number): Price => {
  if (min >= max) throw new RangeError(`A price range must go up: ${min}-${max}`);
  return { kind: "range", min, max };
};
export const custom = (): Price => ({ kind: "custom" });
