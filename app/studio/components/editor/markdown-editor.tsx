/**
 * The post's text: CodeMirror 6 with Markdown highlighting (ADR 025), and a row of formatting
 * buttons that edit the Markdown (markdown-format.ts). CodeMirror loads after the page, in its own
 * chunk; until then the text shows as it is, read-only.
 */
import { useEffect, useEffectEvent, useRef, useState, type ComponentType } from "react";
import type { EditorView } from "@codemirror/view";
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
import { editorCopy } from "#app/studio/content/editor.ts";
import { Toolbar } from "#app/ui/toolbar.tsx";
import { cn } from "#app/ui/utils.ts";
import { textBoxHeight, type TextEditorProps } from "./text-box.ts";
import { useImagePicker } from "./image-picker.tsx";
import { applyFormat, type Format } from "./markdown-format.ts";

const copy = editorCopy;

const BUTTONS: ReadonlyArray<readonly [Format | "image", ComponentType<{ "aria-hidden"?: boolean; className?: string }>]> = [
  ["heading", Heading2Icon],
  ["bold", BoldIcon],
  ["italic", ItalicIcon],
  ["link", LinkIcon],
  ["bulletList", ListIcon],
  ["numberedList", ListOrderedIcon],
  ["quote", QuoteIcon],
  ["code", CodeIcon],
  ["image", ImageIcon],
  ["table", TableIcon],
];

export function MarkdownEditor({ value, onChange, labelledBy, describedBy, invalid, short = false }: TextEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<EditorView>();
  const changed = useEffectEvent((text: string) => onChange(text));
  const initial = useEffectEvent(() => value);

  useEffect(() => {
    let created: EditorView | undefined;
    let cancelled = false;
    void import("./codemirror.ts").then(({ createEditor }) => {
      if (cancelled || !host.current) return;
      created = createEditor(host.current, initial(), { labelledBy, describedBy, onChange: changed });
      setView(created);
    });
    return () => {
      cancelled = true;
      created?.destroy();
    };
  }, [labelledBy, describedBy]);

  // A restored revision or a colleague's version loaded in: the text changes from outside.
  useEffect(() => {
    if (view && view.state.doc.toString() !== value) view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: value } });
  }, [view, value]);

  useEffect(() => {
    view?.contentDOM.setAttribute("aria-invalid", String(invalid));
  }, [view, invalid]);

  // The image button opens the library; the chosen image goes where the cursor is, described.
  const picker = useImagePicker(
    (image) => {
      if (!view) return;
      const { from, to } = view.state.selection.main;
      // Brackets would end the description early: the text keeps its words.
      const caption = image.caption ? ` "${image.caption.replace(/"/g, "'")}"` : "";
      const insert = `![${(image.alt ?? "").replace(/[[\]]/g, "")}](${image.name}${caption})`;
      view.dispatch({ changes: { from, to, insert }, selection: image.alt ? { anchor: from + insert.length } : { anchor: from + 2 }, scrollIntoView: true });
      view.focus();
    },
    undefined,
    { withCaption: true },
  );

  return (
    <div className="overflow-hidden rounded-lg border border-input bg-background focus-within:ring-2 focus-within:ring-ring">
      <Toolbar label={copy.formatting} className="flex flex-wrap gap-0.5 border-b border-border bg-subtle p-1">
        {BUTTONS.map(([format, Icon]) => (
          <button
            key={format}
            type="button"
            title={copy.formats[format]}
            aria-label={copy.formats[format]}
            disabled={!view}
            onClick={() => (format === "image" ? picker.open() : view && applyFormat(view, format))}
            className="inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50"
          >
            <Icon aria-hidden className="size-4" />
          </button>
        ))}
      </Toolbar>
      {picker.element}
      <div ref={host} className={cn(textBoxHeight(short), "text-[0.9375rem]")}>
        {view ? null : <pre className={cn(textBoxHeight(short), "p-4 font-mono text-sm whitespace-pre-wrap text-muted-foreground")}>{value}</pre>}
      </div>
    </div>
  );
}
