/**
 * What a template or the editor's starter fills in place of the marketer's words is marked as a
 * placeholder, so a page cannot be submitted or published while one is left (templateLeftovers),
 * wherever it was moved, duplicated or copied to. Text is marked in brackets ("[Write the title]"),
 * a figure too (it is text: "[Write the figure]"), and a price, which holds no words, is one no
 * one charges ($0-1): a value no finished page holds, as the brackets are.
 */

/** Marks copy a template wrote: "[Write …]". */
export const placeholder = (what: string) => `[Write ${what}]`;

/** A price a template or starter fills: a range no one charges, seen at once in the preview. */
export const PLACEHOLDER_PRICE = Object.freeze({ kind: "range", min: 0, max: 1 } as const);

// The formatted editor writes a bracket escaped (\[Write …\]): still the template's words.
const PLACEHOLDER_TEXT = /^\\?\[Write( [^\]\\]*)?\\?\]$/;

/** Whether `value` is a placeholder: the template's words, or its price. */
export function isPlaceholder(value: unknown): boolean {
  if (typeof value === "string") return PLACEHOLDER_TEXT.test(value);
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const price = value as Record<string, unknown>;
  return Object.keys(price).length === 3 && price["kind"] === PLACEHOLDER_PRICE.kind && price["min"] === PLACEHOLDER_PRICE.min && price["max"] === PLACEHOLDER_PRICE.max;
}
