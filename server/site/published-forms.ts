/**
 * The forms the site shows: each published form at its live version (forms.version in
 * form_versions), read with the rest of a generation's snapshot (source.ts), so a page and the form
 * endpoint agree on the version a visitor sees until the next publish. A stored version the schema
 * now refuses (written around the studio) is left out: its pages say so, its endpoint answers 404.
 */
import { and, eq } from "drizzle-orm";
import type { Executor } from "#server/platform/db/database.ts";
import { forms, formVersions } from "#server/platform/db/content-schema.ts";
import { formDocument, type PublishedForm } from "#shared/forms/form.ts";

/** Every published form at its live version, by id; `only`: that form alone. */
export async function readPublishedForms(tx: Executor, only?: number): Promise<Map<number, PublishedForm>> {
  const rows = await tx
    .select({ id: forms.id, version: forms.version, document: formVersions.document })
    .from(forms)
    .innerJoin(formVersions, and(eq(formVersions.formId, forms.id), eq(formVersions.version, forms.version)))
    .where(and(eq(forms.status, "published"), only === undefined ? undefined : eq(forms.id, only)));
  const published = new Map<number, PublishedForm>();
  for (const row of rows) {
    const parsed = formDocument.safeParse(row.document);
    if (parsed.success) published.set(row.id, { id: row.id, version: row.version, document: parsed.data });
  }
  return published;
}

/** The ids of the forms a page's shown sections name, in order: what its key includes (page-keys.ts). */
export function formsShownOn(document: { sections: readonly { type: string; hidden?: boolean; form?: unknown }[] }): number[] {
  return document.sections.flatMap((section) => (section.type === "form" && !section.hidden && typeof section.form === "number" ? [section.form] : []));
}
