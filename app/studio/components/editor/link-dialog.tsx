/**
 * The rich editor's link: a small modal (the platform's <dialog>) asking where the selected words
 * lead; with nothing selected, the address itself becomes the linked words. A link already there
 * can be changed or removed.
 */
import { useEffect, useRef, useState } from "react";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { editorCopy } from "#app/studio/content/editor.ts";
import type { Editor } from "./rich-text.ts";

const copy = editorCopy.linkDialog;

export function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const current = editor.getAttributes("link")["href"] as string | undefined;
  const [href, setHref] = useState(current ?? "https://");
  const [refused, setRefused] = useState(false);
  useEffect(() => dialog.current?.showModal(), []);
  const apply = () => {
    const address = href.trim();
    const chain = editor.chain().focus().extendMarkRange("link");
    if (editor.state.selection.empty && !current) chain.insertContent({ type: "text", text: address, marks: [{ type: "link", attrs: { href: address } }] }).run();
    else chain.setLink({ href: address }).run();
    dialog.current?.close();
  };
  return (
    <dialog ref={dialog} aria-labelledby="link-dialog-title" onClose={onClose} className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-border bg-card p-6 text-foreground shadow-card backdrop:bg-black/50">
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
            autoFocus
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
