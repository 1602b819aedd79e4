/** The privacy policy or the terms: their text is the legal provider's or content/legal's (docs/configuration.md). */
import { z } from "zod";
import { line, sectionBase } from "#shared/pages/fields.ts";
import { defineSection } from "#sections/define.ts";
import { lines } from "#sections/picture.ts";

export const legalSection = defineSection({
  schema: z.strictObject({
    type: z.literal("legal"),
    ...sectionBase,
    document: z.enum(["privacy", "terms"]).meta({ label: "Document" }),
    copy: z.strictObject({ effective: line(30).meta({ label: "Effective" }), hostedLink: line(60).meta({ label: "Hosted link" }), opensInNewTab: line(60).meta({ label: "Opens in new tab" }) }).meta({ label: "Copy" }),
  }).meta({
    label: "Legal text",
    help: "The privacy policy or the terms of service.",
  }),
  picture: [[8, 8, 50, 6, "line"], ...lines(8, 22, [100, 96, 104, 90, 100, 70, 98])],
  // The baseline text (content/legal): the provider's script replaces it where it can run.
  prepare: async (section, tools) => tools.legalText(section.document),
});
