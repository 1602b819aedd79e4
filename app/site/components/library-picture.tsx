/**
 * An image of the media library drawn by a section (a logo, a person's photo): AVIF and WebP at the
 * widths the library made of it, its width and height from the original so nothing shifts as it
 * loads, loaded lazily. `sizes` says how wide the page shows it, so a small logo fetches the smallest file.
 */
import { contentImagePaths, contentImageWidths } from "#shared/cover-images.ts";

export interface LibraryPictureProps {
  name: string;
  alt: string;
  /** The original's size in pixels (the section's preparation asks the server for it). */
  size: { width: number; height: number };
  sizes: string;
  className?: string;
}

export function LibraryPicture({ name, alt, size, sizes, className }: LibraryPictureProps) {
  const widths = contentImageWidths(size.width);
  const paths = contentImagePaths(name);
  const srcSet = (format: "avif" | "webp") => widths.map((width) => `${paths[format](width)} ${width}w`).join(", ");
  const shown = widths.at(-1)!;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <img src={paths.webp(widths[0]!)} srcSet={srcSet("webp")} sizes={sizes} alt={alt} width={shown} height={Math.round((size.height / size.width) * shown)} loading="lazy" decoding="async" className={className} />
    </picture>
  );
}
