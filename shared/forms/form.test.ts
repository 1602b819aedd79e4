import { describe, expect, it } from "vitest";
import { benchmarkForm } from "#tests/shared/benchmark-form.ts";
import { formDocument, storedFormDocument, type FormDocumentInput } from "./form.ts";
import { FORM_POST_KEYS } from "./answers.ts";

/** The problems of a document by path ("fields.3.key"), as the studio shows them. */
const problemsOf = (document: unknown) => {
  const parsed = formDocument.safeParse(document);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

const form = benchmarkForm(["owner-1"]);
const last = `fields.${form.fields.length}`;
const withField = (field: FormDocumentInput["fields"][number]): FormDocumentInput => ({ ...form, fields: [...form.fields, field] });

describe("a form's rules", () => {
  it("refuses a key the post itself uses (the trap, the proof, the page, the attribution), by field and in words", () => {
    for (const key of FORM_POST_KEYS) {
      expect(problemsOf(withField({ kind: "text", key, label: "Website" })), key).toEqual({ [`${last}.key`]: `“${key}” is reserved: choose another key.` });
    }
  });

  it("refuses a routing rule's answer that is not one of its choice field's choices, naming the rule and the answer", () => {
    const routed = (values: string[]) => ({ ...form, routing: [{ ...form.routing[0]!, values }] });
    expect(problemsOf(routed(["501+"]))).toEqual({});
    expect(problemsOf(routed(["501+", "1000"]))).toEqual({ "routing.0.values": "The rule “Enterprise” routes the answer “1000”, which is not one of Company size's choices: tick its answers again." });
    expect(problemsOf({ ...form, routing: [{ name: "Typed", field: "job_title", values: ["anything"], owners: ["owner-1"] }] })).toEqual({});
  });

  it("refuses a hidden field filled from the visit's attribution by a name the visit does not carry", () => {
    const hidden = (name: string, from: "query" | "attribution" = "attribution") => withField({ kind: "hidden", key: "source", label: "Source", from, name });
    expect(problemsOf(hidden("utm_source"))).toEqual({});
    expect(problemsOf(hidden("gclid", "query"))).toEqual({});
    expect(problemsOf(hidden("gclid"))).toEqual({
      [`${last}.name`]: "The visit's attribution has no “gclid”: choose one of utm_source, utm_medium, utm_campaign, utm_term, utm_content, landing_page, referrer.",
    });
  });

  it("still reads a live version with such a key, so a form published before the rule never leaves its pages", () => {
    expect(storedFormDocument.safeParse(withField({ kind: "text", key: "website", label: "Website" })).success).toBe(true);
  });
});
