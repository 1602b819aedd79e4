/**
 * Where an article's images are published, from its frontmatter: the cover at the `image` path
 * ("/images/blog/<slug>.webp"), generated or made from the team's own photo (`cover`), and the
 * photos its text shows (content/blog/images/<file> -> /images/blog/content/<name>-<width>.*).
 * The same functions are used by the generator (scripts/generate-assets.ts) and by the pages.
 */
export const COVER_SIZES = { card: 800, hero: 1200 } as const;
export const COVER_HEIGHT_RATIO = 9 / 16;

/** "/images/blog/<slug>.svg", "-800.avif", "-1200.webp", "-og.png": the slug, or undefined for any other path. */
export function coverSlug(urlPath: string): string | undefined {
  return /^\/images\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*)(?:-\d+\.(?:avif|webp)|-og\.(?:png|jpg)|\.svg)$/.exec(urlPath)?.[1];
}

/** Where a stored post's cover is published (a file's `image` field names it the same way). */
export const articleCoverPath = (slug: string) => `/images/blog/${slug}.webp`;

/**
 * `photo`: the cover is the team's own (AVIF and WebP sizes, a JPEG share card: a photo in PNG
 * would weigh ~1 MB). A drawn cover is its SVG (vector art, crisp at any width, drawn in ~5 ms)
 * and a PNG share card.
 */
export function coverImagePaths(image: string, photo = false) {
  const base = image.replace(/\.(webp|avif|png|jpe?g|svg)$/i, "");
  return {
    svg: `${base}.svg`,
    avif: (width: number) => `${base}-${width}.avif`,
    webp: (width: number) => `${base}-${width}.webp`,
    og: photo ? `${base}-og.jpg` : `${base}-og.png`,
  };
}

/** Widths an image in an article's text is offered at: the text column (768 px) at 1x and 2x. */
export const CONTENT_IMAGE_WIDTHS = [768, 1536] as const;

/**
 * "images/Team Photo.JPG" -> "team-photo": the published name of a file in content/blog/images/.
 * Not one-to-one (x.png and x.webp share it): the store lets one image hold each (images.ts).
 */
export function publishedName(file: string): string {
  return file
    .replace(/^images\//, "")
    .replace(/\.[a-z0-9]+$/i, "")
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, "-");
}

/** Where an image of the article's text goes (`images/chart.png` in the Markdown). */
export function contentImagePaths(file: string) {
  const name = publishedName(file);
  const base = `/images/blog/content/${name}`;
  return {
    avif: (width: number) => `${base}-${width}.avif`,
    webp: (width: number) => `${base}-${width}.webp`,
  };
}

/** The widths made of an image `intrinsic` pixels wide: never upscaled, at least one. */
export function contentImageWidths(intrinsic: number): number[] {
  const widths = CONTENT_IMAGE_WIDTHS.filter((width) => width <= intrinsic);
  return widths.length ? widths : [intrinsic];
}

/** An author's photo (content/blog/images/<file>), shown at 64 px: 64 and 128 px wide for 1x and 2x. */
export const AUTHOR_PHOTO_WIDTHS = [64, 128] as const;

export function authorPhotoPaths(file: string) {
  const name = publishedName(file);
  return { webp: (width: number) => `/images/blog/authors/${name}-${width}.webp` };
}
