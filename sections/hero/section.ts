import { z } from "zod";
import { cta, line, mediaImage, mockPanel, sectionBase, storable } from "#shared/pages/fields.ts";
import { defineSection } from "#sections/define.ts";
import { lines } from "#sections/picture.ts";

/** What each choice of "Beside the text" shows, in the editor's words. */
const VISUALS = { none: "Nothing", mock: "A product mock", results: "The results card (the page's first table)", image: "An image from the media library" };

export const heroSection = defineSection({
  schema: z
    .strictObject({
      type: z.literal("hero"),
      ...sectionBase,
      eyebrow: line(60).optional().meta({ label: "Eyebrow (small line above)" }),
      title: line(120).meta({ label: "Title" }),
      lead: z
        .string()
        .trim()
        .max(600, "Keep this under 600 characters.")
        .refine(...storable)
        .optional()
        .meta({ label: "Lead paragraph" }),
      primary: cta.optional().meta({ label: "Main button" }),
      secondary: cta.optional().meta({ label: "Second button" }),
      tertiary: cta.optional().meta({ label: "Third button" }),
      /** A short trust line under the buttons. */
      note: line(200).optional().meta({ label: "Note under the buttons" }),
      /** `dark` on the ink gradient (marketing pages), `light` for utility pages. */
      variant: z.enum(["dark", "light"]).default("dark").meta({ label: "Variant" }),
      /** Beside the copy: a product mock, the figures of the page's first table section, or a picture of the media library. */
      visual: z.enum(["none", "mock", "results", "image"]).default("none").meta({ label: "Beside the text", choices: VISUALS }),
      // Kept when another visual is chosen, so switching back finds it again.
      image: mediaImage.optional().meta({ label: "Image", help: "Shown when “Beside the text” is “An image from the media library”." }),
      mock: mockPanel.optional().meta({ label: "Product mock" }),
    })
    .refine((hero) => hero.visual !== "image" || hero.image !== undefined, { message: "Choose the image from the media library.", path: ["image", "name"] })
    .meta({
      label: "Hero",
      help: "The page's headline, lead, buttons and an optional image, product mock or results card.",
    }),
  picture: [[0, 0, 120, 72, "ink"], [10, 14, 60, 7, "white"], ...lines(10, 26, [54, 44], "soft"), [10, 44, 22, 8, "primary"], [35, 44, 20, 8, "card"], [78, 14, 34, 40, "soft"]],
  // The picture's size, so the page reserves its place and offers the library's files.
  prepare: async (hero, tools) => ({ image: hero.visual === "image" && hero.image ? await tools.imageSize(hero.image.name) : undefined }),
});
