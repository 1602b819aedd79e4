/**
 * A form the marketing team builds in the studio (a kind of document, ADR 045): the questions it
 * asks, what the visitor gets back, who takes the lead, and its spam rules. The studio, the store and
 * the server's validation of each answer (answers.ts) read this one schema; the public page reads
 * the published version only, and each lead keeps the number of the version it answered.
 */
import { z } from "zod";
import { line, paragraph, storable } from "#shared/pages/fields.ts";
import { linkProblem } from "#shared/links.ts";
import { FORM_POST_KEYS } from "./answers.ts";

export const FORM_FIELD_KINDS = ["text", "long-text", "email", "phone", "number", "choice", "choices", "checkbox", "consent", "hidden"] as const;
export type FormFieldKind = (typeof FORM_FIELD_KINDS)[number];

export const FORM_FIELD_KIND_LABELS: Record<FormFieldKind, string> = {
  text: "Short text",
  "long-text": "Long text",
  email: "Email",
  phone: "Phone",
  number: "Number",
  choice: "Single choice",
  choices: "Multiple choice",
  checkbox: "Checkbox",
  consent: "Consent",
  hidden: "Hidden",
};

/** Keys that also fill the lead's own columns, so the inbox, routing and CRMs read them as today. */
export const LEAD_COLUMN_KEYS = ["name", "email", "company", "phone"] as const;

export const FORM_LIMITS = { fields: 30, choices: 50, text: 2000, routing: 20 } as const;

/** The name an answer is kept, exported and posted under: stable across versions once a lead used it. */
const fieldKey = z
  .string({ error: "Give the field a key." })
  .regex(/^[a-z][a-z0-9_]{0,39}$/, "Use lowercase letters, digits and underscores, starting with a letter (e.g. job_title).")
  .meta({ label: "Key (its column in exports)" });

/** Where the answer goes in each CRM: a property's internal name; empty leaves it out. */
const crmProperty = z
  .string()
  .trim()
  .max(100, "Keep the property name under 100 characters.")
  .regex(/^[A-Za-z][A-Za-z0-9_]*$|^$/, "Use the CRM's internal name: letters, digits and underscores (e.g. jobtitle, Title, job_title__c).")
  .optional();

export const crmMapping = z
  .strictObject({
    hubspot: crmProperty.meta({ label: "HubSpot property" }),
    salesforce: crmProperty.meta({ label: "Salesforce lead field" }),
    pipedrive: crmProperty.meta({ label: "Pipedrive person field" }),
  })
  .meta({ label: "CRM properties" });

const base = {
  key: fieldKey,
  label: line(120).meta({ label: "Label" }),
  help: paragraph(300).optional().meta({ label: "Help text" }),
  required: z.boolean().default(false).meta({ label: "Required" }),
  crm: crmMapping.optional(),
};

const textLimit = (fallback: number) =>
  z.number().int("Use a whole number.").min(1, "Allow at least 1 character.").max(FORM_LIMITS.text, `At most ${FORM_LIMITS.text} characters.`).default(fallback).meta({ label: "Most characters" });

const placeholder = line(120).optional().meta({ label: "Placeholder" });

export const formChoice = z.strictObject({
  value: z
    .string()
    .trim()
    .min(1, "Give the choice a value.")
    .max(100, "Keep the value under 100 characters.")
    .refine(...storable)
    .meta({ label: "Value (exported)" }),
  label: line(120).meta({ label: "Label" }),
});

const choiceList = z
  .array(formChoice)
  .min(2, "Give at least two choices.")
  .max(FORM_LIMITS.choices, `Keep it to ${FORM_LIMITS.choices} choices or fewer.`)
  .refine((choices) => new Set(choices.map((choice) => choice.value)).size === choices.length, "Two choices have the same value.")
  .meta({ label: "Choices" });

/** Attribution the visit already carries (shared/attribution.ts), for a hidden field to keep. */
export const HIDDEN_SOURCES = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "landing_page", "referrer"] as const;
export type HiddenSource = (typeof HIDDEN_SOURCES)[number];

