/**
 * The answer to a form posted without JavaScript where no page of the site holds the form (a site
 * without its pages, the tests' fixture): the error, and a link to the contact page.
 */
import { CONTACT_ALERT_ID, CONTACT_PAGE_PATH, type ContactFormAnswer } from "#shared/contact-post.ts";
import { contactFormCopy } from "#shared/content/contact.ts";
import { site } from "#shared/content/site.ts";
import { escapeHtml } from "#server/platform/html-text.ts";

const CONTACT_TITLE = "Contact Us";

export function minimalAnswer({ error, title }: ContactFormAnswer): string {
  return [
    '<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${escapeHtml(`${contactFormCopy.errorTitle}: ${CONTACT_TITLE} | ${site.brand}`)}</title></head>`,
    '<body><main class="container-page max-w-xl py-16"><div class="flex flex-col gap-4">',
    // Nothing can move focus without JavaScript: autofocus brings the alert into view.
    `<div role="alert" id="${CONTACT_ALERT_ID}" tabindex="-1" autofocus><p>${escapeHtml(title)}</p><p>${escapeHtml(error)}</p></div>`,
    `<p><a class="font-medium text-primary underline underline-offset-2" href="${CONTACT_PAGE_PATH}">${CONTACT_TITLE}</a></p>`,
    "</div></main></body></html>",
  ].join("");
}
