import { z } from "zod";
import { cta, line, paragraph, sectionBase } from "#shared/pages/fields.ts";
import { defineSection } from "#sections/define.ts";

export const ctaBandSection = defineSection({
  schema: z.strictObject({
    type: z.literal("cta-band"),
    ...sectionBase,
    title: line(120).meta({ label: "Title" }),
    body: paragraph(400).meta({ label: "Body" }),
    primary: cta.meta({ label: "Main button" }),
    secondary: cta.optional().meta({ label: "Second button" }),
    tertiary: cta.optional().meta({ label: "Third button" }),
  }).meta({
    label: "Call to action band",
    help: "A closing headline with one to three buttons.",
  }),
  picture: [[8, 10, 104, 52, "ink"], [30, 20, 60, 6, "white"], [38, 31, 44, 2.5, "soft"], [34, 42, 24, 8, "primary"], [62, 42, 24, 8, "card"]],
});
