/**
 * A post's revisions: what it said after each save, who saved it and when. When a save merges into
 * the latest revision and what is kept whatever its age is revision-rules.ts's: one person's
 * autosaves within a few minutes are one revision, every published or named version stays as it
 * was. The first edit in the studio keeps the post as it was before it ("before"). What is kept is
 * bounded (pruneRevisions): the history cannot grow by the burst.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { changedFields, sameFields, type PostField, type PostFields } from "#shared/post-fields.ts";
import type { Database, Executor } from "#server/platform/db/database.ts";
import type { PgColumn } from "drizzle-orm/pg-core";
import { type formRevisions, type pageRevisions, postRevisions, posts, type PostRow, type RevisionKind } from "#server/platform/db/content-schema.ts";
import { workingCopy } from "#server/site/post-rows.ts";
import { sameValue } from "#shared/same-value.ts";
import { KEPT_KINDS, keepStep, keepsBefore } from "./revision-rules.ts";

/** The newest revisions kept whole; older ones are thinned to the last of each day. */
export const RECENT_REVISIONS = 50;

export interface RevisionSummary {
  id: number;
  at: Date;
  actor: string;
  kind: RevisionKind;
}

/** Records `fields` as saved by `actor`; returns the revision's id. */
export async function keepRevision(tx: Executor, post: PostRow, fields: PostFields, { actor, now, kind }: { actor: string; now: Date; kind: RevisionKind }): Promise<number> {
  const [latest] = await tx.select().from(postRevisions).where(eq(postRevisions.postId, post.id)).orderBy(desc(postRevisions.id)).limit(1);
  const before = workingCopy(post);
  const step = keepStep(latest, { kind, actor, now }, latest !== undefined && sameFields(latest.fields, fields));
  // A post started in the studio has nothing to go back to before its first words.
  if (!latest && keepsBefore(kind) && (before.title || before.body)) {
    await tx.insert(postRevisions).values({ postId: post.id, at: post.updatedAt, actor: post.updatedBy ?? "import", kind: "before", fields: before });
  } else if (latest && step === "same") return latest.id;
  else if (latest && step === "mark") {
    await tx.update(postRevisions).set({ kind }).where(eq(postRevisions.id, latest.id));
    return latest.id;
  } else if (latest && step === "merge") {
    await tx.update(postRevisions).set({ fields, at: now }).where(eq(postRevisions.id, latest.id));
    return latest.id;
  }
  const [kept] = await tx.insert(postRevisions).values({ postId: post.id, at: now, actor, kind, fields }).returning({ id: postRevisions.id });
  await pruneRevisions(tx, postRevisions, postRevisions.postId, post.id);
  return kept!.id;
}

/**
 * Keeps what is kept whatever its age (KEPT_KINDS: "before", every published and named version),
 * the newest RECENT_REVISIONS, and of older ones the last of each day (UTC): the history of months
 * stays, a burst of saves cannot fill it. `owner` is the column that names whose they are.
 */
export async function pruneRevisions(tx: Executor, table: typeof postRevisions | typeof pageRevisions | typeof formRevisions, owner: PgColumn, ownerId: number): Promise<void> {
  await tx.execute(sql`
    delete from ${table}
    where ${owner} = ${ownerId} and kind not in (${sql.join(
      KEPT_KINDS.map((kind) => sql`${kind}`),
      sql`, `,
    )})
      and id not in (select id from ${table} where ${owner} = ${ownerId} order by id desc limit ${RECENT_REVISIONS})
      and id not in (select max(id) from ${table} where ${owner} = ${ownerId} group by date_trunc('day', at at time zone 'UTC'))`);
}

/** Newest first, each with the fields in which it differs from the copy being edited; undefined for no such post. */
export async function listRevisions(db: Database, postId: number): Promise<Array<RevisionSummary & { changed: PostField[] }> | undefined> {
  const [post] = await db.select().from(posts).where(eq(posts.id, postId));
  if (!post) return undefined;
  const current = workingCopy(post);
  const rows = await db.select().from(postRevisions).where(eq(postRevisions.postId, postId)).orderBy(desc(postRevisions.id));
  return rows.map((row) => ({ id: row.id, at: row.at, actor: row.actor, kind: row.kind, changed: changedFields(row.fields, current) }));
}

