/**
 * A post's or a page's revisions: who saved and when, a line on how each differs from the copy
 * being edited (open it for every difference), and a restore that asks first and says what will
 * happen. A revision the same as the copy offers neither.
 */
import { useState, type ReactNode } from "react";
import { FormError } from "#app/admin/components/auth-card.tsx";
import { formatDateTime } from "#app/admin/components/format.ts";
import { Panel } from "#app/admin/components/panel.tsx";
import { revisionsCopy } from "#app/studio/content/revisions.ts";
import { ApiError } from "#app/admin/lib/admin-api.ts";
import { Button } from "#app/ui/button.tsx";

const copy = revisionsCopy;

export interface RevisionEntry {
  id: number;
  at: string;
  actor: string;
  kind: string;
  /** How it differs from the copy, in one line. */
  summary: string;
  /** It differs from the copy at all. */
  differs: boolean;
  /** Opening it shows more than the summary says. */
  detailed: boolean;
}

export interface RevisionListProps<Revision extends RevisionEntry> {
  /** The panel's id and the prefix of its elements' ids. */
  id: string;
  lead: string;
  revisions: readonly Revision[];
  /** What a restore does to this document, asked before it is done. */
  confirm: string;
  /** The copy's edits are saved: a restore before then would put them aside unsaved. */
  saved: boolean;
  /** Every difference of one revision, shown when it is opened. */
  details: (revision: Revision) => ReactNode;
  restore: (id: number) => Promise<void>;
}

export function RevisionList<Revision extends RevisionEntry>({ id, lead, revisions, confirm, saved, details, restore }: RevisionListProps<Revision>) {
  const [open, setOpen] = useState<number>();
  const [confirming, setConfirming] = useState<number>();
  const [error, setError] = useState<string>();
  const restoreNow = async (revision: number) => {
    try {
      await restore(revision);
      setConfirming(undefined);
      setError(undefined);
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.message);
      else throw failure;
    }
  };

  return (
    <Panel title={copy.title} id={id} lead={lead}>
      {error ? <FormError id={`${id}-error`}>{error}</FormError> : null}
      {revisions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.none}</p>
      ) : (
        <ol className="grid gap-3">
          {revisions.map((revision) => {
            const label = `${id}-${revision.id}`;
            return (
              <li key={revision.id} className="grid gap-2 border-b border-border pb-3 last:border-0 last:pb-0">
                <p id={label} className="text-sm">
                  <span className="font-semibold">{copy.kinds[revision.kind] ?? revision.kind}</span> · {revision.actor} · <time dateTime={revision.at}>{formatDateTime(revision.at)}</time>
                  <span className="block text-muted-foreground">{revision.summary}</span>
                </p>
                {revision.differs ? (
                  <div className="flex flex-wrap gap-2">
                    {revision.detailed ? (
                      <Button type="button" variant="secondary" size="sm" aria-expanded={open === revision.id} aria-describedby={label} onClick={() => setOpen(open === revision.id ? undefined : revision.id)}>
                        {open === revision.id ? copy.hide : copy.compare}
                      </Button>
                    ) : null}
                    <Button type="button" variant="ghost" size="sm" aria-expanded={confirming === revision.id} aria-describedby={label} onClick={() => setConfirming(revision.id)}>
                      {copy.restore}
                    </Button>
                  </div>
                ) : null}
                {open === revision.id ? details(revision) : null}
                {confirming === revision.id ? (
                  <div role="alertdialog" aria-labelledby={`${label}-confirm`} className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
                    <p id={`${label}-confirm`}>{confirm}</p>
                    {saved ? null : <p className="font-semibold">{copy.waitForSave}</p>}
                    <div className="flex flex-wrap gap-2">
                      <Button type="button" size="sm" disabled={!saved} onClick={() => void restoreNow(revision.id)}>
                        {copy.confirmRestore}
                      </Button>
                      <Button type="button" variant="secondary" size="sm" onClick={() => setConfirming(undefined)}>
                        {copy.cancel}
                      </Button>
                    </div>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}
