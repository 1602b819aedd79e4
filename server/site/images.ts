/**
 * The team's own images in the store (the `images` table): checked as they come in (the type read
 * from the bytes, not the name; every pixel decoded; a size limit; SVG refused, as it may carry
 * script), kept as they came, and read back by name for what the pages show (image-variants.ts,
 * cover-store.ts). Each holds its own public address: a new name the pages would show at another
 * image's address is refused (or, for an upload, numbered).
 */
import { createHash } from "node:crypto";
import { asc, eq, inArray, sql } from "drizzle-orm";
import sharp from "sharp";
import { contentImagePaths, publishedName } from "#shared/cover-images.ts";
import { CONTENT_IMAGE } from "#server/site/render/rehype-content-images.server.ts";
import type { Executor } from "#server/platform/db/database.ts";
import { images } from "#server/platform/db/content-schema.ts";
import { oneAtATime, undrawable } from "./image-decoding.ts";

export interface ImageFile {
  /** As posts name it: `images/<file>`. */
  name: string;
  body: Buffer;
}

export type StoredImage = typeof images.$inferInsert;

export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

/** sharp's name for a format -> the type the image is served and kept as. */
const TYPES: Record<string, string> = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp", heif: "image/avif", gif: "image/gif" };

/** The image as it is kept, or what is wrong with it, in words. */
export async function checkedImage({ name, body }: ImageFile): Promise<StoredImage | string> {
  if (!CONTENT_IMAGE.test(name)) return `${name}: an image is named images/<file> with a .jpg, .png, .webp, .avif or .gif ending (letters, digits, dots, dashes, underscores)`;
  if (body.length > MAX_IMAGE_BYTES) return `${name}: ${(body.length / 1024 / 1024).toFixed(1)} MB; an image may be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB`;
  if (!body.length) return `${name}: the file is empty.`;
  const metadata = await oneAtATime(() => sharp(body).metadata()).catch(() => undefined);
  const contentType = metadata?.format && TYPES[metadata.format];
  if (!metadata || !contentType || !metadata.width || !metadata.height) return `${name}: not a JPEG, PNG, WebP, AVIF or GIF image`;
  const problem = await undrawable(body);
  if (problem) return `${name}: ${problem}.`;
  return { name, contentType, width: metadata.width, height: metadata.height, sha256: createHash("sha256").update(body).digest("hex"), body };
}

/**
 * Which stored image holds each published name (the first stored, for names kept before this
 * was checked). Taken under a lock: two uploads or imports at once cannot both claim one address.
 */
export async function lockedAddressHolders(tx: Executor): Promise<Map<string, string>> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('image_addresses'))`);
  const rows = await tx.select({ name: images.name }).from(images).orderBy(asc(images.createdAt), asc(images.name));
  const holders = new Map<string, string>();
  for (const { name } of rows) if (!holders.has(publishedName(name))) holders.set(publishedName(name), name);
  return holders;
}

/** In words, each of `names` the pages would show at another image's address (one held, or an earlier of `names`). */
export function addressClashes(names: string[], holders: ReadonlyMap<string, string>): string[] {
  const claimed = new Map(holders);
  const problems: string[] = [];
  for (const name of names) {
    const published = publishedName(name);
    const holder = claimed.get(published);
    if (holder === undefined) claimed.set(published, name);
    else if (holder !== name) {
      const address = contentImagePaths(name)
        .webp(0)
        .replace(/-0\.webp$/, "-<width>.webp");
      problems.push(`${name}: the pages would show it at the addresses of ${holder} (${address}); give the file another name, and the posts that show it too.`);
    }
  }
  return problems;
}

/** Adds the images, or replaces those of the same name. */
export async function keepImages(db: Executor, rows: StoredImage[]): Promise<void> {
  if (!rows.length) return;
  await db
    .insert(images)
    .values(rows)
    .onConflictDoUpdate({
      target: images.name,
      set: { contentType: sql`excluded.content_type`, width: sql`excluded.width`, height: sql`excluded.height`, sha256: sql`excluded.sha256`, body: sql`excluded.body`, createdAt: sql`now()` },
    });
}

/** Which of `names` the store has. */
export async function storedImageNames(db: Executor, names: string[]): Promise<Set<string>> {
  if (!names.length) return new Set();
  const rows = await db.select({ name: images.name }).from(images).where(inArray(images.name, names));
  return new Set(rows.map((row) => row.name));
}

/** One image's bytes and hash, or undefined. */
export async function storedImage(db: Executor, name: string): Promise<{ body: Buffer; sha256: string; contentType: string } | undefined> {
  const [row] = await db.select({ body: images.body, sha256: images.sha256, contentType: images.contentType }).from(images).where(eq(images.name, name));
  return row;
}

/** One image's hash, without its bytes, or undefined. */
export async function storedImageHash(db: Executor, name: string): Promise<string | undefined> {
  const [row] = await db.select({ sha256: images.sha256 }).from(images).where(eq(images.name, name));
  return row?.sha256;
}

/** Every image file, for an export. */
export function allImages(db: Executor): Promise<Array<{ name: string; body: Buffer }>> {
  return db.select({ name: images.name, body: images.body }).from(images).orderBy(images.name);
}
