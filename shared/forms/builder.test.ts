import { describe, expect, it } from "vitest";
import { FORM_FIELD_KINDS, formDocument } from "./form.ts";
import { keyFromLabel, newField, relabelledChoice, relabelledField, settledOf, starterForm, valueFromLabel } from "./builder.ts";

describe("the form builder's rules", () => {
  it("derives a field's key from its label as the schema allows it, never one another field has", () => {
    expect(keyFromLabel("Job title")).toBe("job_title");
    expect(keyFromLabel("Société / Company")).toBe("societe_company");
    expect(keyFromLabel("2025 budget")).toBe("field_2025_budget");
    expect(keyFromLabel("!!!")).toBe("field");
    expect(keyFromLabel("Job title", new Set(["job_title", "job_title_2"]))).toBe("job_title_3");
    expect(keyFromLabel("A very long label that goes on and on past forty characters")).toMatch(/^[a-z][a-z0-9_]{0,39}$/);
  });

  it("never derives a key the post itself uses: “Website” is website_answer", () => {
    expect(keyFromLabel("Website")).toBe("website_answer");
    expect(keyFromLabel("Page", new Set(["page_answer"]))).toBe("page_answer_2");
    expect(["Proof", "Attribution"].map((label) => keyFromLabel(label))).toEqual(["proof_answer", "attribution_answer"]);
    const field = relabelledField(newField("text", new Set()), "Website", new Set());
    const form = starterForm("Site");
    expect(formDocument.safeParse({ ...form, fields: [...form.fields, field] }).success).toBe(true);
  });

  it("lets a key follow its label until it is changed, a lead's column or live", () => {
    const field = newField("text", new Set(["name"]));
    const titled = relabelledField(field, "Job title", new Set(["name"]));
    expect(titled.key).toBe("job_title");
    expect(relabelledField(titled, "Role", new Set(["role"])).key).toBe("role_2");
    expect(relabelledField({ ...titled, key: "title" }, "Role", new Set()).key).toBe("title");
    expect(relabelledField({ ...titled, key: "name", label: "Name" }, "Full name", new Set()).key).toBe("name");
    expect(relabelledField(titled, "Role", new Set(), new Set(["job_title"])).key).toBe("job_title");
  });

  it("derives a choice's value from its label, unique in its list", () => {
    expect(valueFromLabel("1,000+ employees")).toBe("1000-plus-employees");
    expect(valueFromLabel("1–49")).toBe("1-49");
    expect(valueFromLabel("Yes", new Set(["yes"]))).toBe("yes-2");
    expect(valueFromLabel("…")).toBe("choice");
  });

  it("starts a form the rules accept at once: name, work email and consent", () => {
    const form = starterForm("Benchmark download", new Date("2026-12-06T09:00:00Z"));
    expect(formDocument.safeParse(form).success).toBe(true);
    expect(form.fields.map((field) => [field.kind, field.key, field.required])).toEqual([
      ["text", "name", true],
      ["email", "email", true],
      ["consent", "consent", true],
    ]);
    expect(form.fields[2]).toMatchObject({ version: "2026-12" });
  });

  it("adds a field of every kind the rules accept, with a key of its own", () => {
    const form = starterForm("Every kind");
    for (const kind of FORM_FIELD_KINDS.filter((kind) => kind !== "email")) {
      const field = newField(kind, new Set(form.fields.map((field) => field.key)));
      form.fields.push(field);
      const parsed = formDocument.safeParse(form);
      expect(parsed.success ? [] : parsed.error.issues, kind).toEqual([]);
    }
    expect(new Set(form.fields.map((field) => field.key)).size).toBe(form.fields.length);
  });

  it("keeps a choice's value once live, so a rule on it still matches; a new one follows its label", () => {
    const choice = { value: "1000-plus", label: "1,000+" };
    expect(relabelledChoice(choice, "1,000 or more", new Set())).toEqual({ value: "1000-or-more", label: "1,000 or more" });
    expect(relabelledChoice(choice, "1,000 or more", new Set(), new Set(["1000-plus"]))).toEqual({ value: "1000-plus", label: "1,000 or more" });
    expect(relabelledChoice({ value: "big", label: "1,000+" }, "1,000 or more", new Set())).toEqual({ value: "big", label: "1,000 or more" });
    const live = starterForm("Live");
    live.fields.push({ kind: "choices", key: "topics", label: "Topics", required: false, choices: [choice, { value: "other", label: "Other" }] });
    expect(settledOf(live).values.get("topics")).toEqual(new Set(["1000-plus", "other"]));
    expect(settledOf(undefined).keys.size).toBe(0);
  });
});
