import { z } from "zod";
import { sectionBand, stat, tone } from "#shared/pages/fields.ts";
import { defineSection } from "#sections/define.ts";
import { row } from "#sections/picture.ts";

export const statsSection = defineSection({
  schema: z.strictObject({
    type: z.literal("stats"),
    ...sectionBand,
    tone: tone.default("ink").meta({ label: "Background" }),
    items: z.array(stat).min(1, "Add at least one figure.").meta({ label: "Items" }),
  }).meta({
    label: "Figures",
    help: "Headline numbers with what they measure.",
  }),
  picture: [[0, 0, 120, 72, "ink"], [44, 8, 32, 4, "soft"], ...row(3, 24, 12, "primary"), ...row(3, 42, 3, "soft")],
});
