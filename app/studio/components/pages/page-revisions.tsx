/** A page's revisions (revision-list.tsx), each said by its sections and fields against the copy being edited. */
import { useEffect, useState } from "react";
import { revisionsCopy } from "#app/studio/content/revisions.ts";
import { api, type Answer, type EditablePageView } from "#app/admin/lib/admin-api.ts";
import { fieldName } from "#app/studio/components/pages/schema-field.tsx";
import { RevisionList } from "#app/studio/components/revision-list.tsx";
import { pagesCopy, SECTION_TYPES } from "#app/studio/content/pages.ts";
import type { PageChange } from "#shared/pages/page-diff.ts";

const copy = pagesCopy.revisions;
type Revision = Answer<"/pages/:id/revisions">["revisions"][number];

function changeWords(change: PageChange): string {
  if (change.kind === "order") return copy.order;
  if (change.kind === "field") return copy.differs(fieldName(change.field));
  const { type, heading } = change.section;
  const name = heading ? `${SECTION_TYPES[type].label}: ${heading}` : SECTION_TYPES[type].label;
  return change.kind === "changed" ? copy.differs(name) : change.kind === "only-here" ? copy.removedSince(name) : copy.addedSince(name);
}

/** The first two differences and how many more, in one line. */
export function summaryOf(changes: readonly PageChange[]): string {
  if (changes.length === 0) return revisionsCopy.same;
  const first = changes.slice(0, 2).map(changeWords).join("; ");
  return changes.length > 2 ? `${first} ${copy.more(changes.length - 2)}` : first;
}

export function PageRevisions({ page, saved, onRestored }: { page: EditablePageView; saved: boolean; onRestored: (page: EditablePageView) => void }) {
  const [revisions, setRevisions] = useState<Revision[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    api<Answer<"/pages/:id/revisions">>(`/pages/${page.id}/revisions`, { signal: controller.signal })
      .then((answer) => setRevisions(answer.revisions))
      .catch(() => undefined);
    return () => controller.abort();
  }, [page.id, page.revision]);
  const live = page.status === "published" || page.status === "scheduled";

  return (
    <RevisionList
      id="page-revisions"
      lead={copy.lead}
      revisions={revisions.map((revision) => ({ ...revision, summary: summaryOf(revision.changes), differs: revision.changes.length > 0, detailed: revision.changes.length > 2 }))}
      confirm={live ? copy.confirmLive : revisionsCopy.confirm}
      saved={saved}
      details={(revision) => (
        <ul className="grid list-disc gap-1 pl-5 text-sm">
          {revision.changes.map((change, index) => (
            <li key={index}>{changeWords(change)}</li>
          ))}
        </ul>
      )}
      restore={async (revision) => onRestored((await api<{ page: EditablePageView }>(`/pages/${page.id}/restore`, { method: "POST", body: { revision } })).page)}
    />
  );
}
