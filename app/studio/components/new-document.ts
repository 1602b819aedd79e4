/** A new document (a page, a form, an experiment) from its list's dialog, as the list's action posts it (document-list.tsx). */
import { redirect } from "react-router";
import { api, ApiError, type Answer } from "#app/admin/lib/admin-api.ts";

/** The server's refusal of a new document, in words, and by field when it names one. */
export interface NewDocumentRefused {
  error: string;
  problems?: Partial<Record<string, string>>;
}

type ListPath = "/pages" | "/forms" | "/experiments";

/**
 * Posts the dialog's `fields` to the list's path: the new document's editor once it is stored
 * (`idOf` reads its id from the answer), else the refusal, shown in the dialog.
 */
export async function createDocument<Path extends ListPath>(
  request: Request,
  path: Path,
  fields: readonly string[],
  idOf: (answer: Answer<Path, "$post">) => number,
): Promise<NewDocumentRefused | Response> {
  const form = await request.formData();
  const body = Object.fromEntries(fields.map((name) => [name, String(form.get(name) ?? "")]));
  try {
    const answer = await api<Answer<Path, "$post">>(path, { method: "POST", body, from: new URL(request.url) });
    return redirect(`/admin${path}/${idOf(answer)}`);
  } catch (error) {
    if (error instanceof ApiError) return refusalIn(error, fields);
    throw error;
  }
}

/**
 * A refusal as a dialog of `fields` shows it: beside its fields when it names only them, else in
 * words (a problem elsewhere in the new document has no control in the dialog to stand beside).
 */
export function refusalIn(error: ApiError, fields: readonly string[]): NewDocumentRefused {
  const named = Object.keys(error.problems ?? {});
  return named.length > 0 && named.every((field) => fields.includes(field)) ? { error: error.message, problems: error.problems! } : { error: error.message };
}

/** The refusal an action answered, if it did not move on to the new document. */
export const refusalOf = (result: NewDocumentRefused | Response | undefined): NewDocumentRefused | undefined => (result && !(result instanceof Response) ? result : undefined);
