/**
 * The contact message (SPEC §3, §5): one validation for the form and the server, which always
 * re-validates. Values are trimmed first; rules and messages are the spec's, in its order.
 */

export const CONTACT_LIMITS = { name: 100, email: 255, company: 100, phone: 20, message: 2000 } as const;

/** The visually hidden field that only bots fill in. */
export const HONEYPOT_FIELD = "website";

export const contactMessages = {
  nameRequired: "Name is required",
  nameMax: "Name must be less than 100 characters",
  emailInvalid: "Please enter a valid email address",
  emailMax: "Email must be less than 255 characters",
  companyMax: "Company name must be less than 100 characters",
  phoneMax: "Phone number must be less than 20 characters",
  messageRequired: "Message is required",
  messageMax: "Message must be less than 2000 characters",
} as const;

export type ContactField = "name" | "email" | "company" | "phone" | "message";
/** A validated message: every value trimmed, optional ones "" when left empty. */
export type ContactMessage = Record<ContactField, string>;

/**
 * The address shape zod's `z.email()` accepts (dotted local part, a domain with a dot and a 2+
 * letter TLD), written out so the browser does not download a validation library for one form.
 */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The rules of SPEC §5 for one field, in the table's order: the first message that applies. */
const rules: Record<ContactField, (value: string) => string | undefined> = {
  name: (v) => (v === "" ? contactMessages.nameRequired : v.length > CONTACT_LIMITS.name ? contactMessages.nameMax : undefined),
  email: (v) =>
    // Absurdly long input is rejected before the pattern runs, so it stays cheap.
    v.length > CONTACT_LIMITS.email + 1000
      ? contactMessages.emailMax
      : !EMAIL.test(v)
        ? contactMessages.emailInvalid
        : v.length > CONTACT_LIMITS.email
          ? contactMessages.emailMax
          : undefined,
  company: (v) => (v.length > CONTACT_LIMITS.company ? contactMessages.companyMax : undefined),
  phone: (v) => (v.length > CONTACT_LIMITS.phone ? contactMessages.phoneMax : undefined),
  message: (v) =>
    v === "" ? contactMessages.messageRequired : v.length > CONTACT_LIMITS.message ? contactMessages.messageMax : undefined,
};

export const CONTACT_FIELDS: readonly ContactField[] = ["name", "email", "company", "phone", "message"];

export type ContactValidation =
  | { success: true; data: ContactMessage }
  | { success: false; field: ContactField; message: string; fields: Partial<Record<ContactField, string>> };

/**
 * Validates and reports the first failing rule in the spec's order, plus the first error per field.
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
    const error = rules[field](data[field]);
    if (error) fields[field] = error;
  }
  const first = CONTACT_FIELDS.find((field) => fields[field]);
  if (!first) return { success: true, data };
  return { success: false, field: first, message: fields[first]!, fields };
}
