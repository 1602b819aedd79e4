/**
 * An image of the media library drawn by a section (a logo, a person's photo, a hero's picture):
 * AVIF and WebP at the widths the library made of it, its width and height from the original so
 * nothing shifts as it loads, loaded lazily unless it is above the fold. `sizes` says how wide the
 * page shows it, so a small logo fetches the smallest file.
 */
import { contentImagePaths, contentImageWidths } from "#shared/cover-images.ts";

export interface LibraryPictureProps {
  name: string;
  alt: string;
  /** The original's size in pixels (the section's preparation asks the server for it). */
  size: { width: number; height: number };
  sizes: string;
  /** Above the fold (a hero's picture, often the page's largest paint): fetched at once, first. */
  priority?: boolean;
  className?: string;
}

export function LibraryPicture({ name, alt, size, sizes, priority = false, className }: LibraryPictureProps) {
  const widths = contentImageWidths(size.width);
  const paths = contentImagePaths(name);
  const srcSet = (format: "avif" | "webp") => widths.map((width) => `${paths[format](width)} ${width}w`).join(", ");
  const shown = widths.at(-1)!;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <img
        src={paths.webp(widths[0]!)}
        srcSet={srcSet("webp")}
        sizes={sizes}
        alt={alt}
        width={shown}
        height={Math.round((size.height / size.width) * shown)}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? "sync" : "async"}
        className={className}
      />
    </picture>
  );
}
