/**
 * The media library's files (PDFs a form gives): upload one, see each with its name, size and when
 * it came, and delete one after a confirmation (the server refuses while a form offers it).
 */
import { useEffect, useRef } from "react";
import { formatDateTime } from "#app/admin/components/format.ts";
import { Panel } from "#app/admin/components/panel.tsx";
import { ConfirmStep } from "#app/studio/components/confirm-step.tsx";
import { UploadForm } from "#app/studio/components/upload-form.tsx";
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
      <UploadForm
        intent="upload-file"
        file={{ id: "pdf", label: copy.file, hint: copy.fileHint, accept: ".pdf,application/pdf" }}
        text={{ id: "file-title", name: "title", label: copy.fileTitle, hint: copy.fileTitleHint, maxLength: 120 }}
        submit={copy.submit}
        submitting={copy.uploading}
        busy={busy}
        outcome={outcome}
        errorId="file-error"
        formRef={form}
      />
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
