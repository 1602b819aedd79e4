/**
 * A document's revisions, one panel for every kind (ADR 045): who saved and when, a line on how
 * each differs from the copy being edited (open it for every difference), and a restore that asks
 * first and says what will happen. A revision the same as the copy offers neither. What differs by
 * kind (how a revision's change is said, where the list and the restore are) is the kind's
 * `RevisionsOf` (editor/post-revisions.tsx, pages/page-revisions.tsx).
 */
import { useEffect, useState, type ReactNode } from "react";
import { FormError } from "#app/admin/components/auth-card.tsx";
import { formatDateTime } from "#app/admin/components/format.ts";
import { Panel } from "#app/admin/components/panel.tsx";
import { revisionsCopy } from "#app/studio/content/revisions.ts";
import { api, ApiError } from "#app/admin/lib/admin-api.ts";
import { Button } from "#app/ui/button.tsx";

const copy = revisionsCopy;

/** A revision as every kind lists it; a kind's own adds how it differs from the copy. */
export interface RevisionEntry {
  id: number;
  at: string;
  actor: string;
  kind: string;
}

/** How a revision differs from the copy being edited, as its line in the list says it. */
export interface RevisionSaid {
  /** How it differs from the copy, in one line. */
  summary: string;
  /** It differs from the copy at all. */
  differs: boolean;
  /** Opening it shows more than the summary says. */
  detailed: boolean;
}

/** What a kind gives the panel: its words and ids, how a revision is said, and its requests. */
export interface RevisionsOf<Revision extends RevisionEntry, Document> {
  /** The panel's id and the prefix of its elements' ids. */
  id: string;
  lead: string;
  /** What a restore does to a live document (published or scheduled), asked before it is done. */
  confirmLive: string;
  /** Where the API lists the document's revisions, newest first. */
  listPath: string;
  said: (revision: Revision) => RevisionSaid;
  /** Every difference of one revision, shown when it is opened. */
  details: (revision: Revision) => ReactNode;
  /** Restores a revision: the document as the editor works on it next. */
  restore: (revision: number) => Promise<Document>;
}

export interface RevisionsPanelProps<Revision extends RevisionEntry, Document> {
  of: RevisionsOf<Revision, Document>;
  /** The copy being edited: the list is read again whenever its revision moves. */
  document: { revision: number; status: string };
  /** The copy's edits are saved: a restore before then would put them aside unsaved. */
  saved: boolean;
  onRestored: (document: Document) => void;
}

export function RevisionsPanel<Revision extends RevisionEntry, Document>({ of, document, saved, onRestored }: RevisionsPanelProps<Revision, Document>) {
  const { id, listPath } = of;
  const revisions = useRevisions<Revision>(listPath, document.revision);
  const [open, setOpen] = useState<number>();
  const [confirming, setConfirming] = useState<number>();
  const [error, setError] = useState<string>();
  const live = document.status === "published" || document.status === "scheduled";
  const restoreNow = async (revision: number) => {
    try {
      onRestored(await of.restore(revision));
      setConfirming(undefined);
      setError(undefined);
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.message);
      else throw failure;
    }
  };

  return (
    <Panel title={copy.title} id={id} lead={of.lead}>
      {error ? <FormError id={`${id}-error`}>{error}</FormError> : null}
      {revisions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.none}</p>
      ) : (
        <ol className="grid gap-3">
          {revisions.map((revision) => {
            const label = `${id}-${revision.id}`;
            const { summary, differs, detailed } = of.said(revision);
            return (
              <li key={revision.id} className="grid gap-2 border-b border-border pb-3 last:border-0 last:pb-0">
                <p id={label} className="text-sm">
                  <span className="font-semibold">{copy.kinds[revision.kind] ?? revision.kind}</span> · {revision.actor} · <time dateTime={revision.at}>{formatDateTime(revision.at)}</time>
                  <span className="block text-muted-foreground">{summary}</span>
                </p>
                {differs ? (
                  <div className="flex flex-wrap gap-2">
                    {detailed ? (
                      <Button
                        type="button"
                        variant="secondary"
                        size="sm"
                        aria-expanded={open === revision.id}
                        aria-describedby={label}
                        onClick={() => setOpen(open === revision.id ? undefined : revision.id)}
                      >
                        {open === revision.id ? copy.hide : copy.compare}
                      </Button>
                    ) : null}
                    <Button type="button" variant="ghost" size="sm" aria-expanded={confirming === revision.id} aria-describedby={label} onClick={() => setConfirming(revision.id)}>
                      {copy.restore}
                    </Button>
                  </div>
                ) : null}
                {open === revision.id ? of.details(revision) : null}
                {confirming === revision.id ? (
                  <div
                    role="alertdialog"
                    aria-labelledby={`${label}-confirm`}
                    className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
                  >
                    <p id={`${label}-confirm`}>{live ? of.confirmLive : copy.confirm}</p>
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

/** The document's revisions, read again when its revision moves (a save, a step, a restore). */
function useRevisions<Revision>(listPath: string, revision: number): Revision[] {
  const [revisions, setRevisions] = useState<Revision[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    api<{ revisions: Revision[] }>(listPath, { signal: controller.signal })
      .then((answer) => setRevisions(answer.revisions))
      .catch(() => undefined);
    return () => controller.abort();
  }, [listPath, revision]);
  return revisions;
}

/**
 * A kind whose revisions are said by a list of changes (a page's sections and fields, a form's
 * fields and settings): the first two and how many more in one line, every one when opened.
 */
export function saidByChanges<Change>(
  words: (change: Change) => string,
  more: (count: number) => string,
): Pick<RevisionsOf<RevisionEntry & { changes: readonly Change[] }, unknown>, "said" | "details"> {
  const summary = (changes: readonly Change[]) => {
    if (changes.length === 0) return copy.same;
    const first = changes.slice(0, 2).map(words).join("; ");
    return changes.length > 2 ? `${first} ${more(changes.length - 2)}` : first;
  };
  return {
    said: ({ changes }) => ({ summary: summary(changes), differs: changes.length > 0, detailed: changes.length > 2 }),
    details: ({ changes }) => (
      <ul className="grid list-disc gap-1 pl-5 text-sm">
        {changes.map((change, index) => (
          <li key={index}>{words(change)}</li>
        ))}
      </ul>
    ),
  };
}
