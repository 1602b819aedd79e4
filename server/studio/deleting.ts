/**
 * Deleting a post from the studio: only one off the site (a published or scheduled post comes down
 * first, so nothing live vanishes in one click), by whom the post kind's rule keeps it for (an
 * editor, or the writer who started it: post-kind.ts). The post goes with its revisions and
 * history; the audit log keeps who deleted what. A post that was once on the site leaves its
 * address answering 410, as an unpublished post's did.
 */
import { eq } from "drizzle-orm";
import { articlePath } from "#shared/blog-paths.ts";
import type { Database } from "#server/platform/db/database.ts";
import { posts, redirects, type PostRow } from "#server/platform/db/content-schema.ts";
import { nextGeneration } from "#server/platform/db/generation.ts";
import { NotAllowed, PublishingError, type Asker } from "#server/documents/kind.ts";
import { ruleKeeps } from "#server/documents/workflow.ts";
import { postKind } from "./post-kind.ts";

/** May this post be deleted now, by its state alone? */
export const deletableStatus = (status: PostRow["status"]) => status !== "published" && status !== "scheduled";

/** Answers the post as it was. */
export async function deletePost(db: Database, id: number, asker: Asker): Promise<PostRow> {
  return db.transaction(async (tx) => {
    const post = await postKind.lock(tx, id);
    if (!(await ruleKeeps(postKind, tx, postKind.access.delete!(asker), id))) throw new NotAllowed("Writers delete only the drafts they started; ask an editor to delete this one.");
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
