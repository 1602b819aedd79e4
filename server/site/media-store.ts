/**
 * Images made for the pages, kept in the `media` table by address with the hash of what they were
 * made from: any process serves the same bytes, a restart keeps them, and a changed source gets
 * new ones at the same addresses. Two requests for one image in a process make it once.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#server/platform/db/database.ts";
import { media } from "#server/platform/db/content-schema.ts";
import type { EncodedImage } from "./covers.ts";

export class MediaStore {
  private readonly making = new Map<string, Promise<EncodedImage[]>>();

  constructor(private readonly db: Database) {}

  /** The image at `path` if it was made from `hash`. */
  async kept(path: string, hash: string): Promise<EncodedImage | undefined> {
    const [row] = await this.db.select().from(media).where(and(eq(media.path, path), eq(media.sourceHash, hash)));
    return row && { path, body: row.body, contentType: row.contentType };
  }

  /** Whether every one of `paths` was made from `hash`. */
  async allKept(paths: string[], hash: string): Promise<boolean> {
    const rows = await this.db.select({ path: media.path }).from(media).where(and(inArray(media.path, paths), eq(media.sourceHash, hash)));
    return rows.length === paths.length;
  }

  /** Makes the images `key` names with `encode` (once at a time per process) and keeps them. */
  make(key: string, hash: string, encode: () => Promise<EncodedImage[]>): Promise<EncodedImage[]> {
    let made = this.making.get(key);
    if (!made) {
      made = encode().then((images) => this.keep(hash, images));
      this.making.set(key, made);
      void made.finally(() => this.making.delete(key)).catch(() => undefined);
    }
    return made;
  }

  private async keep(hash: string, images: EncodedImage[]): Promise<EncodedImage[]> {
    if (!images.length) return images;
    const rows = images.map((image) => ({ path: image.path, sourceHash: hash, contentType: image.contentType, body: image.body }));
    await this.db
      .insert(media)
      .values(rows)
      .onConflictDoUpdate({ target: media.path, set: { sourceHash: sql`excluded.source_hash`, contentType: sql`excluded.content_type`, body: sql`excluded.body`, createdAt: sql`now()` } });
    return images;
  }
}
