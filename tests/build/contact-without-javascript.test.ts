/**
 * The no-JavaScript answer is the /contact page drawn by its route's action from the seeded store
 * (`npm run build` first; `npm test` builds before this runs), with the error and the visitor's
 * values in its form.
 */
import fs from "node:fs";
import path from "node:path";
import { parse } from "parse5";
import { afterAll, describe, expect, it } from "vitest";
import { contactFormCopy } from "#shared/content/contact.ts";
import { site } from "#shared/content/site.ts";
import { CONTACT_ENDPOINT, HONEYPOT_FIELD } from "#shared/contact-schema.ts";
import { CONTACT_ALERT_ID as FALLBACK_ALERT_ID, type ContactFormAnswer } from "#shared/contact-post.ts";
import { SITE_DIR, elementsOf, fileForPath, type Element } from "#scripts/lib/built-site.ts";
import { seededContentPages } from "#scripts/lib/rendered-site.ts";

const CONTACT_PAGE = path.join(SITE_DIR, "contact/index.html");
if (!fs.existsSync(CONTACT_PAGE)) throw new Error(`No built contact page at ${CONTACT_PAGE}: run \`npm run build\` first.`);
const contactPage = fs.readFileSync(CONTACT_PAGE, "utf8");

const store = await seededContentPages();
afterAll(() => store.close());

/** The contact page's answer to a post the lead pipeline refuses with `state` (values as sent, the honeypot too). */
async function render(state: { values: Record<string, string>; error: string; field?: string; title?: string }): Promise<string> {
  const refusal = { accepted: false as const, status: 422, title: contactFormCopy.validationTitle, ...state } as ContactFormAnswer & { accepted: false; status: number };
  const answer = await store.pages.formAnswer("/contact", { submit: async () => refusal });
  expect(answer?.status).toBe(422);
  return answer!.text();
}

const hostile = {
  name: `"><script>alert(1)</script>`,
  email: `jane&"co'@example`,
  company: `Tom & Jerry's <b>"Cheese"</b> Co`,
  phone: "+1 555 <0100>",
  message: "\nFirst line starts after a newline.\n</textarea><script>alert(2)</script> & \"quoted\" 'single'",
};

function formOf(elements: Element[]) {
  const form = elements.find((e) => e.tag === "form" && e.attrs.action === CONTACT_ENDPOINT);
  expect(form, "the contact form").toBeDefined();
  return form!;
}

const control = (elements: Element[], name: string) => elements.find((e) => (e.tag === "input" || e.tag === "textarea") && e.attrs.name === name)!;

