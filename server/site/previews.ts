/**
 * What a preview link opens (server/documents/previews.ts makes and ends them): a post's or a
 * page's copy (a draft, or a live one's edits) for a colleague without an account, at
 * /preview/<token>. The page is never cached, never indexed, and in no list, feed or sitemap.
 */
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "#server/platform/db/database.ts";
import { pages, posts, previewLinks, type PageRow, type PostRow } from "#server/platform/db/content-schema.ts";
import { previewTokenHash as hashOf } from "#server/documents/previews.ts";

export const PREVIEW_PATH = /^\/preview\/([A-Za-z0-9_-]{20,100})$/;
/** A preview's cover, under its token: a draft's cover is not on the site. */
export const PREVIEW_COVER_PATH = /^\/preview\/([A-Za-z0-9_-]{20,100})\/cover(?:-\d+\.(?:avif|webp)|-og\.(?:png|jpg)|\.svg)$/;
/** What a preview's post names as its image, so its cover's sizes are asked for under the token. */
export const previewCoverBase = (token: string) => `/preview/${token}/cover.webp`;

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
