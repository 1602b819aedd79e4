/**
 * A form in the studio (ADR 049): created from the starter (name, work email, consent: publishable
 * at once), saved by its builder (a save based on an older revision is refused and kept, never
 * applied over another's; a live form's saves wait in `pending` until an editor's "Update"). Its
 * steps to the site are the one document workflow's (server/documents/workflow.ts; form-kind.ts).
 */
import { isDeepStrictEqual } from "node:util";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { forms, type FormRow } from "#server/platform/db/content-schema.ts";
import { refuseProblems, type FieldProblemList } from "#server/platform/field-problems.ts";
import { editableState, type ChangeBy, type EditableState } from "#server/documents/kind.ts";
import { writeCopy } from "#server/documents/workflow.ts";
import { starterForm } from "#shared/forms/builder.ts";
import type { FormDocument } from "#shared/forms/form.ts";
import { wordsOnly } from "#shared/i18n/form-translation.ts";
import { checkedForm, lockedForm, missingDownload, recordFormEvent, workingCopy, type FormKind } from "./form-kind.ts";
import { keepFormRevision } from "./form-revisions.ts";

export interface EditableForm extends EditableState {
  /** The copy being worked on: a live form's pending edits, else the form itself. */
  document: FormDocument;
  /** The live version's number (0 before the first publish). */
  version: number;
}

export type FormSaveResult = { saved: EditableForm } | { conflict: EditableForm; keptAs: number };

export function editable(row: FormRow): EditableForm {
  return { ...editableState(row), document: workingCopy(row), version: row.version };
}

export async function editableForm(db: Executor, id: number): Promise<EditableForm | undefined> {
  const [row] = await db.select().from(forms).where(eq(forms.id, id));
  return row && editable(row);
}

/**
 * Every form for the studio's list, by name; `published`: only the live ones, named as the site
 * shows them (a page's form picker).
 */
export function listForms(db: Database, { published = false } = {}) {
  const name = published ? sql<string>`${forms.document}->>'name'` : sql<string>`coalesce(${forms.pending}, ${forms.document})->>'name'`;
  const query = db
    .select({ id: forms.id, name, status: forms.status, version: forms.version, hasPendingChanges: sql<boolean>`${forms.pending} is not null`, updatedAt: forms.updatedAt, updatedBy: forms.updatedBy })
    .from(forms);
  const originals = isNull(forms.translationOf);
  return query.where(published ? and(eq(forms.status, "published"), originals) : originals).orderBy(asc(name), asc(forms.id));
}

/** A new draft named `name`, from the starter. */
export async function createForm(db: Database, { name }: { name: string }, { actor = "cli", now = new Date() }: ChangeBy = {}): Promise<EditableForm> {
  if (!name.trim()) refuseProblems({ name: "Give the form a name, e.g. Benchmark download." });
  const document = checkedForm(starterForm(name.trim(), now));
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(forms).values({ document, status: "draft", createdAt: now, updatedAt: now, updatedBy: actor }).returning();
    await recordFormEvent(tx, row!.id, actor, "created", now);
    return editable(row!);
  });
}

/** Routing rules naming an account that is not on the sales team (any more), by field. */
export function unknownOwners(document: FormDocument, team: ReadonlySet<string>): FieldProblemList {
  const problems: Record<string, string> = {};
  document.routing.forEach((route, index) => {
    if (route.owners.some((owner) => !team.has(owner))) problems[`routing.${index}.owners`] = "Choose owners from the sales team: one of these is not on it any more.";
  });
  return problems;
}

/**
 * Keeps the builder's copy, or refuses it: a document that breaks the rules (by field), a file no
 * longer in the library, an owner not on the sales team (`team`, when known), or one based on a
 * revision saved over since (kept as a revision, not applied).
 */
export async function saveForm(
  kind: FormKind,
  db: Database,
  id: number,
  request: { document: unknown; baseRevision: number; editSession: string },
  { actor = "cli", now = new Date(), team }: ChangeBy & { team?: ReadonlySet<string> } = {},
): Promise<FormSaveResult> {
  const edited = checkedForm(request.document);
  return db.transaction(async (tx) => {
    const row = await lockedForm(tx, id);
    // A translator writes words: the translation's questions, keys and rules stay its own.
    const document = row.translationOf === null ? edited : wordsOnly(workingCopy(row), edited);
    if (isDeepStrictEqual(workingCopy(row), document)) return { saved: editable(row) };
    if (row.revision !== request.baseRevision && row.editSession !== request.editSession) {
      const keptAs = await keepFormRevision(tx, row, document, { actor, now, kind: "conflict" });
      return { conflict: editable(row), keptAs };
    }
    refuseProblems({ ...(await missingDownload(tx, document)), ...(team && unknownOwners(document, team)) });
    await keepFormRevision(tx, row, document, { actor, now, kind: "edit" });
    return { saved: editable(await writeCopy(kind, tx, row, document, { actor, now, editSession: request.editSession })) };
  });
}