export const formField = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({ kind: z.literal("text"), ...base, maxLength: textLimit(200), placeholder }),
    z.strictObject({ kind: z.literal("long-text"), ...base, maxLength: textLimit(2000), placeholder }),
    /** The lead's address: every form has exactly one. */
    z.strictObject({ kind: z.literal("email"), ...base, placeholder, businessOnly: z.boolean().default(false).meta({ label: "Work email only" }) }),
    z.strictObject({ kind: z.literal("phone"), ...base, placeholder }),
    z.strictObject({
      kind: z.literal("number"),
      ...base,
      min: z.number().optional().meta({ label: "Smallest" }),
      max: z.number().optional().meta({ label: "Largest" }),
      wholeNumber: z.boolean().default(true).meta({ label: "Whole numbers only" }),
    }),
    z.strictObject({ kind: z.literal("choice"), ...base, choices: choiceList, display: z.enum(["select", "radio"]).default("select").meta({ label: "Show as" }) }),
    z.strictObject({ kind: z.literal("choices"), ...base, choices: choiceList }),
    z.strictObject({ kind: z.literal("checkbox"), ...base }),
    /** Its exact words and version are stored with each lead that gave it. */
    z.strictObject({ kind: z.literal("consent"), ...base, version: line(40).meta({ label: "Version (e.g. 2026-12)" }) }),
    /** Filled from the page's query string (`name`) or the visit's attribution, never shown. */
    z.strictObject({
      kind: z.literal("hidden"),
      ...base,
      from: z.enum(["query", "attribution"]).meta({ label: "Filled from" }),
      name: z
        .string()
        .regex(/^[A-Za-z0-9_.-]{1,60}$/, "Use the query parameter's name, e.g. utm_campaign.")
        .meta({ label: "Parameter" }),
    }),
  ],
  { error: "Choose a kind of field." },
);
export type FormField = z.output<typeof formField>;

/** What the visitor gets once the form is sent: words in place of the form, or a page. */
export const thankYou = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({ kind: z.literal("message"), heading: line(120).meta({ label: "Heading" }), body: paragraph(600).optional().meta({ label: "Text" }) }),
    z.strictObject({
      kind: z.literal("page"),
      path: z
        .string()
        .trim()
        .superRefine((value, context) => {
          const problem = linkProblem(value, { path: true }, "Give a path of this site, e.g. /thank-you.");
          if (problem) context.addIssue({ code: "custom", message: problem });
        })
        .meta({ label: "Page", widget: "link" }),
    }),
  ],
  { error: "Choose a message or a page." },
);

/** A file of the media library the form gives in exchange (gated content): a signed link that expires. */
export const formDownload = z.strictObject({
  file: z.string().min(1, "Choose a file from the media library.").meta({ label: "File", widget: "media-file" }),
  label: line(80).meta({ label: "Link text" }),
  /** How long the link works, in hours. */
  expiresInHours: z
    .number()
    .int("Use whole hours.")
    .min(1, "At least an hour.")
    .max(24 * 30, "At most 30 days.")
    .default(72)
    .meta({ label: "Link works for (hours)" }),
});
/** A form's download as the form gives it: the file, its link's words, how long the link works. */
export type FormDownload = z.output<typeof formDownload>;

/** A rule on an answer: leads whose `field` answer is one of `values` go to these owners in turn (before the team's rules). */
export const formRoute = z.strictObject({
  name: line(80).meta({ label: "Name" }),
  field: fieldKey.meta({ label: "Field" }),
  values: z.array(z.string().min(1).max(100)).min(1, "Choose at least one answer.").max(FORM_LIMITS.choices).meta({ label: "Answers" }),
  owners: z.array(z.string().min(1)).min(1, "Choose who takes these leads.").max(20).meta({ label: "Owners" }),
});

/**
 * A form's document as a stored version reads: what every live version passed. The rules added
 * since (formDocument's) are not asked of it, so a form live before them stays on its pages.
 */
