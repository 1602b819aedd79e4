// @vitest-environment happy-dom
/**
 * An image file pasted or dropped into the text (issue 73): where it goes is held while it
 * uploads, the writer's typing meanwhile is kept around it, and the image lands there.
 */
import { afterEach, describe, expect, it } from "vitest";
import { Slice } from "@tiptap/pm/model";
import { createRichEditor, type RichEditorHandle } from "./rich-text.ts";
import type { UploadMarks } from "./pasted-images.tsx";

let handle: RichEditorHandle | undefined;
afterEach(() => {
  handle?.editor.destroy();
  document.body.replaceChildren();
});

/** An editor holding `markdown`, and what it hands on of each paste of files. */
function editorWith(markdown: string) {
  const put: Array<{ files: File[]; at: number; marks: UploadMarks }> = [];
  const element = document.createElement("div");
  document.body.append(element);
  handle = createRichEditor(element, markdown, {
    labelledBy: "title",
    onChange: () => {},
    onState: () => {},
    thumbnail: async () => undefined,
    onLinkShortcut: () => {},
    onAddToGallery: () => {},
    onFiles: (files, at, marks) => put.push({ files, at, marks }),
  });
  return { editor: handle.editor, put };
}

/** A paste as the browser hands it to the editor: its files and the HTML beside them. */
function paste(editor: RichEditorHandle["editor"], files: File[], html = ""): boolean {
  const event = { clipboardData: { files, getData: (type: string) => (type === "text/html" ? html : "") }, preventDefault: () => {} } as unknown as ClipboardEvent;
  return editor.view.someProp("handlePaste", (handler) => handler(editor.view, event, Slice.empty)) ?? false;
}

const photo = (name = "chart.png") => new File([new Uint8Array([1, 2, 3])], name, { type: "image/png" });
const type = (editor: RichEditorHandle["editor"], text: string) => editor.view.dispatch(editor.state.tr.insertText(text));

/** `markdown` with an image pasted at `cursor`, its place marked as the studio marks it while it uploads. */
function pastedInto(markdown: string, cursor: number) {
  const { editor, put } = editorWith(markdown);
  editor.commands.setTextSelection(cursor);
  paste(editor, [photo()]);
  const [{ at, marks }] = put as [(typeof put)[number]];
  marks.mark("a", at, "Uploading…");
  return { editor, marks };
}

describe("an image file pasted into the text", () => {
  it("is handed on with where the cursor was; the Markdown shows nothing until the image is placed", () => {
    const { editor, put } = editorWith("Growth starts here.");
    editor.commands.setTextSelection(8);
    expect(paste(editor, [photo()])).toBe(true);
    expect(put).toHaveLength(1);
    expect(put[0]!.at).toBe(8);
    put[0]!.marks.mark("a", put[0]!.at, "Uploading “chart.png”…");
    expect(editor.view.dom.querySelector("[data-uploading]")?.textContent).toBe("Uploading “chart.png”…");
    expect(editor.getMarkdown()).toBe("Growth starts here.");
  });

  it("lands where it was pasted, the words typed meanwhile after it", () => {
    const { editor, marks } = pastedInto("Growth starts here.", 20);
    type(editor, " Then it compounds.");
    marks.place("a", { src: "images/chart.png", alt: "Traffic by month", title: null });
    expect(editor.getMarkdown()).toBe("Growth starts here.\n\n![Traffic by month](images/chart.png)\n\nThen it compounds.");
    expect(editor.view.dom.querySelector("[data-uploading]")).toBeNull();
  });

  it("keeps its place while the writer types before it, and several keep their order whichever lands first", () => {
    const { editor, put } = editorWith("One.\n\nTwo.");
    editor.commands.setTextSelection(5);
    paste(editor, [photo("a.png"), photo("b.png")]);
    const { at, marks } = put[0]!;
    marks.mark("a", at, "a");
    marks.mark("b", at, "b");
    editor.commands.setTextSelection(1);
    type(editor, "Step ");
    marks.place("b", { src: "images/b.png", alt: "Second", title: null });
    marks.place("a", { src: "images/a.png", alt: "First", title: "The first" });
    expect(editor.getMarkdown()).toBe('Step One.\n\n![First](images/a.png "The first")\n\n![Second](images/b.png)\n\nTwo.');
  });

  it("leaves the text as it was when the upload fails or the writer does not place it", () => {
    const { editor, marks } = pastedInto("Growth starts here.", 20);
    type(editor, " More.");
    marks.unmark("a");
    expect(editor.view.dom.querySelector("[data-uploading]")).toBeNull();
    expect(editor.getMarkdown()).toBe("Growth starts here. More.");
  });

  it("goes to the cursor when the words around its place were deleted meanwhile", () => {
    const { editor, marks } = pastedInto("Keep this.\n\nDelete this.", 18);
    editor.commands.deleteRange({ from: 13, to: 25 });
    editor.commands.setTextSelection(11);
    marks.place("a", { src: "images/chart.png", alt: "Chart", title: null });
    expect(editor.getMarkdown()).toContain("![Chart](images/chart.png)");
    expect(editor.getMarkdown()).not.toContain("Delete");
  });

  it("is left to the ordinary paste when the clipboard holds words beside it (Word sends a picture of the text)", () => {
    const { editor, put } = editorWith("");
    expect(paste(editor, [photo()], "<p>Quarterly <b>results</b></p>")).toBe(false);
    expect(paste(editor, [], "<p>Only words</p>")).toBe(false);
    expect(paste(editor, [photo()], '<meta charset="utf-8"><img src="https://example.com/a.png">')).toBe(true);
    expect(put).toHaveLength(1);
  });
});
