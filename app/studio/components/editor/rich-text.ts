/**
 * The rich editor the studio writes posts in (ADR 041): Tiptap over ProseMirror, loaded by the
 * post's page after it shows, in a chunk of its own. It reads and writes the post's Markdown
 * (@tiptap/markdown): the stored text, the export and the site's rendering stay as they were.
 */
import { Editor, Extension } from "@tiptap/core";
import { Markdown } from "@tiptap/markdown";
import { richTextExtensions } from "./rich-text-schema.ts";
import { calloutView, ctaView, galleryView, videoView } from "./card-views.ts";
import { carriesText, tidyPastedHtml } from "./pasted-html.ts";
import { addPlaceholder, removePlaceholder, replacePlaceholder, UploadPlaceholders } from "./upload-placeholders.ts";
import type { UploadMarks } from "./pasted-images.tsx";

export interface RichEditorOptions {
  labelledBy: string;
  describedBy?: string | undefined;
  onChange: (markdown: string) => void;
  /** Every change of the selection or the text: the toolbar shows what is on. */
  onState: (editor: Editor) => void;
  thumbnail: (name: string) => Promise<string | undefined>;
  /** Ctrl+K (⌘K): the link dialog. */
  onLinkShortcut: () => void;
  /** A gallery's "Add an image": the image dialog, for the gallery at that position. */
  onAddToGallery: (galleryPosition: number) => void;
  /** Files pasted or dropped into the text, and where: each uploaded, described and placed there (pasted-images.tsx). */
  onFiles?: (files: File[], position: number, marks: UploadMarks) => void;
}

/** The files a paste or a drop carries (a screenshot, photos from a folder); none for text. */
const filesOf = (transfer: DataTransfer | null) => [...(transfer?.files ?? [])];

/**
 * Writing the whole text out as Markdown on every key costs a long post more than a frame: it is
 * written a moment after the typing pauses, and at once when asked (`flush`: the page going away,
 * the editor losing focus or closing), so the copy autosave keeps is never behind.
 */
const WRITE_AFTER_MS = 150;

export interface RichEditorHandle {
  editor: Editor;
  /** Writes the text out now if it changed since it was last written. */
  flush: () => void;
}

export function createRichEditor(
  element: HTMLElement,
  markdown: string,
  { labelledBy, describedBy, onChange, onState, thumbnail, onLinkShortcut, onAddToGallery, onFiles }: RichEditorOptions,
): RichEditorHandle {
  const linkShortcut = Extension.create({ name: "linkShortcut", addKeyboardShortcuts: () => ({ "Mod-k": () => (onLinkShortcut(), true) }) });
  let pending: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (pending === undefined) return;
    clearTimeout(pending);
    pending = undefined;
    onChange(editor.getMarkdown());
  };
  const editor: Editor = new Editor({
    element,
    extensions: [
      ...richTextExtensions({ thumbnail, cardViews: { cta: ctaView, video: videoView, callout: calloutView, gallery: galleryView(onAddToGallery) } }),
      Markdown,
      linkShortcut,
      UploadPlaceholders,
    ],
    content: markdown,
    contentType: "markdown",
    editorProps: {
      // Google Docs' redirect links and blank lines, and a table's missing header row (only on a paste).
      transformPastedHTML: tidyPastedHtml,
      // An image file goes to the library, and wins over HTML that only shows it (a browser's copied
      // image); not over text, which Word and Excel send with a picture of it.
      handlePaste: (view, event) => {
        const files = filesOf(event.clipboardData);
        if (!onFiles || !files.length || carriesText(event.clipboardData?.getData("text/html") ?? "")) return false;
        // After what is selected, not over it: a file refused must not have cost the writer words.
        onFiles(files, view.state.selection.to, marks);
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        const files = filesOf(event.dataTransfer);
        if (!onFiles || moved || !files.length) return false;
        event.preventDefault();
        onFiles(files, view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? view.state.selection.from, marks);
        return true;
      },
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        ...(describedBy && { "aria-describedby": describedBy }),
        // The articles' own typography, so the text reads as it will on the site.
        class:
          "prose-article min-h-[inherit] px-4 py-3 outline-none [&>:first-child]:mt-0 [&_table]:my-4 [&_td]:border [&_td]:border-border [&_td]:px-2 [&_th]:border [&_th]:border-border [&_th]:px-2 [&_.ProseMirror-selectednode]:outline-2 [&_.ProseMirror-selectednode]:outline-ring",
        spellcheck: "true",
      },
    },
    onUpdate: () => {
      clearTimeout(pending);
      pending = setTimeout(flush, WRITE_AFTER_MS);
    },
    onBlur: flush,
    onTransaction: ({ editor }) => onState(editor),
  });
  const marks: UploadMarks = {
    mark: (id, at, label) => addPlaceholder(editor, { id, at, label }),
    unmark: (id) => removePlaceholder(editor, id),
    place: (id, image) => replacePlaceholder(editor, id, image),
    // PM's own focus puts its selection back in the page (Tiptap's focus() does nothing while the box has focus).
    focus: () => editor.view.focus(),
  };
  return { editor, flush };
}

export type { Editor };
