/**
 * An article's cover and its share card: drawn from its data (cover-art.ts) as an SVG, or cropped
 * from the team's own photo at the sizes its pages show (AVIF and WebP). The server keeps what
 * costs to make by the hash of what it was made from (cover-store.ts), so an unchanged post's
 * images are never made twice; `npm run dev` writes the seed's as files (scripts/generate-assets.ts).
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import type { PostSummary } from "#server/site/render/blog.server.ts";
import { coverImagePaths } from "#shared/cover-images.ts";
import { articleOgSvg, COVER_ASPECT, COVER_WIDTHS, coverSvg } from "./cover-art.ts";
import { drawing, readImage } from "./image-decoding.ts";

export interface EncodedImage {
  path: string;
  body: Buffer;
  contentType: string;
}

export interface CoverSource {
  /** Identifies what the images are made from: equal hashes, equal images. */
  hash: string;
  /** The files the blog's pages show: the SVG of a drawn cover, a photo's AVIF and WebP at each width. */
  pageFiles: string[];
  /** The share card, fetched by social networks' crawlers only. */
  cardFile: string;
  /** Both throw UndrawableImage when the photo cannot be drawn. */
  encodePage: () => Promise<EncodedImage[]>;
  encodeCard: () => Promise<EncodedImage[]>;
}

/** Every file of a post's cover: what its pages show, and the share card. */
export function coverFiles(image: string, photo: boolean): string[] {
  const paths = coverImagePaths(image, photo);
  return [...pageFilesOf(paths, photo), paths.og];
}

function pageFilesOf(paths: ReturnType<typeof coverImagePaths>, photo: boolean): string[] {
  return photo ? COVER_WIDTHS.flatMap((width) => [paths.avif(width), paths.webp(width)]) : [paths.svg];
}

/** A drawn cover as its pages show it: the art itself, no encoding (~5 ms). */
export function drawnCover(post: PostSummary): EncodedImage {
  return { path: coverImagePaths(post.image).svg, body: Buffer.from(coverSvg(post)), contentType: "image/svg+xml" };
}

const LARGEST = Math.max(...COVER_WIDTHS);
/** Changes when the encoding below does, so that covers kept from before are drawn again. */
const ENCODING = "avif-q45-420";

/** The cover of `post`; `footer` is the share card's last line (author and host); `photo` the team's own. */
export function coverSource(post: PostSummary, footer: string, photo?: Buffer): CoverSource {
  const paths = coverImagePaths(post.image, photo !== undefined);
  const drawn = photo ? undefined : { cover: coverSvg(post), og: articleOgSvg(post, footer) };
  const hash = createHash("sha256")
    .update(ENCODING)
    .update(photo ? "photo" : "drawn")
    .update(photo ?? `${drawn!.cover}\n${drawn!.og}`)
    .digest("hex")
    .slice(0, 16);
  const encodePage = async (): Promise<EncodedImage[]> => {
    if (!photo) return [drawnCover(post)];
    // Cropped, around a photo's most interesting part) once at the largest width, then scaled down.
    const { data, info } = await readImage(photo)
      .resize(LARGEST, Math.round(LARGEST * COVER_ASPECT), { fit: "cover", position: sharp.strategy.attention })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const sized = (width: number) => sharp(data, { raw: info }).resize(width);
    return Promise.all(
      COVER_WIDTHS.flatMap((width) => [
        sized(width).avif({ quality: 45, effort: 2, chromaSubsampling: "4:2:0" }).toBuffer().then((body) => ({ path: paths.avif(width), body, contentType: "image/avif" })),
        sized(width).webp({ quality: 78 }).toBuffer().then((body) => ({ path: paths.webp(width), body, contentType: "image/webp" })),
      ]),
    );
  };
  const encodeCard = async (): Promise<EncodedImage[]> => [
    photo
      ? { path: paths.og, contentType: "image/jpeg", body: await readImage(photo).resize(1200, 630, { fit: "cover", position: sharp.strategy.attention }).jpeg({ quality: 80, mozjpeg: true }).toBuffer() }
      : { path: paths.og, contentType: "image/png", body: await sharp(Buffer.from(drawn!.og)).png({ compressionLevel: 9, palette: true }).toBuffer() },
  ];
  return { hash, pageFiles: pageFilesOf(paths, photo !== undefined), cardFile: paths.og, encodePage: () => drawing(encodePage), encodeCard: () => drawing(encodeCard) };
}
