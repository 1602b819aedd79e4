/**
 * Stored posts' covers and share cards (covers.ts), kept in the database by the hash of their
 * source: any process serves them, a restart keeps them, and a post whose title or category
 * changes gets new ones at the same addresses. A publish has the page sizes drawn ahead
 * (cover-jobs.ts); anything not drawn yet, the share card included, is made when first asked for.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { PostSummary } from "#app/lib/blog.server.ts";
import { SITE_URL } from "#app/lib/site-url.ts";
import type { Database } from "#server/db/database.ts";
import { media } from "#server/db/content-schema.ts";
import { coverSource, type CoverSource, type EncodedImage } from "./covers.ts";

/** "/images/blog/<slug>-800.avif", "-1200.webp", "-og.png": the slug, or undefined for any other path. */
export function coverSlug(urlPath: string): string | undefined {
  return /^\/images\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*)-(?:\d+\.(?:avif|webp)|og\.(?:png|jpg))$/.exec(urlPath)?.[1];
}

const HOST = new URL(SITE_URL).host;

export class CoverStore {
  /** Images being made in this process, so that two requests for one make it once. */
  private readonly making = new Map<string, Promise<EncodedImage[]>>();

  constructor(
    private readonly db: Database,
    /** Where a post's own cover photo (`images/<file>`) is read from. */
    private readonly imagesDir: string,
  ) {}

  /** The image at `urlPath` of `post`'s cover, made now if it is not kept yet. */
  async image(post: PostSummary, urlPath: string): Promise<EncodedImage | null> {
    const source = await this.sourceOf(post);
    const [kept] = await this.db.select().from(media).where(and(eq(media.path, urlPath), eq(media.sourceHash, source.hash)));
    if (kept) return { path: urlPath, body: kept.body, contentType: kept.contentType };
    const made = await this.make(post, source, urlPath === source.cardFile ? "card" : "page");
    return made.find((image) => image.path === urlPath) ?? null;
  }

  /** Makes the sizes `post`'s pages show unless they are kept; answers whether it drew them. */
  async drawAhead(post: PostSummary): Promise<boolean> {
    const source = await this.sourceOf(post);
    const kept = await this.db
      .select({ path: media.path })
      .from(media)
      .where(and(inArray(media.path, source.pageFiles), eq(media.sourceHash, source.hash)));
    if (kept.length === source.pageFiles.length) return false;
    await this.make(post, source, "page");
    return true;
  }

  private async sourceOf(post: PostSummary): Promise<CoverSource> {
    const photo = post.cover ? await fs.readFile(path.join(this.imagesDir, post.cover)).catch(() => undefined) : undefined;
    return coverSource(post, `${post.author} · ${HOST}`, photo);
  }

  private make(post: PostSummary, source: CoverSource, part: "page" | "card"): Promise<EncodedImage[]> {
    const key = `${post.slug}:${source.hash}:${part}`;
    let made = this.making.get(key);
    if (!made) {
      made = (part === "page" ? source.encodePage() : source.encodeCard()).then((images) => this.keep(source.hash, images));
      this.making.set(key, made);
      void made.finally(() => this.making.delete(key)).catch(() => undefined);
    }
    return made;
  }

  private async keep(hash: string, images: EncodedImage[]): Promise<EncodedImage[]> {
    const rows = images.map((image) => ({ path: image.path, sourceHash: hash, contentType: image.contentType, body: image.body }));
    await this.db
      .insert(media)
      .values(rows)
      .onConflictDoUpdate({ target: media.path, set: { sourceHash: sql`excluded.source_hash`, contentType: sql`excluded.content_type`, body: sql`excluded.body`, createdAt: sql`now()` } });
    return images;
  }
}
