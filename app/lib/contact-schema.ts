/**
 * The contact message (SPEC §3, §5): one schema for the form (zodResolver) and the server, which
 * always re-validates. Values are trimmed first; rules and messages are the spec's, in its order.
 */
import { z } from "zod";

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

/** Anything that is not a string (a number, null, a list from a repeated form field) counts as empty. */
const text = z.preprocess((value) => (typeof value === "string" ? value.trim() : ""), z.string());

export const contactSchema = z.object({
  name: text.pipe(z.string().min(1, contactMessages.nameRequired).max(CONTACT_LIMITS.name, contactMessages.nameMax)),
  email: text.pipe(
    z
      .string()
      .max(CONTACT_LIMITS.email + 1000, contactMessages.emailMax) // keep absurd inputs cheap to reject
      .pipe(z.email(contactMessages.emailInvalid))
      .pipe(z.string().max(CONTACT_LIMITS.email, contactMessages.emailMax)),
  ),
  company: text.pipe(z.string().max(CONTACT_LIMITS.company, contactMessages.companyMax)),
  phone: text.pipe(z.string().max(CONTACT_LIMITS.phone, contactMessages.phoneMax)),
  message: text.pipe(z.string().min(1, contactMessages.messageRequired).max(CONTACT_LIMITS.message, contactMessages.messageMax)),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
export type ContactField = keyof ContactMessage;

export const CONTACT_FIELDS: readonly ContactField[] = ["name", "email", "company", "phone", "message"];

export type ContactValidation =
  | { success: true; data: ContactMessage }
  | { success: false; field: ContactField; message: string; fields: Partial<Record<ContactField, string>> };

/** Validates and reports the first failing rule in the spec's order, plus the first error per field. */
export function validateContact(input: unknown): ContactValidation {
  const result = contactSchema.safeParse(input ?? {});
  if (result.success) return { success: true, data: result.data };
  const fields: Partial<Record<ContactField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    fields[field] ??= issue.message;
  }
  const first = CONTACT_FIELDS.find((field) => fields[field]) ?? "name";
  return { success: false, field: first, message: fields[first] ?? contactMessages.nameRequired, fields };
}
