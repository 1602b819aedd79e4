/** A page's revisions (revision-list.tsx), each said by its sections and fields against the copy being edited. */
import { useEffect, useState } from "react";
import type { z } from "zod";
import { revisionsCopy } from "#app/studio/content/revisions.ts";
import { api, type Answer, type EditablePageView } from "#app/admin/lib/admin-api.ts";
import { RevisionList } from "#app/studio/components/revision-list.tsx";
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
