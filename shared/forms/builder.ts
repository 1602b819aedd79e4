/**
 * What the studio's form builder does to a form's document, apart from drawing it: a new form that
 * can be published at once (name, work email, consent), a new field of each kind with a key no
 * other field has, keys and choice values derived from their labels as the marketer types, and a
 * field or choice moved by one place. Pure, so the builder and its tests read the same rules.
 */
import { FORM_POST_KEYS } from "./answers.ts";
import { FORM_FIELD_KIND_LABELS, LEAD_COLUMN_KEYS, type FormDocument, type FormField, type FormFieldKind } from "./form.ts";

/**
 * "Job title" → "job_title": a field's key, as the schema allows it (a letter first, at most 40);
 * never a name the post itself uses ("Website" → "website_answer").
 */
export function keyFromLabel(label: string, taken: ReadonlySet<string> = new Set()): string {
  const words = ascii(label)
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
  const base = (/^[a-z]/.test(words) ? words : `field_${words}`).replace(/_+$/, "").slice(0, 36).replace(/_+$/, "") || "field";
  return unique(FORM_POST_KEYS.includes(base) ? `${base}_answer` : base, taken, "_");
}

/**
 * The field with a new label; its key follows while it is the one the old label gave, unless it
 * fills a lead's own column (name, email, company, phone) or is `settled` (live: leads may have
 * answered under it).
 */
export function relabelledField(field: FormField, label: string, otherKeys: ReadonlySet<string>, settled: ReadonlySet<string> = new Set()): FormField {
  const fixed = settled.has(field.key) || (LEAD_COLUMN_KEYS as readonly string[]).includes(field.key);
  const follows = !fixed && field.key === keyFromLabel(field.label, otherKeys);
  return { ...field, label, key: follows ? keyFromLabel(label, otherKeys) : field.key };
}

type Choice = Extract<FormField, { kind: "choice" }>["choices"][number];

/**
 * The choice with a new label; its value follows while it is the one the old label gave, unless it
 * is `settled` (live: leads and routing rules name it).
 */
export function relabelledChoice(choice: Choice, label: string, otherValues: ReadonlySet<string>, settled: ReadonlySet<string> = new Set()): Choice {
  const follows = !settled.has(choice.value) && choice.value === valueFromLabel(choice.label, otherValues);
  return { label, value: follows ? valueFromLabel(label, otherValues) : choice.value };
}

/** What a live form's leads and rules name, so it stays whatever the label says: its fields' keys, and its choices' values by field key. */
export interface Settled {
  keys: ReadonlySet<string>;
  values: ReadonlyMap<string, ReadonlySet<string>>;
}

/** What `live` (the form's live version; undefined for a form never live) settles. */
export function settledOf(live: FormDocument | undefined): Settled {
  const fields = live?.fields ?? [];
  return {
    keys: new Set(fields.map((field) => field.key)),
    values: new Map(fields.flatMap((field) => ("choices" in field ? [[field.key, new Set(field.choices.map((choice) => choice.value))] as const] : []))),
  };
}

/** "1,000+ employees" → "1000-plus-employees": a choice's value (what exports and CRMs get), unique among its list's. */
export function valueFromLabel(label: string, taken: ReadonlySet<string> = new Set()): string {
  const base =
    ascii(label)
      .replace(/\+/g, "-plus-")
      .replace(/[,.']/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 90)
      .replace(/-+$/, "") || "choice";
  return unique(base, taken, "-");
}

const ascii = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

function unique(base: string, taken: ReadonlySet<string>, joiner: string): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${joiner}${n}`)) return `${base}${joiner}${n}`;
}

/** This month as a consent's version ("2026-12"): the marketer changes it when the words change. */
export const consentVersionOf = (now: Date) => now.toISOString().slice(0, 7);

/** The words a new consent box starts with: short enough for its label, changed by the marketer. */
export const CONSENT_STARTER = "I agree to be contacted about my request and to the privacy policy.";

/** A new field of `kind`, labelled by its kind, with a key no field in `taken` has. */
export function newField(kind: FormFieldKind, taken: ReadonlySet<string>, now = new Date()): FormField {
  const label = kind === "consent" ? CONSENT_STARTER : kind === "email" ? "Work email" : FORM_FIELD_KIND_LABELS[kind];
  const key = keyFromLabel(kind === "email" ? "email" : kind === "consent" ? "consent" : label, taken);
  const base = { key, label, required: kind === "email" || kind === "consent" };
  switch (kind) {
    case "text":
      return { kind, ...base, maxLength: 200 };
    case "long-text":
      return { kind, ...base, maxLength: 2000 };
    case "email":
      return { kind, ...base, businessOnly: false };
    case "phone":
    case "checkbox":
      return { kind, ...base };
    case "number":
      return { kind, ...base, wholeNumber: true };
    case "choice":
      return { kind, ...base, choices: starterChoices(), display: "select" };
    case "choices":
      return { kind, ...base, choices: starterChoices() };
    case "consent":
      return { kind, ...base, version: consentVersionOf(now) };
    case "hidden":
      return { kind, ...base, label: "UTM campaign", key: keyFromLabel("utm_campaign", taken), from: "attribution", name: "utm_campaign" };
  }
}

const starterChoices = () => [
  { value: "first-choice", label: "First choice" },
  { value: "second-choice", label: "Second choice" },
];

/** A new form the marketer can publish at once: their name, work email and consent. */
export function starterForm(name: string, now = new Date()): FormDocument {
  const taken = new Set<string>();
  const fields = (["text", "email", "consent"] as const).map((kind) => {
    const field = kind === "text" ? { kind, key: "name", label: "Name", required: true, maxLength: 200 } : newField(kind, taken, now);
    taken.add(field.key);
    return field;
  });
  return {
    name,
    fields,
    submitLabel: "Send",
    thankYou: { kind: "message", heading: "Thank you", body: "We have your answers and will be in touch within one business day." },
    routing: [],
    proofOfWork: false,
  };
}
