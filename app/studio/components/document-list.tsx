/**
 * A list of the studio's documents (the pages, the experiments, the forms): its heading with how
 * many there are and what starts a new one, the table of them (stacked rows on a phone), and the
 * dialog a new one is started in.
 */
import type { ReactNode, RefObject } from "react";
import { useNavigation } from "react-router";
import { FormError } from "#app/admin/components/auth-card.tsx";
import { Button } from "#app/ui/button.tsx";
import { StackedCellContent, stackedRoles, stackedTable } from "#app/ui/table.tsx";

export function ListHeading({ title, summary, children }: { title: string; summary: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{summary}</p>
      </div>
      {children}
    </div>
  );
}

/** One document's row: its name (the row's heading, a link to it) and its other cells in the columns' order. */
export interface ListRow {
  key: string | number;
  heading: ReactNode;
  cells: Array<{ className: string; content: ReactNode }>;
}

/** The list as a table from 42rem of width; below it each document's row stacks, its cells under its name. */
/** What a step that left the document's screen did ("Deleted “Spring webinar”."), said once the list is back. */
export function DoneNote({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-lg border border-border bg-muted px-4 py-3 text-sm">
      {children}
    </p>
  );
}

export function DocumentTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: ListRow[] }) {
  return (
    <div className={`${stackedTable.frame} rounded-xl border border-border bg-background`}>
      <table className={`${stackedTable.table} w-full text-sm`} {...stackedRoles.table}>
        <caption className="sr-only">{caption}</caption>
        <thead className={`${stackedTable.head} border-b border-border text-left text-xs uppercase tracking-wide text-muted-foreground`} {...stackedRoles.rowgroup}>
          <tr {...stackedRoles.row}>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold" {...stackedRoles.columnheader}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={stackedTable.body} {...stackedRoles.rowgroup}>
          {rows.map((row) => (
            <tr key={row.key} className={`${stackedTable.row} border-b border-border last:border-b-0 hover:bg-subtle`} {...stackedRoles.row}>
              <th scope="row" className={`${stackedTable.rowHead} px-4 text-left font-semibold @2xl:py-3`} {...stackedRoles.rowheader}>
                {row.heading}
              </th>
              {row.cells.map((cell, index) => (
                <td key={index} className={`${stackedTable.cell} px-4 @2xl:py-3 ${cell.className}`} {...stackedRoles.cell}>
                  <StackedCellContent label={columns[index + 1]}>{cell.content}</StackedCellContent>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The dialog a new document is started in; open at once when the server refused the last try. `width`: a Tailwind width class. */
export function NewDocumentDialog({
  dialog,
  labelledBy,
  width,
  open,
  children,
}: {
  dialog: RefObject<HTMLDialogElement | null>;
  labelledBy: string;
  width: string;
  open: boolean;
  children: ReactNode;
}) {
  return (
    <dialog
      ref={dialog}
      aria-labelledby={labelledBy}
      className={`m-auto ${width} rounded-2xl border border-border bg-background p-0 text-foreground shadow-elevated backdrop:bg-ink/50`}
      open={open ? true : undefined}
    >
      {children}
    </dialog>
  );
}

/** The end of a new document's form: the server's refusal that names no field, then Cancel and the submit button. */
export function NewDocumentActions({
  errorId,
  refused,
  labels,
  onCancel,
}: {
  errorId: string;
  refused?: { error: string; problems?: unknown };
  labels: { cancel: string; submit: string };
  onCancel: () => void;
}) {
  const busy = useNavigation().state !== "idle";
  return (
    <>
      {refused && !refused.problems ? <FormError id={errorId}>{refused.error}</FormError> : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {labels.cancel}
        </Button>
        <Button type="submit" disabled={busy}>
          {labels.submit}
        </Button>
      </div>
    </>
  );
}
