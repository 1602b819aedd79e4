/**
 * The versions of built forms, as the sales side reads them (a port: the forms are the content
 * area's, server/site/form-versions.ts reads them; sales is given this at composition, pipeline.ts).
 * A version never changes once live, so a lead's answers always read under the labels it saw.
 */
import type { FormDocument } from "./form.ts";

/** A lead's form and the version it answered. */
export interface FormRef {
  formId: number;
  version: number;
}

/** The key of a version in the maps below. */
export const formVersionKey = (ref: FormRef) => `${ref.formId}/${ref.version}`;

export interface FormVersions {
  /** These versions' documents by formVersionKey; a version that does not exist is absent. */
  documents(refs: readonly FormRef[]): Promise<Map<string, FormDocument>>;
  /** Every live version of one form, newest first (an export of one form's leads); empty for none. */
  history(formId: number): Promise<Array<FormRef & { document: FormDocument }>>;
  /** Every form that went live, by the name of its latest version, by name (the inbox's filter). */
  names(): Promise<Array<{ id: number; name: string }>>;
}

/** The refs of the leads that answered a form, each once. */
export function formRefsOf(rows: readonly { formId: number | null; formVersion: number | null }[]): FormRef[] {
  const refs = new Map<string, FormRef>();
  for (const row of rows) {
    if (row.formId === null || row.formVersion === null) continue;
    const ref = { formId: row.formId, version: row.formVersion };
    refs.set(formVersionKey(ref), ref);
  }
  return [...refs.values()];
}

/** The version of the form a lead answered; undefined for a contact-form lead, without the port, or for a version not found. */
export async function formDocumentOf(formVersions: FormVersions | undefined, lead: { formId: number | null; formVersion: number | null }): Promise<FormDocument | undefined> {
  if (!formVersions || lead.formId === null || lead.formVersion === null) return undefined;
  const ref = { formId: lead.formId, version: lead.formVersion };
  return (await formVersions.documents([ref])).get(formVersionKey(ref));
}
