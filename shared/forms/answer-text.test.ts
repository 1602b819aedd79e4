import { describe, expect, it } from "vitest";
import { choiceField, COMPANY_SIZES, TOPICS, emailField, formOf, textField } from "#tests/shared/form-leads.ts";
import { answerLines, answerValueText, crmPropertiesOf } from "./answer-text.ts";

const form = formOf("Benchmark", [
  emailField("Work email", { hubspot: "email" }),
  choiceField("choice", "size", "Company size", COMPANY_SIZES, { hubspot: "company_size", salesforce: "NumberOfEmployees__c" }),
  choiceField("choices", "topics", "Topics", TOPICS, { hubspot: "topics" }),
  { kind: "checkbox", key: "newsletter", label: "Send me the newsletter", required: false, crm: { pipedrive: "abc123" } },
  textField("title", "Job title", { hubspot: "" }),
]);

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
