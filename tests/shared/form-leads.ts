/** Form leads for tests: fields in a line each, a form around them, the versions port over a list, and a stored lead. */
import type { ContactMessageRow } from "#server/platform/db/schema.ts";
import type { FormDocument, FormField } from "#shared/forms/form.ts";
import { formVersionKey, type FormRef, type PublishedForms } from "#shared/forms/published-forms.ts";

type Crm = FormField["crm"];

export const textField = (key: string, label: string, crm?: Crm): FormField => ({ kind: "text", key, label, required: false, maxLength: 200, ...(crm && { crm }) });
export const emailField = (label = "Work email", crm?: Crm): FormField => ({ kind: "email", key: "email", label, required: true, businessOnly: false, ...(crm && { crm }) });
export const consentField = (label: string, version: string): FormField => ({ kind: "consent", key: "consent", label, required: true, version });

/** A single (`choice`) or multiple (`choices`) choice; `choices` as [value, label] pairs. */
export function choiceField(kind: "choice" | "choices", key: string, label: string, choices: [string, string][], crm?: Crm): FormField {
  const list = choices.map(([value, text]) => ({ value, label: text }));
  const field = kind === "choice" ? { kind, key, label, required: false, display: "select" as const, choices: list } : { kind, key, label, required: false, choices: list };
  return { ...field, ...(crm && { crm }) };
}

/** A company-size question's choices, as [value, label]. */
export const COMPANY_SIZES: [string, string][] = [
  ["1-50", "Up to 50"],
  ["1000+", "Over 1,000"],
];

/** A topics question's choices, as [value, label]. */
export const TOPICS: [string, string][] = [
  ["ai", "AI"],
  ["seo", "Search"],
];

export function formOf(name: string, fields: FormField[]): FormDocument {
  return { name, fields, submitLabel: "Get the report", thankYou: { kind: "message", heading: "Thanks" }, routing: [], proofOfWork: false };
}

/** The PublishedForms port over these versions, each form published at its newest, as server/site/published-forms.ts answers from the store. */
export function versionsPort(versions: Array<FormRef & { document: FormDocument }>): PublishedForms {
  const lastLive = async (formId: number) => versions.filter((row) => row.formId === formId).toSorted((a, b) => b.version - a.version)[0] ?? null;
  return {
    published: async (id) => {
      const form = await lastLive(id);
      return form ? { id, version: form.version, document: form.document } : undefined;
    },
    lastLive,
    documents: async (refs) => new Map(versions.filter((row) => refs.some((ref) => formVersionKey(ref) === formVersionKey(row))).map((row) => [formVersionKey(row), row.document])),
    history: async (formId) => versions.filter((row) => row.formId === formId).toSorted((a, b) => b.version - a.version),
    names: async () => [...new Map(versions.toSorted((a, b) => a.version - b.version).map((row) => [row.formId, { id: row.formId, name: row.document.name }])).values()],
  };
}

/** A stored lead as the outbox hands it to a deliverer; a contact-form message unless told otherwise. */
export function storedLead(overrides: Partial<ContactMessageRow> = {}): ContactMessageRow {
  return {
    id: crypto.randomUUID(),
    contactId: crypto.randomUUID(),
    visitorId: null,
    locale: null,
    createdAt: new Date("2026-12-02T10:00:00.000Z"),
    formId: null,
    formVersion: null,
    answers: null,
    consent: null,
    unlocked: null,
    name: "Jane Doe",
    email: "jane.doe@acme.test",
    company: "",
    phone: "",
    message: "",
    sourcePage: null,
    attribution: null,
    idempotencyKey: null,
    payloadHash: "0".repeat(64),
    status: "new",
    dueAt: null,
    firstResponseAt: null,
    firstResponderId: null,
    firstResponseKind: null,
    ...overrides,
  };
}
