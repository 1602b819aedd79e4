/**
 * Writing a post in the studio: create, save (the editor autosaves every few seconds), and put a
 * published post's edits on the site. A save names the revision it was based on: one based on an
 * older revision is refused and kept as a revision, so two people never overwrite each other and
 * nothing typed is lost. A published or scheduled post's saves wait in `pending` until an editor's
 * "Update": the site never shows a half-typed sentence, nor text no editor approved.
 */
import { isDeepStrictEqual } from "node:util";
import { and, eq, sql } from "drizzle-orm";
import { sameFields, storeProblems, type FieldProblems, type PostFields } from "#shared/post-fields.ts";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { authors, postRevisions, posts, type PostRow } from "#server/platform/db/content-schema.ts";
import { scheduleJobsFor } from "#server/site/jobs.ts";
import { fieldsOfRow, workingCopy, type NewPostRow } from "#server/site/post-rows.ts";
import { lockedPost, PublishingError, recordPostEvent, recordSlugChange, refuseIncomplete, refuseUnseenChanges, type ChangeBy } from "#server/site/publishing.ts";
import { nextGeneration } from "#server/platform/db/generation.ts";
import { refuseProblems } from "#server/platform/field-problems.ts";
import { keepRevision, readRevision } from "./revisions.ts";

/** A post as its editor opens it: the copy being worked on, and what the site shows when that differs. */
export interface EditablePost {
  id: number;
  status: PostRow["status"];
  revision: number;
  updatedAt: Date;
  updatedBy: string | null;
  publishAt: Date | null;
  unpublishAt: Date | null;
  fields: PostFields;
  /** A published or scheduled post with edits an editor has not put on it yet. */
  hasPendingChanges: boolean;
}

export type SaveResult = { saved: EditablePost } | { conflict: EditablePost; keptAs: number };

/** Who writes, and whether they may sign a post with any author's name (an editor's right) or write as themselves. */
export type WrittenBy = ChangeBy & { anyAuthor: boolean };

/** A writer putting a name not theirs on a post: refused whatever else the save holds (403, by field). */
export class BylineRefused extends Error {}

export interface SaveRequest {
  fields: PostFields;
  /** The revision the editor's copy was based on. */
  baseRevision: number;
  /** The browser tab saving: a repeat of its own save whose answer was lost is not a conflict. */
  editSession: string;
}

function editable(row: PostRow): EditablePost {
  const { id, status, revision, updatedAt, updatedBy, publishAt, unpublishAt } = row;
  return { id, status, revision, updatedAt, updatedBy, publishAt, unpublishAt, fields: workingCopy(row), hasPendingChanges: row.pending !== null };
}

export async function editablePost(db: Executor, id: number): Promise<EditablePost | undefined> {
  const [row] = await db.select().from(posts).where(eq(posts.id, id));
  return row && editable(row);
}

/**
 * The fields a new post starts from, before anything is stored: nothing written, by the author the
 * writer's account writes as (Site → Authors), else the house byline.
 */
export async function blankFields(db: Executor, actor: string): Promise<PostFields> {
  const [own] = await db.select({ name: authors.name }).from(authors).where(eq(authors.accountEmail, actor.toLowerCase()));
  return { title: "", slug: "", excerpt: "", body: "", author: own?.name ?? HOUSE_AUTHOR, category: "", tags: [], cover: null, coverAlt: null, seoTitle: null, seoDescription: null, canonicalUrl: null, noindex: false };
}

/** The byline of a post nobody chose one for: the team's, never a colleague's. */
const HOUSE_AUTHOR = "Editorial Team";

/**
 * A new post, stored on its first save (an editor opened and left empty keeps nothing). The browser
 * tab's `editSession` makes it once: a repeat whose answer was lost finds the post it made, and
 * `existing` says so (the caller saves over it instead). An address left empty is `untitled-<id>`.
 */
