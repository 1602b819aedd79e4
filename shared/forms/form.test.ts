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

  it("still reads a live version with such a key, so a form published before the rule never leaves its pages", () => {
    expect(storedFormDocument.safeParse(withField({ kind: "text", key: "website", label: "Website" })).success).toBe(true);
  });
});
