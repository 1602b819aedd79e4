/**
 * A form the marketing team built in the studio (shared/forms/form.ts), on any page: its published
 * version is read on the server as the page is drawn, so a form that is not published is an error
 * the page editor shows, as a missing image is.
 */
import { z } from "zod";
import { intro, lightTone, sectionBase } from "#shared/pages/fields.ts";
import { placeholder } from "#shared/pages/placeholders.ts";
import { defineSection } from "#sections/define.ts";
import { lines, type Shape } from "#sections/picture.ts";

/** The form field before a form is chosen: the page saves, and cannot be published until one is. */
export const FORM_PLACEHOLDER = placeholder("the form");

export const formSection = defineSection({
  schema: z
    .strictObject({
      type: z.literal("form"),
      ...sectionBase,
      intro: intro.optional().meta({ label: "Heading" }),
      tone: lightTone,
      // A new section starts with the template's placeholder (saved, never published: templates.ts) until a form is chosen.
      form: z.union([z.literal(FORM_PLACEHOLDER), z.number().int().positive()], { error: "Choose a published form." }).meta({ label: "Form", widget: "form" }),
    })
    .meta({
      label: "Form",
      help: "A form built in the studio: its questions, consent, thank-you and download; its leads reach sales.",
    }),
  picture: [
    [30, 6, 60, 5, "line"],
    [26, 16, 68, 52, "card"],
    ...[22, 34].flatMap(
      (y) =>
        [
          [32, y, 24, 2.5, "line"],
          [32, y + 4, 56, 7, "soft"],
        ] as Shape[],
    ),
    ...lines(32, 48, [40]),
    [32, 56, 24, 8, "primary"],
  ],
  prepare: async (section, tools) => ({ form: typeof section.form === "number" ? await tools.form(section.form) : null }),
});
