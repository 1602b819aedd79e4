/** Formatted text: a story, a policy, an announcement; narrow for reading, wide beside nothing. */
import { z } from "zod";
import { lightTone, richText, sectionBand } from "#shared/pages/fields.ts";
import { PAGE_LIMITS } from "#shared/pages/limits.ts";
import { defineSection } from "#sections/define.ts";
import { lines } from "#sections/picture.ts";

export const richTextSection = defineSection({
  schema: z.strictObject({
    type: z.literal("rich-text"),
    ...sectionBand,
    // Text set for reading, on a light band.
    tone: lightTone,
    width: z.enum(["narrow", "wide"]).default("narrow").meta({ label: "Width" }),
    markdown: richText(PAGE_LIMITS.formattedCharacters).meta({ label: "Text" }),
  }).meta({
    label: "Text",
    help: "Formatted text as in the blog: headings, lists, links, tables, quotes and images.",
  }),
  picture: [[28, 8, 50, 6, "line"], ...lines(28, 20, [64, 60, 64, 52]), [28, 46, 40, 4, "line"], ...lines(28, 55, [64, 58])],
  // Through the articles' pipeline and sanitizer, so a page and an article format alike.
  prepare: async (section, tools) => ({ html: await tools.markdown(section.markdown) }),
});
