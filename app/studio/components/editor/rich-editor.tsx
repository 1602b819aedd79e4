/**
 * The post's text as a writer sees it (ADR 041): formatted, with a row of buttons for what the
 * articles show (heading, bold, italic, link, lists that continue on Enter, quote, code, image,
 * table). Tiptap loads after the page, in its own chunk (rich-text.ts); until then the text shows
 * as it is, read-only. What it writes back is Markdown, the stored form.
 */
import { useEffect, useEffectEvent, useReducer, useRef, useState, type ComponentType } from "react";
import BoldIcon from "lucide-react/icons/bold";
import CodeIcon from "lucide-react/icons/code";
import Heading2Icon from "lucide-react/icons/heading-2";
import ImageIcon from "lucide-react/icons/image";
import ItalicIcon from "lucide-react/icons/italic";
import LinkIcon from "lucide-react/icons/link";
import ListIcon from "lucide-react/icons/list";
import ListOrderedIcon from "lucide-react/icons/list-ordered";
import QuoteIcon from "lucide-react/icons/quote";
import TableIcon from "lucide-react/icons/table";
import InfoIcon from "lucide-react/icons/info";
import MinusIcon from "lucide-react/icons/minus";
import MousePointerClickIcon from "lucide-react/icons/mouse-pointer-click";
import SquarePlayIcon from "lucide-react/icons/square-play";
import GalleryIcon from "lucide-react/icons/images";
import { editorCopy } from "#app/studio/content/editor.ts";
import { Toolbar } from "#app/ui/toolbar.tsx";
import { cn } from "#app/ui/utils.ts";
import { textBoxHeight, type TextEditorProps } from "./text-box.ts";
import { api, type Answer } from "#app/admin/lib/admin-api.ts";
import { libraryReader } from "#app/studio/components/pages/library-reader.ts";
import { useImagePicker, type PlacedImage } from "./image-picker.tsx";
import { LinkDialog } from "./link-dialog.tsx";
import { usePastedImages } from "./pasted-images.tsx";
import type { Editor, RichEditorHandle } from "./rich-text.ts";

const copy = editorCopy;

type Action = keyof typeof copy.formats;
type Icon = ComponentType<{ "aria-hidden"?: boolean; className?: string }>;

