/** Where the editor's copy stands (saved, saving, kept on this device) and what to do when a save is refused. */
import { Button } from "#app/ui/button.tsx";
import { editorCopy } from "#app/studio/content/editor.ts";
import type { EditablePost } from "#app/admin/lib/admin-api.ts";
import { cn } from "#app/ui/utils.ts";
import type { SaveState } from "./autosave.ts";

const copy = editorCopy;

function timeOf(at: Date | null): string | null {
  return at ? at.toLocaleTimeString(undefined, { hour: "numeric", minute: "2-digit" }) : null;
}

export function SaveStatus({ state, onSaveNow }: { state: SaveState; onSaveNow: () => void }) {
  const text =
    state.kind === "saved" ? copy.save.saved(timeOf(state.at)) : state.kind === "saving" ? copy.save.saving : state.kind === "unsaved" ? copy.save.unsaved : state.kind === "offline" ? copy.save.offline(Math.round(state.retryIn / 1000)) : state.kind === "invalid" ? copy.save.invalid : "";
  return (
    <div className="flex items-center gap-3">
      <p role="status" aria-live="polite" className={cn("max-w-md text-sm", state.kind === "offline" || state.kind === "invalid" ? "font-medium text-destructive" : "text-muted-foreground")} data-save-state={state.kind}>
        {text}
      </p>
      {state.kind === "offline" || state.kind === "unsaved" ? (
        <Button type="button" size="sm" variant="secondary" onClick={onSaveNow}>
          {copy.save.saveNow}
        </Button>
      ) : null}
    </div>
  );
}

export function SaveProblemBanner({ state, onKeepTheirs, onOverwrite }: { state: SaveState; onKeepTheirs: (post: EditablePost) => void; onOverwrite: (post: EditablePost) => void }) {
  if (state.kind !== "conflict") return null;
  return (
    <div role="alert" className="grid gap-3 rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm">
      <p className="font-semibold">{copy.conflict.title}</p>
      <p>{state.message}</p>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" size="sm" onClick={() => onKeepTheirs(state.theirs)}>
          {copy.conflict.keep}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={() => onOverwrite(state.theirs)}>
          {copy.conflict.overwrite}
        </Button>
        <span className="text-muted-foreground">{copy.conflict.hint}</span>
      </div>
    </div>
  );
}
