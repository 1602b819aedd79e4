import { Table, TableBody, TableCaption, TableCell, TableColumnHeads, TableRow, TableRowHead } from "#app/ui/table.tsx";
import type { DataTable as DataTableContent, SectionIntro } from "#shared/content/types.ts";
import { cn } from "#app/ui/utils.ts";
import { Section, type SectionTone } from "#app/site/components/sections/section.tsx";
import type { SectionView } from "#sections/view.ts";

/**
 * A real `<table>` with column headers and row headers; the last column (the result) is emphasised.
 * Scrolls sideways inside its own region on narrow screens instead of clipping.
 */
export function DataTable({ table }: { table: DataTableContent }) {
  const last = table.columns.length - 1;
  return (
    <Table label={table.caption} className="min-w-[32rem] text-[0.9375rem]">
      <TableCaption className="sr-only">{table.caption}</TableCaption>
      <TableColumnHeads columns={table.columns} />
      <TableBody>
        {table.rows.map(([head, ...cells]) => (
          <TableRow key={head}>
            <TableRowHead>{head}</TableRowHead>
            {cells.map((cell, index) => (
              <TableCell key={index} className={cn(index + 1 === last ? "font-semibold text-primary" : "text-muted-foreground")}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A section whose content is one results table, centred at a readable width. */
export function TableSection({ id, intro, table, tone = "muted" }: { id: string; intro: SectionIntro; table: DataTableContent; tone?: SectionTone }) {
  return (
    <Section id={id} intro={intro} tone={tone}>
      <div className={cn("mx-auto", table.columns.length > 2 ? "max-w-4xl" : "max-w-3xl")}>
        <DataTable table={table} />
      </div>
    </Section>
  );
}

const View: SectionView<"table"> = ({ section }) => <TableSection id={section.id} intro={section.intro} table={section.table} tone={section.tone} />;

export default View;
