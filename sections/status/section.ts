/** A short page with one message: thank you, confirmed, coming soon, not found. */
import { z } from "zod";
import { cta, icon, line, paragraph, sectionBase } from "#shared/pages/fields.ts";
import { defineSection } from "#sections/define.ts";

export const statusSection = defineSection({
  schema: z.strictObject({
    type: z.literal("status"),
    ...sectionBase,
    icon: icon.optional().meta({ label: "Icon" }),
    eyebrow: line(40).optional().meta({ label: "Eyebrow (small line above)" }),
    title: line(120).meta({ label: "Title" }),
    subtitle: line(160).optional().meta({ label: "Subtitle" }),
    body: paragraph(600).meta({ label: "Body" }),
    primary: cta.meta({ label: "Main button" }),
    secondary: cta.optional().meta({ label: "Second button" }),
  }).meta({
    label: "Message",
    help: "One short message with an icon, for thank-you and confirmation pages.",
  }),
  picture: [[52, 12, 16, 16, "soft"], [36, 34, 48, 6, "line"], [30, 45, 60, 2.5, "line"], [40, 56, 40, 8, "primary"]],
});
