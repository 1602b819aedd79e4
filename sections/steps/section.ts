import { z } from "zod";
import { cta, feature, sectionBand } from "#shared/pages/fields.ts";
import { defineSection } from "#sections/define.ts";
import { row } from "#sections/picture.ts";

export const stepsSection = defineSection({
  schema: z.strictObject({
    type: z.literal("steps"),
    ...sectionBand,
    items: z.array(feature).min(1, "Add at least one step.").meta({ label: "Items" }),
    primary: cta.optional().meta({ label: "Main button" }),
    secondary: cta.optional().meta({ label: "Second button" }),
  }).meta({
    label: "Steps",
    help: "Numbered steps in a row, with a button under them.",
  }),
  picture: [[44, 6, 32, 4, "line"], [14, 29, 92, 1.5, "line"], ...row(4, 22, 14, "soft", 14, 10, 100), ...row(4, 44, 3, "line", 10), [46, 58, 28, 8, "primary"]],
});
