/** What the editor says above the text: a copy taken back from this browser, and edits not yet on the site. */
import type { FormEvent } from "react";
import { Form, useSubmit } from "react-router";
import { StepRefusal, type FieldLinks, type Refusal } from "#app/studio/components/step-refusal.tsx";
import { formatDateTime } from "#app/admin/components/format.ts";
import { Button } from "#app/ui/button.tsx";
import { editorCopy } from "#app/studio/content/editor.ts";
import type { EditablePost } from "#app/admin/lib/admin-api.ts";
import type { PostFields } from "#shared/post-fields.ts";
import type { Autosaver, Recovery, SaveState } from "./autosave.ts";

const copy = editorCopy;

export function RecoveryNotice({ recovery, onRestore, onDismiss }: { recovery: Recovery | undefined; onRestore: (fields: PostFields) => void; onDismiss: () => void }) {
  if (recovery?.kind === "recovered")
    return (
      <p className="rounded-lg border border-border bg-subtle px-4 py-3 text-sm" role="status">
        {copy.recovered}
      </p>
    );
  if (recovery?.kind === "stale")
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
      >
        <p className="grow">{copy.stale(formatDateTime(recovery.at))}</p>
        <Button type="button" size="sm" onClick={() => (onRestore(recovery.fields), onDismiss())}>
          {copy.restoreStale}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDismiss}>
          {copy.discardStale}
        </Button>
      </div>
    );
  return null;
}

/** Edits to a live or scheduled post wait for an editor's update; a writer is told so. A refused update says why here. */
export function PendingChangesNotice({
  post,
  state,
  saver,
  editor,
  busy,
  refusal,
  fields,
}: {
  post: EditablePost;
  state: SaveState;
  saver: Autosaver;
  editor: boolean;
  busy: boolean;
  refusal?: Refusal | undefined;
  fields?: FieldLinks | undefined;
}) {
  const submit = useSubmit();
  // Whose approval the pending edits wait on: the live post's or the scheduled one's.
  const heldBy = post.status === "scheduled" ? "scheduled" : "published";
  // Update puts the copy as typed on the site: the last keystrokes are saved first, and the
  // update names the revision they made (the server refuses it if anyone saved since).
  const saveThenUpdate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await saver.save();
    const { post: saved, state: now } = saver.snapshot();
    if (now.kind === "saved") void submit({ intent: "update", revision: String(saved.revision) }, { method: "post" });
  };
  return (
    <Form
      method="post"
      onSubmit={(event) => saveThenUpdate(event)}
      className="flex flex-wrap items-center gap-3 rounded-lg border border-sky-300 bg-sky-50 px-4 py-3 text-sm text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100"
    >
      <p className="grow">{(editor ? copy.pending : copy.pendingWriter)[heldBy]}</p>
      {editor ? (
        <Button type="submit" name="intent" value="update" size="sm" disabled={busy || state.kind === "conflict" || state.kind === "invalid"}>
          {copy.update[heldBy]}
        </Button>
      ) : null}
      {refusal ? (
        <div className="basis-full">
          <StepRefusal id="update-error" refusal={refusal} fields={fields} />
        </div>
      ) : null}
    </Form>
  );
}
