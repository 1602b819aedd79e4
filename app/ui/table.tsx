import type { ComponentProps } from "react";
import { cn } from "./utils.ts";

/**
 * A real `<table>` inside a horizontally scrollable, keyboard-focusable region, so wide tables
 * never clip on a 375 px phone. `label` names the scroll region for screen readers.
 */
export function Table({ className, label, ...props }: ComponentProps<"table"> & { label: string }) {
  return (
    // tabIndex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <div role="region" aria-label={label} tabIndex={0} className="relative w-full overflow-x-auto rounded-xl border border-border bg-card shadow-card">
      <table data-slot="table" className={cn("w-full caption-bottom border-collapse text-sm", className)} {...props} />
    </div>
  );
}

export function TableCaption({ className, ...props }: ComponentProps<"caption">) {
  return <caption className={cn("px-4 py-3 text-left text-sm text-muted-foreground", className)} {...props} />;
}

export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return <thead className={cn("bg-muted/70", className)} {...props} />;
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
  return <tbody className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

/** `highlight={false}` for header rows, which should not light up under the pointer. */
export function TableRow({ className, highlight = true, ...props }: ComponentProps<"tr"> & { highlight?: boolean }) {
  return <tr className={cn("border-b border-border transition-colors", highlight && "hover:bg-subtle", className)} {...props} />;
}

/** `caps={false}` leaves the letter case to the caller's classes (e.g. capitals from `sm:` up only). */
export function TableHead({ className, align = "left", caps = true, ...props }: ComponentProps<"th"> & { align?: "left" | "center"; caps?: boolean }) {
  return (
    <th
      className={cn(
        "h-11 whitespace-nowrap px-4 align-middle font-semibold text-muted-foreground",
        align === "center" ? "text-center" : "text-left",
        caps && "text-xs uppercase tracking-wide",
        className,
      )}
      {...props}
    />
  );
}

/** The first cell of a body row: names the row for screen readers (`scope="row"`). */
export function TableRowHead({ className, compact = false, ...props }: ComponentProps<"th"> & { compact?: boolean }) {
  return <th scope="row" className={cn("h-auto whitespace-normal px-4 py-4 text-left align-middle font-semibold text-foreground", compact ? "text-xs sm:text-sm" : "text-sm", className)} {...props} />;
}

export function TableCell({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("px-4 py-3.5 align-middle", className)} {...props} />;
}
