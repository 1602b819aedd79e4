import { describe, expect, it } from "vitest";
import type { FormDocument } from "./form.ts";
import { answerLines, answerValueText, crmPropertiesOf } from "./answer-text.ts";

const form: FormDocument = {
  name: "Benchmark",
  submitLabel: "Send",
  thankYou: { kind: "message", heading: "Thanks" },
  routing: [],
  proofOfWork: false,
  fields: [
    { kind: "email", key: "email", label: "Work email", required: true, businessOnly: false, crm: { hubspot: "email" } },
    {
      kind: "choice",
      key: "size",
      label: "Company size",
      required: true,
      display: "select",
      choices: [
        { value: "1-50", label: "Up to 50" },
        { value: "1000+", label: "Over 1,000" },
      ],
      crm: { hubspot: "company_size", salesforce: "NumberOfEmployees__c" },
    },
    {
      kind: "choices",
      key: "topics",
      label: "Topics",
      required: false,
      choices: [
        { value: "ai", label: "AI" },
        { value: "seo", label: "Search" },
      ],
      crm: { hubspot: "topics" },
    },
    { kind: "checkbox", key: "newsletter", label: "Send me the newsletter", required: false, crm: { pipedrive: "abc123" } },
    { kind: "text", key: "title", label: "Job title", required: false, maxLength: 200, crm: { hubspot: "" } },
  ],
};

describe("a lead's answers as people and machines read them", () => {
  it("shows each answer under its label in the version's order, choices by label, lists joined, a box Yes or No, unknown keys last", () => {
    const lines = answerLines(form, { legacy: "kept", newsletter: false, topics: ["ai", "seo"], size: "1000+", email: "a@b.example" });
    expect(lines).toEqual([
      { key: "email", label: "Work email", text: "a@b.example" },
      { key: "size", label: "Company size", text: "Over 1,000" },
      { key: "topics", label: "Topics", text: "AI, Search" },
      { key: "newsletter", label: "Send me the newsletter", text: "No" },
      { key: "legacy", label: "legacy", text: "kept" },
    ]);
    expect(answerLines(undefined, { size: "1000+" })).toEqual([{ key: "size", label: "size", text: "1000+" }]);
  });

  it("gives machines the stored values as text, a list joined with ';'", () => {
    expect([answerValueText(["ai", "seo"]), answerValueText(true), answerValueText(40), answerValueText("x")]).toEqual(["ai;seo", "true", "40", "x"]);
  });

  it("maps the answered fields that name a property of that CRM, and no other", () => {
    const answers = { email: "a@b.example", size: "1000+", topics: ["ai"], newsletter: true, title: "CTO" };
    expect(Object.keys(crmPropertiesOf(form, answers, "hubspot"))).toEqual(["email", "company_size", "topics"]);
    expect(Object.keys(crmPropertiesOf(form, answers, "salesforce"))).toEqual(["NumberOfEmployees__c"]);
    expect(crmPropertiesOf(form, { email: "a@b.example" }, "pipedrive")).toEqual({});
    expect(crmPropertiesOf(undefined, answers, "hubspot")).toEqual({});
  });
});
