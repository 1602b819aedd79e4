/**
 * Deleting a post from the studio: only one off the site (a published or scheduled post comes down
 * first, so nothing live vanishes in one click), by an editor, or by the writer who started it. The
 * post goes with its revisions and history; the audit log keeps who deleted what. A post that was
 * once on the site leaves its address answering 410, as an unpublished post's did.
 */
import { asc, and, eq } from "drizzle-orm";
import { articlePath } from "#shared/blog-paths.ts";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { postEvents, posts, redirects, type PostRow } from "#server/platform/db/content-schema.ts";
import { nextGeneration } from "#server/platform/db/generation.ts";
import { lockedPost, PublishingError, type ChangeBy } from "#server/site/publishing.ts";

/** A writer asking to delete a colleague's post: refused whatever the post's state (403). */
export class NotYoursError extends Error {}

/** May this post be deleted now, by its state alone? */
export const deletableStatus = (status: PostRow["status"]) => status !== "published" && status !== "scheduled";

/** Who started the post (its "created" event's actor); none for posts imported or seeded. */
export async function creatorOf(tx: Executor, id: number): Promise<string | undefined> {
  const [created] = await tx
    .select({ actor: postEvents.actor })
    .from(postEvents)
    .where(and(eq(postEvents.postId, id), eq(postEvents.action, "created")))
    .orderBy(asc(postEvents.seq))
    .limit(1);
  return created?.actor;
}

/** `anyPost`: an editor's right; a writer deletes only posts they created. Answers the post as it was. */
export async function deletePost(db: Database, id: number, { actor = "cli", anyPost }: ChangeBy & { anyPost: boolean }): Promise<PostRow> {
  return db.transaction(async (tx) => {
    const post = await lockedPost(tx, id);
    if (!anyPost && (await creatorOf(tx, id)) !== actor) throw new NotYoursError("Writers delete only the drafts they started; ask an editor to delete this one.");
    if (post.status === "published") throw new PublishingError("This post is on the site: unpublish it before deleting it.");
    if (post.status === "scheduled") throw new PublishingError("This post is scheduled: cancel the schedule before deleting it.");
    if (post.status === "unpublished") {
      await tx.insert(redirects).values({ from: articlePath(post.slug), to: null, reason: "removed" }).onConflictDoNothing();
      await nextGeneration(tx);
    }
    await tx.delete(posts).where(eq(posts.id, id));
    return post;
  });
}
