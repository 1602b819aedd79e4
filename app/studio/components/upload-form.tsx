/**
 * The media library's upload: a file, a line of text about it, the button, and what became of the
 * last upload (announced). Images and files use it with their own fields and words.
 */
import type { Ref } from "react";
import { Form } from "react-router";
import { FormError } from "#app/admin/components/auth-card.tsx";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";

interface Field {
  id: string;
  label: string;
  hint: string;
}

export interface UploadFormProps {
  /** Posted as `intent` (omitted: none, the route's first kind of upload). */
  intent?: string;
  file: Field & { accept: string };
  /** A line of text sent beside the file, as `name`. */
  text: Field & { name: string; maxLength: number };
  submit: string;
  submitting: string;
  busy: boolean;
  outcome?: { error?: string; done?: string };
  errorId: string;
  formRef?: Ref<HTMLFormElement>;
}

export function UploadForm({ intent, file, text, submit, submitting, busy, outcome, errorId, formRef }: UploadFormProps) {
  return (
    <>
      <Form ref={formRef} method="post" encType="multipart/form-data" className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
        {intent ? <input type="hidden" name="intent" value={intent} /> : null}
        <div className="grid gap-1.5">
          <Label htmlFor={file.id}>{file.label}</Label>
          <Input id={file.id} name="file" type="file" required accept={file.accept} aria-describedby={`${file.id}-hint`} />
          <p id={`${file.id}-hint`} className="text-xs text-muted-foreground">
            {file.hint}
          </p>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={text.id}>{text.label}</Label>
          <Input id={text.id} name={text.name} maxLength={text.maxLength} aria-describedby={`${text.id}-hint`} />
          <p id={`${text.id}-hint`} className="text-xs text-muted-foreground">
            {text.hint}
          </p>
        </div>
        <Button type="submit" disabled={busy} className="sm:mt-7">
          {busy ? submitting : submit}
        </Button>
      </Form>
      <div aria-live="polite" className="mt-3 empty:hidden">
        {outcome?.error ? <FormError id={errorId}>{outcome.error}</FormError> : null}
        {outcome?.done ? <p className="text-sm font-medium">{outcome.done}</p> : null}
      </div>
    </>
  );
}
