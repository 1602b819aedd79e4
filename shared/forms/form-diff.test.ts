import { describe, expect, it } from "vitest";
import { starterForm } from "./builder.ts";
import { formChanges, formFieldChanges } from "./form-diff.ts";

describe("how a revision of a form differs from the copy being edited", () => {
  const form = starterForm("Benchmark download");

  it("says nothing of the same form, and names settings that differ", () => {
    expect(formChanges(form, structuredClone(form))).toEqual([]);
    expect(formChanges({ ...form, submitLabel: "Get it", proofOfWork: true }, form)).toEqual([
      { kind: "setting", setting: "submitLabel" },
      { kind: "setting", setting: "proofOfWork" },
    ]);
  });

  it("matches fields by key: added, removed, changed and moved", () => {
    const [name, email, consent] = form.fields;
    const here = { ...form, fields: [email!, { ...name!, label: "Full name" }, { kind: "text" as const, key: "job_title", label: "Job title", required: false, maxLength: 200 }] };
    expect(formChanges(here, form)).toEqual([
      { kind: "changed", field: { key: "name", label: "Full name" } },
      { kind: "only-here", field: { key: "job_title", label: "Job title" } },
      { kind: "only-there", field: { key: "consent", label: consent!.label } },
      { kind: "order" },
    ]);
  });
});

describe("a form's old and new words, by the studio's names", () => {
  const form = starterForm("Benchmark download");
  const names = { settings: { name: "Name", submitLabel: "Button", thankYou: "Thank-you", download: "Download", routing: "Routing", proofOfWork: "Proof of work" }, order: "Order of the fields" };

  it("names a setting by the studio's word and a field by its label, each of its settings by theirs", () => {
    const [name] = form.fields;
    const to = { ...form, submitLabel: "Get the benchmark", proofOfWork: true, fields: [{ ...name!, label: "Full name", required: !name!.required }, ...form.fields.slice(1)] };
    expect(formFieldChanges(form, to, names)).toEqual([
      { where: ["Button"], before: form.submitLabel, after: "Get the benchmark" },
      { where: ["Proof of work"], before: "No", after: "Yes" },
      { where: ["“Full name”", "Label"], before: name!.label, after: "Full name" },
      { where: ["“Full name”", "Required"], before: name!.required ? "Yes" : "No", after: name!.required ? "No" : "Yes" },
    ]);
  });

  it("a field in one copy only has its words on one side; fields moved, their labels in each order", () => {
    const [name, email, ...rest] = form.fields;
    const added = { kind: "text" as const, key: "job_title", label: "Job title", required: false, maxLength: 200 };
    const changes = formFieldChanges(form, { ...form, fields: [email!, name!, ...rest, added] }, names);
    expect(changes.filter((change) => change.where[0] === "“Job title”")).toEqual([
      { where: ["“Job title”", "Key (its column in exports)"], before: "", after: "job_title" },
      { where: ["“Job title”", "Label"], before: "", after: "Job title" },
      { where: ["“Job title”", "Required"], before: "", after: "No" },
      { where: ["“Job title”", "Most characters"], before: "", after: "200" },
    ]);
    expect(changes.at(-1)).toEqual({
      where: ["Order of the fields"],
      before: form.fields.map((field) => field.label).join("\n"),
      after: [email, name, ...rest].map((field) => field!.label).join("\n"),
    });
  });
});
