// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { createRichEditor, type RichEditorHandle } from "./rich-text.ts";
import { applyLink } from "./link-dialog.tsx";

let handle: RichEditorHandle | undefined;
afterEach(() => {
  handle?.editor.destroy();
  document.body.replaceChildren();
});

function editorWith(markdown: string) {
  const element = document.createElement("div");
  document.body.append(element);
  handle = createRichEditor(element, markdown, { labelledBy: "title", onChange: () => {}, onState: () => {}, thumbnail: async () => undefined, onLinkShortcut: () => {}, onAddToGallery: () => {} });
  return handle.editor;
}

/** A key typed where the cursor is, as the view inserts it (with the marks it would carry on). */
const type = (editor: ReturnType<typeof editorWith>, text: string) => editor.view.dispatch(editor.state.tr.insertText(text));

describe("a link with nothing selected", () => {
  it("shows the words given, and what is typed next is plain text after it", () => {
    const editor = editorWith("See");
    editor.commands.focus("end");
    type(editor, " ");
    applyLink(editor, "/pricing", "our plans");
    type(editor, " today.");
    expect(editor.getMarkdown()).toBe("See [our plans](/pricing) today.");
  });

  it("shows the address when no words are given", () => {
    const editor = editorWith("Visit ");
    editor.commands.focus("end");
    applyLink(editor, "https://example.com/guide", "  ");
    type(editor, " now");
    expect(editor.getMarkdown()).toBe("Visit [https://example.com/guide](https://example.com/guide) now");
  });

  it("links the selected words, and changes a link the cursor is in", () => {
    const editor = editorWith("Read the guide now and [the docs](/docs).");
    editor.commands.setTextSelection({ from: 10, to: 15 });
    applyLink(editor, "/guide");
    editor.commands.setTextSelection(28);
    applyLink(editor, "/documentation", "ignored");
    expect(editor.getMarkdown()).toBe("Read the [guide](/guide) now and [the docs](/documentation).");
  });
});