describe("the answer drawn by the /contact page's action", async () => {
  const html = await render({ values: { ...hostile, [HONEYPOT_FIELD]: "https://spam.example" }, error: "Please enter a valid email address", field: "email" });
  const elements = elementsOf(html);

  it("keeps every value exactly as sent, escaped by the serializer", () => {
    for (const name of ["name", "email", "company", "phone"] as const) {
      expect(control(elements, name).attrs.value, name).toBe(hostile[name]);
    }
    expect(control(elements, "message").text).toBe(hostile.message);
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain("&lt;/textarea&gt;&lt;script&gt;alert(2)&lt;/script&gt; &amp;");
  });

  it("runs no script: no <script> element, no module preload", () => {
    expect(elements.filter((e) => e.tag === "script")).toEqual([]);
    expect(elements.filter((e) => e.tag === "link" && /modulepreload/.test(e.attrs.rel ?? ""))).toEqual([]);
    expect(html).not.toMatch(/<script/i);
    // The page it came from has them: this is the renderer's doing.
    expect(contactPage).toMatch(/<script/);
  });

  it("never echoes the honeypot", () => {
    const honeypot = control(elements, HONEYPOT_FIELD);
    expect(honeypot).toBeDefined();
    expect(honeypot.attrs.value).toBeUndefined();
    expect(html).not.toContain("spam.example");
  });

  it("shows the error in an alert at the top of the form", () => {
    const alert = elements.find((e) => e.attrs.role === "alert");
    expect(alert?.attrs.id).toBe(FALLBACK_ALERT_ID);
    expect(alert?.text).toContain(contactFormCopy.validationTitle);
    expect(alert?.text).toContain("Please enter a valid email address");
    const form = formOf(elements);
    expect(form.text).toContain("Please enter a valid email address");
    // After the form's heading, before its first field.
    const order = (predicate: (e: Element) => boolean) => elements.findIndex(predicate);
    expect(order((e) => e.attrs.id === "contact-form-title")).toBeLessThan(order((e) => e.attrs.role === "alert"));
    expect(order((e) => e.attrs.role === "alert")).toBeLessThan(order((e) => e.tag === "input"));
  });

  it("marks the named field invalid, described by the alert, and only that one", () => {
    const email = control(elements, "email");
    expect(email.attrs["aria-invalid"]).toBe("true");
    expect(email.attrs["aria-describedby"]).toBe(FALLBACK_ALERT_ID);
    expect(email.attrs.autofocus).toBe("");
    expect(elements.filter((e) => e.attrs.autofocus !== undefined)).toHaveLength(1);
    for (const name of ["name", "company", "phone", "message"]) {
      expect(control(elements, name).attrs["aria-invalid"], name).toBeUndefined();
      expect(control(elements, name).attrs.autofocus, name).toBeUndefined();
    }
  });

  it("is not indexed, and its title says something went wrong", () => {
    const robots = elements.filter((e) => e.tag === "meta" && e.attrs.name === "robots");
    expect(robots.map((e) => e.attrs.content)).toEqual(["noindex"]);
    expect(elements.find((e) => e.tag === "title")?.text).toBe(`${contactFormCopy.errorTitle}: Contact Us | ${site.brand}`);
  });

  it("is the whole site page: header, navigation, main, footer and the site's stylesheet", () => {
    for (const tag of ["header", "nav", "main", "footer"])
      expect(
        elements.some((e) => e.tag === tag),
        tag,
      ).toBe(true);
    expect(elements.find((e) => e.tag === "footer")?.text).toContain(site.brand);
    expect(elements.find((e) => e.tag === "main")?.text).toContain(site.email);
    const stylesheets = elements.filter((e) => e.tag === "link" && e.attrs.rel === "stylesheet");
    expect(stylesheets.length).toBeGreaterThan(0);
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
  });

  it("styles the alert only with classes the built stylesheet has", () => {
    const css = elements
      .filter((e) => e.tag === "link" && e.attrs.rel === "stylesheet")
      .map((e) => fs.readFileSync(fileForPath(e.attrs.href!)!, "utf8"))
      .join("\n");
    const alertStart = html.indexOf(`id="${FALLBACK_ALERT_ID}"`);
    const alertHtml = html.slice(html.lastIndexOf("<div", alertStart), html.indexOf("</div>", alertStart));
    const classes = [...alertHtml.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/));
    expect(classes.length).toBeGreaterThan(5);
    const missing = classes.filter((name) => !css.includes(`.${name.replace(/[./:[\]]/g, (c) => `\\${c}`)}`));
    expect(missing).toEqual([]);
  });

  it("renders each answer from a clean copy: nothing carries over between requests", async () => {
    const second = elementsOf(await render({ values: { name: "Bob" }, error: contactFormCopy.errorBody }));
    expect(control(second, "name").attrs.value).toBe("Bob");
    for (const name of ["email", "company", "phone"]) expect(control(second, name).attrs.value, name).toBeUndefined();
    expect(control(second, "message").text).toBe("");
    expect(second.filter((e) => e.attrs["aria-invalid"] !== undefined)).toEqual([]);
    const alerts = second.filter((e) => e.attrs.role === "alert");
    expect(alerts.map((e) => e.text)).toEqual([`${contactFormCopy.validationTitle}${contactFormCopy.errorBody}`]);
    // No field to fix (rate limit, too large, ...): the alert itself takes the focus, so a phone scrolls to it.
    expect(second.filter((e) => e.attrs.autofocus !== undefined)).toEqual(alerts);
    expect(alerts[0]!.attrs.tabindex).toBe("-1");
    // And the first answer again, byte for byte.
    expect(await render({ values: { ...hostile, [HONEYPOT_FIELD]: "https://spam.example" }, error: "Please enter a valid email address", field: "email" })).toBe(html);
  });

  it("marks a textarea invalid too, and ignores a field that is not in the form", async () => {
    const message = control(elementsOf(await render({ values: {}, error: "Message is required", field: "message" })), "message");
    expect(message.attrs["aria-invalid"]).toBe("true");
    const other = elementsOf(await render({ values: {}, error: "x", field: HONEYPOT_FIELD }));
    expect(other.filter((e) => e.attrs["aria-invalid"] !== undefined)).toEqual([]);
  });

  it("parses without a single HTML parse error", () => {
    const errors: string[] = [];
    parse(html, { onParseError: (error) => errors.push(`${error.code} at ${error.startOffset}`) });
    expect(errors).toEqual([]);
  });
});

describe("the pages that answer", () => {
  const refused = { submit: async () => ({ accepted: false as const, status: 422, title: contactFormCopy.validationTitle, values: {}, error: "x" }) };

  it("a post sent from a page without the form is answered by /contact", async () => {
    const fromPricing = await (await store.pages.formAnswer("/pricing", refused))!.text();
    expect(elementsOf(fromPricing).find((e) => e.tag === "h1")?.text).toBe("Get in Touch");
    expect(fromPricing).toContain(`id="${FALLBACK_ALERT_ID}"`);
  });

  it("a post the pipeline takes goes on to the thank-you page", async () => {
    const answer = await store.pages.formAnswer("/contact", { submit: async () => ({ accepted: true }) });
    expect([answer?.status, answer?.headers.get("location")]).toEqual([303, "/thank-you"]);
  });
});
