/**
 * The answer to a form posted without JavaScript where no page of the site holds the form (a site
 * without its pages, the tests' fixture): the error, and a link to the contact page.
 */
import { CONTACT_ALERT_ID, CONTACT_PAGE_PATH, type ContactFormAnswer } from "#shared/contact-post.ts";
import { contactFormCopy } from "#shared/content/contact.ts";
import { escapeHtml } from "#server/platform/html-text.ts";
import { minimalPage } from "#server/platform/minimal-page.ts";

const CONTACT_TITLE = "Contact Us";

export function minimalAnswer({ error, title }: ContactFormAnswer): string {
  return minimalPage({
    title: `${contactFormCopy.errorTitle}: ${CONTACT_TITLE}`,
    // Nothing can move focus without JavaScript: autofocus brings the alert into view.
    content: `<div role="alert" id="${CONTACT_ALERT_ID}" tabindex="-1" autofocus><p>${escapeHtml(title)}</p><p>${escapeHtml(error)}</p></div><p><a href="${CONTACT_PAGE_PATH}">${CONTACT_TITLE}</a></p>`,
  });
}
