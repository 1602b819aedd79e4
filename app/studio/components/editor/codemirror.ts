/**
 * The CodeMirror editor the studio writes Markdown in (ADR 025), in a chunk of its own: loaded
 * by the post's page after it shows. Colours come from the site's tokens, so dark mode follows.
 */
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { defineLanguageFacet, HighlightStyle, Language, syntaxHighlighting } from "@codemirror/language";
import { EditorState } from "@codemirror/state";
import { EditorView, keymap } from "@codemirror/view";
import { tags } from "@lezer/highlight";
import { GFM, parser } from "@lezer/markdown";
import { applyFormat, type Format } from "./markdown-format.ts";

const SHORTCUTS: ReadonlyArray<readonly [string, Format]> = [
  ["Mod-b", "bold"],
  ["Mod-i", "italic"],
  ["Mod-k", "link"],
];

/**
 * Markdown with GitHub's tables and strikethrough, as the site renders it. Not @codemirror/lang-markdown:
 * it brings HTML, CSS and JavaScript modes for embedded code, four times the weight, for text the
 * site never runs.
 */
const markdownLanguage = new Language(defineLanguageFacet(), parser.configure([GFM]), [], "markdown");

const theme = EditorView.theme({
  // As tall as the box the field gives it (an article's text or a section's few paragraphs).
  "&": { color: "var(--color-foreground)", backgroundColor: "transparent", minHeight: "inherit" },
  "&.cm-focused": { outline: "none" },
  ".cm-content": { padding: "1rem", fontFamily: "var(--font-mono, ui-monospace, monospace)", lineHeight: "1.6", caretColor: "var(--color-foreground)" },
  // The editor grows with the text and the page scrolls (a scrolling box inside the page would need its own keyboard stop).
  ".cm-scroller": { minHeight: "inherit" },
  "&.cm-focused .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection": { backgroundColor: "color-mix(in oklab, var(--color-primary) 25%, transparent)" },
});

/** Markdown's marks in the site's own colours (contrast holds in both themes). */
const highlight = HighlightStyle.define([
  { tag: tags.heading, fontWeight: "700" },
  { tag: tags.strong, fontWeight: "700" },
  { tag: tags.emphasis, fontStyle: "italic" },
  { tag: [tags.link, tags.url], color: "var(--color-primary)" },
  { tag: [tags.processingInstruction, tags.contentSeparator, tags.quote, tags.monospace], color: "var(--color-muted-foreground)" },
]);

export function createEditor(
  parent: HTMLElement,
  doc: string,
  { labelledBy, describedBy, onChange }: { labelledBy: string; describedBy?: string | undefined; onChange: (text: string) => void },
): EditorView {
  const view: EditorView = new EditorView({
    parent,
    state: EditorState.create({
      doc,
      extensions: [
        history(),
        keymap.of([...SHORTCUTS.map(([key, format]) => ({ key, run: () => (applyFormat(view, format), true) })), ...historyKeymap, ...defaultKeymap]),
        markdownLanguage,
        syntaxHighlighting(highlight),
        EditorView.lineWrapping,
        theme,
        EditorView.contentAttributes.of({ "aria-labelledby": labelledBy, ...(describedBy && { "aria-describedby": describedBy }), spellcheck: "true", autocorrect: "on", autocapitalize: "sentences" }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
  return view;
}
