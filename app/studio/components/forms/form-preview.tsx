/**
 * The form as visitors will see it, drawn with the site's own controls (app/ui: the contact form's
 * card, labels, inputs, selects and button), following each change; its hidden fields are listed
 * under it, and what the visitor gets once it is sent. Nothing here is sent anywhere.
 */
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { Select } from "#app/ui/select.tsx";
import { Textarea } from "#app/ui/textarea.tsx";
import { formsCopy } from "#app/studio/content/forms.ts";
import { formMarkupCopy } from "#shared/forms/form-copy.ts";
import type { FormDocument, FormField } from "#shared/forms/form.ts";

const copy = formsCopy.editor;
const id = (field: FormField) => `preview-${field.key}`;
/** A select's first line before anything is chosen: the site's own words. */
const CHOOSE = formMarkupCopy.choose;

function Help({ field }: { field: FormField }) {
  return field.help ? (
    <p id={`${id(field)}-help`} className="text-sm text-muted-foreground">
      {field.help}
    </p>
  ) : null;
}

/** A field drawn as the site draws its kind, with its native rules (required, length, type). */
function PreviewField({ field }: { field: FormField }) {
  const described = field.help ? { "aria-describedby": `${id(field)}-help` } : {};
  const common = { id: id(field), name: field.key, required: field.required, ...described };
  if (field.kind === "hidden") return null;
  if (field.kind === "checkbox" || field.kind === "consent") {
    return (
      <div className="flex flex-col gap-1.5">
        <label className="flex items-start gap-3 text-sm leading-relaxed">
          <input type="checkbox" {...common} className="mt-0.5 size-5 shrink-0 accent-primary" />
          <span>
            {field.label}
            {field.required ? (
              <span aria-hidden="true" className="ml-0.5 text-destructive">
                *
              </span>
            ) : null}
          </span>
        </label>
        <Help field={field} />
      </div>
    );
  }
  if (field.kind === "choices" || (field.kind === "choice" && field.display === "radio")) {
    return (
      // As the site lays it out: help under the legend, the choices in two columns from sm.
      <fieldset className="flex flex-col gap-2.5" {...described}>
        <legend className="mb-2.5 text-sm font-medium text-foreground">
          {field.label}
          {field.required ? (
            <span aria-hidden="true" className="ml-0.5 text-destructive">
              *
            </span>
          ) : null}
        </legend>
        <Help field={field} />
        <div className="grid gap-2.5 sm:grid-cols-2">
          {field.choices.map((choice) => (
            <label key={choice.value} className="flex items-start gap-3 text-sm leading-snug">
              <input type={field.kind === "choice" ? "radio" : "checkbox"} name={field.key} value={choice.value} className="size-5 shrink-0 accent-primary" />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id(field)} required={field.required}>
        {field.label}
      </Label>
      <Control field={field} common={common} />
      <Help field={field} />
    </div>
  );
}

function Control({ field, common }: { field: FormField; common: Record<string, unknown> }) {
  switch (field.kind) {
    case "long-text":
      return <Textarea {...common} rows={4} maxLength={field.maxLength} placeholder={field.placeholder} />;
    case "choice":
      return (
        <Select {...common} defaultValue="">
          <option value="" disabled>
            {CHOOSE}
          </option>
          {field.choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </Select>
      );
    case "number":
      return <Input {...common} type="number" min={field.min} max={field.max} step={field.wholeNumber ? 1 : "any"} />;
    case "email":
      return <Input {...common} type="email" autoComplete="email" placeholder={field.placeholder} />;
    case "phone":
      return <Input {...common} type="tel" autoComplete="tel" placeholder={field.placeholder} />;
    case "text":
      return <Input {...common} maxLength={field.maxLength} placeholder={field.placeholder} autoComplete={field.key === "name" ? "name" : field.key === "company" ? "organization" : undefined} />;
    default:
      return null;
  }
}

export function FormPreview({ document }: { document: FormDocument }) {
  const hidden = document.fields.filter((field) => field.kind === "hidden");
  const thanks = document.thankYou;
  return (
    <section aria-labelledby="form-preview-title" className="grid gap-3">
      <div>
        <h2 id="form-preview-title" className="font-semibold">
          {copy.preview}
        </h2>
        <p className="text-sm text-muted-foreground">{copy.previewLead}</p>
      </div>
      <form aria-label={document.name} onSubmit={(event) => event.preventDefault()} noValidate className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-6 shadow-card">
        {document.fields.map((field, index) => (
          <PreviewField key={`${field.key}-${index}`} field={field} />
        ))}
        <Button type="submit" size="lg" className="w-fit sm:min-w-44">
          {document.submitLabel}
        </Button>
      </form>
      {hidden.length ? <p className="text-xs text-muted-foreground">{copy.hiddenInPreview(hidden.map((field) => `${field.label} (${field.name})`).join(", "))}</p> : null}
      <div className="rounded-xl border border-dashed border-border p-4 text-sm">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{copy.previewThanks}</p>
        {thanks.kind === "message" ? (
          <>
            <p className="mt-1 font-semibold">{thanks.heading}</p>
            {thanks.body ? <p className="mt-1 text-muted-foreground">{thanks.body}</p> : null}
          </>
        ) : (
          <p className="mt-1 font-mono">{thanks.path}</p>
        )}
        {document.download ? <p className="mt-2 font-semibold text-primary underline underline-offset-2">{copy.previewDownload(document.download.label)}</p> : null}
      </div>
    </section>
  );
}
