import { describe, expect, it } from "vitest";
import { CONTEXT_WORDS, wordDiff } from "./word-diff.ts";

const words = (count: number, word = "same") => Array.from({ length: count }, (_, index) => `${word}${index + 1}`).join(" ");

describe("two texts compared word by word", () => {
  it("marks the words taken out and put in, and keeps the rest as written", () => {
    expect(wordDiff("Grow your pipeline this quarter", "Grow your revenue this quarter")).toEqual([
      { kind: "same", text: "Grow your " },
      { kind: "deleted", text: "pipeline" },
      { kind: "inserted", text: "revenue" },
      { kind: "same", text: " this quarter" },
    ]);
  });

  it("a text that was empty is all put in; one emptied is all taken out", () => {
    expect(wordDiff("", "Book a demo")).toEqual([{ kind: "inserted", text: "Book a demo" }]);
    expect(wordDiff("Book a demo", "")).toEqual([{ kind: "deleted", text: "Book a demo" }]);
  });

  it("cuts long unchanged text to a few words on each side of a change", () => {
    const [start, middle, end] = [words(40, "a"), words(40, "b"), words(40, "c")];
    const parts = wordDiff(`${start} old ${middle} gone ${end}`, `${start} new ${middle} put ${end}`);
    const kept = parts.flatMap((part) => (part.kind === "same" ? [part.text.trim().split(/\s+/)] : []));
    expect(parts.map((part) => part.kind)).toEqual(["gap", "same", "deleted", "inserted", "same", "gap", "same", "deleted", "inserted", "same", "gap"]);
    expect(kept.map((list) => list.length)).toEqual([CONTEXT_WORDS, CONTEXT_WORDS, CONTEXT_WORDS, CONTEXT_WORDS]);
    // The words kept are those next to the change.
    expect([kept[0]!.at(-1), kept[1]![0], kept[3]![0]]).toEqual(["a40", "b1", "c1"]);
  });
});
