import { describe, expect, it } from "vitest";
import { formDocument, type FormDocument } from "#shared/forms/form.ts";
import { formTextFieldOf, formTexts, formTranslationDraft, refreshedTranslation, unwrittenTexts, wordsOnly } from "./form-translation.ts";

const original: FormDocument = formDocument.parse({
  name: "Benchmark",
  fields: [
    { kind: "email", key: "email", label: "Work email", required: true, placeholder: "jane@company.com" },
    {
      kind: "choice",
      key: "size",
      label: "Company size",
      help: "Roughly.",
      choices: [
        { value: "1-50", label: "Up to 50" },
        { value: "51+", label: "More" },
      ],
    },
    { kind: "hidden", key: "campaign", label: "Campaign", from: "query", name: "utm_campaign" },
    { kind: "consent", key: "consent", label: "I agree.", required: true, version: "1" },
  ],
  submitLabel: "Get it",
  thankYou: { kind: "message", heading: "Thanks", body: "It is on its way." },
});

/** Every word of `form` written in German, as a translator would. */
const inGerman = (form: FormDocument) => wordsOnly(form, JSON.parse(JSON.stringify(form).replace(/\[Write[^\]]*\]/g, "Auf Deutsch")) as FormDocument);

describe("a form's translation", () => {
  it("names each word a visitor reads by field key and choice value, never a hidden field's", () => {
    expect(formTexts(original).map((text) => text.field)).toEqual([
      "fields.email.label",
      "fields.email.placeholder",
      "fields.size.label",
      "fields.size.help",
      "fields.size.choices.1-50",
      "fields.size.choices.51+",
      "fields.consent.label",
      "submitLabel",
      "thankYou.heading",
      "thankYou.body",
    ]);
  });

  it("starts with every word to write and the original's questions, named for the studio; nothing of it can go live unwritten", () => {
    const draft = formTranslationDraft(original, "German");
    expect(draft.name).toBe("Benchmark (German)");
    expect(formTexts(draft).every((text) => text.text.startsWith("[Write"))).toBe(true);
    expect(draft.fields.map((field) => [field.kind, field.key])).toEqual(original.fields.map((field) => [field.kind, field.key]));
    expect(draft.fields[2]).toEqual(original.fields[2]);
    expect(formDocument.safeParse(draft).success).toBe(true);
    expect(unwrittenTexts(draft)).toContain("size's choice 51+");
    expect(unwrittenTexts(draft)).toContain("the button");
    expect(unwrittenTexts(inGerman(draft))).toEqual([]);
  });

  it("takes only words from an edit: keys, kinds, limits, choices' values and rules stay its own", () => {
    const draft = inGerman(formTranslationDraft(original, "German"));
    const tampered = structuredClone(draft);
    tampered.fields[0] = { ...tampered.fields[0]!, key: "mail", required: false } as FormDocument["fields"][number];
    tampered.fields[1] = { ...tampered.fields[1]!, label: "Firmengröße" } as FormDocument["fields"][number];
    tampered.proofOfWork = true;
    const kept = wordsOnly(draft, tampered);
    expect(kept.fields[0]).toEqual(draft.fields[0]);
    expect(kept.fields[1]!.label).toBe("Firmengröße");
    expect(kept.proofOfWork).toBe(false);
  });

  it("made again from a changed original keeps the words still asked and asks for the new ones", () => {
    const german = inGerman(formTranslationDraft(original, "German"));
    const changed = formDocument.parse({ ...original, fields: [...original.fields, { kind: "text", key: "job", label: "Job title" }] });
    const refreshed = refreshedTranslation(changed, german);
    expect(refreshed.fields.map((field) => field.key)).toEqual(["email", "size", "campaign", "consent", "job"]);
    expect(refreshed.fields[0]!.label).toBe("Auf Deutsch");
    expect(unwrittenTexts(refreshed)).toEqual(["job's label"]);
  });

  it("finds the word a builder's field edits", () => {
    expect(formTextFieldOf(original, "fields.1.choices.1.label")).toBe("fields.size.choices.51+");
    expect(formTextFieldOf(original, "fields.0.placeholder")).toBe("fields.email.placeholder");
    expect(formTextFieldOf(original, "submitLabel")).toBe("submitLabel");
  });
});
