import { z } from "zod";
import { align, feature, sectionBand } from "#shared/pages/fields.ts";
import { defineSection } from "#sections/define.ts";
import { row, lines, type Shape } from "#sections/picture.ts";

export const featuresSection = defineSection({
  schema: z.strictObject({
    type: z.literal("features"),
    ...sectionBand,
    align: align.default("center").meta({ label: "Alignment" }),
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3).meta({ label: "Columns" }),
    style: z.enum(["card", "plain", "ink"]).default("card").meta({ label: "Card style" }),
    items: z.array(feature).min(1, "Add at least one item.").meta({ label: "Items" }),
  }).meta({
    label: "Feature grid",
    help: "Icons with a title and a line each, in two to four columns.",
  }),
  picture: [[44, 6, 32, 4, "line"], ...row(3, 16, 48, "card").flatMap(([x, y, w, h]) => [[x, y, w, h, "card"], [x + 4, y + 5, 8, 8, "soft"], ...lines(x + 4, y + 18, [w - 10, w - 16])] as Shape[])],
});
