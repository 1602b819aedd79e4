import { describe, expect, it } from "vitest";
import { formatChange, type Format, type Selection } from "./markdown-format.ts";

/** The text after the change, with the new selection marked [like this]. */
function apply(marked: string, format: Format): string {
  const from = marked.indexOf("[");
  const to = marked.indexOf("]") - 1;
  const text = marked.replace("[", "").replace("]", "");
  const change = formatChange(text, { from, to } satisfies Selection, format);
  const after = text.slice(0, change.from) + change.insert + text.slice(change.to);
  return `${after.slice(0, change.selection.from)}[${after.slice(change.selection.from, change.selection.to)}]${after.slice(change.selection.to)}`;
}

describe("the editor's formatting buttons", () => {
  it("wrap the selection, or a placeholder to type over, and unwrap on a second press", () => {
    expect(apply("Grow [fast] now", "bold")).toBe("Grow **[fast]** now");
    expect(apply("Grow **[fast]** now", "bold")).toBe("Grow [fast] now");
    expect(apply("Grow [] now", "italic")).toBe("Grow _[italic text]_ now");
  });

  it("prefix every line the selection touches, replacing another list or heading marker", () => {
    expect(apply("[one\ntwo]", "bulletList")).toBe("[- one\n- two]");
    expect(apply("[- one\n- two]", "numberedList")).toBe("[1. one\n2. two]");
    expect(apply("[1. one\n2. two]", "numberedList")).toBe("[one\ntwo]");
    expect(apply("Intro\nTit[]le", "heading")).toBe("Intro\n## Title[]");
  });

  it("select what the writer fills in next: a link's address, a table's first cell", () => {
    expect(apply("See [our pricing]", "link")).toBe("See [our pricing]([https://])");
    expect(apply("Text[]", "table")).toBe("Text\n\n| [Column] | Column |\n| --- | --- |\n| Cell | Cell |\n");
  });
});
