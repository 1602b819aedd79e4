import { describe, expect, it } from "vitest";
import { formDocument, storedFormDocument, type FormDocumentInput } from "./form.ts";
import { FORM_POST_KEYS } from "./answers.ts";
import { starterForm } from "./builder.ts";

/** The problems of a document by path ("fields.3.key"), as the studio shows them. */
const problemsOf = (document: unknown) => {
  const parsed = formDocument.safeParse(document);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

const withField = (field: FormDocumentInput["fields"][number]): FormDocumentInput => {
  const form = starterForm("Reserved");
  return { ...form, fields: [...form.fields, field] };
};

describe("a form's rules", () => {
  it("refuses a key the post itself uses (the trap, the proof, the page, the attribution), by field and in words", () => {
    for (const key of FORM_POST_KEYS) {
      expect(problemsOf(withField({ kind: "text", key, label: "Website" })), key).toEqual({ "fields.3.key": `“${key}” is reserved: choose another key.` });
    }
  });

  it("refuses a routing rule's answer that is not one of its choice field's choices, naming the rule and the answer", () => {
    const form = withField({
      kind: "choice",
      key: "size",
      label: "Company size",
      choices: [
        { value: "1-49", label: "1–49" },
        { value: "1000-plus", label: "1,000+" },
      ],
    });
    const routed = (values: string[]) => ({ ...form, routing: [{ name: "Enterprise", field: "size", values, owners: ["owner-1"] }] });
    expect(problemsOf(routed(["1000-plus"]))).toEqual({});
    expect(problemsOf(routed(["1000-plus", "1000"]))).toEqual({
      "routing.0.values": "The rule “Enterprise” routes the answer “1000”, which is not one of Company size's choices: tick its answers again.",
    });
    expect(problemsOf({ ...routed([]), routing: [{ name: "Typed", field: "name", values: ["anything"], owners: ["owner-1"] }] })).toEqual({});
  });

  it("refuses a hidden field filled from the visit's attribution by a name the visit does not carry", () => {
    const hidden = (name: string, from: "query" | "attribution" = "attribution") => withField({ kind: "hidden", key: "source", label: "Source", from, name });
    expect(problemsOf(hidden("utm_source"))).toEqual({});
    expect(problemsOf(hidden("gclid", "query"))).toEqual({});
    expect(problemsOf(hidden("gclid"))).toEqual({
      "fields.3.name": "The visit's attribution has no “gclid”: choose one of utm_source, utm_medium, utm_campaign, utm_term, utm_content, landing_page, referrer.",
    });
  });

  it("still reads a live version with such a key, so a form published before the rule never leaves its pages", () => {
    expect(storedFormDocument.safeParse(withField({ kind: "text", key: "website", label: "Website" })).success).toBe(true);
  });
});
