/**
 * Where an article's generated images live, from the `image` path in its frontmatter
 * ("/images/blog/<slug>.webp"): the same function is used by the generator and by the pages.
 */
export const COVER_SIZES = { card: 800, hero: 1200 } as const;
export const COVER_HEIGHT_RATIO = 9 / 16;

export function coverImagePaths(image: string) {
  const base = image.replace(/\.(webp|avif|png|jpe?g)$/i, "");
  return {
    avif: (width: number) => `${base}-${width}.avif`,
    webp: (width: number) => `${base}-${width}.webp`,
    og: `${base}-og.png`,
  };
}
