import { z } from "zod";
import { line, paragraph, sectionBand, tone } from "#shared/pages/fields.ts";
import { defineSection } from "#sections/define.ts";
import { row, type Shape } from "#sections/picture.ts";

export const flowSection = defineSection({
  schema: z.strictObject({
    type: z.literal("flow"),
    ...sectionBand,
    tone: tone.default("ink").meta({ label: "Background" }),
    items: z.array(z.strictObject({ title: line(60).meta({ label: "Title" }), description: paragraph(300).meta({ label: "Description" }), products: z.array(line(40)).meta({ label: "Products" }) })).min(2, "A flow needs at least two stages.").meta({ label: "Items" }),
  }).meta({
    label: "Flow",
    help: "Stages from left to right, each naming its products.",
  }),
  picture: [[0, 0, 120, 72, "ink"], ...row(4, 24, 26, "soft", 8), ...[31, 59, 87].map((x) => [x, 36, 4, 2, "white"] as Shape)],
});
