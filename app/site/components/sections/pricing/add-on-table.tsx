import { Table, TableBody, TableCell, TableColumnHeads, TableRow, TableRowHead } from "#app/ui/table.tsx";
import type { SectionOf } from "#shared/pages/sections.ts";

type AddOn = SectionOf<"add-ons">["items"][number];
import { PriceTag } from "./price-tag.tsx";

/** Add-ons as a real table: name (row header), price in the chosen billing period, what it adds. */
export function AddOnTable({ caption, columns, addOns }: { caption: string; columns: string[]; addOns: AddOn[] }) {
  return (
    <Table label={caption} className="min-w-[36rem]">
      <caption className="sr-only">{caption}</caption>
      <TableColumnHeads columns={columns} />
      <TableBody>
        {addOns.map((addOn) => (
          <TableRow key={addOn.name}>
            <TableRowHead>{addOn.name}</TableRowHead>
            <TableCell className="whitespace-nowrap">
              <PriceTag price={addOn.price} unit={addOn.unit} />
            </TableCell>
            <TableCell className="text-muted-foreground">{addOn.description}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
