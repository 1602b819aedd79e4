/**
 * The answer to a built form posted without JavaScript when no page of the site holds it any more
 * (unpublished since, or a site without its pages): the error or the thank-you, and a way home.
 */
import type { FormThanks } from "#shared/forms/form-post.ts";
import { site } from "#shared/content/site.ts";
import { formMarkupCopy } from "#shared/forms/form-copy.ts";
import { escapeHtml } from "#server/platform/html-text.ts";

const HOME = "Back to the home page";

export function minimalFormAnswer(answer: { error: string } | { thanks: FormThanks }): string {
  const title = "error" in answer ? answer.error : answer.thanks.heading;
  const body =
    "error" in answer
      ? `<div role="alert" tabindex="-1" autofocus><p>${escapeHtml(answer.error)}</p></div>`
      : `<h1>${escapeHtml(answer.thanks.heading)}</h1>${answer.thanks.body ? `<p>${escapeHtml(answer.thanks.body)}</p>` : ""}${downloadLink(answer.thanks)}${nextLink(answer.thanks)}`;
  return [
    '<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${escapeHtml(`${title} | ${site.brand}`)}</title></head>`,
    `<body><main>${body}<p><a href="/">${HOME}</a></p></main></body></html>`,
  ].join("");
}

function downloadLink({ download }: FormThanks): string {
  return download ? `<p><a href="${escapeHtml(download.href)}">${escapeHtml(download.label)}</a></p>` : "";
}

function nextLink({ next }: FormThanks): string {
  return next ? `<p><a href="${escapeHtml(next)}">${escapeHtml(formMarkupCopy.next)}</a></p>` : "";
}
