/**
 * A form's translation as the studio makes it (ADR 054): the original's questions, keys, kinds,
 * limits, choices' values, routing, download and spam rules, each of its words a placeholder
 * ("[Write the label]"), so nothing untranslated can go live; and its words as translators and the
 * out-of-date check read them, named by field key (and a choice by its value), never by position
 * in the form.
 */
import type { FormDocument, FormField } from "#shared/forms/form.ts";
import type { PageText } from "#shared/pages/page-texts.ts";
import { isPlaceholder, placeholder } from "#shared/pages/placeholders.ts";

export const FORM_TRANSLATION_WORDS = {
  twice: (language: string) => `This form already has a ${language} translation: open it from the list of forms.`,
  ofATranslation: "This form is itself a translation: translate its original instead.",
  noFormWords: (language: string) => `Forms do not speak ${language} yet (their messages, alerts and button states), so a form cannot be translated into it.`,
  unfinished: (units: string[]) => `Write every word of the translation first: ${units.join("; ")}.`,
} as const;

/** What each kind of word is called in its placeholder. */
const WHAT = {
  label: "the label",
  help: "the help text",
  placeholder: "the placeholder",
  choice: "the choice",
  submitLabel: "the button",
  heading: "the heading",
  body: "the text",
  download: "the link",
} as const;

/** A field's words: its label, help and placeholder, and each choice's label. A hidden field shows none. */
function fieldTexts(field: FormField): PageText[] {
  if (field.kind === "hidden") return [];
  const at = `fields.${field.key}`;
  const own = (["label", "help", ...("placeholder" in field ? (["placeholder"] as const) : [])] as const).flatMap((part): PageText[] => {
    const text = (field as Partial<Record<typeof part, string>>)[part];
    return text ? [{ field: `${at}.${part}`, text }] : [];
  });
  const choices = "choices" in field ? field.choices.map((choice) => ({ field: `${at}.choices.${choice.value}`, text: choice.label })) : [];
  return [...own, ...choices];
}

/** The form's words a visitor reads, in the form's order: its fields', the button, the thank-you message and the download's link. */
export function formTexts(form: FormDocument): PageText[] {
  return [
    ...form.fields.flatMap(fieldTexts),
    { field: "submitLabel", text: form.submitLabel },
    ...(form.thankYou.kind === "message" ? [{ field: "thankYou.heading", text: form.thankYou.heading }, ...(form.thankYou.body ? [{ field: "thankYou.body", text: form.thankYou.body }] : [])] : []),
    ...(form.download ? [{ field: "download.label", text: form.download.label }] : []),
  ];
}

/** The words `formTexts` names, each replaced by `words(field, text)`; the rest of the form as it is. */
function withTexts(form: FormDocument, words: (field: string, text: string) => string): FormDocument {
  const fields = form.fields.map((field): FormField => {
    if (field.kind === "hidden") return field;
    const at = `fields.${field.key}`;
    const next = { ...field, label: words(`${at}.label`, field.label) } as FormField & { help?: string; placeholder?: string };
    if (field.help) next.help = words(`${at}.help`, field.help);
    if ("placeholder" in field && field.placeholder) next.placeholder = words(`${at}.placeholder`, field.placeholder);
    if ("choices" in next) next.choices = next.choices.map((choice) => ({ ...choice, label: words(`${at}.choices.${choice.value}`, choice.label) }));
    return next;
  });
  return {
    ...form,
    fields,
    submitLabel: words("submitLabel", form.submitLabel),
    thankYou:
      form.thankYou.kind === "message"
        ? { ...form.thankYou, heading: words("thankYou.heading", form.thankYou.heading), ...(form.thankYou.body && { body: words("thankYou.body", form.thankYou.body) }) }
        : form.thankYou,
    ...(form.download && { download: { ...form.download, label: words("download.label", form.download.label) } }),
  };
}

/** The part of a field's name its placeholder asks for ("fields.company_size.choices.200+" -> "the choice"). */
function whatOf(field: string): string {
  const parts = field.split(".");
  if (parts[0] === "fields") return WHAT[parts[2] === "choices" ? "choice" : (parts[2] as "label" | "help" | "placeholder")];
  if (field === "submitLabel") return WHAT.submitLabel;
  if (field === "download.label") return WHAT.download;
  return WHAT[parts[1] as "heading" | "body"];
}

/** The translation's first copy: the original's form with every word a placeholder, named "<name> (<language>)" in the studio. */
export function formTranslationDraft(original: FormDocument, language: string): FormDocument {
  return { ...withTexts(original, (field) => placeholder(whatOf(field))), name: `${original.name} (${language})`.slice(0, 120) };
}

/** A form's words by their names. */
const wordsOf = (form: FormDocument) => new Map(formTexts(form).map(({ field, text }) => [field, text]));

/**
 * A translation's copy as a translator may change it: its own structure (`own`), with the words of
 * `edited` wherever `own` has the same word; keys, kinds, limits, choices' values, routing, download
 * and spam rules stay what the translation was made with, whatever an edit sends.
 */
export function wordsOnly(own: FormDocument, edited: FormDocument): FormDocument {
  const words = wordsOf(edited);
  return { ...withTexts(own, (field, text) => words.get(field) ?? text), name: edited.name };
}

/**
 * The translation made again from the original as it is now: its words (or a translator's file's,
 * `words`) where the original still has the same word to write, a placeholder for each new one; a
 * word the original dropped goes.
 */
export function refreshedTranslation(original: FormDocument, translation: FormDocument, words: ReadonlyMap<string, string> = wordsOf(translation)): FormDocument {
  return { ...withTexts(original, (field) => words.get(field) ?? placeholder(whatOf(field))), name: translation.name };
}

/** The builder's path of a word ("fields.2.choices.1.label") as `formTexts` names it ("fields.company_size.choices.200+"), in `form`. */
export function formTextFieldOf(form: FormDocument, path: string): string {
  const parts = path.split(".");
  const field = parts[0] === "fields" ? form.fields[Number(parts[1])] : undefined;
  if (!field) return path;
  if (parts[2] === "choices" && "choices" in field) return `fields.${field.key}.choices.${field.choices[Number(parts[3])]?.value ?? parts[3]}`;
  return ["fields", field.key, ...parts.slice(2)].join(".");
}

const WHOLE_FORM_TEXTS: Record<string, string> = {
  submitLabel: "the button",
  "thankYou.heading": "the thank-you heading",
  "thankYou.body": "the thank-you text",
  "download.label": "the download's link",
};

/** A word as a translator reads its name: "job_title's label", "company_size's choice 200+", "the button". */
export function textName(field: string): string {
  const named = WHOLE_FORM_TEXTS[field];
  if (named) return named;
  const [, key, part, ...value] = field.split(".");
  return part === "choices" ? `${key}'s choice ${value.join(".")}` : `${key}'s ${part === "help" ? "help text" : part}`;
}

/** The words still to write in a translation, named as a translator reads them. */
export const unwrittenTexts = (form: FormDocument): string[] => formTexts(form).flatMap(({ field, text }) => (isPlaceholder(text) ? [textName(field)] : []));
