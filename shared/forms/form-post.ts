/**
 * A built form posted without JavaScript: the contract between the page route's action, which
 * answers the post by drawing its page again, and the lead pipeline the post goes through (the load
 * context's `formPost`, given by the server for that one request), as shared/contact-post.ts is for
 * the contact form.
 */
import type { FormDocument } from "./form.ts";

/** The address a built form posts to, JSON or a plain form post: `/api/forms/12`. */
export const FORMS_ENDPOINT = "/api/forms";

export function formEndpoint(formId: number): string {
  return `${FORMS_ENDPOINT}/${formId}`;
}

/** The download a form gave: a signed link that works until `expiresAt`. */
export interface GivenDownload {
  href: string;
  label: string;
  expiresAt: string;
}

/**
 * The thank-you page a form offers after its download, when it has both: the signed link is shown
 * in the form's place first, never put in an address (the history, the page's analytics, a Referer).
 */
export function pageAfterDownload(form: FormDocument): string | undefined {
  return form.download && form.thankYou.kind === "page" ? form.thankYou.path : undefined;
}

/** A refused post as its form shows it again: what the visitor sent (never the honeypot) and each field's problem. */
export interface FormRefusal {
  values: Record<string, string | string[]>;
  /** The first problem, or what went wrong with the post as a whole (rate limit, database down). */
  error: string;
  /** The field the error is about (focused and described), when it is one of the form's. */
  field?: string;
  /** Every field's problem, by key, shown beside each field. */
  fields: Record<string, string>;
  /** The address the form was sent from (path and query), posted again with the form so its hidden fields keep their source. */
  page?: string;
}

/** What the visitor sees in place of the form once it is stored: the thank-you message, and the download it unlocked. */
export interface FormThanks {
  heading: string;
  body?: string;
  download?: GivenDownload;
  /** The form's thank-you page, offered once the download is taken (a form with both). */
  next?: string;
}

/** A built form's answer on its page, by form id: drawn in place of (or into) that form's section. */
export type FormAnswerOnPage = { formId: number } & ({ refused: FormRefusal } | { thanks: FormThanks });

/** What became of a post: stored (the thank-you page to go to, or the words to show in place), or refused with its status. */
export type FormPostOutcome = { accepted: true; redirect: string } | { accepted: true; thanks: FormThanks } | ({ accepted: false; status: number } & FormRefusal);

/** The lead pipeline for the form post being answered: its checks, rate limit and durable write. */
export interface FormPost {
  formId: number;
  submit(): Promise<FormPostOutcome>;
}
