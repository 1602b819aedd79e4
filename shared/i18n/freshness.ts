/**
 * Whether a translation still says what its original says (ADR 054). A translation records the
 * original's revision it was made from; a later revision makes it out of date only when the text
 * changed, so a new picture or price, or a restore of the same words, leaves it current.
 */
import { textChanges, type PageText, type TextChange } from "#shared/pages/page-texts.ts";

/** A revision of the original as the check needs it: its id, and its words as one string (a page's: `pageTexts`, shared/pages/page-texts.ts, as JSON). */
export interface OriginalVersion {
  revision: number;
  text: string;
}

/** Out of date: made from no known revision, or from one whose text differs from the original's now. */
export function isOutOfDate(madeFrom: OriginalVersion | undefined, current: OriginalVersion): boolean {
  if (madeFrom === undefined) return true;
  if (madeFrom.revision === current.revision) return false;
  return madeFrom.text !== current.text;
}

/**
 * A translation's freshness by its words: made from revision `madeFrom` whose words were `before`
 * (undefined when that revision is gone), against the original's words `now`; and what changed.
 */
export function translationFreshness(madeFrom: number | null, before: readonly PageText[] | undefined, now: readonly PageText[]): { outOfDate: boolean; changes: TextChange[] } {
  const outOfDate = isOutOfDate(before && madeFrom !== null ? { revision: madeFrom, text: JSON.stringify(before) } : undefined, { revision: -1, text: JSON.stringify(now) });
  return { outOfDate, changes: outOfDate && before ? textChanges(before, now) : [] };
}