export async function readRevision(db: Executor, postId: number, revisionId: number): Promise<(RevisionSummary & { fields: PostFields }) | undefined> {
  const [row] = await db
    .select()
    .from(postRevisions)
    .where(and(eq(postRevisions.postId, postId), eq(postRevisions.id, revisionId)));
  return row && { id: row.id, at: row.at, actor: row.actor, kind: row.kind, fields: row.fields };
}

/** A post's revisions kept whatever their age (KEPT_KINDS), newest first. */
export async function keptRevisions(tx: Executor, postId: number): Promise<Array<{ id: number; copy: PostFields }>> {
  const rows = await tx
    .select({ id: postRevisions.id, copy: postRevisions.fields })
    .from(postRevisions)
    .where(and(eq(postRevisions.postId, postId), inArray(postRevisions.kind, [...KEPT_KINDS])))
    .orderBy(desc(postRevisions.id));
  return rows;
}

/** A kind whose copy is one JSON document (a page, a form): its revisions' table and the column naming whose they are. */
export interface DocumentRevisionTable {
  table: typeof pageRevisions | typeof formRevisions;
  owner: "pageId" | "formId";
}

/** A page's or form's revisions kept whatever their age (KEPT_KINDS), newest first. */
export async function keptDocumentRevisions<Document>({ table, owner }: DocumentRevisionTable, tx: Executor, id: number): Promise<Array<{ id: number; copy: Document }>> {
  const revisions = table as unknown as typeof pageRevisions;
  const ownerColumn = (table as unknown as Record<string, PgColumn>)[owner]!;
  const rows = await tx
    .select({ id: revisions.id, copy: revisions.document })
    .from(revisions)
    .where(and(eq(ownerColumn, id), inArray(revisions.kind, [...KEPT_KINDS])))
    .orderBy(desc(revisions.id));
  return rows as Array<{ id: number; copy: Document }>;
}

/**
 * Records `document` as saved by `actor`, by the rules of posts' revisions: the copy before the
 * studio's first edit is kept ("before"), one person's autosaves within the window are one
 * revision, a published or named version is never merged into (revision-rules.ts).
 */
export async function keepDocumentRevision<Document>(
  tx: Executor,
  { table, owner }: DocumentRevisionTable,
  row: { id: number; updatedAt: Date; updatedBy: string | null; before: Document },
  document: Document,
  { actor, now, kind }: { actor: string; now: Date; kind: RevisionKind },
): Promise<number> {
  // The two tables differ only in the owner column's name.
  const revisions = table as unknown as typeof pageRevisions;
  const ownerColumn = (table as unknown as Record<string, PgColumn>)[owner]!;
  const [latest] = await tx.select().from(revisions).where(eq(ownerColumn, row.id)).orderBy(desc(revisions.id)).limit(1);
  const values = (at: Date, by: string, as: RevisionKind, kept: Document) => ({ [owner]: row.id, at, actor: by, kind: as, document: kept }) as unknown as typeof pageRevisions.$inferInsert;
  const step = keepStep(latest, { kind, actor, now }, latest !== undefined && sameValue(latest.document, document));
  if (!latest) {
    if (keepsBefore(kind)) await tx.insert(revisions).values(values(row.updatedAt, row.updatedBy ?? "seed", "before", row.before));
  } else if (step === "same") return latest.id;
  else if (step === "mark") {
    await tx.update(revisions).set({ kind }).where(eq(revisions.id, latest.id));
    return latest.id;
  } else if (step === "merge") {
    await tx
      .update(revisions)
      .set({ document: document as never, at: now })
      .where(eq(revisions.id, latest.id));
    return latest.id;
  }
  const [kept] = await tx
    .insert(revisions)
    .values(values(now, actor, kind, document))
    .returning({ id: revisions.id });
  await pruneRevisions(tx, table, ownerColumn, row.id);
  return kept!.id;
}
