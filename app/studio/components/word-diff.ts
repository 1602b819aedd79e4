/**
 * Two texts compared word by word (jsdiff's diffWords), as "What differs" shows them: the words
 * taken out and put in, and around them the unchanged words cut to a few on each side, so one
 * changed word in a long article reads as that word in its sentence, not the whole article.
 */
import { diffWords } from "diff";

export type DiffPart = { kind: "same" | "deleted" | "inserted"; text: string } | { kind: "gap" };

/** Unchanged words kept on each side of a change. */
export const CONTEXT_WORDS = 12;

export function wordDiff(before: string, after: string): DiffPart[] {
  const parts = diffWords(before, after);
  return parts.flatMap((part, index): DiffPart[] => {
    if (part.added) return [{ kind: "inserted", text: part.value }];
    if (part.removed) return [{ kind: "deleted", text: part.value }];
    return shortened(part.value, { changeBefore: index > 0, changeAfter: index < parts.length - 1 });
  });
}

/** Unchanged text, cut to CONTEXT_WORDS next to each change it touches; what is left out is a gap. */
function shortened(text: string, { changeBefore, changeAfter }: { changeBefore: boolean; changeAfter: boolean }): DiffPart[] {
  // Each word with the spaces around it, so the kept parts join back as they were written.
  const words = text.match(/\s*\S+\s*/g) ?? [text];
  const head = changeBefore ? CONTEXT_WORDS : 0;
  const tail = changeAfter ? CONTEXT_WORDS : 0;
  if (words.length <= head + tail || (!changeBefore && !changeAfter)) return [{ kind: "same", text }];
  const kept = (from: number, to = words.length): DiffPart[] => (from === to ? [] : [{ kind: "same", text: words.slice(from, to).join("") }]);
  return [...kept(0, head), { kind: "gap" }, ...kept(words.length - tail)];
}
