/**
 * The contact message: one validation for the form and the server, which always re-validates.
 * Values are trimmed first; fields are checked in form order (name, email, company, phone,
 * message), each against its rules below, with the messages below.
 */

/** The one address the form posts to, JSON or a plain form post (the server registers it here too). */
export const CONTACT_ENDPOINT = "/api/submit-contact";

export type ContactField = "name" | "email" | "company" | "phone" | "message";
/** A validated message: every value trimmed, optional ones "" when left empty. */
export type ContactMessage = Record<ContactField, string>;

/** The fields in form order: the form, the validation, the stored row, the webhook and the CSV follow it. */
export const CONTACT_FIELDS: readonly ContactField[] = ["name", "email", "company", "phone", "message"];

/** Maximum lengths, in characters as a person counts them (user-perceived characters, so one emoji is one). */
export const CONTACT_LIMITS = { name: 100, email: 255, company: 100, phone: 20, message: 2000 } as const;

/** Only the message may span lines; a line break elsewhere could forge lines in the lead email. */
export const MULTILINE_FIELDS: ReadonlySet<ContactField> = new Set(["message"]);

/** The visually hidden field that only bots fill in. */
export const HONEYPOT_FIELD = "website";

// A plain constant both objects below share: a script that uses neither (a built form's) leaves both out (a property read would keep them).
const emailInvalid = "Please enter a valid email address";

export const contactMessages = {
  nameRequired: "Name is required",
  nameMax: "Name must be less than 100 characters",
  emailInvalid,
  emailMax: "Email must be less than 255 characters",
  companyMax: "Company name must be less than 100 characters",
  phoneMax: "Phone number must be less than 20 characters",
  messageRequired: "Message is required",
  messageMax: "Message must be less than 2000 characters",
} as const;

/**
 * Beyond the required, format and length rules: characters no person types into a form (NUL, other control characters,
 * broken UTF-16), which the database cannot store or which would forge lines in the lead email.
 */
export const contactCharacterMessages: Record<ContactField, string> = {
  name: "Name contains characters that are not allowed",
  email: emailInvalid,
  company: "Company name contains characters that are not allowed",
  phone: "Phone number contains characters that are not allowed",
  message: "Message contains characters that are not allowed",
};

/**
 * The address shape zod's `z.email()` accepts (dotted local part, a domain with a dot and a 2+
 * letter TLD), written out so the browser does not download a validation library for one form.
 */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The one address rule, for the built forms too (shared/forms/answers.ts). */
export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value);
}

/** C0 controls, DEL and C1 controls; the message keeps tab and line breaks. */
/* eslint-disable no-control-regex -- finding control characters is the point */
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/* eslint-enable no-control-regex */
/** A high surrogate without its low half, or a low one without its high half: not text. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

let segmenter: Intl.Segmenter | undefined;

/**
 * Characters as a person counts them (grapheme clusters): "👩‍👩‍👧" is one, not eight UTF-16 units.
 * A string is never longer in graphemes than in code units, so short strings skip the segmenter; a
 * cluster may hold any number of combining marks, so code units are also capped (at 10 per character).
 */
export function exceedsLimit(value: string, limit: number): boolean {
  if (value.length <= limit) return false;
  if (value.length > limit * 10) return true;
  // A segmenter's default granularity is the grapheme.
  segmenter ??= new Intl.Segmenter();
  let count = 0;
  for (const _grapheme of segmenter.segment(value)) if (++count > limit) return true;
  return false;
}

function hasForbiddenCharacters(field: ContactField, value: string): boolean {
  return (MULTILINE_FIELDS.has(field) ? CONTROL_MULTILINE : CONTROL_SINGLE_LINE).test(value) || LONE_SURROGATE.test(value);
}

/**
 * One field's rules, first failure wins: name and message required, email well-formed, then each
 * length limit (the character check in fieldError sits before them all).
 */
const rules: Record<ContactField, (value: string) => string | undefined> = {
  name: (v) => (v === "" ? contactMessages.nameRequired : exceedsLimit(v, CONTACT_LIMITS.name) ? contactMessages.nameMax : undefined),
  email: (v) =>
    // Absurdly long input is rejected before the pattern runs, so it stays cheap.
    v.length > CONTACT_LIMITS.email + 1000 ? contactMessages.emailMax : !EMAIL.test(v) ? contactMessages.emailInvalid : v.length > CONTACT_LIMITS.email ? contactMessages.emailMax : undefined,
  company: (v) => (exceedsLimit(v, CONTACT_LIMITS.company) ? contactMessages.companyMax : undefined),
  phone: (v) => (exceedsLimit(v, CONTACT_LIMITS.phone) ? contactMessages.phoneMax : undefined),
  message: (v) => (v === "" ? contactMessages.messageRequired : exceedsLimit(v, CONTACT_LIMITS.message) ? contactMessages.messageMax : undefined),
};

function fieldError(field: ContactField, value: string): string | undefined {
  if (value !== "" && hasForbiddenCharacters(field, value)) return contactCharacterMessages[field];
  return rules[field](value);
}

export type ContactValidation = { success: true; data: ContactMessage } | { success: false; field: ContactField; message: string; fields: Partial<Record<ContactField, string>> };

/**
 * Validates and reports the first failing rule in field order, plus the first error per field.
 * Values are trimmed first; anything that is not a string (a number, null, a list from a repeated
 * form field) counts as empty.
 */
export function validateContact(input: unknown): ContactValidation {
  const source = typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {};
  const data = {} as ContactMessage;
  const fields: Partial<Record<ContactField, string>> = {};
  for (const field of CONTACT_FIELDS) {
    const raw = source[field];
    data[field] = typeof raw === "string" ? raw.trim() : "";
    const error = fieldError(field, data[field]);
    if (error) fields[field] = error;
  }
  const first = CONTACT_FIELDS.find((field) => fields[field]);
  if (!first) return { success: true, data };
  return { success: false, field: first, message: fields[first]!, fields };
}
