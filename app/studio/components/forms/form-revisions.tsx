/** A form's revisions (revisions-panel.tsx), each said by its settings and fields against the copy being edited. */
import { api, type Answer, type EditableFormView } from "#app/admin/lib/admin-api.ts";
import { OpenedRevision, saidByChanges, type RevisionsOf } from "#app/studio/components/revisions-panel.tsx";
import { formsCopy } from "#app/studio/content/forms.ts";
import { formFieldChanges, type FormChange, type FormSetting } from "#shared/forms/form-diff.ts";
import type { FormDocument } from "#shared/forms/form.ts";

const copy = formsCopy.revisions;
type Revision = Answer<"/forms/:id/revisions">["revisions"][number];

function changeWords(change: FormChange): string {
  if (change.kind === "order") return copy.order;
  if (change.kind === "setting") return copy.differs(copy.settings[change.setting] ?? change.setting);
  const name = `“${change.field.label}”`;
  return change.kind === "changed" ? copy.differs(name) : change.kind === "only-here" ? copy.removedSince(name) : copy.addedSince(name);
}

/** A form's part of the revisions panel: its settings' and fields' names, their old and new words against `current`, and its restore. */
export function formRevisions(form: Pick<EditableFormView, "id">, current: FormDocument): RevisionsOf<Revision, EditableFormView> {
  const listPath = `/forms/${form.id}/revisions`;
  const names = { settings: copy.settings as Record<FormSetting, string>, order: copy.orderLabel };
  return {
    id: "form-revisions",
    lead: copy.lead,
    confirmLive: copy.confirmLive,
    listPath,
    versionsPath: `/forms/${form.id}/versions`,
    ...saidByChanges(changeWords, copy.more),
    details: (revision) => <OpenedRevision<FormDocument> path={`${listPath}/${revision.id}`} held="document" changes={(kept) => formFieldChanges(kept, current, names)} />,
    restore: async (revision) => (await api<{ form: EditableFormView }>(`/forms/${form.id}/restore`, { method: "POST", body: { revision } })).form,
  };
}
