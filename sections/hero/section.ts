import { z } from "zod";
import { cta, line, mockPanel, sectionBase, storable } from "#shared/pages/fields.ts";
import { defineSection } from "#sections/define.ts";
import { lines } from "#sections/picture.ts";

export const heroSection = defineSection({
  schema: z.strictObject({
    type: z.literal("hero"),
    ...sectionBase,
    eyebrow: line(60).optional().meta({ label: "Eyebrow (small line above)" }),
    title: line(120).meta({ label: "Title" }),
    lead: z.string().trim().max(600, "Keep this under 600 characters.").refine(...storable).optional().meta({ label: "Lead paragraph" }),
    primary: cta.optional().meta({ label: "Main button" }),
    secondary: cta.optional().meta({ label: "Second button" }),
    tertiary: cta.optional().meta({ label: "Third button" }),
    /** A short trust line under the buttons. */
    note: line(200).optional().meta({ label: "Note under the buttons" }),
    /** `dark` on the ink gradient (marketing pages), `light` for utility pages. */
    variant: z.enum(["dark", "light"]).default("dark").meta({ label: "Variant" }),
    /** Beside the copy: a product mock, or the figures of the page's first table section. */
    visual: z.enum(["none", "mock", "results"]).default("none").meta({ label: "Beside the text" }),
    mock: mockPanel.optional().meta({ label: "Product mock" }),
  }).meta({
    label: "Hero",
    help: "The page's headline, lead, buttons and an optional product mock or results card.",
  }),
  picture: [[0, 0, 120, 72, "ink"], [10, 14, 60, 7, "white"], ...lines(10, 26, [54, 44], "soft"), [10, 44, 22, 8, "primary"], [35, 44, 20, 8, "card"], [78, 14, 34, 40, "soft"]],
});
