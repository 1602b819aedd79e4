/**
 * Whether a translation still says what its original says (ADR 054). A translation records the
 * original's revision it was made from; a later revision makes it out of date only when the text
 * changed, so a new picture or price, or a restore of the same words, leaves it current.
 */

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
