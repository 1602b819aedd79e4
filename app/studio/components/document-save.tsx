/**
 * What a document's editor (a page's, a form's) says above its copy: where its save stands, with
 * "Save now" when it waits or failed, and, for an editor, the live document's unpublished edits
 * with the button that puts them on it.
 */
import { Form } from "react-router";
import { Button } from "#app/ui/button.tsx";
import type { SaveState } from "./save-state.ts";

/** The words of each state, and of the button that saves at once. */
export interface SaveWords {
  saved: string;
  unsaved: string;
  saving: string;
  invalid: string;
  conflict: string;
  saveNow: string;
}

export function DocumentSaveStatus({ state, words, saveNow }: { state: SaveState; words: SaveWords; saveNow: () => void }) {
  const said: Record<SaveState["kind"], string> = { saved: words.saved, pending: words.unsaved, saving: words.saving, invalid: words.invalid, conflict: words.conflict, failed: words.unsaved };
  const bad = state.kind === "invalid" || state.kind === "conflict" || state.kind === "failed";
  return (
    <p role="status" className={bad ? "text-sm font-semibold text-destructive" : "text-sm text-muted-foreground"}>
      {state.kind === "failed" ? `${words.unsaved}: ${state.message}` : said[state.kind]}
      {state.kind === "pending" || state.kind === "failed" ? (
        <button type="button" onClick={saveNow} className="ml-2 font-semibold text-primary hover:underline">
          {words.saveNow}
        </button>
      ) : null}
    </p>
  );
}

/** A live document's edits that wait for an editor: `text` says what the site shows meanwhile; the button updates it with the copy read (`revision`). */
export function PendingUpdate({ text, label, revision, busy }: { text: string; label: string; revision: number; busy: boolean }) {
  return (
    <Form
      method="post"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
    >
      <span>{text}</span>
      <input type="hidden" name="revision" value={revision} />
      <Button type="submit" name="intent" value="update" size="sm" disabled={busy}>
        {label}
      </Button>
    </Form>
  );
}
