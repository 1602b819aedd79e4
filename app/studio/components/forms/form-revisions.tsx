/** A form's revisions (revisions-panel.tsx), each said by its settings and fields against the copy being edited. */
import { api, type Answer, type EditableFormView } from "#app/admin/lib/admin-api.ts";
import { saidByChanges, type RevisionsOf } from "#app/studio/components/revisions-panel.tsx";
import { formsCopy } from "#app/studio/content/forms.ts";
import type { FormChange } from "#shared/forms/form-diff.ts";

const copy = formsCopy.revisions;
type Revision = Answer<"/forms/:id/revisions">["revisions"][number];

function changeWords(change: FormChange): string {
  if (change.kind === "order") return copy.order;
  if (change.kind === "setting") return copy.differs(copy.settings[change.setting] ?? change.setting);
  const name = `“${change.field.label}”`;
  return change.kind === "changed" ? copy.differs(name) : change.kind === "only-here" ? copy.removedSince(name) : copy.addedSince(name);
}

export function formRevisions(form: Pick<EditableFormView, "id">): RevisionsOf<Revision, EditableFormView> {
  return {
    id: "form-revisions",
    lead: copy.lead,
    confirmLive: copy.confirmLive,
    listPath: `/forms/${form.id}/revisions`,
    ...saidByChanges(changeWords, copy.more),
    restore: async (revision) => (await api<{ form: EditableFormView }>(`/forms/${form.id}/restore`, { method: "POST", body: { revision } })).form,
  };
}
