/**
 * What changes what the blog shows: publish, unpublish, schedule, and a change to a published
 * post's fields. Each is one transaction that also moves the store to a new generation, so every
 * process switches to the new state whole, or (killed mid-way) never sees any of it. A published
 * post whose slug changes leaves a redirect from its old address.
 */
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { articlePath } from "#shared/blog-paths.ts";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { postEvents, posts, previewLinks, redirects, type PostEventAction, type PostEventRow, type PostRow } from "#server/platform/db/content-schema.ts";
import { completenessProblems } from "#shared/post-fields.ts";
import { scheduleJobsFor } from "./jobs.ts";
import { redirectProblems, storedFrom } from "./redirect-rules.ts";
import { workingCopy } from "./post-rows.ts";
import { nextGeneration } from "#server/platform/db/generation.ts";
import { refuseProblems } from "#server/platform/field-problems.ts";

export class PublishingError extends Error {}

/** Review and the site need the whole post (its editor's copy): a title, an excerpt, text, described images… */
export function refuseIncomplete(post: PostRow): void {
  refuseProblems(completenessProblems(workingCopy(post)));
}

export async function lockedPost(tx: Executor, id: number): Promise<PostRow> {
  const [post] = await tx.select().from(posts).where(eq(posts.id, id)).for("update");
  if (!post) throw new PublishingError(`There is no post ${id}.`);
  return post;
}

type PostChange = Partial<Omit<PostRow, "id" | "revision" | "updatedAt">>;

/** Who changes a post ("cli", "schedule" or an account's email), and the clock (tests move it). */
export interface ChangeBy {
  actor?: string;
  now?: Date;
  /** The revision the editor read before a step that puts the copy on the site (the studio names it; the CLI has no screen and names none). */
  seen?: number;
}

/** The steps that put a post's or a page's copy on the site: now, at its time, or over the live one. */
export type PublishStep = "publish" | "schedule" | "update";

const STEP_DONE: Record<PublishStep, string> = { publish: "published", schedule: "scheduled", update: "updated" };

/**
 * An editor publishes what they read (issue 69): a step that puts the copy on the site names the
 * revision the editor saw, and is refused once the copy changed since (a writer's save during
 * review, a colleague's step), never applied to text nobody approved.
 */
export function refuseUnseenChanges(row: { revision: number; updatedBy: string | null }, seen: number | undefined, kind: "post" | "page", step: PublishStep): void {
  if (seen === undefined || seen === row.revision) return;
  const by = row.updatedBy ? ` (last saved by ${row.updatedBy})` : "";
  throw new PublishingError(`This ${kind} changed since you opened it${by}: nothing was ${STEP_DONE[step]}. Read the changes, then ${step} it.`);
}

/** The revision a step's request says its editor read, refused by field when it names none. */
export function seenRevisionOf(value: unknown): number {
  if (!Number.isSafeInteger(value)) refuseProblems({ revision: "Send the revision you read (revision): the site gets the copy you saw, or nothing." });
  return value as number;
}

/** One line of a post's history, written in the transaction that makes the change. */
export async function recordPostEvent(tx: Executor, postId: number, actor: string, action: PostEventAction, at: Date, detail?: PostEventRow["detail"]): Promise<void> {
  await tx.insert(postEvents).values({ id: randomUUID(), postId, actor, action, at, detail: detail ?? null });
}

/** What the studio shows of a post beside its history (not its body). */
export async function postSummary(db: Database, id: number) {
  const [post] = await db
    .select({
      id: posts.id,
      slug: posts.slug,
      title: posts.title,
      excerpt: posts.excerpt,
      author: posts.author,
      category: posts.category,
      status: posts.status,
      publishAt: posts.publishAt,
      unpublishAt: posts.unpublishAt,
      updatedAt: posts.updatedAt,
    })
    .from(posts)
    .where(eq(posts.id, id));
  return post;
}

/** A post's history, in the order it happened. */
export function postHistory(db: Database, postId: number): Promise<PostEventRow[]> {
  return db.select().from(postEvents).where(eq(postEvents.postId, postId)).orderBy(asc(postEvents.seq));
}

async function change(db: Database, id: number, decide: (post: PostRow) => PostChange, event: PostEventAction, { actor = "cli", now = new Date(), seen }: ChangeBy): Promise<PostRow> {
  return db.transaction(async (tx) => {
    const post = await lockedPost(tx, id);
    if (event === "published" || event === "scheduled") {
      refuseUnseenChanges(post, seen, "post", event === "published" ? "publish" : "schedule");
      refuseIncomplete(post);
    }
    const [changed] = await tx
      .update(posts)
      .set({ ...decide(post), updatedAt: now, revision: post.revision + 1 })
      .where(eq(posts.id, id))
      .returning();
    await scheduleJobsFor(tx, changed!);
    if (event === "unpublished") await endPreviewLinks(tx, id);
    await recordPostEvent(tx, id, actor, event, now, event === "scheduled" ? { at: changed!.publishAt!.toISOString() } : undefined);
    await nextGeneration(tx);
    return changed!;
  });
}

/**
 * Live now. A post that already has a day past (published before, or imported with the day it went
 * live on another blog) keeps it; a first publish is dated now.
 */
