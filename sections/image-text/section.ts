/** A picture beside its words: a heading, a short text and a button. */
import { z } from "zod";
import { cta, lightTone, line, mediaImage, richText, sectionBase } from "#shared/pages/fields.ts";
import { defineSection } from "#sections/define.ts";
import { lines } from "#sections/picture.ts";

export const imageTextSection = defineSection({
  schema: z.strictObject({
    type: z.literal("image-text"),
    ...sectionBase,
    tone: lightTone,
    eyebrow: line(60).optional().meta({ label: "Eyebrow (small line above)" }),
    title: line(120).meta({ label: "Title" }),
    markdown: richText(2_000).meta({ label: "Text" }),
    /** Until one is chosen, the words take the band's width. */
    image: mediaImage.optional().meta({ label: "Image" }),
    /** Where the picture sits from a tablet's width up; on a phone it comes after the words. */
    side: z.enum(["right", "left"]).default("right").meta({ label: "Picture on the" }),
    primary: cta.optional().meta({ label: "Main button" }),
  }).meta({
    label: "Image and text",
    help: "A picture from the media library beside a heading, a short text and a button.",
  }),
  picture: [[8, 16, 44, 5, "line"], ...lines(8, 28, [48, 44, 48, 36]), [8, 54, 22, 8, "primary"], [62, 10, 50, 52, "soft"]],
  // The words and the picture through the articles' pipeline: the picture as an article's image (sizes, formats, lazy).
  prepare: async (section, tools) => ({
    html: await tools.markdown(section.markdown),
    picture: section.image ? await tools.markdown(`![${section.image.alt.replace(/[[\]]/g, "")}](${section.image.name})`) : undefined,
  }),
});
