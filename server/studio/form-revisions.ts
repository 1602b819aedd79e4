/**
 * A form's revisions, kept as a page's are (server/studio/revisions.ts): one person's saves within
 * ten minutes are one revision (never merged into a published or named version: revision-rules.ts),
 * a restore or another person's save starts a new one, the form as it was before its first edit
 * is kept ("before"). The list says of each how it differs from the copy being edited, by setting
 * and by field.
 */
import { and, desc, eq } from "drizzle-orm";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { formRevisions, forms, type FormRow, type RevisionKind } from "#server/platform/db/content-schema.ts";
import { formChanges } from "#shared/forms/form-diff.ts";
import type { FormDocument } from "#shared/forms/form.ts";
import { keepDocumentRevision, keptDocumentRevisions } from "./revisions.ts";

const copyOf = (row: FormRow): FormDocument => row.pending ?? row.document;

const FORM_REVISIONS = { table: formRevisions, owner: "formId" } as const;

export function keepFormRevision(tx: Executor, row: FormRow, document: FormDocument, how: { actor: string; now: Date; kind: RevisionKind }): Promise<number> {
  return keepDocumentRevision(tx, FORM_REVISIONS, { ...row, before: copyOf(row) }, document, how);
}

/** The form's revisions kept whatever their age, newest first, as stored. */
export const keptFormRevisions = (tx: Executor, formId: number) => keptDocumentRevisions<FormDocument>(FORM_REVISIONS, tx, formId);

/** Newest first, each compared with the form's working copy. */
export async function listFormRevisions(db: Database, formId: number) {
  const [form] = await db.select().from(forms).where(eq(forms.id, formId));
  if (!form) return undefined;
  const current = copyOf(form);
  const rows = await db.select().from(formRevisions).where(eq(formRevisions.formId, formId)).orderBy(desc(formRevisions.id));
  return rows.map((row) => ({ id: row.id, at: row.at, actor: row.actor, kind: row.kind, changes: formChanges(row.document, current) }));
}

export async function readFormRevision(db: Executor, formId: number, revisionId: number) {
  const [row] = await db
    .select()
    .from(formRevisions)
    .where(and(eq(formRevisions.formId, formId), eq(formRevisions.id, revisionId)));
  return row && { id: row.id, at: row.at, actor: row.actor, kind: row.kind, document: row.document };
}
