/**
 * Preview links: a post's or a page's copy (a draft, or a live one's edits) for a colleague without
 * an account, at /preview/<token>. The token is 256 random bits kept only as its hash; a link works
 * until it expires, an editor revokes it, or the post or page is unpublished (taking it down takes
 * its copies down too). The page is never cached, never indexed, and in no list, feed or sitemap.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, lte } from "drizzle-orm";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { randomUUID } from "node:crypto";
import { pageEvents, pages, posts, previewLinks, type PageRow, type PostEventAction, type PostRow } from "#server/platform/db/content-schema.ts";
import { PublishingError, recordPostEvent, type ChangeBy } from "./publishing.ts";

/** Whose copy a link shows: a post's or a page's. */
export type PreviewOwner = { post: number } | { page: number };

const ofOwner = (owner: PreviewOwner) => ("post" in owner ? eq(previewLinks.postId, owner.post) : eq(previewLinks.pageId, owner.page));

async function recordEvent(tx: Executor, owner: PreviewOwner, actor: string, action: Extract<PostEventAction, `preview-${string}`>, at: Date, detail?: { at: string }) {
  if ("post" in owner) await recordPostEvent(tx, owner.post, actor, action, at, detail);
  else await tx.insert(pageEvents).values({ id: randomUUID(), pageId: owner.page, actor, action, at, detail: detail ?? null });
}

export const PREVIEW_PATH = /^\/preview\/([A-Za-z0-9_-]{20,100})$/;
/** A preview's cover, under its token: a draft's cover is not on the site. */
export const PREVIEW_COVER_PATH = /^\/preview\/([A-Za-z0-9_-]{20,100})\/cover(?:-\d+\.(?:avif|webp)|-og\.(?:png|jpg)|\.svg)$/;
export const PREVIEW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export const previewPath = (token: string) => `/preview/${token}`;
/** What a preview's post names as its image, so its cover's sizes are asked for under the token. */
export const previewCoverBase = (token: string) => `/preview/${token}/cover.webp`;

const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

/** A new link to the post's or page's copy, valid for `days`. */
export async function createPreviewLink(db: Database, owner: PreviewOwner, { actor = "cli", now = new Date(), days = PREVIEW_DAYS }: ChangeBy & { days?: number } = {}) {
  const [found] = "post" in owner ? await db.select({ id: posts.id }).from(posts).where(eq(posts.id, owner.post)) : await db.select({ id: pages.id }).from(pages).where(eq(pages.id, owner.page));
  if (!found) throw new PublishingError("post" in owner ? `There is no post ${owner.post}.` : `There is no page ${owner.page}.`);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + days * DAY_MS);
  await db.transaction(async (tx) => {
    await tx.insert(previewLinks).values({ tokenHash: hashOf(token), ...("post" in owner ? { postId: owner.post } : { pageId: owner.page }), createdBy: actor, createdAt: now, expiresAt });
    await recordEvent(tx, owner, actor, "preview-shared", now, { at: expiresAt.toISOString() });
  });
  return { id: hashOf(token), token, path: previewPath(token), expiresAt };
}

/** What a preview link shows while it lasts, and until when. */
export interface Previewed<T> {
  row: T;
  until: Date;
}

/** The post a link shows, while the link lasts. */
export async function previewedPost(db: Database, token: string, now = new Date()): Promise<Previewed<PostRow> | undefined> {
  const [found] = await db
    .select({ row: posts, until: previewLinks.expiresAt })
    .from(previewLinks)
    .innerJoin(posts, eq(posts.id, previewLinks.postId))
    .where(and(eq(previewLinks.tokenHash, hashOf(token)), gt(previewLinks.expiresAt, now)));
  return found;
}

/** The page a link shows, while the link lasts. */
export async function previewedPage(db: Database, token: string, now = new Date()): Promise<Previewed<PageRow> | undefined> {
  const [found] = await db
    .select({ row: pages, until: previewLinks.expiresAt })
    .from(previewLinks)
    .innerJoin(pages, eq(pages.id, previewLinks.pageId))
    .where(and(eq(previewLinks.tokenHash, hashOf(token)), gt(previewLinks.expiresAt, now)));
  return found;
}

/** A link as the studio lists it: its id is the token's hash, which cannot open the preview. */
export interface PreviewLinkSummary {
  id: string;
  createdBy: string;
  createdAt: Date;
  expiresAt: Date;
}

/** The post's or page's links that still open it, oldest first. */
export function listPreviewLinks(db: Database, owner: PreviewOwner, now = new Date()): Promise<PreviewLinkSummary[]> {
  return db
    .select({ id: previewLinks.tokenHash, createdBy: previewLinks.createdBy, createdAt: previewLinks.createdAt, expiresAt: previewLinks.expiresAt })
    .from(previewLinks)
    .where(and(ofOwner(owner), gt(previewLinks.expiresAt, now)))
    .orderBy(asc(previewLinks.createdAt));
}

/** Ends one link at once; false when the post or page has no such link (already revoked, or never its own). */
export async function revokePreviewLink(db: Database, owner: PreviewOwner, id: string, { actor = "cli", now = new Date() }: ChangeBy = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(previewLinks)
      .where(and(ofOwner(owner), eq(previewLinks.tokenHash, id)))
      .returning({ id: previewLinks.tokenHash });
    if (ended.length) await recordEvent(tx, owner, actor, "preview-revoked", now);
    return ended.length > 0;
  });
}

/** Links past their time open nothing: they are removed by the periodic sweep. */
export async function sweepPreviewLinks(db: Executor, now = new Date()): Promise<number> {
  const swept = await db.delete(previewLinks).where(lte(previewLinks.expiresAt, now)).returning({ id: previewLinks.tokenHash });
  return swept.length;
}

/** How many links' drawings are kept: a link opened now is likely opened again in a moment. */
const KEPT_DRAWINGS = 16;

/**
 * The last drawing of each of the last few links opened, while what it shows is the same version
 * (its copy and the generation beside it). Requests for a link being drawn share that drawing, so
 * no number of visits to one link draws it more than once per version.
 */
export class PreviewDrawings<T = unknown> {
  private readonly kept = new Map<string, { version: string; drawing: Promise<T> }>();

  drawn(token: string, version: string, draw: () => Promise<T>): Promise<T> {
    const kept = this.kept.get(token);
    if (kept?.version === version) return kept.drawing;
    const drawing = draw();
    this.kept.delete(token);
    this.kept.set(token, { version, drawing });
    if (this.kept.size > KEPT_DRAWINGS) this.kept.delete(this.kept.keys().next().value!);
    // A drawing that failed is drawn again next time.
    drawing.catch(() => this.kept.get(token)?.drawing === drawing && this.kept.delete(token));
    return drawing;
  }
}