export const storedFormDocument = z
  .strictObject({
    /** What the team calls it, in the studio, the inbox and the reports. */
    name: line(120).meta({ label: "Name" }),
    fields: z.array(formField).min(1, "Add at least one field.").max(FORM_LIMITS.fields, `Keep it to ${FORM_LIMITS.fields} fields or fewer.`),
    submitLabel: line(40).meta({ label: "Button" }),
    thankYou,
    download: formDownload.optional(),
    routing: z.array(formRoute).max(FORM_LIMITS.routing).default([]),
    /** A proof of work the browser solves in the background (docs/decisions/048). */
    proofOfWork: z.boolean().default(false).meta({ label: "Ask browsers for a proof of work" }),
  })
  .superRefine((form, context) => {
    const keys = form.fields.map((field) => field.key);
    keys.forEach((key, index) => {
      if (keys.indexOf(key) !== index) context.addIssue({ code: "custom", path: ["fields", index, "key"], message: `Another field already has the key ${key}.` });
    });
    const emails = form.fields.filter((field) => field.kind === "email");
    if (emails.length !== 1) context.addIssue({ code: "custom", path: ["fields"], message: "A form needs exactly one email field: the lead's address." });
    else if (!emails[0]!.required)
      context.addIssue({ code: "custom", path: ["fields", form.fields.indexOf(emails[0]!), "required"], message: "The email field is the lead's address: it must be required." });
    form.fields.forEach((field, index) => {
      if (field.kind === "number" && field.min !== undefined && field.max !== undefined && field.min > field.max) {
        context.addIssue({ code: "custom", path: ["fields", index, "max"], message: "The largest must not be below the smallest." });
      }
      if (LEAD_COLUMN_KEYS.includes(field.key as (typeof LEAD_COLUMN_KEYS)[number]) && !columnKinds[field.key as LeadColumnKey].includes(field.kind)) {
        context.addIssue({
          code: "custom",
          path: ["fields", index, "key"],
          message: `The key ${field.key} fills the lead's ${field.key}: use it on a ${columnKinds[field.key as LeadColumnKey].join(" or ")} field.`,
        });
      }
    });
    form.routing.forEach((route, index) => {
      if (!keys.includes(route.field)) context.addIssue({ code: "custom", path: ["routing", index, "field"], message: "Choose one of this form's fields." });
    });
  });

/**
 * A form as the studio saves and publishes it: the stored rules, and besides them refused: keys
 * the post itself uses (answers.ts's FORM_POST_KEYS: the answer would be lost or refused), a
 * hidden field's attribution the visit does not carry, and a rule's answer its choice field never gives.
 */
export const formDocument = storedFormDocument.superRefine((form, context) => {
  form.fields.forEach((field, index) => {
    if (FORM_POST_KEYS.includes(field.key)) context.addIssue({ code: "custom", path: ["fields", index, "key"], message: `“${field.key}” is reserved: choose another key.` });
    // Any other name is never filled: the answer would always be empty.
    if (field.kind === "hidden" && field.from === "attribution" && !(HIDDEN_SOURCES as readonly string[]).includes(field.name)) {
      context.addIssue({ code: "custom", path: ["fields", index, "name"], message: `The visit's attribution has no “${field.name}”: choose one of ${HIDDEN_SOURCES.join(", ")}.` });
    }
  });
  // A rule's answer no choice gives never matches: its leads would silently go the team's way.
  form.routing.forEach((route, index) => {
    const field = form.fields.find((candidate) => candidate.key === route.field);
    if (field?.kind !== "choice" && field?.kind !== "choices") return;
    const missing = route.values.find((value) => !field.choices.some((choice) => choice.value === value));
    if (missing !== undefined) {
      context.addIssue({
        code: "custom",
        path: ["routing", index, "values"],
        message: `The rule “${route.name}” routes the answer “${missing}”, which is not one of ${field.label}'s choices: tick its answers again.`,
      });
    }
  });
});

type LeadColumnKey = (typeof LEAD_COLUMN_KEYS)[number];
const columnKinds: Record<LeadColumnKey, FormFieldKind[]> = { name: ["text"], email: ["email"], company: ["text", "choice"], phone: ["phone", "text"] };

export type FormDocument = z.output<typeof formDocument>;
export type FormDocumentInput = z.input<typeof formDocument>;

/** A published version of a form: what a page shows and what a lead answered. */
export interface PublishedForm {
  id: number;
  version: number;
  document: FormDocument;
  /** Set on a translation (ADR 054): its language, and the original a page's form section names. */
  translation?: { locale: string; of: number };
}

/** One lead's answers, by field key: text, the chosen values, a ticked box. Hidden and consent fields included. */
export type FormAnswers = Record<string, string | string[] | boolean | number>;

/** The consent a lead gave, as it read then. */
export interface GivenConsent {
  key: string;
  text: string;
  version: string;
}

/** What a lead unlocked (gated content): the file and when its link expires. */
export interface Unlocked {
  file: string;
  label: string;
  expiresAt: string;
}

/** What a lead unlocks when stored at `now`: its link works for the form's hours, to the second (the link carries whole seconds). */
export function unlockedBy(download: FormDownload, now: Date): Unlocked {
  const expiresAt = new Date((Math.floor(now.getTime() / 1000) + download.expiresInHours * 3600) * 1000);
  return { file: download.file, label: download.label, expiresAt: expiresAt.toISOString() };
}
