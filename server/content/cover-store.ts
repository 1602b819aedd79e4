/**
 * Stored posts' covers and share cards (covers.ts), made when first asked for and kept in the
 * database by the hash of their source: any process serves them, a restart keeps them, and a post
 * whose title or category changes gets new ones at the same addresses.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import type { PostSummary } from "#app/lib/blog.server.ts";
import { SITE_URL } from "#app/lib/site-url.ts";
import type { Database } from "#server/db/database.ts";
import { media } from "#server/db/content-schema.ts";
import { coverSource, type EncodedImage } from "./covers.ts";

/** "/images/blog/<slug>-800.avif", "-1200.webp", "-og.png": the slug, or undefined for any other path. */
export function coverSlug(urlPath: string): string | undefined {
  return /^\/images\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*)-(?:\d+\.(?:avif|webp)|og\.(?:png|jpg))$/.exec(urlPath)?.[1];
}

const HOST = new URL(SITE_URL).host;

export class CoverStore {
  private readonly making = new Map<string, Promise<EncodedImage[]>>();

  constructor(
    private readonly db: Database,
    /** Where a post's own cover photo (`images/<file>`) is read from. */
    private readonly imagesDir: string,
  ) {}

  async image(post: PostSummary, urlPath: string): Promise<EncodedImage | null> {
    const photo = post.cover ? await fs.readFile(path.join(this.imagesDir, post.cover)).catch(() => undefined) : undefined;
    const source = coverSource(post, `${post.author} · ${HOST}`, photo);
    const [kept] = await this.db.select().from(media).where(and(eq(media.path, urlPath), eq(media.sourceHash, source.hash)));
    if (kept) return { path: urlPath, body: kept.body, contentType: kept.contentType };
    const key = `${post.slug}:${source.hash}`;
    let made = this.making.get(key);
    if (!made) {
      made = source.encode().then((images) => this.keep(source.hash, images));
      this.making.set(key, made);
      void made.finally(() => this.making.delete(key)).catch(() => undefined);
    }
    return (await made).find((image) => image.path === urlPath) ?? null;
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
