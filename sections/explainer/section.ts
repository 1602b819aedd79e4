import { z } from "zod";
import { intro, line, paragraph, sectionBase } from "#shared/pages/fields.ts";
import { defineSection } from "#sections/define.ts";
import { lines, type Shape } from "#sections/picture.ts";

export const explainerSection = defineSection({
  schema: z.strictObject({
    type: z.literal("explainer"),
    ...sectionBase,
    intro,
    paragraphs: z.array(paragraph(1200)).min(1, "Add at least one paragraph.").meta({ label: "Paragraphs" }),
    stages: z.array(z.strictObject({ title: line(80).meta({ label: "Title" }), description: paragraph(400).meta({ label: "Description" }) })).min(1, "Add at least one stage.").meta({ label: "Stages" }),
  }).meta({
    label: "Explainer",
    help: "Paragraphs beside numbered stages of how it works.",
  }),
  picture: [...lines(8, 12, [40, 48, 48, 44, 48, 30]), ...[14, 30, 46].flatMap((y) => [[62, y, 50, 13, "card"], [65, y + 3, 7, 7, "primary"], [76, y + 5, 30, 2.5, "line"]] as Shape[])],
});
