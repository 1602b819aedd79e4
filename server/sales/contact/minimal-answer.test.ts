import { expect, it } from "vitest";
import { contactFormCopy } from "#shared/content/contact.ts";
import { site } from "#shared/content/site.ts";
import { CONTACT_ALERT_ID } from "#shared/contact-post.ts";
import { minimalAnswer } from "./minimal-answer.ts";

it("without a page holding the form: a minimal page with the error, escaped, and a link back to /contact", () => {
  const out = minimalAnswer({ values: { name: "<b>x</b>" }, error: `Too <many> & "more"`, title: contactFormCopy.validationTitle, field: "name" });
  expect(out.startsWith("<!DOCTYPE html>")).toBe(true);
  expect(out).toContain(`<div role="alert" id="${CONTACT_ALERT_ID}" tabindex="-1" autofocus><p>${contactFormCopy.validationTitle}</p><p>Too &lt;many&gt; &amp; &quot;more&quot;</p></div>`);
  expect(out).toContain('href="/contact"');
  expect(out).toContain('<meta name="robots" content="noindex">');
  expect(out).toContain(`<title>${contactFormCopy.errorTitle}: Contact Us | ${site.brand}</title>`);
  expect(out).not.toContain("<b>");
  expect(out).not.toMatch(/<script/i);
});
