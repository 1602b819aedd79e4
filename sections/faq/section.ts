import { z } from "zod";
import { line, paragraph, sectionBand } from "#shared/pages/fields.ts";
import { defineSection } from "#sections/define.ts";
import type { Shape } from "#sections/picture.ts";

export const faqSection = defineSection({
  schema: z.strictObject({
    type: z.literal("faq"),
    ...sectionBand,
    items: z.array(z.strictObject({ question: line(200).meta({ label: "Question" }), answer: paragraph(1500).meta({ label: "Answer" }) })).min(1, "Add at least one question.").meta({ label: "Items" }),
  }).meta({
    label: "FAQ",
    help: "Questions that open to their answers, also given to search engines.",
  }),
  picture: [[44, 6, 32, 4, "line"], ...[18, 30, 42, 54].flatMap((y) => [[16, y, 88, 10, "card"], [20, y + 4, 50, 2.5, "line"], [96, y + 3, 4, 4, "line"]] as Shape[])],
});
