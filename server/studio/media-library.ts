/**
 * The studio's media library: the team's images, uploaded from a browser. An upload is checked by
 * its bytes (JPEG, PNG, WebP or AVIF; never SVG, which can carry script; at most 20 MB; every pixel
 * readable), turned upright and encoded again with sharp, so nothing the camera wrote (a GPS
 * position, the owner's name) is kept or ever served; the pages show it as AVIF and WebP sizes with
 * its width and height (image-variants.ts), at addresses no other image has. An upload moves the
 * store to a new generation, so every process serves it.
 */
import { createHash } from "node:crypto";
import { asc, eq, or, sql } from "drizzle-orm";
import sharp, { type Sharp } from "sharp";
import { publishedName } from "#shared/cover-images.ts";
import { slugify } from "#shared/post-fields.ts";
import { MAX_IMAGE_UPLOAD_BYTES, SVG_REFUSED, tooLargeImage } from "#shared/image-uploads.ts";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { authors, images, posts } from "#server/platform/db/content-schema.ts";
import { CANNOT_BE_READ, readImage } from "#server/site/image-decoding.ts";
import { lockedAddressHolders } from "#server/site/images.ts";
import { PublishingError } from "#server/documents/kind.ts";
import { nextGeneration } from "#server/platform/db/generation.ts";

export const MAX_UPLOAD_BYTES = MAX_IMAGE_UPLOAD_BYTES;
/** Larger photos are scaled down: no page shows an image wider than this. */
const MAX_WIDTH = 3200;
export const ALT_MAX_LENGTH = 200;

/** What sharp reads from the bytes -> the type kept, its file ending and how it is encoded again. */
const UPLOAD_TYPES: Record<string, { type: string; ending: string; encode: (image: Sharp) => Sharp }> = {
  jpeg: { type: "image/jpeg", ending: "jpg", encode: (image) => image.jpeg({ quality: 88, mozjpeg: true }) },
  png: { type: "image/png", ending: "png", encode: (image) => image.png({ compressionLevel: 9 }) },
  webp: { type: "image/webp", ending: "webp", encode: (image) => image.webp({ quality: 88 }) },
  heif: { type: "image/avif", ending: "avif", encode: (image) => image.avif({ quality: 60 }) },
};

export class UploadRefused extends Error {}

export interface MediaItem {
  name: string;
  contentType: string;
  width: number;
  height: number;
  bytes: number;
  alt: string | null;
  uploadedBy: string | null;
  createdAt: Date;
}

/** Checks, cleans and keeps an uploaded image under a name of its own; answers what was kept. */
export async function uploadImage(db: Database, file: { fileName: string; body: Buffer }, { actor, alt, now = new Date() }: { actor: string; alt?: string; now?: Date }): Promise<MediaItem> {
  if (file.body.length > MAX_UPLOAD_BYTES) throw new UploadRefused(tooLargeImage(file.body.length));
  const named = `"${file.fileName.slice(0, 120)}"`;
  if (!file.body.length) throw new UploadRefused(`${named}: the file is empty. Choose the image again.`);
  const metadata = await sharp(file.body)
    .metadata()
    .catch(() => undefined);
  if (metadata?.format === "svg") throw new UploadRefused(SVG_REFUSED);
  const kind = metadata?.format && UPLOAD_TYPES[metadata.format];
  if (!kind || (metadata.format === "heif" && metadata.compression !== "av1")) throw new UploadRefused("This is not a JPEG, PNG, WebP or AVIF image (the file's content decides, not its name).");
  // Upright as the camera held it, then encoded again (reading every pixel): sharp writes no metadata unless asked.
  const encoded = await kind
    .encode(readImage(file.body).rotate().resize({ width: MAX_WIDTH, withoutEnlargement: true }))
    .toBuffer({ resolveWithObject: true })
    .catch(() => undefined);
  if (!encoded) throw new UploadRefused(`${named}: ${CANNOT_BE_READ}. Save or export it again, then upload that file.`);
  const { data, info } = encoded;
  const description = alt?.trim().slice(0, ALT_MAX_LENGTH) || null;
  return db.transaction(async (tx) => {
    const name = await freeName(tx, file.fileName, kind.ending);
    const row = {
      name,
      contentType: kind.type,
      width: info.width,
      height: info.height,
      sha256: createHash("sha256").update(data).digest("hex"),
      body: data,
      alt: description,
      uploadedBy: actor,
      createdAt: now,
    };
    await tx.insert(images).values(row);
    await nextGeneration(tx);
    return { name, contentType: row.contentType, width: row.width, height: row.height, bytes: data.length, alt: description, uploadedBy: actor, createdAt: now };
  });
}

/** `images/<the file's name as words>.<ending>`, with -2, -3… while another image (of any ending) has its address. */
async function freeName(tx: Executor, fileName: string, ending: string): Promise<string> {
  const base = slugify(fileName.replace(/\.[^.]*$/, "")).slice(0, 60) || "image";
  const holders = await lockedAddressHolders(tx);
  for (let n = 1; ; n += 1) {
    const name = `images/${base}${n === 1 ? "" : `-${n}`}.${ending}`;
    if (!holders.has(publishedName(name))) return name;
  }
}

/** The library, newest first. */
export async function listMedia(db: Database): Promise<MediaItem[]> {
  return db
    .select({
      name: images.name,
      contentType: images.contentType,
      width: images.width,
      height: images.height,
      bytes: sql<number>`octet_length(${images.body})`.mapWith(Number),
      alt: images.alt,
      uploadedBy: images.uploadedBy,
      createdAt: images.createdAt,
    })
    .from(images)
    .orderBy(sql`${images.createdAt} desc`, asc(images.name));
}

/** Where an image is used: posts that show it (cover or text, live or pending) and authors' portraits. */
export async function imageUses(db: Database, name: string) {
  const [image] = await db.select({ name: images.name }).from(images).where(eq(images.name, name));
  if (!image) throw new PublishingError(`There is no image ${name}.`);
  const inPosts = await db
    .select({ id: posts.id, title: posts.title, slug: posts.slug, status: posts.status })
    .from(posts)
    .where(or(eq(posts.cover, name), sql`strpos(${posts.body}, ${`(${name}`}) > 0`, sql`strpos(${posts.pending}::text, ${name}) > 0`))
    .orderBy(asc(posts.title));
  const portraits = await db.select({ name: authors.name }).from(authors).where(eq(authors.photo, name));
  return { posts: inPosts, authors: portraits.map((author) => author.name) };
}

/** The description offered when the image is put in a post. */
export async function describeImage(db: Database, name: string, alt: string): Promise<void> {
  const [changed] = await db
    .update(images)
    .set({ alt: alt.trim().slice(0, ALT_MAX_LENGTH) || null })
    .where(eq(images.name, name))
    .returning({ name: images.name });
  if (!changed) throw new PublishingError(`There is no image ${name}.`);
}
