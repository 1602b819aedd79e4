/**
 * One visitor's answers to a built form, checked by the form's own published version: the server
 * always (the JSON post and the plain post alike), and the page's script as the visitor types, with
 * the same messages. No zod here: the browser imports this file. Hidden fields are never read from
 * the post; the server fills them from the sending page's query string and the visit's attribution.
 */
import { exceedsLimit, HONEYPOT_FIELD, isEmailAddress } from "#shared/contact-schema.ts";
import type { FormAnswers, FormDocument, FormField, GivenConsent } from "./form.ts";
import { PROOF_FIELD } from "./proof-of-work.ts";

/** The JSON post's visit attribution (the page's script reads it from the visit). */
export const ATTRIBUTION_FIELD = "attribution";
/** The page (path and query) a post was sent from: its hidden fields' query string. */
export const PAGE_FIELD = "page";

/** Names a post may carry besides the form's fields: the honeypot, the proof of work, the browser's attribution and page. No field may be keyed so (form.ts). */
export const FORM_POST_KEYS: readonly string[] = [HONEYPOT_FIELD, PROOF_FIELD, ATTRIBUTION_FIELD, PAGE_FIELD];

/** The answers' messages in English; `{label}` is the field's label, `{max}` and `{min}` its limit (form-words.ts has other languages'). */
export const formAnswerCopy = {
  required: "{label} is required",
  // A consent's or checkbox's label is a sentence: "<sentence> is required" reads as a mistake.
  ticked: "Tick this box to continue",
  tooLong: "{label} must be less than {max} characters",
  characters: "{label} contains characters that are not allowed",
  email: "Please enter a valid email address",
  workEmail: "Please use your work email address",
  phone: "Please enter a valid phone number",
  number: "{label} must be a number",
  wholeNumber: "{label} must be a whole number",
  atLeast: "{label} must be at least {min}",
  atMost: "{label} must be at most {max}",
  choice: "Choose one of the options for {label}",
} as const;

/** The answers' messages in one language. */
export type AnswerCopy = Record<keyof typeof formAnswerCopy, string>;

/** A message with its field's label and limit in place (split and joined: a label's "$&" stays as written). */
const say = (message: string, label: string, limit?: number) => message.split("{label}").join(label).replace(/{m..}/, `${limit}`);

/** What only the server says, of a post no page's script sends: apart, so the script does not carry it. */
export const formPostCopy = {
  unknownField: (name: string) => `This form has no field “${name}”`,
} as const;

/* eslint-disable no-control-regex -- finding control characters is the point */
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/* eslint-enable no-control-regex */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const PHONE = /^\+?[0-9 ()./-]{5,30}$/;
const PHONE_MAX = 30;
const EMAIL_MAX = 255;
const TICKED = new Set(["on", "true", "yes", "1"]);
/** HTML's "valid floating-point number", what a number input sends: .5 and 1e3, never 1. or +1. */
const FLOATING_POINT = /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?$/;

/** What the browser's script and the server both need to check one value. */
export interface AnswerRules {
  /** True for a free-mail address (gmail.com…) when the email field asks for work addresses only. */
  isFreeMail?: (email: string) => boolean;
  /** The messages in the form's language (form-words.ts): the page's script reads them from the form's markup, so it carries none. */
  copy: AnswerCopy;
}

function text(raw: unknown): string {
  return typeof raw === "string" ? raw.trim() : typeof raw === "number" ? String(raw) : "";
}

function list(raw: unknown): string[] {
  const values = Array.isArray(raw) ? raw : raw === undefined || raw === null || raw === "" ? [] : [raw];
  return values.map(text).filter(Boolean);
}

function ticked(raw: unknown): boolean {
  return raw === true || (typeof raw === "string" && TICKED.has(raw.trim().toLowerCase()));
}

function badCharacters(value: string, multiline: boolean): boolean {
  return (multiline ? CONTROL_MULTILINE : CONTROL_SINGLE_LINE).test(value) || LONE_SURROGATE.test(value);
}

/** A field left empty: a problem when it is required. */
function missing(field: FormField, copy: AnswerCopy): string | undefined {
  return field.required ? say(copy.required, field.label) : undefined;
}

type TextField = Extract<FormField, { kind: "text" | "long-text" | "email" | "phone" }>;

function textProblem(field: TextField, value: string, rules: AnswerRules, copy: AnswerCopy): string | undefined {
  if (value === "") return missing(field, copy);
  if (badCharacters(value, field.kind === "long-text")) return field.kind === "email" ? copy.email : say(copy.characters, field.label);
  const max = "maxLength" in field ? field.maxLength : field.kind === "email" ? EMAIL_MAX : PHONE_MAX;
  // Absurdly long input is refused before any pattern runs, so it stays cheap.
  if (exceedsLimit(value, max)) return say(copy.tooLong, field.label, max);
  if (field.kind === "email") {
    if (!isEmailAddress(value)) return copy.email;
    if (field.businessOnly && rules.isFreeMail?.(value)) return copy.workEmail;
  }
  if (field.kind === "phone" && !PHONE.test(value)) return copy.phone;
  return undefined;
}

