/**
 * The form builder's small controls: a line of text, a number, a tick box, each labelled by the
 * form schema's own words (shared/forms/form.ts `.meta({ label })`) and showing its problem in
 * words beside it, by its path in the form ("fields.2.label").
 */
import { createContext, use } from "react";
import type { z } from "zod";
import { Input } from "#app/ui/input.tsx";
import { Textarea } from "#app/ui/textarea.tsx";
import { fieldInfo } from "#shared/pages/field-meta.ts";
import { formField, type FormFieldKind } from "#shared/forms/form.ts";
import { FieldShell, type OriginalWords } from "#app/studio/components/pages/field-shell.tsx";

/** On a translation, the original's words for a setting's path (ADR 054), shown beside its field. */
export const FormOriginal = createContext<(path: string) => OriginalWords | undefined>(() => undefined);

/** On a translation: its questions, keys and rules are the original's, so the builder offers words only. */
export const WordsOnly = createContext(false);

export type Problems = Readonly<Record<string, string>>;

/** A setting's label, as the schema declares it. */
export function labelIn(object: z.ZodObject, key: string): string {
  const field = (object.shape as Record<string, z.ZodType | undefined>)[key];
  return (field && fieldInfo(field).label) || key;
}

/** The schema of one kind of field. */
export function kindSchema(kind: FormFieldKind): z.ZodObject {
  return formField.options.find((option) => option.shape.kind.value === kind)! as unknown as z.ZodObject;
}

interface SettingProps<Value> {
  label: string;
  path: string;
  value: Value;
  onChange: (value: Value) => void;
  problems: Problems;
  hint?: string;
}

export function TextSetting({
  label,
  path,
  value,
  onChange,
  problems,
  hint,
  long = false,
  mono = false,
  optional = false,
}: SettingProps<string | undefined> & { long?: boolean; mono?: boolean; optional?: boolean }) {
  const problem = problems[path];
  const original = use(FormOriginal)(path);
  const change = (text: string) => onChange(optional && text === "" ? undefined : text);
  return (
    <FieldShell label={label} path={path} hint={hint} problem={problem} original={original}>
      {({ id, describedBy }) =>
        long ? (
          <Textarea id={id} rows={2} value={value ?? ""} onChange={(event) => change(event.target.value)} aria-invalid={problem ? true : undefined} aria-describedby={describedBy} />
        ) : (
          <Input
            id={id}
            value={value ?? ""}
            onChange={(event) => change(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy}
            className={mono ? "font-mono" : undefined}
          />
        )
      }
    </FieldShell>
  );
}

/** A number, or none when emptied (`optional`); what is not a number is kept out of the form. */
export function NumberSetting({ label, path, value, onChange, problems, hint, optional = false }: SettingProps<number | undefined> & { optional?: boolean }) {
  const problem = problems[path];
  return (
    <FieldShell label={label} path={path} hint={hint} problem={problem}>
      {({ id, describedBy }) => (
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          value={value ?? ""}
          onChange={(event) => {
            const text = event.target.value;
            if (text === "" && optional) onChange(undefined);
            else if (text !== "" && Number.isFinite(Number(text))) onChange(Number(text));
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          className="w-40"
        />
      )}
    </FieldShell>
  );
}

export function CheckSetting({ label, path, value, onChange, problems }: SettingProps<boolean>) {
  const problem = problems[path];
  return (
    <div className="grid gap-1" data-field={path}>
      <label className="flex items-center gap-2.5 text-sm font-medium">
        <input type="checkbox" checked={value} onChange={(event) => onChange(event.target.checked)} className="size-4 accent-primary" aria-invalid={problem ? true : undefined} />
        {label}
      </label>
      {problem ? <p className="text-sm text-destructive">{problem}</p> : null}
    </div>
  );
}
