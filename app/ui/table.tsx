import { createContext, useContext, type ComponentProps, type ReactNode } from "react";
import { cn } from "./utils.ts";

/**
 * Whether the table's rows stack below 42rem of its frame (`<Table stacked>`): each row a card of
 * its heading, then one "column name: value" line a cell, so a phone never scrolls sideways.
 */
const Stacked = createContext(false);

/**
 * The classes a stacked table's parts take: stacked below 42rem of the frame (`@container`), a
 * table from there. Display changes can cost a table its semantics in some screen readers
 * (Safari), so a stacked table's parts also state their roles (`stackedRoles`).
 */
export const stackedTable = {
  frame: "@container",
  table: "block @2xl:table",
  // Hidden but read: the column headers still name each cell for screen readers.
  head: "sr-only @2xl:not-sr-only",
  body: "block @2xl:table-row-group",
  row: "block py-2 @2xl:table-row @2xl:py-0",
  rowHead: "block py-1.5 @2xl:table-cell",
  cell: "flex items-start justify-between gap-4 py-1 @2xl:table-cell",
} as const;

export const stackedRoles = {
  table: { role: "table" },
  rowgroup: { role: "rowgroup" },
  row: { role: "row" },
  columnheader: { role: "columnheader" },
  rowheader: { role: "rowheader" },
  cell: { role: "cell" },
} as const;

/**
 * A stacked cell's content after its column's name, shown only while the rows are stacked: hidden
 * from screen readers, which read the column header instead.
 */
export function StackedCellContent({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <span aria-hidden="true" className="shrink-0 font-sans text-sm text-muted-foreground @2xl:hidden">
        {label}
      </span>
      <span className="min-w-0 text-right wrap-anywhere @2xl:contents">{children}</span>
    </>
  );
}

/**
 * A real `<table>` inside a horizontally scrollable, keyboard-focusable region, so wide tables
 * never clip on a 375 px phone. `label` names the scroll region for screen readers. `stacked`:
 * rows stack below 42rem of width instead (each cell then needs its column's `label`).
 */
export function Table({ className, label, stacked = false, ...props }: ComponentProps<"table"> & { label: string; stacked?: boolean }) {
  return (
    // tabIndex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <div role="region" aria-label={label} tabIndex={0} className={cn("relative w-full overflow-x-auto rounded-xl border border-border bg-card shadow-card", stacked && stackedTable.frame)}>
      <Stacked.Provider value={stacked}>
        <table data-slot="table" className={cn("w-full caption-bottom border-collapse text-sm", stacked && stackedTable.table, className)} {...(stacked && stackedRoles.table)} {...props} />
      </Stacked.Provider>
    </div>
  );
}

export function TableCaption({ className, ...props }: ComponentProps<"caption">) {
  return <caption className={cn("px-4 py-3 text-left text-sm text-muted-foreground", className)} {...props} />;
}

export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  const stacked = useContext(Stacked);
  return <thead className={cn("bg-muted/70", stacked && stackedTable.head, className)} {...(stacked && stackedRoles.rowgroup)} {...props} />;
}

/** A header row of plain column names, each a column header. */
export function TableColumnHeads({ columns }: { columns: readonly string[] }) {
  return (
    <TableHeader>
      <TableRow highlight={false}>
        {columns.map((column) => (
          <TableHead key={column} scope="col">
            {column}
          </TableHead>
        ))}
      </TableRow>
    </TableHeader>
  );
}

export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  const stacked = useContext(Stacked);
  return <tbody className={cn("[&_tr:last-child]:border-0", stacked && stackedTable.body, className)} {...(stacked && stackedRoles.rowgroup)} {...props} />;
}

/** `highlight={false}` for header rows, which should not light up under the pointer. */
export function TableRow({ className, highlight = true, ...props }: ComponentProps<"tr"> & { highlight?: boolean }) {
  const stacked = useContext(Stacked);
  return <tr className={cn("border-b border-border transition-colors", highlight && "hover:bg-subtle", stacked && stackedTable.row, className)} {...(stacked && stackedRoles.row)} {...props} />;
}

/** `caps={false}` leaves the letter case to the caller's classes (e.g. capitals from `sm:` up only). */
export function TableHead({ className, align = "left", caps = true, ...props }: ComponentProps<"th"> & { align?: "left" | "center"; caps?: boolean }) {
  const stacked = useContext(Stacked);
  return (
    <th
      className={cn(
        "h-11 whitespace-nowrap px-4 align-middle font-semibold text-muted-foreground",
        align === "center" ? "text-center" : "text-left",
        caps && "text-xs uppercase tracking-wide",
        className,
      )}
      {...(stacked && stackedRoles.columnheader)}
      {...props}
    />
  );
}

/** The first cell of a body row: names the row for screen readers (`scope="row"`). */
export function TableRowHead({ className, compact = false, ...props }: ComponentProps<"th"> & { compact?: boolean }) {
  const stacked = useContext(Stacked);
  return (
    <th
      scope="row"
      className={cn(
        stacked ? `h-auto whitespace-normal px-4 ${stackedTable.rowHead} @2xl:py-4` : "h-auto whitespace-normal px-4 py-4",
        "text-left align-middle font-semibold text-foreground",
        compact ? "text-xs sm:text-sm" : "text-sm",
        className,
      )}
      {...(stacked && stackedRoles.rowheader)}
      {...props}
    />
  );
}

/** A body cell; in a stacked table, `label` is its column's name, shown beside it while the rows are stacked. */
export function TableCell({ className, label, children, ...props }: ComponentProps<"td"> & { label?: ReactNode }) {
  const stacked = useContext(Stacked);
  return (
    <td className={cn(stacked ? `px-4 ${stackedTable.cell} @2xl:py-3.5` : "px-4 py-3.5", "align-middle", className)} {...(stacked && stackedRoles.cell)} {...props}>
      {stacked ? <StackedCellContent label={label}>{children}</StackedCellContent> : children}
    </td>
  );
}
