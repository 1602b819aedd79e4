/**
 * The blog's own search metadata and hero copy (its list pages are code). Every other page is a
 * document in the store (content/pages, ADR 040). `{brand}` in a string is replaced with the brand
 * from site.ts by `withBrand`.
 */
import type { HeroContent, PageMeta } from "./types.ts";

export interface PageContent {
  meta: PageMeta;
  hero: HeroContent;
  /** Short page-specific strings (link labels, notes). */
  [extra: string]: unknown;
}


export const pages = {
  blog: {
    meta: {
      title: "Latest Insights & Articles",
      description:
        "Articles on AI, marketing automation, SEO, sales and growth strategy for B2B marketing and revenue leaders.",
    },
    hero: {
      eyebrow: "Blog",
      title: "Latest Insights & Articles",
      lead: "Practical thinking on AI, automation and growth strategy for B2B marketing and revenue teams.",
    },
  },
} satisfies Record<string, PageContent>;
