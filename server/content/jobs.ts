/**
 * The publishing schedule: a post scheduled for a time, or set to come down at one, has a job row
 * that any process may run once it is due (server/content/scheduler.ts). Rescheduling replaces the
 * pending job; publishing or unpublishing by hand cancels it.
 */
import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "#server/db/database.ts";
import { contentJobs, type PostRow } from "#server/db/content-schema.ts";

type JobAction = "publish" | "unpublish";

async function setJob(db: Executor, postId: number, action: JobAction, runAt: Date | null): Promise<void> {
  await db.delete(contentJobs).where(and(eq(contentJobs.postId, postId), eq(contentJobs.action, action), isNull(contentJobs.doneAt)));
  if (runAt) await db.insert(contentJobs).values({ id: randomUUID(), postId, action, runAt });
}

/** The jobs a post's state calls for: a publish when scheduled, an unpublish when one is set. */
export async function scheduleJobsFor(db: Executor, post: Pick<PostRow, "id" | "status" | "publishAt" | "unpublishAt">): Promise<void> {
  await setJob(db, post.id, "publish", post.status === "scheduled" ? post.publishAt : null);
  await setJob(db, post.id, "unpublish", post.status === "scheduled" || post.status === "published" ? post.unpublishAt : null);
}
