import { COVER_HEIGHT_RATIO, COVER_SIZES, coverImagePaths } from "#shared/cover-images.ts";
import { cn } from "#app/ui/utils.ts";

/**
 * An article's cover, with explicit width and height so the layout never shifts: the team's own
 * photo as AVIF with a WebP fallback, both sizes offered via srcset, described by its `alt` where
 * the article shows it; a drawn cover as its SVG, decorative (it repeats the title).
 */
export function CoverImage({
  image,
  photo,
  alt = "",
  sizes,
  priority = false,
  className,
}: {
  image: string;
  /** The team's own photo (the post's `cover`), rather than the drawn art. */
  photo: boolean;
  alt?: string;
  /** The displayed width, e.g. "(min-width: 1024px) 400px, 100vw". */
  sizes: string;
  /** The article hero: fetched first, not lazily. */
  priority?: boolean;
  className?: string;
}) {
  const paths = coverImagePaths(image);
  const shown = {
    width: COVER_SIZES.hero,
    height: Math.round(COVER_SIZES.hero * COVER_HEIGHT_RATIO),
    alt: photo ? alt : "",
    loading: priority ? "eager" : "lazy",
    decoding: priority ? "sync" : "async",
    fetchPriority: priority ? "high" : "auto",
    className: cn("aspect-video h-auto w-full bg-ink object-cover", className),
  } as const;
  if (!photo) return <img src={paths.svg} {...shown} />;
  const widths = [COVER_SIZES.card, COVER_SIZES.hero];
  const srcSet = (format: "avif" | "webp") => widths.map((width) => `${paths[format](width)} ${width}w`).join(", ");
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <img src={paths.webp(COVER_SIZES.card)} srcSet={srcSet("webp")} sizes={sizes} {...shown} />
    </picture>
  );
}
