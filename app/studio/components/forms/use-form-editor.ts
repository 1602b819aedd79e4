/** A form's copy as its builder works it (use-document-editor.ts): checked by the form's schema as it changes, saved a second after the last change. */
import type { EditableFormView } from "#app/admin/lib/admin-api.ts";
import { useDocumentEditor } from "#app/studio/components/use-document-editor.ts";
import { formDocument, type FormDocument } from "#shared/forms/form.ts";
import { problemsByField } from "#shared/pages/problems.ts";

/** Problems by field ("fields.2.label"); one of the whole form under "form". */
export function formProblemsOf(document: FormDocument): Record<string, string> {
  const parsed = formDocument.safeParse(document);
  if (parsed.success) return {};
  const { page, ...problems } = problemsByField(parsed.error);
  return page === undefined ? problems : { ...problems, form: page };
}

export function useFormEditor(initial: EditableFormView) {
  const { view: form, ...editor } = useDocumentEditor<FormDocument, EditableFormView>(initial, { path: `/forms/${initial.id}`, key: "form", problemsOf: formProblemsOf });
  return { ...editor, form };
}
