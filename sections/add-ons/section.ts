import { z } from "zod";
import { intro, line, sectionBand } from "#shared/pages/fields.ts";
import { addOn } from "#sections/pricing-fields.ts";
import { defineSection } from "#sections/define.ts";
import type { Shape } from "#sections/picture.ts";

export const addOnsSection = defineSection({
  schema: z.strictObject({
    type: z.literal("add-ons"),
    ...sectionBand,
    intro,
    columns: z.tuple([line(40), line(40), line(40)]).meta({ label: "Columns" }),
    items: z.array(addOn).min(1, "Add at least one add-on.").meta({ label: "Items" }),
  }).meta({
    label: "Add-ons",
    help: "Add-ons with their prices, as a table.",
  }),
  picture: [[44, 6, 32, 4, "line"], [14, 16, 92, 50, "card"], ...[24, 34, 44, 54].flatMap((y) => [[18, y, 26, 2.5, "line"], [52, y - 1, 14, 4, "primary"], [72, y, 30, 2.5, "line"]] as Shape[])],
});
