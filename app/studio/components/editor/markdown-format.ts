/**
 * The editor's formatting buttons as changes to Markdown text: what a button does to the selected
 * text (or the lines it touches), and where the selection lands after. Pure, so it is tested
 * without a browser; `applyFormat` turns a change into a CodeMirror transaction.
 */
import type { EditorView } from "@codemirror/view";

/** What the formatting row's buttons do to the text; its image button opens the media library instead (image-picker.tsx). */
export type Format = "heading" | "bold" | "italic" | "link" | "bulletList" | "numberedList" | "quote" | "code" | "table";

export interface Selection {
  from: number;
  to: number;
}

/** Replace `[from, to)` with `insert`, then select `selection` (positions in the new text). */
export interface TextChange {
  from: number;
  to: number;
  insert: string;
  selection: Selection;
}

const WRAPS: Partial<Record<Format, readonly [string, string, string]>> = {
  bold: ["**", "**", "bold text"],
  italic: ["_", "_", "italic text"],
  code: ["`", "`", "code"],
};

const LINE_PREFIXES: Partial<Record<Format, (index: number) => string>> = {
  heading: () => "## ",
  bulletList: () => "- ",
  numberedList: (index) => `${index + 1}. `,
  quote: () => "> ",
};

export const TABLE_TEMPLATE = "| Column | Column |\n| --- | --- |\n| Cell | Cell |\n";

export function formatChange(text: string, { from, to }: Selection, format: Format): TextChange {
  const selected = text.slice(from, to);
  const wrap = WRAPS[format];
  if (wrap) {
    const [open, close, placeholder] = wrap;
    // Pressing the button again on wrapped text unwraps it.
    if (text.slice(from - open.length, from) === open && text.slice(to, to + close.length) === close) {
      return { from: from - open.length, to: to + close.length, insert: selected, selection: { from: from - open.length, to: to - open.length } };
    }
    const inner = selected || placeholder;
    return { from, to, insert: `${open}${inner}${close}`, selection: { from: from + open.length, to: from + open.length + inner.length } };
  }
  const prefix = LINE_PREFIXES[format];
  if (prefix) {
    const change = prefixLines(text, { from, to }, prefix);
    // With nothing selected, the caret stays where the writer types: at the end of the line.
    return from === to ? { ...change, selection: { from: change.selection.to, to: change.selection.to } } : change;
  }
  if (format === "link") {
    const label = selected || "link text";
    const insert = `[${label}](https://)`;
    const urlAt = from + label.length + 3;
    return { from, to, insert, selection: { from: urlAt, to: urlAt + "https://".length } };
  }
  // A table starts on a line of its own, after a blank line.
  const before = text.slice(0, from);
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const insert = `${lead}${TABLE_TEMPLATE}`;
  const cell = from + lead.length + 2;
  return { from, to, insert, selection: { from: cell, to: cell + "Column".length } };
}

/** Every line the selection touches gets the prefix; if they all have it, it comes off. */
function prefixLines(text: string, { from, to }: Selection, prefix: (index: number) => string): TextChange {
  const start = text.lastIndexOf("\n", from - 1) + 1;
  const endBreak = text.indexOf("\n", to);
  const end = endBreak === -1 ? text.length : endBreak;
  const lines = text.slice(start, end).split("\n");
  const marker = /^(#{1,6} |- |\d+\. |> )/;
  const allHave = lines.every((line, index) => line.startsWith(prefix(index)));
  const changed = lines.map((line, index) => (allHave ? line.slice(prefix(index).length) : prefix(index) + line.replace(marker, ""))).join("\n");
  return { from: start, to: end, insert: changed, selection: { from: start, to: start + changed.length } };
}

/** The button's change applied to the editor: the text changed and the selection placed. */
export function applyFormat(view: EditorView, format: Format): void {
  const { from, to } = view.state.selection.main;
  const change = formatChange(view.state.doc.toString(), { from, to }, format);
  view.dispatch({ changes: { from: change.from, to: change.to, insert: change.insert }, selection: { anchor: change.selection.from, head: change.selection.to }, scrollIntoView: true });
  view.focus();
}