function numberProblem(field: Extract<FormField, { kind: "number" }>, value: string, copy: AnswerCopy): { problem?: string; answer?: number } {
  if (value === "") return { problem: missing(field, copy) };
  const answer = value.length <= 30 && FLOATING_POINT.test(value) ? Number(value) : Number.NaN;
  if (!Number.isFinite(answer)) return { problem: say(copy.number, field.label) };
  if (field.wholeNumber && !Number.isInteger(answer)) return { problem: say(copy.wholeNumber, field.label) };
  if (field.min !== undefined && answer < field.min) return { problem: say(copy.atLeast, field.label, field.min) };
  if (field.max !== undefined && answer > field.max) return { problem: say(copy.atMost, field.label, field.max) };
  return { answer };
}

/** One shown field's answer and problem, from what was posted under its key. */
export function checkAnswer(field: FormField, raw: unknown, rules: AnswerRules): { answer?: FormAnswers[string]; problem?: string } {
  const { copy } = rules;
  switch (field.kind) {
    case "text":
    case "long-text":
    case "email":
    case "phone": {
      const value = text(raw);
      const problem = textProblem(field, value, rules, copy);
      return problem ? { problem } : value === "" ? {} : { answer: value };
    }
    case "number":
      return numberProblem(field, text(raw), copy);
    case "choice": {
      const value = text(raw);
      if (value === "") return { problem: missing(field, copy) };
      return field.choices.some((choice) => choice.value === value) ? { answer: value } : { problem: say(copy.choice, field.label) };
    }
    case "choices": {
      const values = [...new Set(list(raw))];
      if (values.some((value) => !field.choices.some((choice) => choice.value === value))) return { problem: say(copy.choice, field.label) };
      return values.length ? { answer: values } : { problem: missing(field, copy) };
    }
    case "checkbox":
    case "consent":
      return ticked(raw) ? { answer: true } : { answer: false, problem: field.required ? copy.ticked : undefined };
    case "hidden":
      return {};
  }
}

/** The lead's own columns, filled by the fields keyed name, email, company and phone. */
export interface LeadColumns {
  name: string;
  email: string;
  company: string;
  phone: string;
}

export type AnswersCheck = { success: true; answers: FormAnswers; lead: LeadColumns; consent: GivenConsent[] } | { success: false; field?: string; message: string; fields: Record<string, string> };

/** Where hidden fields are filled from, as the server sees the post. */
export interface HiddenSources {
  /** The sending page's query string. */
  query: URLSearchParams;
  /** The visit's attribution, by the hidden source's name (utm_campaign, landing_page…). */
  attribution: Partial<Record<string, string>>;
}

/**
 * Checks a post against the form: every shown field by its rules (first problem per field, in form
 * order), anything the form does not ask for refused by name; hidden fields filled from `hidden`.
 */
export function checkAnswers(form: FormDocument, input: unknown, hidden: HiddenSources, rules: AnswerRules): AnswersCheck {
  const body = typeof input === "object" && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const fields: Record<string, string> = {};
  const answers: FormAnswers = {};
  const consent: GivenConsent[] = [];
  const known = new Set<string>([...FORM_POST_KEYS, ...form.fields.filter((field) => field.kind !== "hidden").map((field) => field.key)]);
  for (const field of form.fields) {
    if (field.kind === "hidden") {
      const value = (field.from === "query" ? hidden.query.get(field.name) : hidden.attribution[field.name])?.trim().slice(0, 200);
      if (value && !badCharacters(value, false)) answers[field.key] = value;
      continue;
    }
    const { answer, problem } = checkAnswer(field, body[field.key], rules);
    if (problem) fields[field.key] = problem;
    else if (answer !== undefined) answers[field.key] = answer;
    if (field.kind === "consent" && answer === true) consent.push({ key: field.key, text: field.label, version: field.version });
  }
  const first = form.fields.find((field) => fields[field.key]);
  if (first) return { success: false, field: first.key, message: fields[first.key]!, fields };
  const extra = Object.keys(body).find((name) => !known.has(name));
  if (extra !== undefined) return { success: false, message: formPostCopy.unknownField(extra.slice(0, 60)), fields };
  return { success: true, answers, lead: leadColumnsOf(form, answers), consent };
}

/** The email field fills the lead's address whatever its key; the others by their keys. */
function leadColumnsOf(form: FormDocument, answers: FormAnswers): LeadColumns {
  const column = (key: string | undefined) => (key !== undefined && typeof answers[key] === "string" ? (answers[key] as string) : "");
  const email = form.fields.find((field) => field.kind === "email")?.key;
  return { name: column("name"), email: column(email), company: column("company"), phone: column("phone") };
}
