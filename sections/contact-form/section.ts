/** The contact form and the team's contact details beside it; the facts come from the site's settings. */
import { z } from "zod";
import { line, paragraph, sectionBase } from "#shared/pages/fields.ts";
import { defineSection } from "#sections/define.ts";
import { lines, type Shape } from "#sections/picture.ts";

export const contactFormSection = defineSection({
  schema: z.strictObject({
    type: z.literal("contact-form"),
    ...sectionBase,
    /** What a screen reader calls the section. */
    label: line(80).meta({ label: "Label" }),
    form: z.strictObject({
      heading: line(80).meta({ label: "Heading" }),
      intro: paragraph(400).meta({ label: "Heading" }),
      labels: z.strictObject({ name: line(40).meta({ label: "Name" }), email: line(40).meta({ label: "Email" }), company: line(40).meta({ label: "Company" }), phone: line(40).meta({ label: "Phone" }), message: line(40).meta({ label: "Message" }) }).meta({ label: "Labels" }),
      placeholders: z.strictObject({ name: line(60).meta({ label: "Name" }), email: line(60).meta({ label: "Email" }), company: line(60).meta({ label: "Company" }), phone: line(60).meta({ label: "Phone" }), message: line(120).meta({ label: "Message" }) }).meta({ label: "Placeholders" }),
      honeypotLabel: line(80).meta({ label: "Honeypot label" }),
      submit: line(40).meta({ label: "Submit" }),
      privacyNote: line(200).meta({ label: "Privacy note" }),
      privacyLink: line(60).meta({ label: "Privacy link" }),
    }).meta({ label: "Form" }),
    details: z.strictObject({
      infoHeading: line(60).meta({ label: "Info heading" }),
      emailLabel: line(30).meta({ label: "Email label" }),
      phoneLabel: line(30).meta({ label: "Phone label" }),
      officeLabel: line(30).meta({ label: "Office label" }),
      hoursHeading: line(60).meta({ label: "Hours heading" }),
      closed: line(30).meta({ label: "Closed" }),
      hoursNote: line(200).meta({ label: "Hours note" }),
    }).meta({ label: "Details" }),
  }).meta({
    label: "Contact form",
    help: "The contact form and the team's contact details; its leads reach sales.",
  }),
  picture: [[8, 8, 64, 58, "card"], ...[16, 28, 40].map((y) => [14, y, 52, 7, "soft"] as Shape), [14, 52, 24, 8, "primary"], [78, 8, 34, 58, "card"], ...lines(82, 16, [24, 18, 26, 20])],
});
