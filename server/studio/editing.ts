/**
 * Writing a post in the studio: create and save (the editor autosaves every few seconds); its steps
 * to the site are the one document workflow's (server/documents/workflow.ts; the post kind: post-kind.ts). A save names the revision it was based on: one based on an
 * older revision is refused and kept as a revision, so two people never overwrite each other and
 * nothing typed is lost. A published or scheduled post's saves wait in `pending` until an editor's
 * "Update": the site never shows a half-typed sentence, nor text no editor approved.
 */
import { isDeepStrictEqual } from "node:util";
import { and, eq, sql } from "drizzle-orm";
import { sameFields, storeProblems, type PostFields } from "#shared/post-fields.ts";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { authors, postRevisions, posts, type PostRow } from "#server/platform/db/content-schema.ts";
import { fieldsOfRow, workingCopy, type NewPostRow } from "#server/site/post-rows.ts";
import { editableState, type ChangeBy, type EditableState } from "#server/documents/kind.ts";
import { holdsEdits, writeCopy } from "#server/documents/workflow.ts";
import { refuseProblems } from "#server/platform/field-problems.ts";
import { keepRevision } from "./revisions.ts";
import { HOUSE_AUTHOR, postKind, refuseOthersByline, refuseUnknownAuthorOrTakenSlug } from "./post-kind.ts";

/** A post as its editor opens it: the copy being worked on, and what the site shows when that differs. */
export interface EditablePost extends EditableState {
  fields: PostFields;
}

export type SaveResult = { saved: EditablePost } | { conflict: EditablePost; keptAs: number };

/** Who writes, and whether they may sign a post with any author's name (an editor's right) or write as themselves. */
export type WrittenBy = ChangeBy & { anyAuthor: boolean };

export interface SaveRequest {
  fields: PostFields;
  /** The revision the editor's copy was based on. */
  baseRevision: number;
  /** The browser tab saving: a repeat of its own save whose answer was lost is not a conflict. */
  editSession: string;
}

export function editable(row: PostRow): EditablePost {
  return { ...editableState(row), fields: workingCopy(row) };
}

export async function editablePost(db: Executor, id: number): Promise<EditablePost | undefined> {
  const [row] = await db.select().from(posts).where(eq(posts.id, id));
  return row && editable(row);
}

/**
 * A new post, stored on its first save (an editor opened and left empty keeps nothing). The browser
 * tab's `editSession` makes it once: a repeat whose answer was lost finds the post it made, and
 * `existing` says so (the caller saves over it instead). An address left empty is `untitled-<id>`.
 */
export async function createPost(
  db: Database,
  request: Omit<SaveRequest, "baseRevision">,
  { actor = "cli", now = new Date(), anyAuthor }: WrittenBy,
): Promise<{ created: EditablePost } | { existing: EditablePost }> {
  refuseProblems(storeProblems({ ...request.fields, slug: request.fields.slug || "untitled" }));
  return db.transaction(async (tx) => {
    // One new post at a time: ids are numbers an import may also give, not a sequence.
    await tx.execute(sql`lock table ${posts} in share row exclusive mode`);
    const [made] = await tx
      .select()
      .from(posts)
      .where(and(eq(posts.editSession, request.editSession), eq(posts.updatedBy, actor)));
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
    await postKind.events.record(tx, next, actor, "created", now);
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
    const post = await postKind.lock(tx, id);
    const current = workingCopy(post);
    if (sameFields(current, request.fields)) return { saved: editable(post) };
    if (post.revision !== request.baseRevision && post.editSession !== request.editSession) {
      const keptAs = await keepRevision(tx, post, request.fields, { actor, now, kind: "conflict" });
      return { conflict: editable(post), keptAs };
    }
    await refuseUnknownAuthorOrTakenSlug(tx, id, request.fields, post.locale);
    if (!anyAuthor) await refuseOthersByline(tx, request.fields.author, { actor, current: current.author });
    await keepRevision(tx, post, request.fields, { actor, now, kind: "edit" });
    return { saved: editable(await writeCopy(postKind, tx, post, request.fields, { actor, now, editSession: request.editSession })) };
  });
}

/**
 * An import's copy of a post over the stored one: kept as a revision like a save, and a new revision
 * that belongs to no editor's tab, so a tab open on the older copy gets a conflict, not the last word.
 * The imported text becomes the editor's copy (pending edits, already revisions, make way); with
 * `liveWaits`, a live post's copy waits for an editor's Update as a save's would (writeCopy).
 */
export async function writeImported(tx: Executor, before: PostRow, row: NewPostRow, { actor = "import", now = new Date(), liveWaits = false }: ChangeBy & { liveWaits?: boolean } = {}): Promise<void> {
  // An export read back in changes nothing, and says nothing changed.
  if (before.pending === null && Object.entries(row).every(([key, value]) => isDeepStrictEqual(before[key as keyof PostRow], value))) return;
  const imported = fieldsOfRow({ ...before, ...row });
  if (!sameFields(workingCopy(before), imported)) await keepRevision(tx, before, imported, { actor, now, kind: "import" });
  if (liveWaits && holdsEdits(before.status)) {
    await writeCopy(postKind, tx, before, imported, { actor, now });
    return;
  }
  await tx
    .update(posts)
    .set({ ...row, pending: null, editSession: null, updatedAt: now, updatedBy: actor, revision: before.revision + 1 })
    .where(eq(posts.id, before.id));
}
