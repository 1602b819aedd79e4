/**
 * A lead's answers as the places they go read them: a person (the inbox, the CRM note) sees each
 * under the label it had in the version the lead answered, a choice as its label; a machine (an
 * export's column, a CRM property) gets the stored value as text, a list joined with ";" as
 * HubSpot's multiple checkboxes take it. A key the version does not know is shown under its key:
 * nothing a lead gave is ever hidden.
 */
import type { FormAnswers, FormDocument, FormField, GivenConsent, Unlocked } from "./form.ts";

export const answerTextCopy = { yes: "Yes", no: "No", listSeparator: ", " } as const;

/** An answer as a person reads it, under its label. */
export interface AnswerLine {
  key: string;
  label: string;
  text: string;
}

type Answer = FormAnswers[string];

/** The stored value as one text: lists joined with ";", a ticked box "true", numbers as written. */
export function answerValueText(value: Answer): string {
  if (Array.isArray(value)) return value.join(";");
  return String(value);
}

function choiceLabel(field: FormField, value: string): string {
  return "choices" in field ? (field.choices.find((choice) => choice.value === value)?.label ?? value) : value;
}

/** The answer as a person reads it: choices by their labels, lists joined, a box Yes or No. */
export function answerDisplayText(field: FormField | undefined, value: Answer): string {
  if (typeof value === "boolean") return value ? answerTextCopy.yes : answerTextCopy.no;
  if (Array.isArray(value)) return value.map((item) => (field ? choiceLabel(field, item) : item)).join(answerTextCopy.listSeparator);
  return field ? choiceLabel(field, String(value)) : String(value);
}

/** Each answer under its field's label, in the version's order; answers to keys it does not have after, by key. */
export function answerLines(document: FormDocument | undefined, answers: FormAnswers | null): AnswerLine[] {
  if (!answers) return [];
  const fields = document?.fields ?? [];
  const known = fields.flatMap((field) => (field.key in answers ? [{ key: field.key, label: field.label, text: answerDisplayText(field, answers[field.key]!) }] : []));
  const keys = new Set(fields.map((field) => field.key));
  const unknown = Object.keys(answers)
    .filter((key) => !keys.has(key))
    .map((key) => ({ key, label: key, text: answerDisplayText(undefined, answers[key]!) }));
  return [...known, ...unknown];
}

/** The CRMs a field's answer can be mapped to (FormField["crm"]). */
export type CrmName = "hubspot" | "salesforce" | "pipedrive";

/** `{CRM property: answer}` for the fields of `document` mapped to that CRM and answered. */
export function crmPropertiesOf(document: FormDocument | undefined, answers: FormAnswers | null, crm: CrmName): Record<string, { field: FormField; value: Answer }> {
  if (!document || !answers) return {};
  return Object.fromEntries(
    document.fields.flatMap((field) => {
      const property = field.crm?.[crm];
      const value = answers[field.key];
      return property && value !== undefined && value !== "" ? [[property, { field, value }]] : [];
    }),
  );
}

/** A form lead as text for a person (the team's email, a CRM's note): its form, answers, consent and download. */
export interface FormLeadText {
  /** "Benchmark download (version 2)"; the form's id when its version cannot be read. */
  title: string;
  lines: AnswerLine[];
  consent: GivenConsent[];
  unlocked: Unlocked | null;
}

type StoredFormLead = { formId: number | null; formVersion: number | null; answers: FormAnswers | null; consent: GivenConsent[] | null; unlocked: Unlocked | null };

/** The lead's form as text, by the version it answered; undefined for a contact-form message. */
export function formLeadText(lead: StoredFormLead, document: FormDocument | undefined): FormLeadText | undefined {
  if (lead.formId === null || lead.formVersion === null) return undefined;
  return {
    title: `${document?.name ?? `Form ${lead.formId}`} (version ${lead.formVersion})`,
    lines: answerLines(document, lead.answers ?? {}),
    consent: lead.consent ?? [],
    unlocked: lead.unlocked ?? null,
  };
}

/** One line each: the form, each answer under its label, each consent's words and version, the download and until when. */
export function formLeadLines(form: FormLeadText): string[] {
  return [
    `Form: ${form.title}`,
    ...form.lines.map((line) => `${line.label}: ${line.text}`),
    ...form.consent.map((consent) => `Consent (version ${consent.version}): ${consent.text}`),
    ...(form.unlocked ? [`Unlocked: ${form.unlocked.label} (link works until ${form.unlocked.expiresAt})`] : []),
  ];
}
