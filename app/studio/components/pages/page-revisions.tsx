/** A page's revisions (revisions-panel.tsx), each said by its sections and fields against the copy being edited. */
import type { z } from "zod";
import { api, type Answer, type EditablePageView } from "#app/admin/lib/admin-api.ts";
import { OpenedRevision, saidByChanges, type RevisionsOf } from "#app/studio/components/revisions-panel.tsx";
import { pagesCopy } from "#app/studio/content/pages.ts";
import { fieldInfo } from "#shared/pages/field-meta.ts";
import { pageFields, type PageDocument } from "#shared/pages/page.ts";
import { pageFieldChanges, sectionName, type PageChange } from "#shared/pages/page-diff.ts";

const copy = pagesCopy.revisions;
type Revision = Answer<"/pages/:id/revisions">["revisions"][number];

function changeWords(change: PageChange): string {
  if (change.kind === "order") return copy.order;
  if (change.kind === "field") return copy.differs(pageFieldLabel(change.field));
  const name = sectionName(change.section);
  return change.kind === "changed" ? copy.differs(name) : change.kind === "only-here" ? copy.removedSince(name) : copy.addedSince(name);
}

/** A page field's label, from its schema's metadata. */
function pageFieldLabel(key: string): string {
  const field = (pageFields.shape as Record<string, z.ZodType | undefined>)[key];
  return (field && fieldInfo(field).label) || key;
}

/** A page's part of the revisions panel: its sections' and fields' names, their old and new words against `current`, and its restore. */
export function pageRevisions(page: Pick<EditablePageView, "id">, current: PageDocument): RevisionsOf<Revision, EditablePageView> {
  const listPath = `/pages/${page.id}/revisions`;
  return {
    id: "page-revisions",
    lead: copy.lead,
    confirmLive: copy.confirmLive,
    listPath,
    versionsPath: `/pages/${page.id}/versions`,
    ...saidByChanges(changeWords, copy.more),
    details: (revision) => <OpenedRevision<PageDocument> path={`${listPath}/${revision.id}`} held="document" changes={(kept) => pageFieldChanges(kept, current, { order: copy.orderLabel })} />,
    restore: async (revision) => (await api<{ page: EditablePageView }>(`/pages/${page.id}/restore`, { method: "POST", body: { revision } })).page,
  };
}
