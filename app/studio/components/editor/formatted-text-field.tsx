/**
 * A text written as Markdown and edited formatted (the default) or as its Markdown source, with its
 * label, problem and hint: a post's text and a page section's. The choice of view is kept on this device.
 */
import { useState } from "react";
import ChevronRightIcon from "lucide-react/icons/chevron-right";
import { editorCopy } from "#app/studio/content/editor.ts";
import type { OriginalWords } from "#app/studio/components/pages/field-shell.tsx";
import { MarkdownEditor } from "./markdown-editor.tsx";
import { RichEditor } from "./rich-editor.tsx";

const copy = editorCopy;

type TextMode = "rich" | "markdown";
const MODE_KEY = "studio:text-mode";

/** `id` names the field's parts (its label is `${id}-label`); `short`: a few paragraphs, not an article. */
export function FormattedTextField({
  id,
  label,
  value,
  problem,
  onChange,
  short = false,
  original,
}: {
  id: string;
  label: string;
  value: string;
  problem: string | undefined;
  onChange: (text: string) => void;
  short?: boolean;
  /** A translation's: the original's text, to read beside the editor (as its Markdown source). */
  original?: OriginalWords | undefined;
}) {
  const [mode, setMode] = useState<TextMode>(() => (readMode() === "markdown" ? "markdown" : "rich"));
  const choose = (next: TextMode) => {
    setMode(next);
    writeMode(next);
  };
  const Editor = mode === "rich" ? RichEditor : MarkdownEditor;
  return (
    <div className="grid gap-1.5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-label`} className="text-sm font-medium">
          {label}
        </p>
        <div role="group" aria-label={copy.modes.label} className="flex gap-1 rounded-lg border border-border bg-subtle p-0.5">
          {(["rich", "markdown"] as const).map((each) => (
            <button
              key={each}
              type="button"
              aria-pressed={mode === each}
              onClick={() => choose(each)}
              className="rounded-md px-2.5 py-1 text-xs font-semibold text-muted-foreground aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-xs"
            >
              {copy.modes[each]}
            </button>
          ))}
        </div>
      </div>
      {original ? (
        // A whole article: folded until asked for, then scrolled within its box beside the editor.
        <details className="group rounded-lg border border-dashed border-border bg-subtle px-3 py-2 text-sm" data-original>
          <summary className="flex cursor-pointer list-none items-center gap-1.5 text-xs font-medium text-muted-foreground [&::-webkit-details-marker]:hidden">
            <ChevronRightIcon aria-hidden="true" className="size-3.5 transition-transform group-open:rotate-90 motion-reduce:transition-none" />
            {original.label}
          </summary>
          <div tabIndex={0} className="mt-2 max-h-80 overflow-y-auto rounded-md whitespace-pre-wrap break-words focus-visible:outline-2 focus-visible:outline-ring">
            {original.text}
          </div>
        </details>
      ) : null}
      <Editor value={value} onChange={onChange} labelledBy={`${id}-label`} describedBy={`${id}-problem ${id}-hint`} invalid={Boolean(problem)} short={short} />
      {/* Always there, so the editor's description never changes under it (it would be made again). */}
      <p id={`${id}-problem`} className="text-sm font-medium text-destructive empty:hidden">
        {problem}
      </p>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {copy.textHint[mode]}
      </p>
    </div>
  );
}

function readMode(): string | null {
  try {
    return window.localStorage.getItem(MODE_KEY);
  } catch {
    return null;
  }
}

function writeMode(mode: TextMode): void {
  try {
    window.localStorage.setItem(MODE_KEY, mode);
  } catch {
    // Storage refused: the choice lasts for this page.
  }
}
