/**
 * "What differs" for every kind of document (issue 73): each changed field by its label, its old
 * and new words marked as <del> and <ins>, struck through and underlined (not by colour alone),
 * each mark said in words to a screen reader, which does not announce the elements themselves.
 */
import type { ReactNode } from "react";
import type { FieldChange } from "#shared/pages/field-changes.ts";
import { revisionsCopy } from "#app/studio/content/revisions.ts";
import { wordDiff, type DiffPart } from "./word-diff.ts";

const copy = revisionsCopy.diff;

// Apart by a hair, so a word replaced reads as two words, not one ("Spring Autumn", not "SpringAutumn").
const DELETED = "mr-0.5 rounded-sm bg-rose-100 px-0.5 text-rose-950 line-through decoration-2 dark:bg-rose-950 dark:text-rose-100";
const INSERTED = "rounded-sm bg-emerald-100 px-0.5 text-emerald-950 underline decoration-2 underline-offset-2 dark:bg-emerald-950 dark:text-emerald-100";

/** Every changed field of a revision against the copy being edited, word by word. */
export function FieldDiffs({ changes }: { changes: readonly FieldChange[] }) {
  if (changes.length === 0) return <p className="text-sm text-muted-foreground">{revisionsCopy.same}</p>;
  return (
    <div className="grid gap-3">
      <p className="text-xs text-muted-foreground">
        <Deleted>{copy.legendDeleted}</Deleted> {copy.legendDeletedMeans} <Inserted>{copy.legendInserted}</Inserted> {copy.legendInsertedMeans}
      </p>
      <dl className="grid gap-3">
        {changes.map((change, index) => (
          <div key={index} className="grid min-w-0 gap-1">
            <dt className="text-xs font-semibold break-words text-muted-foreground">{change.where.join(" › ")}</dt>
            <dd className="rounded-md bg-subtle p-2 text-sm break-words whitespace-pre-wrap">
              {wordDiff(change.before, change.after).map((part, at) => (
                <Part key={at} part={part} />
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Part({ part }: { part: DiffPart }) {
  if (part.kind === "gap") {
    return (
      <span className="text-muted-foreground">
        <span aria-hidden="true"> … </span>
        <span className="sr-only">{copy.gap}</span>
      </span>
    );
  }
  if (part.kind === "same") return <span>{part.text}</span>;
  const Mark = part.kind === "deleted" ? Deleted : Inserted;
  return (
    <Mark>
      <span className="sr-only">{part.kind === "deleted" ? copy.deletedStart : copy.insertedStart}</span>
      {part.text}
      <span className="sr-only">{copy.end}</span>
    </Mark>
  );
}

const Deleted = ({ children }: { children: ReactNode }) => <del className={DELETED}>{children}</del>;
const Inserted = ({ children }: { children: ReactNode }) => <ins className={INSERTED}>{children}</ins>;
