import { z } from "zod";
import { line, paragraph, sectionBand } from "#shared/pages/fields.ts";
import { defineSection } from "#sections/define.ts";
import { row, lines, type Shape } from "#sections/picture.ts";

export const testimonialsSection = defineSection({
  schema: z.strictObject({
    type: z.literal("testimonials"),
    ...sectionBand,
    items: z
      .array(z.strictObject({ quote: paragraph(600).meta({ label: "Quote" }), role: line(80).meta({ label: "Role" }), companyType: line(120).meta({ label: "Company" }), highlight: line(60).optional().meta({ label: "Highlight" }) }))
      .min(1, "Add at least one testimonial.").meta({ label: "Items" }),
  }).meta({
    label: "Testimonials",
    help: "Quotes from customers, each with its result.",
  }),
  picture: [[44, 6, 32, 4, "line"], ...row(2, 16, 48, "card", 6).flatMap(([x, y, w, h]) => [[x, y, w, h, "card"], [x + 4, y + 5, 16, 4, "primary"], ...lines(x + 4, y + 15, [w - 8, w - 8, w - 16]), [x + 4, y + 38, 20, 2.5, "line"]] as Shape[])],
});
