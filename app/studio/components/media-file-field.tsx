/**
 * A file of the media library that is not an image (a PDF a form gives in exchange): chosen from
 * the library's files by title, name and size. The library's file list is the media screen's
 * (`GET /admin/api/files`); a library with none says where to upload one.
 */
import { Select } from "#app/ui/select.tsx";
import type { Answer } from "#app/admin/lib/admin-api.ts";
import { useChoices } from "./use-choices.ts";
import { formsCopy } from "#app/studio/content/forms.ts";
import { FieldShell, NothingToChoose } from "./pages/field-shell.tsx";

const copy = formsCopy.editor;

/** A file as the library lists it (`GET /admin/api/files`). */
export type LibraryFile = Answer<"/files">["files"][number];

/** The library's files; none when it has none or keeps no files yet (404). */
export const useLibraryFiles = () => useChoices("/files", (answer: { files: LibraryFile[] }) => answer.files);

export function MediaFileField({
  label,
  path,
  value,
  onChange,
  problems,
}: {
  label: string;
  path: string;
  value: string;
  onChange: (file: string) => void;
  problems: Readonly<Record<string, string>>;
}) {
  const files = useLibraryFiles();
  const problem = problems[path];
  if (files && files.length === 0) {
    return <NothingToChoose label={label} path={path} to="/admin/media" text={copy.noFiles} problem={problem} />;
  }
  return (
    <FieldShell label={label} path={path} problem={problem}>
      {({ id, describedBy }) => (
        <Select id={id} value={value} onChange={(event) => onChange(event.target.value)} aria-describedby={describedBy} aria-invalid={problem ? true : undefined} disabled={!files}>
          <option value="">{copy.chooseFile}</option>
          {(files ?? []).map((file) => (
            <option key={file.id} value={file.id}>
              {`${file.title} (${file.name}, ${copy.fileSize(Math.max(1, Math.round(file.size / 1024)))})`}
            </option>
          ))}
          {value && files && !files.some((file) => file.id === value) ? <option value={value}>{value}</option> : null}
        </Select>
      )}
    </FieldShell>
  );
}
