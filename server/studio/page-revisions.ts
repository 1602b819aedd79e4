/**
 * A page's revisions, kept as a post's are (server/studio/revisions.ts): one person's saves within
 * ten minutes are one revision (never merged into a published or named version: revision-rules.ts),
 * a restore or another person's save starts a new one, the page as it was before the studio's
 * first edit is kept ("before"), and the history is bounded. The list says of each revision how it
 * differs from the copy being edited.
 */
import { and, desc, eq } from "drizzle-orm";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { pageRevisions, pages, type PageRow, type RevisionKind } from "#server/platform/db/content-schema.ts";
import { pageChanges, type PageChange } from "#shared/pages/page-diff.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import { keepDocumentRevision, keptDocumentRevisions } from "./revisions.ts";

/** The copy being worked on: a live page's pending edits, else the page itself. */
export const workingCopy = (row: PageRow): PageDocument => row.pending ?? row.document;

const PAGE_REVISIONS = { table: pageRevisions, owner: "pageId" } as const;

export function keepPageRevision(tx: Executor, row: PageRow, document: PageDocument, how: { actor: string; now: Date; kind: RevisionKind }): Promise<number> {
  return keepDocumentRevision(tx, PAGE_REVISIONS, { ...row, before: workingCopy(row) }, document, how);
}

/** The page's revisions kept whatever their age, newest first, as stored. */
export const keptPageRevisions = (tx: Executor, pageId: number) => keptDocumentRevisions<PageDocument>(PAGE_REVISIONS, tx, pageId);

export interface PageRevisionSummary {
  id: number;
  at: Date;
  actor: string;
  kind: RevisionKind;
  /** How the revision differs from the copy being edited; empty: the same. */
  changes: PageChange[];
}

/** Newest first, each compared with the page's working copy. */
export async function listPageRevisions(db: Database, pageId: number): Promise<PageRevisionSummary[] | undefined> {
  const [page] = await db.select().from(pages).where(eq(pages.id, pageId));
  if (!page) return undefined;
  const current = workingCopy(page);
  const rows = await db.select().from(pageRevisions).where(eq(pageRevisions.pageId, pageId)).orderBy(desc(pageRevisions.id));
  return rows.map((row) => ({ id: row.id, at: row.at, actor: row.actor, kind: row.kind, changes: pageChanges(row.document, current) }));
}

export async function readPageRevision(db: Executor, pageId: number, revisionId: number) {
  const [row] = await db
    .select()
    .from(pageRevisions)
    .where(and(eq(pageRevisions.pageId, pageId), eq(pageRevisions.id, revisionId)));
  return row && { id: row.id, at: row.at, actor: row.actor, kind: row.kind, document: row.document };
}
