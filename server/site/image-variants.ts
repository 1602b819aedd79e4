/**
 * What the pages show of the team's images (images.ts): each picture of an article's text in AVIF
 * and WebP at the widths the article offers, and each author's portrait at 64 and 128 px. Made
 * from the stored original when first asked for, kept by its hash (media-store.ts); an original
 * that cannot be drawn throws UndrawableImage (image-decoding.ts).
 */
import sharp from "sharp";
import { AUTHOR_PHOTO_WIDTHS, authorPhotoPaths, contentImagePaths, contentImageWidths } from "#shared/cover-images.ts";
import type { Database } from "#server/platform/db/database.ts";
import type { EncodedImage } from "./covers.ts";
import { drawing, readImage } from "./image-decoding.ts";
import { storedImage, storedImageHash } from "./images.ts";
import { MediaStore } from "./media-store.ts";

export interface ImageVariant {
  /** The stored original's name (`images/chart.png`). */
  name: string;
  width: number;
  format: "avif" | "webp";
  /** A portrait is cropped square around the face; a picture keeps its proportions. */
  portrait: boolean;
}

/**
 * Every address the pages may show of the stored images (`stored` oldest first), and what each is
 * made of. Two names the pages show at one address (x.png, x.webp, kept before names were checked)
 * leave it to the first: a later image never takes over a picture already live.
 */
export function imageVariants(stored: Array<{ name: string; width: number }>, portraits: Iterable<string>): Map<string, ImageVariant> {
  const variants = new Map<string, ImageVariant>();
  const add = (path: string, variant: ImageVariant) => {
    if (!variants.has(path)) variants.set(path, variant);
  };
  for (const { name, width: intrinsic } of stored) {
    const paths = contentImagePaths(name);
    for (const width of contentImageWidths(intrinsic)) {
      for (const format of ["avif", "webp"] as const) add(paths[format](width), { name, width, format, portrait: false });
    }
  }
  const portraitNames = new Set(portraits);
  for (const { name } of stored.filter((image) => portraitNames.has(image.name))) {
    for (const width of AUTHOR_PHOTO_WIDTHS) add(authorPhotoPaths(name).webp(width), { name, width, format: "webp", portrait: true });
  }
  return variants;
}

export class ImageVariants {
  private readonly media: MediaStore;

  constructor(private readonly db: Database, media?: MediaStore) {
    this.media = media ?? new MediaStore(db);
  }

  /** The image at `path`, made from its original now if it is not kept yet; null if the original is gone. */
  async image(path: string, variant: ImageVariant): Promise<EncodedImage | null> {
    // The hash first: the original (up to 20 MB) is read only when a size must be made from it.
    const sha256 = await storedImageHash(this.db, variant.name);
    if (!sha256) return null;
    const hash = `${sha256.slice(0, 16)}:${variant.portrait ? "portrait" : "picture"}`;
    const kept = await this.media.kept(path, hash);
    if (kept) return kept;
    const [made] = await this.media.make(`${path}:${hash}`, hash, async () => {
      const original = await storedImage(this.db, variant.name);
      return original ? [{ path, ...(await drawing(() => encode(original.body, variant))) }] : [];
    });
    return made ?? null;
  }
}

async function encode(input: Buffer, { width, format, portrait }: ImageVariant): Promise<{ body: Buffer; contentType: string }> {
  // Metadata (a camera's GPS position among it) is not copied: sharp writes none unless asked to.
  const resized = portrait ? readImage(input).resize(width, width, { fit: "cover", position: sharp.strategy.attention }) : readImage(input).resize(width);
  return format === "avif"
    ? { body: await resized.avif({ quality: 60, effort: 2 }).toBuffer(), contentType: "image/avif" }
    : { body: await resized.webp({ quality: 80 }).toBuffer(), contentType: "image/webp" };
}