/** Each button: its icon, whether it is on where the cursor is, and what it does. */
const ACTIONS: ReadonlyArray<readonly [Action, Icon, ((editor: Editor) => boolean) | null, (editor: Editor) => void]> = [
  ["heading", Heading2Icon, (editor) => editor.isActive("heading", { level: 2 }), (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run()],
  ["bold", BoldIcon, (editor) => editor.isActive("bold"), (editor) => editor.chain().focus().toggleBold().run()],
  ["italic", ItalicIcon, (editor) => editor.isActive("italic"), (editor) => editor.chain().focus().toggleItalic().run()],
  ["link", LinkIcon, (editor) => editor.isActive("link"), () => undefined],
  ["bulletList", ListIcon, (editor) => editor.isActive("bulletList"), (editor) => editor.chain().focus().toggleBulletList().run()],
  ["numberedList", ListOrderedIcon, (editor) => editor.isActive("orderedList"), (editor) => editor.chain().focus().toggleOrderedList().run()],
  ["quote", QuoteIcon, (editor) => editor.isActive("blockquote"), (editor) => editor.chain().focus().toggleBlockquote().run()],
  ["code", CodeIcon, (editor) => editor.isActive("codeBlock"), (editor) => editor.chain().focus().toggleCodeBlock().run()],
  ["image", ImageIcon, null, () => undefined],
  ["table", TableIcon, null, (editor) => editor.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()],
  // The cards (card-nodes.ts): each put where the cursor is, its fields in the text.
  // A card and an empty line after it: the writer goes on below, and the next card does not replace this one.
  [
    "cta",
    MousePointerClickIcon,
    null,
    (editor) =>
      editor
        .chain()
        .focus()
        .insertContent([{ type: "cta" }, { type: "paragraph" }])
        .run(),
  ],
  // A callout around the current line when it is empty, else a new one after it.
  ["callout", InfoIcon, (editor) => editor.isActive("callout"), (editor) => callout(editor)],
  [
    "video",
    SquarePlayIcon,
    null,
    (editor) =>
      editor
        .chain()
        .focus()
        .insertContent([{ type: "video" }, { type: "paragraph" }])
        .run(),
  ],
  ["gallery", GalleryIcon, null, () => undefined],
  ["divider", MinusIcon, null, (editor) => editor.chain().focus().setHorizontalRule().run()],
];

type TableAction = keyof typeof copy.table.actions;

/** The table's own row, shown while the cursor is in a table: rows and columns added or removed where it is. */
const TABLE_ACTIONS: ReadonlyArray<readonly [TableAction, (editor: Editor) => void]> = [
  ["rowAbove", (editor) => editor.chain().focus().addRowBefore().run()],
  ["rowBelow", (editor) => editor.chain().focus().addRowAfter().run()],
  ["columnBefore", (editor) => editor.chain().focus().addColumnBefore().run()],
  ["columnAfter", (editor) => editor.chain().focus().addColumnAfter().run()],
  ["removeRow", (editor) => removeRow(editor)],
  ["removeColumn", (editor) => editor.chain().focus().deleteColumn().run()],
  ["removeTable", (editor) => editor.chain().focus().deleteTable().run()],
];

/** What the toolbar shows of the editor: which buttons are on, and whether the cursor is in a table. */
function toolbarState(editor: Editor): string {
  return ACTIONS.map(([, , isOn]) => (isOn?.(editor) ? "1" : "0")).join("") + (editor.isActive("table") ? "t" : "");
}

/** A table's Markdown needs a header row: the header removed, the next row becomes it (not an empty one). */
function removeRow(editor: Editor): void {
  if (!editor.chain().focus().deleteRow().run()) return;
  const { $from } = editor.state.selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    const node = $from.node(depth);
    if (node.type.name !== "table") continue;
    let header = false;
    node.firstChild?.forEach((cell) => (header ||= cell.type.name === "tableHeader"));
    if (!header) editor.commands.toggleHeaderRow();
    return;
  }
}

/** The table's row of buttons, below the formatting one while the cursor is in a table. */
function TableToolbar({ editor }: { editor: Editor }) {
  return (
    <Toolbar label={copy.table.label} className="flex flex-wrap gap-1 border-b border-border bg-subtle px-1 pb-1">
      {TABLE_ACTIONS.map(([action, run]) => (
        <button
          key={action}
          type="button"
          // As the formatting buttons: a click leaves the cursor in its cell.
          onMouseDown={(event) => editor.view.hasFocus() && event.preventDefault()}
          onClick={() => run(editor)}
          className="inline-flex h-8 items-center rounded-md px-2 text-xs font-medium text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {copy.table.actions[action]}
        </button>
      ))}
    </Toolbar>
  );
}

/** An image from the dialog: at the end of the gallery it was asked for, a new gallery, or in the text. */
function placeImage(editor: Editor, { name, alt, caption }: PlacedImage, into: number | "new gallery" | undefined): void {
  const image = { type: "image", attrs: { src: name, alt: alt ?? "", title: caption || null } };
  const gallery = typeof into === "number" ? editor.state.doc.nodeAt(into) : null;
  if (typeof into === "number" && gallery?.type.name === "gallery")
    editor
      .chain()
      .focus()
      .insertContentAt(into + gallery.nodeSize - 1, image)
      .run();
  else if (into !== undefined)
    editor
      .chain()
      .focus()
      .insertContent([{ type: "gallery", content: [image] }, { type: "paragraph" }])
      .run();
  else editor.chain().focus().insertContent(image).run();
}

function callout(editor: Editor): void {
  const { $from, empty } = editor.state.selection;
  const chain = editor.chain().focus();
  if (editor.isActive("callout")) chain.lift("callout").run();
  else if (empty && $from.parent.textContent.length > 0) chain.splitBlock().wrapIn("callout").run();
  else chain.wrapIn("callout").run();
}

/** The library's thumbnails, read once for every image the text shows. */
const libraryWith = libraryReader(() => api<Answer<"/media">>("/media").then((answer) => answer.images));
const thumbnail = async (name: string) => (await libraryWith(name)).find((image) => image.name === name)?.thumbnail;