export async function createPost(db: Database, request: Omit<SaveRequest, "baseRevision">, { actor = "cli", now = new Date(), anyAuthor }: WrittenBy): Promise<{ created: EditablePost } | { existing: EditablePost }> {
  refuseProblems(storeProblems({ ...request.fields, slug: request.fields.slug || "untitled" }));
  return db.transaction(async (tx) => {
    // One new post at a time: ids are numbers an import may also give, not a sequence.
    await tx.execute(sql`lock table ${posts} in share row exclusive mode`);
    const [made] = await tx.select().from(posts).where(and(eq(posts.editSession, request.editSession), eq(posts.updatedBy, actor)));
    if (made) return { existing: editable(made) };
    const [{ next }] = (await tx.select({ next: sql<number>`coalesce(max(${posts.id}), 0) + 1` }).from(posts)) as [{ next: number }];
    const fields = { ...request.fields, slug: request.fields.slug || `untitled-${next}` };
    if (fields.author === HOUSE_AUTHOR) await tx.insert(authors).values({ name: HOUSE_AUTHOR }).onConflictDoNothing();
    await refuseUnknownAuthorOrTakenSlug(tx, next, fields);
    if (!anyAuthor) await refuseOthersByline(tx, fields.author, { actor });
    const [row] = await tx
      .insert(posts)
      .values({ id: next, ...fields, status: "draft", createdAt: now, updatedAt: now, updatedBy: actor, editSession: request.editSession })
      .returning();
    // Its first words are its first revision, as any save's are.
    await tx.insert(postRevisions).values({ postId: next, at: now, actor, kind: "edit", fields });
    await recordPostEvent(tx, next, actor, "created", now);
    return { created: editable(row!) };
  });
}

/**
 * Keeps the editor's copy, or refuses it: fields the store cannot keep (FieldsRefused), or a copy
 * based on a revision someone else has saved over since (the conflict, kept as a revision).
 */
export async function savePost(db: Database, id: number, request: SaveRequest, { actor = "cli", now = new Date(), anyAuthor }: WrittenBy): Promise<SaveResult> {
  refuseProblems(storeProblems(request.fields));
  return db.transaction(async (tx) => {
    const post = await lockedPost(tx, id);
    const current = workingCopy(post);
    if (sameFields(current, request.fields)) return { saved: editable(post) };
    if (post.revision !== request.baseRevision && post.editSession !== request.editSession) {
      const keptAs = await keepRevision(tx, post, request.fields, { actor, now, kind: "conflict" });
      return { conflict: editable(post), keptAs };
    }
    await refuseUnknownAuthorOrTakenSlug(tx, id, request.fields);
    if (!anyAuthor) await refuseOthersByline(tx, request.fields.author, { actor, current: current.author });
    await keepRevision(tx, post, request.fields, { actor, now, kind: "edit" });
    return { saved: editable(await writeCopy(tx, post, request.fields, { actor, now, editSession: request.editSession })) };
  });
}

/** What the site shows, or will show at its time, was approved by an editor: edits to it wait for one. */
export const holdsEdits = (status: PostRow["status"]) => status === "published" || status === "scheduled";

/** Puts `fields` where the editor's copy lives: the post itself, or an approved post's pending edits. */
async function writeCopy(tx: Executor, post: PostRow, fields: PostFields, { actor, now, editSession = null }: { actor: string; now: Date; editSession?: string | null }): Promise<PostRow> {
  const stamp = { revision: post.revision + 1, updatedAt: now, updatedBy: actor, editSession };
  const change = holdsEdits(post.status) ? { pending: sameFields(fieldsOfRow(post), fields) ? null : fields } : { ...fields, pending: null };
  const [row] = await tx.update(posts).set({ ...change, ...stamp }).where(eq(posts.id, post.id)).returning();
  return row!;
}

/**
 * An approved post's pending edits, on the site (or in the scheduled copy): checked whole, a live
 * post's old address kept as a 301 if it moved.
 */
