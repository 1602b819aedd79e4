/** A page's revisions (revisions-panel.tsx), each said by its sections and fields against the copy being edited. */
import type { z } from "zod";
import { api, type Answer, type EditablePageView } from "#app/admin/lib/admin-api.ts";
import { saidByChanges, type RevisionsOf } from "#app/studio/components/revisions-panel.tsx";
import { pagesCopy } from "#app/studio/content/pages.ts";
import { sectionInfo } from "#sections/registry.ts";
import { fieldInfo } from "#shared/pages/field-meta.ts";
import { pageFields } from "#shared/pages/page.ts";
import type { PageChange } from "#shared/pages/page-diff.ts";

const copy = pagesCopy.revisions;
type Revision = Answer<"/pages/:id/revisions">["revisions"][number];

function changeWords(change: PageChange): string {
  if (change.kind === "order") return copy.order;
  if (change.kind === "field") return copy.differs(pageFieldLabel(change.field));
  const { type, heading } = change.section;
  const name = heading ? `${sectionInfo(type).label}: ${heading}` : sectionInfo(type).label;
  return change.kind === "changed" ? copy.differs(name) : change.kind === "only-here" ? copy.removedSince(name) : copy.addedSince(name);
}

/** A page field's label, from its schema's metadata. */
function pageFieldLabel(key: string): string {
  const field = (pageFields.shape as Record<string, z.ZodType | undefined>)[key];
  return (field && fieldInfo(field).label) || key;
}

/** A page's part of the revisions panel: its sections' and fields' names, and its restore. */
export function pageRevisions(page: Pick<EditablePageView, "id">): RevisionsOf<Revision, EditablePageView> {
  return {
    id: "page-revisions",
    lead: copy.lead,
    confirmLive: copy.confirmLive,
    listPath: `/pages/${page.id}/revisions`,
    ...saidByChanges(changeWords, copy.more),
    restore: async (revision) => (await api<{ page: EditablePageView }>(`/pages/${page.id}/restore`, { method: "POST", body: { revision } })).page,
  };
}
