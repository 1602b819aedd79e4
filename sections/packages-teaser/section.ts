import { z } from "zod";
import { cta, line, paragraph, sectionBand } from "#shared/pages/fields.ts";
import { defineSection } from "#sections/define.ts";
import { row } from "#sections/picture.ts";

export const packagesTeaserSection = defineSection({
  schema: z.strictObject({
    type: z.literal("packages-teaser"),
    ...sectionBand,
    featuredLabel: line(30).default("Most popular").meta({ label: "Highlight label" }),
    items: z
      .array(z.strictObject({ name: line(40).meta({ label: "Name" }), description: paragraph(300).meta({ label: "Description" }), includes: z.array(line(80)).min(1).meta({ label: "Includes" }), featured: z.boolean().optional().meta({ label: "Highlighted" }) }))
      .min(1, "Add at least one package.").meta({ label: "Items" }),
    primary: cta.optional().meta({ label: "Main button" }),
    secondary: cta.optional().meta({ label: "Second button" }),
  }).meta({
    label: "Packages teaser",
    help: "The packages in brief, with a link to pricing.",
  }),
  picture: [[44, 6, 32, 4, "line"], ...row(3, 16, 46, "card"), [42, 16, 36, 46, "soft"], ...row(3, 22, 4, "line"), [46, 64, 28, 5, "primary"]],
});