export async function publishChanges(db: Database, id: number, { actor = "cli", now = new Date(), seen }: ChangeBy = {}): Promise<EditablePost> {
  return db.transaction(async (tx) => {
    const post = await lockedPost(tx, id);
    if (!holdsEdits(post.status)) throw new PublishingError(`This post is ${post.status.replace("_", " ")}: publish it rather than update it.`);
    refuseUnseenChanges(post, seen, "post", "update");
    if (!post.pending) throw new PublishingError(post.status === "published" ? "The site already shows this version." : "The scheduled post already holds this version.");
    refuseIncomplete(post);
    await refuseUnknownAuthorOrTakenSlug(tx, id, post.pending);
    if (post.status === "published" && post.pending.slug !== post.slug) await recordSlugChange(tx, post.slug, post.pending.slug);
    const [changed] = await tx
      .update(posts)
      .set({ ...post.pending, pending: null, revision: post.revision + 1, updatedAt: now, updatedBy: actor })
      .where(eq(posts.id, id))
      .returning();
    await scheduleJobsFor(tx, changed!);
    await recordPostEvent(tx, id, actor, "updated", now);
    await nextGeneration(tx);
    return editable(changed!);
  });
}

/**
 * Writers write as themselves: a new post is by the author their account writes as (else the house
 * byline), and a stored post keeps the author it has; only an editor changes it.
 */
async function refuseOthersByline(tx: Executor, author: string, { actor, current }: { actor: string; current?: string }): Promise<void> {
  if (current !== undefined) {
    if (author !== current) throw new BylineRefused("Only an editor can change a post's author: writers write as themselves.");
    return;
  }
  const own = (await blankFields(tx, actor)).author;
  if (author !== own) throw new BylineRefused(`A new post is by “${own}”, the author you write as; an editor can change it.`);
}

async function refuseUnknownAuthorOrTakenSlug(tx: Executor, id: number, fields: PostFields): Promise<void> {
  const problems: FieldProblems = {};
  const [holder] = await tx.select({ id: posts.id, title: posts.title }).from(posts).where(eq(posts.slug, fields.slug));
  if (holder && holder.id !== id) problems.slug = `Another post${holder.title ? `, “${holder.title}”,` : ""} already has this address; choose another.`;
  const [author] = await tx.select({ name: authors.name }).from(authors).where(eq(authors.name, fields.author));
  if (!author) problems.author = `“${fields.author}” is not among the authors; choose one from the list, or add them under Authors.`;
  refuseProblems(problems);
}

/**
 * An import's copy of a post over the stored one: kept as a revision like a save, and a new revision
 * that belongs to no editor's tab, so a tab open on the older copy gets a conflict, not the last word.
 * The imported text becomes the editor's copy (pending edits, already revisions, make way).
 */
export async function writeImported(tx: Executor, before: PostRow, row: NewPostRow, { actor = "import", now = new Date() }: ChangeBy = {}): Promise<void> {
  // An export read back in changes nothing, and says nothing changed.
  if (before.pending === null && Object.entries(row).every(([key, value]) => isDeepStrictEqual(before[key as keyof PostRow], value))) return;
  const imported = fieldsOfRow({ ...before, ...row });
  if (!sameFields(workingCopy(before), imported)) await keepRevision(tx, before, imported, { actor, now, kind: "import" });
  await tx
    .update(posts)
    .set({ ...row, pending: null, editSession: null, updatedAt: now, updatedBy: actor, revision: before.revision + 1 })
    .where(eq(posts.id, before.id));
}

/**
 * Makes an earlier revision the editor's copy again (an approved post's: pending until "Update");
 * a revision the same as the copy changes nothing, however often it is asked for.
 */
export async function restoreRevision(db: Database, id: number, revisionId: number, { actor = "cli", now = new Date(), anyAuthor }: WrittenBy): Promise<EditablePost> {
  return db.transaction(async (tx) => {
    const post = await lockedPost(tx, id);
    const revision = await readRevision(tx, id, revisionId);
    if (!revision) throw new PublishingError(`There is no revision ${revisionId} of this post.`);
    const current = workingCopy(post);
    if (sameFields(current, revision.fields)) return editable(post);
    await refuseUnknownAuthorOrTakenSlug(tx, id, revision.fields);
    if (!anyAuthor) await refuseOthersByline(tx, revision.fields.author, { actor, current: current.author });
    await keepRevision(tx, post, revision.fields, { actor, now, kind: "restore" });
    const restored = await writeCopy(tx, post, revision.fields, { actor, now });
    await recordPostEvent(tx, id, actor, "restored", now, { revision: revisionId });
    return editable(restored);
  });
}
