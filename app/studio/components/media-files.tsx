/**
 * The media library's files (PDFs a form gives): upload one, see each with its name, size and when
 * it came, and delete one after a confirmation (the server refuses while a form offers it).
 */
import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { FormError } from "#app/admin/components/auth-card.tsx";
import { formatDateTime } from "#app/admin/components/format.ts";
import { Panel } from "#app/admin/components/panel.tsx";
import { ConfirmStep } from "#app/studio/components/confirm-step.tsx";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { mediaCopy } from "#app/studio/content/media.ts";
import type { LibraryFile } from "#app/admin/lib/admin-api.ts";

const copy = mediaCopy.files;

/** What the last file action did: a sentence to show, or the server's refusal. */
export interface FileOutcome {
  error?: string;
  done?: string;
}

export function MediaFiles({ files, outcome, busy }: { files: LibraryFile[]; outcome?: FileOutcome; busy: boolean }) {
  const form = useRef<HTMLFormElement>(null);
  // Once a file is in (or out), the upload starts empty again; a refusal keeps what was chosen.
  useEffect(() => {
    if (outcome?.done) form.current?.reset();
  }, [outcome]);
  return (
    <Panel title={copy.title} id="files" lead={copy.lead}>
      <Form ref={form} method="post" encType="multipart/form-data" className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
        <input type="hidden" name="intent" value="upload-file" />
        <div className="grid gap-1.5">
          <Label htmlFor="pdf">{copy.file}</Label>
          <Input
            id="pdf"
            name="file"
            type="file"
            required
            accept=".pdf,application/pdf"
            aria-describedby="pdf-hint"
            className="h-auto py-2 file:mr-3 file:rounded-md file:border file:border-border file:bg-subtle file:px-3 file:py-1 file:font-semibold file:text-foreground"
          />
          <p id="pdf-hint" className="text-xs text-muted-foreground">
            {copy.fileHint}
          </p>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="file-title">{copy.fileTitle}</Label>
          <Input id="file-title" name="title" maxLength={120} aria-describedby="file-title-hint" />
          <p id="file-title-hint" className="text-xs text-muted-foreground">
            {copy.fileTitleHint}
          </p>
        </div>
        <Button type="submit" disabled={busy} className="sm:mt-7">
          {busy ? copy.uploading : copy.submit}
        </Button>
      </Form>
      <div aria-live="polite" className="mt-3 empty:hidden">
        {outcome?.error ? <FormError id="file-error">{outcome.error}</FormError> : null}
        {outcome?.done ? <p className="text-sm font-medium">{outcome.done}</p> : null}
      </div>
      {files.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">{copy.empty}</p>
      ) : (
        <ul aria-label={copy.listLabel} className="mt-4 grid divide-y divide-border rounded-xl border border-border">
          {files.map((file) => (
            <li key={file.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-semibold break-words">{file.title}</p>
                <p className="text-sm break-all text-muted-foreground">{copy.details(file.name, file.size)}</p>
                <p className="text-xs text-muted-foreground">
                  {copy.uploadedAt} <time dateTime={file.createdAt}>{formatDateTime(file.createdAt)}</time>
                </p>
              </div>
              <ConfirmStep
                intent="delete-file"
                subject={file.id}
                label={copy.delete}
                labelInFull={copy.deleteInFull(file.title)}
                question={copy.deleteQuestion(file.title)}
                consequence={copy.deleteConsequence}
                confirmLabel={copy.deleteConfirm}
                busy={busy}
              />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
