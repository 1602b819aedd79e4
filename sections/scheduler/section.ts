/** The scheduler's page embedded (its address is the site's settings), with what shows if it cannot load. */
import { z } from "zod";
import { line, paragraph, sectionBase } from "#shared/pages/fields.ts";
import { defineSection } from "#sections/define.ts";
import { row } from "#sections/picture.ts";

export const schedulerSection = defineSection({
  schema: z.strictObject({
    type: z.literal("scheduler"),
    ...sectionBase,
    label: line(80).meta({ label: "Label" }),
    copy: z.strictObject({ frameTitle: line(80).meta({ label: "Frame title" }), fallbackTitle: line(120).meta({ label: "Fallback title" }), fallbackBody: paragraph(400).meta({ label: "Fallback body" }), fallbackDirect: line(60).meta({ label: "Fallback direct" }), fallbackContact: line(60).meta({ label: "Fallback contact" }) }).meta({ label: "Copy" }),
  }).meta({
    label: "Booking calendar",
    help: "The scheduler from Settings, to book a meeting.",
  }),
  picture: [[14, 8, 92, 58, "card"], [20, 14, 40, 4, "line"], ...[24, 34, 44, 54].flatMap((y) => row(7, y, 6, "soft", 3, 20, 80))],
});
