/**
 * A page's revisions: who saved what and when, each with a line on how it differs from the copy
 * being edited (open it for every difference), and a restore that asks first. A revision the same
 * as the copy offers no restore.
 */
import { useEffect, useState } from "react";
import { FormError } from "#app/admin/components/auth-card.tsx";
import { formatDateTime } from "#app/admin/components/format.ts";
import { Panel } from "#app/admin/components/panel.tsx";
import { adminCopy } from "#app/admin/content/admin.ts";
import { api, ApiError, type Answer, type EditablePageView } from "#app/admin/lib/admin-api.ts";
import { fieldName } from "#app/studio/components/pages/schema-field.tsx";
import { pagesCopy, SECTION_TYPES } from "#app/studio/content/pages.ts";
import { Button } from "#app/ui/button.tsx";
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
  if (changes.length === 0) return copy.same;
  const first = changes.slice(0, 2).map(changeWords).join("; ");
  return changes.length > 2 ? `${first} ${copy.more(changes.length - 2)}` : first;
}

export function PageRevisions({ page, saved, onRestored }: { page: EditablePageView; saved: boolean; onRestored: (page: EditablePageView) => void }) {
  const [revisions, setRevisions] = useState<Revision[]>([]);
  const [open, setOpen] = useState<number>();
  const [confirming, setConfirming] = useState<number>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    const controller = new AbortController();
    api<Answer<"/pages/:id/revisions">>(`/pages/${page.id}/revisions`, { signal: controller.signal })
      .then((answer) => setRevisions(answer.revisions))
      .catch(() => undefined);
    return () => controller.abort();
  }, [page.id, page.revision]);

  const restore = async (revision: number) => {
    try {
      const answer = await api<{ page: EditablePageView }>(`/pages/${page.id}/restore`, { method: "POST", body: { revision } });
      setConfirming(undefined);
      setError(undefined);
      onRestored(answer.page);
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.message);
    }
  };

  return (
    <Panel title={copy.title} id="page-revisions" lead={copy.lead}>
      {error ? <FormError id="page-revisions-error">{error}</FormError> : null}
      {revisions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.none}</p>
      ) : (
        <ol className="grid gap-3">
          {revisions.map((revision) => (
            <li key={revision.id} className="grid gap-2 border-b border-border pb-3 last:border-0 last:pb-0">
              <p id={`page-revision-${revision.id}`} className="text-sm">
                <span className="font-semibold">{adminCopy.revisions.kinds[revision.kind]}</span> · {revision.actor} · <time dateTime={revision.at}>{formatDateTime(revision.at)}</time>
                <span className="block text-muted-foreground">{summaryOf(revision.changes)}</span>
              </p>
              {revision.changes.length > 0 ? (
                <div className="flex flex-wrap gap-2">
                  {revision.changes.length > 2 ? (
                    <Button type="button" variant="secondary" size="sm" aria-expanded={open === revision.id} aria-describedby={`page-revision-${revision.id}`} onClick={() => setOpen(open === revision.id ? undefined : revision.id)}>
                      {open === revision.id ? copy.hide : copy.compare}
                    </Button>
                  ) : null}
                  <Button type="button" variant="ghost" size="sm" aria-expanded={confirming === revision.id} aria-describedby={`page-revision-${revision.id}`} onClick={() => setConfirming(revision.id)}>
                    {copy.restore}
                  </Button>
                </div>
              ) : null}
              {open === revision.id ? (
                <ul className="grid list-disc gap-1 pl-5 text-sm">
                  {revision.changes.map((change, index) => (
                    <li key={index}>{changeWords(change)}</li>
                  ))}
                </ul>
              ) : null}
              {confirming === revision.id ? (
                <div role="alertdialog" aria-labelledby={`page-revision-confirm-${revision.id}`} className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
                  <p id={`page-revision-confirm-${revision.id}`}>{page.status === "published" || page.status === "scheduled" ? copy.confirmLive : copy.confirm}</p>
                  {saved ? null : <p className="font-semibold">{copy.waitForSave}</p>}
                  <div className="flex flex-wrap gap-2">
                    <Button type="button" size="sm" disabled={!saved} onClick={() => void restore(revision.id)}>
                      {copy.confirmRestore}
                    </Button>
                    <Button type="button" variant="secondary" size="sm" onClick={() => setConfirming(undefined)}>
                      {copy.cancel}
                    </Button>
                  </div>
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
