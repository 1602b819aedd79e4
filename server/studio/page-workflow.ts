/**
 * A page in the studio (ADR 040): created from a template, saved by its editor (a save based on an
 * older revision is refused and kept, never applied over another's; a live page's saves wait in
 * `pending` until an editor's "Update"), and a tested variant published as it. Its steps to the
 * site are the one document workflow's (server/documents/workflow.ts; the page kind: page-kind.ts).
 */
import { isDeepStrictEqual } from "node:util";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { pages, type PageRow } from "#server/platform/db/content-schema.ts";
import { refuseProblems, type FieldProblemList } from "#server/platform/field-problems.ts";
import { editableState, PublishingError, type ChangeBy, type EditableState } from "#server/documents/kind.ts";
import { writeCopy } from "#server/documents/workflow.ts";
import { pathProblem, type PageDocument } from "#shared/pages/page.ts";
import { pageFromTemplate, type PageTemplate } from "#shared/pages/templates.ts";
import { dayInWords } from "#shared/dates.ts";
import { keepPageRevision, workingCopy } from "./page-revisions.ts";
import { missingImages } from "./page-images.ts";
import { unpublishedForms } from "./page-forms.ts";
import { checkedDocument, lockedPage, recordPageEvent, refuseTakenPath, refuseUnfinished, type PageKind } from "./page-kind.ts";

export { checkedDocument };

export interface EditablePage extends EditableState {
  /** The copy being worked on: a live page's pending edits, else the page itself. */
  document: PageDocument;
}

export type PageSaveResult = { saved: EditablePage } | { conflict: EditablePage; keptAs: number };

export function editable(row: PageRow): EditablePage {
  return { ...editableState(row), document: workingCopy(row) };
}

export async function editablePage(db: Executor, id: number): Promise<EditablePage | undefined> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id));
  return row && editable(row);
}

/** The address a page's row holds (a live page's live one), or undefined when there is no such page. */
export async function pageAddress(db: Executor, id: number): Promise<string | undefined> {
  const [row] = await db.select({ path: pages.path }).from(pages).where(eq(pages.id, id));
  return row?.path;
}

/** Every page for the studio's list, by address. */
export function listPages(db: Database) {
  // The working copy's title alone, not every page's whole document.
  const title = sql<string>`coalesce(${pages.pending}, ${pages.document})->>'title'`;
  const hasPendingChanges = sql<boolean>`${pages.pending} is not null`;
  return db
    .select({ id: pages.id, path: pages.path, title, hasPendingChanges, status: pages.status, publishAt: pages.publishAt, updatedAt: pages.updatedAt, updatedBy: pages.updatedBy })
    .from(pages)
    .where(isNull(pages.translationOf))
    .orderBy(asc(pages.path));
}

/** A new draft at `path` from a template. */
export async function createPage(
  db: Database,
  { template, path, title }: { template: PageTemplate; path: string; title: string },
  { actor = "cli", now = new Date() }: ChangeBy = {},
): Promise<EditablePage> {
  const problems: FieldProblemList = { ...(pathProblem(path) && { path: pathProblem(path) }), ...(!title.trim() && { title: "Give the page a title." }) };
  refuseProblems(problems);
  const document = checkedDocument(pageFromTemplate(template, path, title.trim()));
  return db.transaction(async (tx) => {
    await refuseTakenPath(tx, undefined, undefined, document);
    const [row] = await tx.insert(pages).values({ path, document, status: "draft", createdAt: now, updatedAt: now, updatedBy: actor }).returning();
    await recordPageEvent(tx, row!.id, actor, "created", now);
    return editable(row!);
  });
}

/** Keeps the editor's copy, or refuses it: a document that breaks the rules, or one based on a revision saved over since (kept as a revision). */
export async function savePage(
  kind: PageKind,
  db: Database,
  id: number,
  request: { document: unknown; baseRevision: number; editSession: string },
  { actor = "cli", now = new Date() }: ChangeBy = {},
): Promise<PageSaveResult> {
  const document = checkedDocument(request.document);
  return db.transaction(async (tx) => {
    const row = await lockedPage(tx, id);
    if (isDeepStrictEqual(workingCopy(row), document)) return { saved: editable(row) };
    if (row.revision !== request.baseRevision && row.editSession !== request.editSession) {
      const keptAs = await keepPageRevision(tx, row, document, { actor, now, kind: "conflict" });
      return { conflict: editable(row), keptAs };
    }
    await refuseTakenPath(tx, id, row, document);
    refuseProblems({ ...(await missingImages(tx, document)), ...(await unpublishedForms(tx, document)) });
    await keepPageRevision(tx, row, document, { actor, now, kind: "edit" });
    return { saved: editable(await writeCopy(kind, tx, row, document, { actor, now, editSession: request.editSession })) };
  });
}

/** The page an experiment tested, as its start found it: its id and revision (null when not known). */
export interface TestedPage {
  pageId: number | null;
  revision: number | null;
}

/**
 * A variant that won its experiment goes live as the page's sections (ADR 042, issue 70), kept as
 * a revision like any change, in the caller's transaction (the experiment stops in the same one):
 * the page keeps its own title, description, canonical, search settings and menu place. Refused
 * in words when the page is not the one tested any more, holds edits not yet published (they
 * would go live over it, or undo it later), or changed since the test started (the variant won
 * against an earlier page). Answers the page's revision it became.
 */
export async function publishVariant(
  tx: Executor,
  tested: TestedPage,
  variant: { name: string; sections: unknown },
  { actor, now, note }: { actor: string; now: Date; note: string },
): Promise<number> {
  const [found] =
    tested.pageId === null
      ? []
      : await tx
          .select({ id: pages.id })
          .from(pages)
          .where(and(eq(pages.id, tested.pageId), eq(pages.status, "published")));
  if (!found) throw new PublishingError("The page this experiment tested is no longer on the site: stop it without publishing a variant.");
  const row = await lockedPage(tx, found.id);
  const title = row.document.title;
  if (row.pending) {
    throw new PublishingError(
      `“${title}” has edits not published yet: “${variant.name}” was tested against the page without them, and they would undo it once published. Stop without publishing, or publish or discard the edits and test again.`,
    );
  }
  if (row.revision !== tested.revision) {
    const by = row.updatedBy?.includes("@") ? ` by ${row.updatedBy}` : "";
    throw new PublishingError(
      `“${title}” was changed on ${dayInWords(row.updatedAt)}${by}, after the experiment started: “${variant.name}” was tested against the earlier page. Stop without publishing, then make its change on the page as it is now, or test it again.`,
    );
  }
  const document = checkedDocument({ ...row.document, sections: variant.sections });
  refuseUnfinished(document);
  await keepPageRevision(tx, row, document, { actor, now, kind: "experiment" });
  await tx
    .update(pages)
    .set({ document, revision: row.revision + 1, updatedAt: now, updatedBy: actor })
    .where(eq(pages.id, row.id));
  await recordPageEvent(tx, row.id, actor, "updated", now, { note });
  return row.revision + 1;
}
