import { z } from "zod";
import { align, line, sectionBand } from "#shared/pages/fields.ts";
import { defineSection } from "#sections/define.ts";
import type { Shape } from "#sections/picture.ts";

export const checklistSection = defineSection({
  schema: z.strictObject({
    type: z.literal("checklist"),
    ...sectionBand,
    align: align.default("left").meta({ label: "Alignment" }),
    items: z.array(line(200)).min(1, "Add at least one item.").meta({ label: "Items" }),
  }).meta({
    label: "Checklist",
    help: "A list of ticked benefits.",
  }),
  picture: [[8, 8, 40, 5, "line"], ...[22, 32, 42, 52].flatMap((y) => [[8, y, 5, 5, "primary"], [16, y + 1, 34, 2.5, "line"], [62, y, 5, 5, "primary"], [70, y + 1, 34, 2.5, "line"]] as Shape[])],
});
