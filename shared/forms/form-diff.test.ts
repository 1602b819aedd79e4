import { describe, expect, it } from "vitest";
import { starterForm } from "./builder.ts";
import { formChanges } from "./form-diff.ts";

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