export function publishPost(db: Database, id: number, by: ChangeBy = {}): Promise<PostRow> {
  const now = by.now ?? new Date();
  const keepsItsDay = (post: PostRow) => post.status !== "scheduled" && post.publishAt !== null && post.publishAt <= now;
  return change(db, id, (post) => ({ status: "published", publishAt: keepsItsDay(post) ? post.publishAt : now }), "published", { ...by, now });
}

/** Live at `at` (a time to come), by the schedule, whether or not anyone is signed in. */
export function schedulePost(db: Database, id: number, at: Date, by: ChangeBy = {}): Promise<PostRow> {
  if (at <= (by.now ?? new Date())) throw new PublishingError("A scheduled time must be in the future; publish now instead.");
  return change(db, id, () => ({ status: "scheduled", publishAt: at }), "scheduled", by);
}

/** A scheduled post back to a draft: nothing goes live at its time, and the edits made since it was scheduled are the draft. */
export function unschedulePost(db: Database, id: number, by: ChangeBy = {}): Promise<PostRow> {
  return change(
    db,
    id,
    (post) => {
      if (post.status !== "scheduled") throw new PublishingError(`${post.slug} is ${post.status.replace("_", " ")}: only a scheduled post has a schedule to cancel.`);
      return { ...post.pending, status: "draft", publishAt: null, unpublishAt: null, pending: null };
    },
    "unscheduled",
    by,
  );
}

/** Taking a post down takes its shared copies down too: its preview links stop opening it. */
export async function endPreviewLinks(tx: Executor, postId: number): Promise<void> {
  await tx.delete(previewLinks).where(eq(previewLinks.postId, postId));
}

/** Off every page, list, feed and the sitemap, and every preview link; its address answers 410 Gone. */
export function unpublishPost(db: Database, id: number, by: ChangeBy = {}): Promise<PostRow> {
  return change(db, id, () => ({ status: "unpublished", unpublishAt: null }), "unpublished", by);
}

/** Comes down at `at` (a time to come), by the schedule; live until then. */
export async function scheduleUnpublish(db: Database, id: number, at: Date, { actor = "cli", now = new Date() }: ChangeBy = {}): Promise<PostRow> {
  if (at <= now) throw new PublishingError("A time to unpublish must be in the future; unpublish now instead.");
  return db.transaction(async (tx) => {
    const post = await lockedPost(tx, id);
    if (post.status !== "published" && post.status !== "scheduled") throw new PublishingError(`${post.slug} is ${post.status}: only a live or scheduled post can be set to come down.`);
    const [changed] = await tx.update(posts).set({ unpublishAt: at, updatedAt: now }).where(eq(posts.id, id)).returning();
    await scheduleJobsFor(tx, changed!);
    await recordPostEvent(tx, id, actor, "unpublish-scheduled", now, { at: at.toISOString() });
    return changed!;
  });
}

/**
 * A draft handed to the editors (a writer cannot publish), or one sent back with a note. Neither
 * changes what the site shows, so the store keeps its generation.
 */
export async function reviewStep(db: Database, id: number, step: "submitted" | "returned", { actor = "cli", now = new Date(), note }: ChangeBy & { note?: string }): Promise<PostRow> {
  return db.transaction(async (tx) => {
    const post = await lockedPost(tx, id);
    const from = step === "submitted" ? ["draft", "unpublished"] : ["in_review"];
    if (!from.includes(post.status)) {
      throw new PublishingError(step === "submitted" ? `"${post.title}" is ${post.status.replace("_", " ")}: only a draft can be submitted for review.` : `"${post.title}" is not in review.`);
    }
    if (step === "submitted") refuseIncomplete(post);
    const [changed] = await tx
      .update(posts)
      .set({ status: step === "submitted" ? "in_review" : "draft", updatedAt: now })
      .where(eq(posts.id, id))
      .returning();
    await recordPostEvent(tx, id, actor, step, now, note ? { note } : undefined);
    return changed!;
  });
}

/**
 * A manual redirect (301 to a path of this site or an address elsewhere), or a removed address
 * (410, `to` null); refused by field (redirect-rules.ts) when it breaks a rule or closes a loop.
 */
export async function setRedirect(db: Database, from: string, to: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    // First, so two saves that would close a loop between them take turns (the generation's row lock).
    await nextGeneration(tx);
    const table = new Map((await tx.select({ from: redirects.from, to: redirects.to }).from(redirects)).map((row) => [row.from, row.to]));
    refuseProblems(redirectProblems(from, to, table));
    await tx.insert(redirects).values({ from: storedFrom(from), to, reason: "manual" }).onConflictDoUpdate({ target: redirects.from, set: { to, reason: "manual" } });
  });
}

/** A published post's slug change: the old address answers 301 to the new one, chains collapsed. */
export async function recordSlugChange(tx: Executor, from: string, to: string): Promise<void> {
  const [oldPath, newPath] = [articlePath(from), articlePath(to)];
  // Earlier redirects to the old address now lead straight to the new one; none may loop back.
  await tx.update(redirects).set({ to: newPath }).where(eq(redirects.to, oldPath));
  await tx.delete(redirects).where(eq(redirects.from, newPath));
  await tx.insert(redirects).values({ from: oldPath, to: newPath, reason: "slug" }).onConflictDoUpdate({ target: redirects.from, set: { to: newPath, reason: "slug" } });
}