export function RichEditor({ value, onChange, labelledBy, describedBy, invalid, short = false }: TextEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor>();
  const [linking, setLinking] = useState(false);
  // The toolbar reads the editor's state: drawn again when what it shows changes (not on every key).
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  const shown = useRef("");
  const stateChanged = useEffectEvent((current: Editor) => {
    const now = toolbarState(current);
    if (now === shown.current) return;
    shown.current = now;
    redraw();
  });
  // The Markdown last written or taken in: a value that differs came from outside (a restore).
  const seen = useRef(value);
  const changed = useEffectEvent((text: string) => {
    seen.current = text;
    onChange(text);
  });
  const initial = useEffectEvent(() => value);
  // Where the image being chosen goes: the text, a new gallery, or the gallery at a position.
  const placing = useRef<number | "new gallery">(undefined);
  const picker = useImagePicker((image) => editor && placeImage(editor, image, placing.current), undefined, { withCaption: true });
  // Image files pasted or dropped into the text: uploaded, described and placed where they were put.
  const pasted = usePastedImages();
  const filesPut = useEffectEvent(pasted.add);
  const addToGallery = useEffectEvent((position: number) => {
    placing.current = position;
    picker.open();
  });

  useEffect(() => {
    let created: RichEditorHandle | undefined;
    let cancelled = false;
    // Before autosave's own listeners (a child's effects run first): the last words are written out.
    const flush = () => created?.flush();
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", flush);
    void import("./rich-text.ts").then(({ createRichEditor }) => {
      if (cancelled || !host.current) return;
      created = createRichEditor(host.current, initial(), {
        labelledBy,
        describedBy,
        onChange: changed,
        onState: stateChanged,
        thumbnail,
        onLinkShortcut: () => setLinking(true),
        onAddToGallery: addToGallery,
        onFiles: (files, at, marks) => filesPut(marks, files, at),
      });
      setEditor(created.editor);
    });
    return () => {
      cancelled = true;
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", flush);
      // Closing (the Markdown view chosen, the page left): what was typed goes with it.
      created?.flush();
      created?.editor.destroy();
    };
  }, [labelledBy, describedBy]);

  // A restored revision or a colleague's version loaded in: the text changes from outside.
  useEffect(() => {
    if (!editor || value === seen.current) return;
    seen.current = value;
    editor.commands.setContent(value, { contentType: "markdown", emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.view.dom.setAttribute("aria-invalid", String(invalid));
  }, [editor, invalid]);

  return (
    <div className="overflow-hidden rounded-lg border border-input bg-background focus-within:ring-2 focus-within:ring-ring">
      <Toolbar label={copy.formatting} className="flex flex-wrap gap-0.5 border-b border-border bg-subtle p-1">
        {ACTIONS.map(([action, Icon, isOn, run]) => (
          <button
            key={action}
            type="button"
            title={copy.formats[action]}
            aria-label={copy.formats[action]}
            aria-pressed={isOn && editor ? isOn(editor) : undefined}
            disabled={!editor}
            // The text keeps the focus and its selection: what is typed next goes where it was.
            onMouseDown={(event) => editor?.view.hasFocus() && event.preventDefault()}
            onClick={() => {
              if (action === "image" || action === "gallery") {
                placing.current = action === "gallery" ? "new gallery" : undefined;
                picker.open();
              } else if (action === "link") setLinking(true);
              else if (editor) run(editor);
            }}
            className="inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50 aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-xs"
          >
            <Icon aria-hidden className="size-4" />
          </button>
        ))}
      </Toolbar>
      {editor?.isActive("table") ? <TableToolbar editor={editor} /> : null}
      {picker.element}
      {pasted.dialog}
      {pasted.notices}
      {editor && linking ? <LinkDialog editor={editor} onClose={() => setLinking(false)} /> : null}
      <div ref={host} className={textBoxHeight(short)}>
        {editor ? null : <pre className={cn(textBoxHeight(short), "p-4 font-mono text-sm whitespace-pre-wrap text-muted-foreground")}>{value}</pre>}
      </div>
    </div>
  );
}
