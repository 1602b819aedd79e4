import CheckIcon from "lucide-react/icons/check";
import MinusIcon from "lucide-react/icons/minus";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableRowHead } from "#app/ui/table.tsx";
import type { SectionOf } from "#shared/pages/sections.ts";

type Comparison = SectionOf<"comparison">;
type ComparisonRow = Comparison["rows"][number];
type ComparisonValue = ComparisonRow["essential"];
type ComparisonText = Comparison["text"];

const tiers = ["essential", "growth", "enterprise"] as const;

/** The package matrix: ticks and dashes carry text for screen readers. */
export function ComparisonTable({
  caption,
  columns,
  rows,
  text,
}: {
  caption: string;
  columns: { feature: string; essential: string; growth: string; enterprise: string };
  rows: ComparisonRow[];
  /** What screen readers hear for a tick and a dash. */
  text: ComparisonText;
}) {
  return (
    <Table label={caption} className="[&_td]:px-1.5 [&_th]:px-2.5 sm:[&_td]:px-4 sm:[&_th]:px-4">
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow highlight={false}>
          <TableHead scope="col">{columns.feature}</TableHead>
          {tiers.map((tier) => (
            <TableHead key={tier} scope="col" align="center" caps={false} className="text-[0.6875rem] sm:text-xs sm:uppercase sm:tracking-wide">
              {columns[tier]}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.feature}>
            <TableRowHead compact>
              {row.feature}
            </TableRowHead>
            {tiers.map((tier) => (
              <TableCell key={tier} className="text-center">
                <Value value={row[tier]} text={text} />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Value({ value, text }: { value: ComparisonValue; text: ComparisonText }) {
  if (value === true) {
    return (
      <>
        <CheckIcon aria-hidden="true" className="mx-auto size-5 text-primary" />
        <span className="sr-only">{text.included}</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <MinusIcon aria-hidden="true" className="mx-auto size-5 text-muted-foreground/60" />
        <span className="sr-only">{text.notIncluded}</span>
      </>
    );
  }
  return <span className="text-xs font-medium sm:text-sm">{value}</span>;
}
