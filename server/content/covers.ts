/**
 * An article's cover at the sizes its pages show (AVIF and WebP) and its share card, drawn from its
 * data (cover-art.ts) or cropped from the team's own photo. The build encodes the seed's
 * (scripts/generate-assets.ts); the server encodes a stored post's when first asked, and keeps the
 * result by the hash of what it was made from, so an unchanged post's images are never made twice.
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import type { PostSummary } from "#app/lib/blog.server.ts";
import { coverImagePaths } from "#app/lib/cover-images.ts";
import { articleOgSvg, COVER_ASPECT, COVER_WIDTHS, coverSvg } from "./cover-art.ts";

export interface EncodedImage {
  path: string;
  body: Buffer;
  contentType: string;
}

export interface CoverSource {
  /** Identifies what the images are made from: equal hashes, equal images. */
  hash: string;
  encode: () => Promise<EncodedImage[]>;
}

/** The cover of `post`; `footer` is the share card's last line (author and host); `photo` the team's own. */
/** Every file of a post's cover: AVIF and WebP at each width, and the share card. */
export function coverFiles(image: string, photo: boolean): string[] {
  const paths = coverImagePaths(image, photo);
  return [...COVER_WIDTHS.flatMap((width) => [paths.avif(width), paths.webp(width)]), paths.og];
}

export function coverSource(post: PostSummary, footer: string, photo?: Buffer): CoverSource {
  const paths = coverImagePaths(post.image, photo !== undefined);
  const drawn = photo ? undefined : { cover: coverSvg(post), og: articleOgSvg(post, footer) };
  const hash = createHash("sha256")
    .update(photo ? "photo" : "drawn")
    .update(photo ?? `${drawn!.cover}\n${drawn!.og}`)
    .digest("hex")
    .slice(0, 16);
  const encode = async (): Promise<EncodedImage[]> => {
    const input = photo ?? Buffer.from(drawn!.cover);
    const sized = COVER_WIDTHS.flatMap((width) => {
      // A photo is cropped to the cover's 16:9 around its most interesting part.
      const resized = () => sharp(input).resize(width, Math.round(width * COVER_ASPECT), { fit: "cover", position: sharp.strategy.attention });
      return [
        resized().avif({ quality: 55, effort: 2 }).toBuffer().then((body) => ({ path: paths.avif(width), body, contentType: "image/avif" })),
        resized().webp({ quality: 78 }).toBuffer().then((body) => ({ path: paths.webp(width), body, contentType: "image/webp" })),
      ];
    });
    const og = photo
      ? sharp(photo).resize(1200, 630, { fit: "cover", position: sharp.strategy.attention }).jpeg({ quality: 80, mozjpeg: true }).toBuffer().then((body) => ({ path: paths.og, body, contentType: "image/jpeg" }))
      : sharp(Buffer.from(drawn!.og)).png({ compressionLevel: 9, palette: true }).toBuffer().then((body) => ({ path: paths.og, body, contentType: "image/png" }));
    return Promise.all([...sized, og]);
  };
  return { hash, encode };
}
