import { describe, expect, it } from "vitest";
import { checkAnswer, checkAnswers, formAnswerCopy, formPostCopy, type HiddenSources } from "./answers.ts";

const ENGLISH = { copy: formAnswerCopy };
import { formDocument, type FormDocumentInput } from "./form.ts";

const benchmark: FormDocumentInput = {
  name: "Download the 2025 AI marketing benchmark",
  fields: [
    { kind: "text", key: "name", label: "Name", required: true, maxLength: 100 },
    { kind: "email", key: "work_email", label: "Work email", required: true, businessOnly: true },
    {
      kind: "choice",
      key: "company_size",
      label: "Company size",
      required: true,
      choices: [
        { value: "1-50", label: "1–50" },
        { value: "1000+", label: "1,000 or more" },
      ],
    },
    { kind: "text", key: "job_title", label: "Job title" },
    { kind: "number", key: "seats", label: "Seats", min: 1, max: 500 },
    {
      kind: "choices",
      key: "products",
      label: "Products",
      choices: [
        { value: "contentos", label: "ContentOS" },
        { value: "ai-sdr", label: "AI SDR" },
      ],
    },
    { kind: "hidden", key: "utm_campaign", label: "Campaign", from: "query", name: "utm_campaign" },
    { kind: "hidden", key: "first_source", label: "Source", from: "attribution", name: "utm_source" },
    { kind: "consent", key: "consent", label: "I agree to receive the report and related emails.", required: true, version: "2026-12" },
  ],
  submitLabel: "Get the report",
  thankYou: { kind: "message", heading: "Your report is ready" },
};
const form = formDocument.parse(benchmark);
const hidden: HiddenSources = { query: new URLSearchParams("utm_campaign=benchmark-2025&utm_source=x"), attribution: { utm_source: "linkedin" } };
const freeMail = (email: string) => email.endsWith("@gmail.com");
const valid = { name: " Ada Lovelace ", work_email: "ada@acme.test", company_size: "1000+", job_title: "CMO", seats: "40", products: ["ai-sdr", "contentos"], consent: "on" };

describe("a built form's answers", () => {
  it("keeps each answer by key, fills hidden fields from the page and the visit, and the lead's columns", () => {
    const result = checkAnswers(form, valid, hidden, { isFreeMail: freeMail, copy: formAnswerCopy });
    expect(result).toEqual({
      success: true,
      answers: {
        name: "Ada Lovelace",
        work_email: "ada@acme.test",
        company_size: "1000+",
        job_title: "CMO",
        seats: 40,
        products: ["ai-sdr", "contentos"],
        utm_campaign: "benchmark-2025",
        first_source: "linkedin",
        consent: true,
      },
      lead: { name: "Ada Lovelace", email: "ada@acme.test", company: "", phone: "" },
      consent: [{ key: "consent", text: "I agree to receive the report and related emails.", version: "2026-12" }],
    });
  });

  it("never takes a hidden field's value from the post", () => {
    const result = checkAnswers(form, { ...valid }, { query: new URLSearchParams(), attribution: {} }, ENGLISH);
    expect(result).toMatchObject({ success: true });
    expect(result.success && "utm_campaign" in result.answers).toBe(false);
    const forged = checkAnswers(form, { ...valid, utm_campaign: "forged" }, hidden, ENGLISH);
    expect(forged).toMatchObject({ success: false, message: formPostCopy.unknownField("utm_campaign") });
  });

  it("names every field's problem in form order, the first as the message", () => {
    const result = checkAnswers(form, { work_email: "ada@", company_size: "huge", seats: "4.5", products: ["crm"] }, hidden, ENGLISH);
    expect(result).toEqual({
      success: false,
      field: "name",
      message: "Name is required",
      fields: {
        name: "Name is required",
        work_email: formAnswerCopy.email,
        company_size: "Choose one of the options for Company size",
        seats: "Seats must be a whole number",
        products: "Choose one of the options for Products",
        consent: "Tick this box to continue",
      },
    });
  });

  it("refuses free mail when the form asks for a work address, and numbers out of range", () => {
    const result = checkAnswers(form, { ...valid, work_email: "ada@gmail.com", seats: "900" }, hidden, { isFreeMail: freeMail, copy: formAnswerCopy });
    expect(result).toMatchObject({ success: false, fields: { work_email: formAnswerCopy.workEmail, seats: "Seats must be at most 500" } });
  });

  it("takes a number as the browser's number input does (.5, 1e3), and refuses what it would not", () => {
    const price = { kind: "number", key: "budget", label: "Budget", required: false, wholeNumber: false } as const;
    expect(["0.5", ".5", "-.5", "1e3", "2.5E-1", "1e+2", "42"].map((value) => checkAnswer(price, value, ENGLISH).answer)).toEqual([0.5, 0.5, -0.5, 1000, 0.25, 100, 42]);
    expect(["1.", "+1", "1e", "e3", "0x10", "1,5", "Infinity", "1e999", "- 1"].map((value) => checkAnswer(price, value, ENGLISH).problem)).toEqual(Array(9).fill("Budget must be a number"));
  });

  it("refuses hostile values in words: control characters, huge text, wrong types, extra fields", () => {
    expect(checkAnswers(form, { ...valid, job_title: "CMO\u0000" }, hidden, ENGLISH)).toMatchObject({ success: false, fields: { job_title: "Job title contains characters that are not allowed" } });
    expect(checkAnswers(form, { ...valid, job_title: "x".repeat(5000) }, hidden, ENGLISH)).toMatchObject({ success: false, fields: { job_title: "Job title must be less than 200 characters" } });
    expect(checkAnswers(form, { ...valid, name: { $gt: "" } }, hidden, ENGLISH)).toMatchObject({ success: false, fields: { name: "Name is required" } });
    expect(checkAnswers(form, { ...valid, is_admin: "yes" }, hidden, ENGLISH)).toMatchObject({ success: false, message: "This form has no field “is_admin”" });
    expect(checkAnswers(form, [valid], hidden, ENGLISH)).toMatchObject({ success: false, field: "name" });
  });

  it("lets the post carry the honeypot, the proof, the attribution and the page", () => {
    expect(checkAnswers(form, { ...valid, website: "", proof: "x", attribution: {}, page: "/report" }, hidden, ENGLISH).success).toBe(true);
  });
});

describe("a form's document", () => {
  it("needs exactly one required email field and unique keys", () => {
    const broken = formDocument.safeParse({
      ...benchmark,
      fields: [
        { kind: "text", key: "name", label: "Name" },
        { kind: "text", key: "name", label: "Full name" },
        { kind: "email", key: "email", label: "Email" },
      ],
    });
    expect(broken.success).toBe(false);
    const messages = broken.error!.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    expect(messages).toEqual(["fields.1.key: Another field already has the key name.", "fields.2.required: The email field is the lead's address: it must be required."]);
  });

  it("refuses a routing rule on a field the form lacks", () => {
    const result = formDocument.safeParse({ ...benchmark, routing: [{ name: "Enterprise", field: "size", values: ["1000+"], owners: ["u1"] }] });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["routing.0.field"]);
  });
});
