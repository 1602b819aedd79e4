/** Quotes from customers, each with its result, and who said it: a name, a role, a photo and the company's logo, each optional. */
import { z } from "zod";
import { line, mediaImage, paragraph, sectionBand } from "#shared/pages/fields.ts";
import { defineSection } from "#sections/define.ts";
import { row, lines, type Shape } from "#sections/picture.ts";

const testimonial = z.strictObject({
  quote: paragraph(600).meta({ label: "Quote" }),
  // The person: every field optional, so testimonials written before them stay as they were.
  name: line(80).optional().meta({ label: "Name" }),
  role: line(80).meta({ label: "Role" }),
  companyType: line(120).meta({ label: "Company" }),
  photo: mediaImage.optional().meta({ label: "Photo" }),
  logo: mediaImage.extend({ alt: line(80).meta({ label: "Company name (what the logo says to those who cannot see it)" }) }).optional().meta({ label: "Company logo", widget: "media-image" }),
  highlight: line(60).optional().meta({ label: "Highlight" }),
});

export const testimonialsSection = defineSection({
  schema: z.strictObject({
    type: z.literal("testimonials"),
    ...sectionBand,
    items: z.array(testimonial).min(1, "Add at least one testimonial.").meta({ label: "Items" }),
  }).meta({
    label: "Testimonials",
    help: "Quotes from customers, each with its result and who said it.",
  }),
  picture: [[44, 6, 32, 4, "line"], ...row(2, 16, 48, "card", 6).flatMap(([x, y, w, h]) => [[x, y, w, h, "card"], [x + 4, y + 5, 16, 4, "primary"], ...lines(x + 4, y + 15, [w - 8, w - 8, w - 16]), [x + 4, y + 38, 20, 2.5, "line"]] as Shape[])],
  // The photo's and the logo's sizes, so the page reserves their place and fetches the smallest files.
  prepare: async (section, tools) => ({
    items: await Promise.all(
      section.items.map(async (item) => ({
        photo: item.photo ? await tools.imageSize(item.photo.name) : undefined,
        logo: item.logo ? await tools.imageSize(item.logo.name) : undefined,
      })),
    ),
  }),
});
