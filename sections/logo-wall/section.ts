/** Customers' or partners' logos from the media library, each named, and linked to the company's site when given. */
import { z } from "zod";
import { WEB_PROTOCOLS } from "#shared/links.ts";
import { intro, line, link, mediaImage, sectionBand } from "#shared/pages/fields.ts";
import { defineSection } from "#sections/define.ts";
import { row } from "#sections/picture.ts";

/** The logo's picture; its description is the company's name, which is what it says to those who cannot see it. */
const logoImage = mediaImage.extend({ alt: line(80).meta({ label: "Company name (what the logo says to those who cannot see it)" }) }).meta({ label: "Logo", widget: "media-image" });

const logo = z
  .strictObject({
    // Optional in the schema so a new logo starts at "Choose an image"; the refinement below requires one.
    image: logoImage.optional(),
    href: link({ web: WEB_PROTOCOLS }, "Write the company's address in full, e.g. https://example.com.").optional().meta({ label: "Link to the company's site (optional)" }),
  })
  .refine((entry) => entry.image !== undefined, { message: "Choose the logo from the media library.", path: ["image", "name"] });

export const logoWallSection = defineSection({
  schema: z
    .strictObject({
      type: z.literal("logo-wall"),
      ...sectionBand,
      // A wall says whose logos these are; a new one starts with a heading to write, so it cannot go live unwritten.
      intro,
      logos: z.array(logo).max(24, "Keep a wall to 24 logos.").meta({ label: "Logos" }),
    })
    .meta({
      label: "Logo wall",
      help: "Customers' or partners' logos from the media library, each with its name and an optional link.",
    }),
  picture: [[44, 8, 32, 4, "line"], ...row(4, 20, 18, "card", 5), ...row(4, 44, 18, "card", 5), ...row(4, 27, 4, "line", 13, 14, 92), ...row(4, 51, 4, "line", 13, 14, 92)],
  // Each logo's size, so the page reserves its place and fetches the smallest file that fits.
  prepare: async (section, tools) => ({ sizes: await Promise.all(section.logos.map((entry) => (entry.image ? tools.imageSize(entry.image.name) : undefined))) }),
});
