/**
 * The contact form posted without JavaScript: the contract between the page route's action, which
 * answers the post by drawing its page again, and the lead pipeline it sends the post through (the
 * load context's `contactPost`, given by the server for that one request).
 */
import type { ContactField } from "./contact-schema.ts";

/** The alert's id; the invalid field's aria-describedby points to it. */
export const CONTACT_ALERT_ID = "contact-form-alert";

/** The page that answers a post sent from a page without the form. */
export const CONTACT_PAGE_PATH = "/contact";

/** Where an accepted post sends its visitor. */
export const THANK_YOU_PATH = "/thank-you";

/** A refused post as its form shows it: what the visitor sent (never the honeypot) and why it was refused. */
export interface ContactFormAnswer {
  values: Partial<Record<ContactField, string>>;
  error: string;
  /** The alert's heading: "Validation Error" for what the visitor can fix in the form, "Error" for the rest. */
  title: string;
  /** The field the error is about: marked invalid, described by the alert, focused (without one of the form's, the alert is). */
  field?: string;
}

/** What became of a post: stored (or a bot's, discarded), or refused with its status. */
export type ContactPostOutcome = { accepted: true } | ({ accepted: false; status: number } & ContactFormAnswer);

/** The lead pipeline for the post being answered: its checks, rate limit and durable write, unchanged. */
export interface ContactPost {
  submit(): Promise<ContactPostOutcome>;
}
