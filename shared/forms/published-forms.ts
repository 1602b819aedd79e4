/**
 * The published forms and their versions, as the areas that do not write them read them (a port:
 * the forms are the content area's, server/site/published-forms.ts reads them; the composition roots
 * give it to sales, experiments and the forms' endpoint, pipeline.ts and boot.ts). A version never
 * changes once live, so a lead's answers always read under the labels it saw.
 */
import type { FormDocument, PublishedForm } from "./form.ts";

/** A lead's form and the version it answered. */
export interface FormRef {
  formId: number;
  version: number;
}

/** The key of a version in the maps below. */
export const formVersionKey = (ref: FormRef) => `${ref.formId}/${ref.version}`;

export interface PublishedForms {
  /** A published form at its live version, as its schema reads it now; undefined when it is not published (the forms' endpoint without the site's pages). */
  published(id: number): Promise<PublishedForm | undefined>;
  /** The last version of a form that went live, on the site now or not (taken off since); null for a form never published (or no form). */
  lastLive(formId: number): Promise<(FormRef & { document: FormDocument }) | null>;
  /** These versions' documents by formVersionKey; a version that does not exist is absent. */
  documents(refs: readonly FormRef[]): Promise<Map<string, FormDocument>>;
  /** Every live version of one form, newest first (an export of one form's leads); empty for none. */
  history(formId: number): Promise<Array<FormRef & { document: FormDocument }>>;
  /** Every form that went live, by the name of its latest version, by name (the inbox's filter, an experiment's goals). */
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
export async function formDocumentOf(publishedForms: PublishedForms | undefined, lead: { formId: number | null; formVersion: number | null }): Promise<FormDocument | undefined> {
  if (!publishedForms || lead.formId === null || lead.formVersion === null) return undefined;
  const ref = { formId: lead.formId, version: lead.formVersion };
  return (await publishedForms.documents([ref])).get(formVersionKey(ref));
}
