import { z } from "zod";
import { dataTable, intro, sectionBand, tone } from "#shared/pages/fields.ts";
import { defineSection } from "#sections/define.ts";
import type { Shape } from "#sections/picture.ts";

export const tableSection = defineSection({
  schema: z.strictObject({
    type: z.literal("table"),
    ...sectionBand,
    intro,
    tone: tone.default("muted").meta({ label: "Background" }),
    table: dataTable.meta({ label: "Table" }),
  }).meta({
    label: "Metrics table",
    help: "A table of results; a hero can show its first rows.",
  }),
  picture: [[44, 6, 32, 4, "line"], [14, 16, 92, 50, "card"], ...[16, 26, 36, 46, 56].map((y) => [14, y, 92, 0.8, "line"] as Shape), ...[20, 30, 40, 50, 60].flatMap((y) => [[18, y - 1, 26, 2.5, "line"], [80, y - 1, 20, 2.5, "primary"]] as Shape[])],
});
