/**
 * The form as visitors will see it: the site's own form (app/site BuiltForm, the markup a page
 * serves), following each change and never sent; its hidden fields are listed under it, and what the
 * visitor gets once it is sent.
 */
import { BuiltForm } from "#app/site/components/sections/built-form.tsx";
import { formsCopy } from "#app/studio/content/forms.ts";
import type { FormDocument, PublishedForm } from "#shared/forms/form.ts";
import { localeDirection } from "#shared/i18n/locales.ts";

const copy = formsCopy.editor;

/** `translation`: a translation's preview, in its language (its words around the team's, its direction). */
export function FormPreview({ document, translation }: { document: FormDocument; translation?: PublishedForm["translation"] | undefined }) {
  const form: PublishedForm = { id: 0, version: 0, document, ...(translation && { translation }) };
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
      {/* Trying the preview out never sends it: the submit stops here, before the browser posts it. */}
      <div onSubmitCapture={(event) => event.preventDefault()} {...(translation && { lang: translation.locale, dir: localeDirection(translation.locale) })}>
        <span id="form-preview-name" hidden>
          {document.name}
        </span>
        <BuiltForm form={form} anchor="form-preview" page="" labelledBy="form-preview-name" />
      </div>
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
