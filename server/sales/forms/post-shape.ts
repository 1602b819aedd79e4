/**
 * A built form's post before its answers are checked: each answer of the type its field takes
 * (text, or a list for a group of checkboxes; a number or a tick from JSON), and what the visitor
 * typed kept to show again. Wrong types are refused by field in words, never read as empty.
 */
import type { FormDocument, FormField } from "#shared/forms/form.ts";
import type { FormRefusal } from "#shared/forms/form-post.ts";

export const formServerCopy = {
  notFound: "This form is not on the site any more. Reload the page to see what it offers now.",
  /** The heading over a download given before the form's thank-you page (it has no words of its own). */
  downloadReady: "Your download is ready",
  wrongType: (label: string) => `${label} was not sent as the form asks: answer it in the form and send it again`,
} as const;

/** Longest text kept of one answer to show again (the form's own limits are far below). */
const KEPT_CHARACTERS = 20_000;

function takesType(field: FormField, value: unknown): boolean {
  if (value === undefined || value === null || typeof value === "string") return true;
  if (field.kind === "choices") return Array.isArray(value) && value.length <= field.choices.length && value.every((item) => typeof item === "string");
  if (field.kind === "number") return typeof value === "number";
  if (field.kind === "checkbox" || field.kind === "consent") return typeof value === "boolean";
  return false;
}

/** The first shown field whose answer is of a type it does not take. */
export function shapeProblem(form: FormDocument, body: Record<string, unknown>): { field: string; message: string } | undefined {
  const wrong = form.fields.find((field) => field.kind !== "hidden" && !takesType(field, body[field.key]));
  return wrong && { field: wrong.key, message: formServerCopy.wrongType(wrong.label) };
}

/** What the visitor sent to each shown field, bounded, to draw the form again with it (never the honeypot, never hidden fields). */
export function shownValues(form: FormDocument, body: Record<string, unknown>): FormRefusal["values"] {
  const values: FormRefusal["values"] = {};
  for (const field of form.fields) {
    if (field.kind === "hidden") continue;
    const value = body[field.key];
    if (typeof value === "string") values[field.key] = value.slice(0, KEPT_CHARACTERS);
    else if (typeof value === "number" || typeof value === "boolean") values[field.key] = String(value);
    else if (Array.isArray(value))
      values[field.key] = value
        .filter((item): item is string => typeof item === "string")
        .slice(0, 100)
        .map((item) => item.slice(0, 200));
  }
  return values;
}
