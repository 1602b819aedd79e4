import { z } from "zod";
import { linkCard, sectionBand } from "#shared/pages/fields.ts";
import { defineSection } from "#sections/define.ts";
import { row, lines, type Shape } from "#sections/picture.ts";

export const linkCardsSection = defineSection({
  schema: z.strictObject({
    type: z.literal("link-cards"),
    ...sectionBand,
    columns: z.union([z.literal(2), z.literal(3), z.literal(4), z.literal(5)]).default(3).meta({ label: "Columns" }),
    items: z.array(linkCard).min(1, "Add at least one card.").meta({ label: "Items" }),
  }).meta({
    label: "Link cards",
    help: "Cards that each lead to another page.",
  }),
  picture: [[44, 6, 32, 4, "line"], ...row(4, 16, 48, "card").flatMap(([x, y, w, h]) => [[x, y, w, h, "card"], [x + 3, y + 5, 8, 8, "primary"], ...lines(x + 3, y + 18, [w - 7, w - 10]), [x + 3, y + 38, 12, 2.5, "primary"]] as Shape[])],
});
