/** A form's revisions (revisions-panel.tsx), each said by its settings and fields against the copy being edited. */
import { revisionsCopy } from "#app/studio/content/revisions.ts";
import { api, type Answer, type EditableFormView } from "#app/admin/lib/admin-api.ts";
import type { RevisionsOf } from "#app/studio/components/revisions-panel.tsx";
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

/** The first two differences and how many more, in one line. */
function summaryOf(changes: readonly FormChange[]): string {
  if (changes.length === 0) return revisionsCopy.same;
  const first = changes.slice(0, 2).map(changeWords).join("; ");
  return changes.length > 2 ? `${first} ${copy.more(changes.length - 2)}` : first;
}

export function formRevisions(form: Pick<EditableFormView, "id">): RevisionsOf<Revision, EditableFormView> {
  return {
    id: "form-revisions",
    lead: copy.lead,
    confirmLive: copy.confirmLive,
    listPath: `/forms/${form.id}/revisions`,
    said: ({ changes }) => ({ summary: summaryOf(changes), differs: changes.length > 0, detailed: changes.length > 2 }),
    details: (revision) => (
      <ul className="grid list-disc gap-1 pl-5 text-sm">
        {revision.changes.map((change, index) => (
          <li key={index}>{changeWords(change)}</li>
        ))}
      </ul>
    ),
    restore: async (revision) => (await api<{ form: EditableFormView }>(`/forms/${form.id}/restore`, { method: "POST", body: { revision } })).form,
  };
}
