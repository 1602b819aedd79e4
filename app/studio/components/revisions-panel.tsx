/**
 * A document's revisions, one panel for every kind (ADR 045): who saved and when, a line on how
 * each differs from the copy being edited (open it for its old and new words), and a restore that
 * asks first and says what will happen. A revision the same as the copy offers neither. Published
 * and named versions are marked and may be listed alone; the copy being edited can be named.
 * What differs by kind (how a revision's change is said, where the list and the restore are) is
 * the kind's `RevisionsOf` (editor/post-revisions.tsx, pages/page-revisions.tsx).
 */
import { useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import { FormError } from "#app/admin/components/auth-card.tsx";
import { formatDateTime } from "#app/admin/components/format.ts";
import { Panel } from "#app/admin/components/panel.tsx";
import { revisionsCopy } from "#app/studio/content/revisions.ts";
import { api, ApiError } from "#app/admin/lib/admin-api.ts";
import { Badge } from "#app/ui/badge.tsx";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import type { FieldChange } from "#shared/pages/field-changes.ts";
import { FieldDiffs } from "./field-diffs.tsx";

const copy = revisionsCopy;

/** A revision as every kind lists it; a kind's own adds how it differs from the copy. */
export interface RevisionEntry {
  id: number;
  at: string;
  actor: string;
  kind: string;
  /** What a person named it; null: unnamed. */
  name: string | null;
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
  /** Where the API names the copy being edited ("Name this version"). */
  versionsPath: string;
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
  const [named, setNamed] = useState(0);
  const revisions = useRevisions<Revision>(listPath, `${document.revision}-${named}`);
  const [keptOnly, setKeptOnly] = useState(false);
  const [open, setOpen] = useState<number>();
  const [confirming, setConfirming] = useState<number>();
  const [error, setError] = useState<string>();
  const live = document.status === "published" || document.status === "scheduled";
  const listed = keptOnly ? revisions.filter((revision) => isKept(revision)) : revisions;
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
      <div className="grid gap-4">
        <NameVersion path={of.versionsPath} id={`${id}-name`} saved={saved} onNamed={() => setNamed((count) => count + 1)} />
        {error ? <FormError id={`${id}-error`}>{error}</FormError> : null}
        {revisions.length === 0 ? (
          <p className="text-sm text-muted-foreground">{copy.none}</p>
        ) : (
          <>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4 accent-primary" checked={keptOnly} onChange={(event) => setKeptOnly(event.target.checked)} />
              {copy.keptOnly}
            </label>
            <ol className="grid gap-3">
              {listed.map((revision) => {
                const label = `${id}-${revision.id}`;
                const { summary, differs, detailed } = of.said(revision);
                return (
                  <li key={revision.id} className={`grid min-w-0 gap-2 border-b border-border pb-3 last:border-0 last:pb-0 ${isKept(revision) ? "border-l-4 border-l-primary pl-3" : ""}`}>
                    <RevisionLine revision={revision} id={label} summary={summary} />
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
          </>
        )}
      </div>
    </Panel>
  );
}

/** Who saved a revision and when, a kept one marked by its kind and a named one called by its name, and how it differs. */
function RevisionLine({ revision, id, summary }: { revision: RevisionEntry; id: string; summary: string }) {
  const kept = isKept(revision);
  const kind = copy.kinds[revision.kind] ?? revision.kind;
  const heading = revision.name ? `“${revision.name}”` : kept ? undefined : kind;
  return (
    <p id={id} className="text-sm break-words">
      {kept ? (
        <Badge variant={revision.name ? "accent" : "outline"} className="mr-2 align-middle">
          {revision.name ? copy.kinds["named"] : kind}
        </Badge>
      ) : null}
      {heading ? (
        <>
          <span className="font-semibold">{heading}</span> ·{" "}
        </>
      ) : null}
      {revision.actor} · <time dateTime={revision.at}>{formatDateTime(revision.at)}</time>
      <span className="block text-muted-foreground">{summary}</span>
    </p>
  );
}

/** Kept whatever its age, as server/studio/revision-rules.ts keeps them: what the site showed, what a person named. */
const KEPT_KINDS: ReadonlySet<string> = new Set(["published", "experiment", "named"]);
const isKept = (revision: RevisionEntry) => revision.name !== null || KEPT_KINDS.has(revision.kind);

/** "Name this version": the copy as saved, kept as it is under the name given. */
function NameVersion({ path, id, saved, onNamed }: { path: string; id: string; saved: boolean; onNamed: () => void }) {
  const [name, setName] = useState("");
  const [said, setSaid] = useState<{ done?: string; error?: string }>({});
  const help = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { named } = await api<{ named: { name: string } }>(path, { method: "POST", body: { name } });
      setName("");
      setSaid({ done: copy.name.done(named.name) });
      onNamed();
    } catch (failure) {
      if (failure instanceof ApiError) setSaid({ error: failure.message });
      else throw failure;
    }
  };
  return (
    <form className="grid gap-2" onSubmit={(event) => void submit(event)}>
      <Label htmlFor={id}>{copy.name.label}</Label>
      <p id={help} className="text-xs text-muted-foreground">
        {saved ? copy.name.help : copy.waitForSave}
      </p>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          className="min-w-0 flex-1 basis-48"
          value={name}
          maxLength={100}
          required
          aria-describedby={said.error ? `${help} ${id}-error` : help}
          aria-invalid={said.error ? true : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={!saved || name.trim() === ""}>
          {copy.name.submit}
        </Button>
      </div>
      {said.error ? <FormError id={`${id}-error`}>{said.error}</FormError> : null}
      <p role="status" className="text-sm text-muted-foreground">
        {said.done}
      </p>
    </form>
  );
}

/** The document's revisions, read again when its revision moves (a save, a step, a restore). */
function useRevisions<Revision>(listPath: string, revision: string): Revision[] {
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
 * fields and settings): the first two and how many more in one line; opened, the words.
 */
export function saidByChanges<Change>(words: (change: Change) => string, more: (count: number) => string): Pick<RevisionsOf<RevisionEntry & { changes: readonly Change[] }, unknown>, "said"> {
  const summary = (changes: readonly Change[]) => {
    if (changes.length === 0) return copy.same;
    const first = changes.slice(0, 2).map(words).join("; ");
    return changes.length > 2 ? `${first} ${more(changes.length - 2)}` : first;
  };
  return { said: ({ changes }) => ({ summary: summary(changes), differs: changes.length > 0, detailed: true }) };
}

/** An opened revision's old and new words against the copy being edited, read from `path` (its copy is the answer's `held`). */
export function OpenedRevision<Copy>({ path, held, changes }: { path: string; held: "fields" | "document"; changes: (revision: Copy) => readonly FieldChange[] }) {
  const [kept, setKept] = useState<Copy>();
  useEffect(() => {
    const controller = new AbortController();
    api<{ revision: Record<string, unknown> }>(path, { signal: controller.signal })
      .then(({ revision }) => setKept(revision[held] as Copy))
      .catch(() => undefined);
    return () => controller.abort();
  }, [path, held]);
  return kept === undefined ? <p className="text-sm text-muted-foreground">{copy.loading}</p> : <FieldDiffs changes={changes(kept)} />;
}
