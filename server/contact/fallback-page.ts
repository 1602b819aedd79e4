/**
 * The answer to a form posted without JavaScript that could not be accepted: a plain page with
 * the site's stylesheet, the error, and the form again with every value kept. No scripts.
 */
import { contactCopy, contactFormCopy } from "../../app/content/contact";
import { pages } from "../../app/content/pages";
import { site } from "../../app/content/site";
import { CONTACT_LIMITS, HONEYPOT_FIELD } from "../../app/lib/contact-schema";

const escape = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** The hashed stylesheet of the built site, read from the prerendered contact page. */
export function stylesheetsOf(html: string): string[] {
  return [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
}

export function createFallbackRenderer(stylesheets: string[]) {
  return ({ values, error }: { values: Record<string, string>; error: string }) => {
    const field = (name: keyof typeof CONTACT_LIMITS, type: string, autocomplete: string, required: boolean) => `
      <div class="flex flex-col gap-2">
        <label for="${name}" class="text-sm font-medium">${contactFormCopy.labels[name]}${required ? ' <span aria-hidden="true" class="text-destructive">*</span>' : ""}</label>
        <input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" maxlength="${CONTACT_LIMITS[name]}" ${required ? "required" : ""}
          value="${escape(values[name] ?? "")}" class="h-11 w-full rounded-lg border border-input bg-background px-3.5 text-base">
      </div>`;
    return `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(`${pages.contact.meta.title} | ${site.brand}`)}</title>
${stylesheets.map((href) => `<link rel="stylesheet" href="${escape(href)}">`).join("\n")}
</head>
<body class="bg-subtle text-foreground">
<main class="container-page max-w-2xl py-12">
  <p><a href="/" class="font-bold">${escape(site.brand)}</a></p>
  <h1 class="mt-8 text-headline font-bold">${escape(pages.contact.hero.title)}</h1>
  <div role="alert" class="mt-6 rounded-lg border border-destructive/40 bg-white p-4">
    <p class="font-semibold text-destructive">${escape(contactFormCopy.validationTitle)}</p>
    <p class="mt-1">${escape(error)}</p>
  </div>
  <form method="post" action="/api/submit-contact" class="mt-8 flex flex-col gap-5 rounded-xl border border-border bg-card p-6">
    ${field("name", "text", "name", true)}
    ${field("email", "email", "email", true)}
    ${field("company", "text", "organization", false)}
    ${field("phone", "tel", "tel", false)}
    <div class="flex flex-col gap-2">
      <label for="message" class="text-sm font-medium">${contactFormCopy.labels.message} <span aria-hidden="true" class="text-destructive">*</span></label>
      <textarea id="message" name="message" rows="6" maxlength="${CONTACT_LIMITS.message}" required class="w-full rounded-lg border border-input bg-background px-3.5 py-2.5 text-base">${escape(values.message ?? "")}</textarea>
    </div>
    <div class="sr-only" aria-hidden="true"><label for="${HONEYPOT_FIELD}">${contactFormCopy.honeypotLabel}</label><input id="${HONEYPOT_FIELD}" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></div>
    <button type="submit" class="h-11 rounded-lg bg-primary px-5 font-semibold text-primary-foreground">${escape(contactFormCopy.submit)}</button>
  </form>
  <p class="mt-8 text-sm text-muted-foreground">${escape(contactCopy.emailLabel)}: <a class="text-primary" href="mailto:${site.email}">${site.email}</a> · ${escape(contactCopy.phoneLabel)}: <a class="text-primary" href="tel:${site.phone.e164}">${escape(site.phone.display)}</a></p>
</main>
</body>
</html>`;
  };
}
