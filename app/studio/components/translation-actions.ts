/** A document editor's translation steps (ADR 054), pages' and posts' alike, as its route's action takes them. */
import { redirect } from "react-router";
import { api, ApiError } from "#app/admin/lib/admin-api.ts";
import { pagesCopy } from "#app/studio/content/pages.ts";
import { refusalIn, type NewDocumentRefused } from "./new-document.ts";
import type { StepResult } from "./workflow-step.ts";

/**
 * "Translate": made, the new translation's editor (`editorOf` its id); refused, the reason in the
 * dialog, by field where it names the language or the address (`addressField`, "path" or "slug";
 * none for a form, which has no address).
 */
export async function translate(
  base: string,
  form: FormData,
  from: URL,
  { addressField, editorOf }: { addressField?: "path" | "slug"; editorOf: (id: number) => string },
): Promise<StepResult | Response> {
  try {
    const body = { locale: form.get("locale"), ...(addressField && { [addressField]: form.get(addressField) }) };
    const made = await api<Record<string, { id: number }>>(`${base}/translations`, { method: "POST", body, from });
    return redirect(editorOf(Object.values(made)[0]!.id));
  } catch (error) {
    if (error instanceof ApiError) return { intent: "translate", ...refusalIn(error, addressField ? ["locale", addressField] : ["locale"]) };
    throw error;
  }
}

/** A "Translate" refused, for its dialog: the reason, by field where it names one. */
export function translateRefusalOf(result: StepResult | undefined): NewDocumentRefused | undefined {
  return result?.intent === "translate" ? { error: result.error ?? "", ...(result.problems && { problems: result.problems as Record<string, string> }) } : undefined;
}

/** "Mark up to date": the translation follows what its original says now. */
export async function markUpToDate(base: string, from: URL): Promise<StepResult> {
  try {
    await api(`${base}/up-to-date`, { method: "POST", body: {}, from });
    return { intent: "up-to-date" };
  } catch (error) {
    if (error instanceof ApiError) return { intent: "up-to-date", error: error.message };
    throw error;
  }
}

/** A translator's file back: XLIFF unless it is named .json; refused whole, in the checker's words. */
export async function takeTranslationFile(base: string, file: FormDataEntryValue | null, from: URL): Promise<StepResult> {
  if (!(file instanceof File) || file.size === 0) return { intent: "translation-file", error: pagesCopy.translations.file.hint };
  const format = /\.json$/i.test(file.name) ? "json" : "xliff";
  try {
    await api(`${base}/translation-file?format=${format}`, { method: "PUT", body: file, from });
    return { intent: "translation-file" };
  } catch (error) {
    if (error instanceof ApiError) return { intent: "translation-file", error: error.message };
    throw error;
  }
}
