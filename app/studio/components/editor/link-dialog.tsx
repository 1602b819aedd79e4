/**
 * The rich editor's link: a small modal (the platform's <dialog>) asking where the selected words
 * lead; with nothing selected, it asks for the words to show too. A link already there can be
 * changed or removed.
 */
import { useEffect, useRef, useState } from "react";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { editorCopy } from "#app/studio/content/editor.ts";
import type { Editor } from "./rich-text.ts";

const copy = editorCopy.linkDialog;

/**
 * The link on the selection, or (nothing selected, no link there) `text` inserted as a link with the
 * cursor after it. The link mark is inclusive (autolink), so without the stored mark dropped the next
 * word typed would join the link.
 */
export function applyLink(editor: Editor, href: string, text?: string): void {
  const chain = editor.chain().focus().extendMarkRange("link");
  if (editor.state.selection.empty && !editor.isActive("link")) {
    const shown = text?.trim() || href;
    chain
      .insertContent({ type: "text", text: shown, marks: [{ type: "link", attrs: { href } }] })
      .unsetMark("link")
      .run();
  } else chain.setLink({ href }).run();
}

export function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const current = editor.getAttributes("link")["href"] as string | undefined;
  // Nothing selected and no link under the cursor: the words to show are asked for as well.
  const [asksText] = useState(() => editor.state.selection.empty && !current);
  const [text, setText] = useState("");
  const [href, setHref] = useState(current ?? "https://");
  const [refused, setRefused] = useState(false);
  useEffect(() => dialog.current?.showModal(), []);
  const apply = () => {
    applyLink(editor, href.trim(), text);
    dialog.current?.close();
  };
  return (
    <dialog
      ref={dialog}
      aria-labelledby="link-dialog-title"
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-border bg-card p-6 text-foreground shadow-card backdrop:bg-black/50"
    >
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (/^(https?:\/\/\S+\.\S+|\/\S*|mailto:\S+@\S+)$/.test(href.trim())) apply();
          else setRefused(true);
        }}
      >
        <h2 id="link-dialog-title" className="text-lg font-bold">
          {current ? copy.editTitle : copy.title}
        </h2>
        {asksText ? (
          <div className="grid gap-1.5">
            <label htmlFor="link-dialog-text" className="text-sm font-medium">
              {copy.text}
            </label>
            <Input id="link-dialog-text" type="text" value={text} onChange={(event) => setText(event.target.value)} aria-describedby="link-dialog-text-hint" autoFocus />
            <p id="link-dialog-text-hint" className="text-xs text-muted-foreground">
              {copy.textHint}
            </p>
          </div>
        ) : null}
        <div className="grid gap-1.5">
          <label htmlFor="link-dialog-href" className="text-sm font-medium">
            {copy.address}
          </label>
          <Input
            id="link-dialog-href"
            type="text"
            inputMode="url"
            value={href}
            onChange={(event) => (setHref(event.target.value), setRefused(false))}
            aria-invalid={refused || undefined}
            aria-describedby={refused ? "link-dialog-problem link-dialog-hint" : "link-dialog-hint"}
            autoFocus={!asksText}
          />
          {refused ? (
            <p id="link-dialog-problem" className="text-sm font-medium text-destructive">
              {copy.refused}
            </p>
          ) : null}
          <p id="link-dialog-hint" className="text-xs text-muted-foreground">
            {copy.hint}
          </p>
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          {current ? (
            <Button type="button" variant="ghost" onClick={() => (editor.chain().focus().extendMarkRange("link").unsetLink().run(), dialog.current?.close())}>
              {copy.remove}
            </Button>
          ) : null}
          <Button type="button" variant="secondary" onClick={() => dialog.current?.close()}>
            {copy.cancel}
          </Button>
          <Button type="submit">{copy.apply}</Button>
        </div>
      </form>
    </dialog>
  );
}
