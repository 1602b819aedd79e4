import type { MetaDescriptor } from "react-router";
import { site } from "#shared/content/site.ts";
import { DEFAULT_OG_IMAGE, titleWithBrand } from "./brand.ts";
import { SITE_URL } from "./site-url.ts";

export interface PageSeo {
  /** Page title without the brand suffix; the template adds " | {brand}". */
  title: string;
  description: string;
  /** Path of the canonical URL ("/pricing"). Omit for pages that must not declare one (404). */
  path?: string;
  /** Use `title` as is, without the brand suffix (home page). */
  fullTitle?: boolean;
  /** Absolute path of the share image; defaults to the site-wide Open Graph image. */
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  /** e.g. "noindex" or "noindex, nofollow". */
  robots?: string;
  keywords?: string[];
  article?: { publishedTime: string; author: string; tags: string[]; section?: string };
  /** The page's language (ADR 054): its `og:locale`. Omitted: the site's default, US English. */
  lang?: string | undefined;
}

/** Open Graph's language_TERRITORY for a language tag: "de" -> "de_DE", "pt-BR" -> "pt_BR", "ar" -> "ar_EG". */
export function ogLocale(lang: string): string {
  const likely = new Intl.Locale(lang).maximize();
  return likely.region ? `${likely.language}_${likely.region}` : likely.language;
}

export { DEFAULT_OG_IMAGE };

/** Where an absolute path resolves: a path in SITE_URL is not kept, as URL resolves it. */
const ORIGIN = new URL(SITE_URL).origin;
/** A path URL leaves as it is: segments of unreserved ASCII, none starting with a dot, no "//". */
const PLAIN_PATH = /^\/(?:[\w~-][\w.~-]*(?:\/|$))*$/;

export function absoluteUrl(path: string): string {
  // Parsing a URL takes microseconds: a sitemap of 10,000 articles spent most of its time in it.
  return PLAIN_PATH.test(path) ? `${ORIGIN}${path}` : new URL(path, `${SITE_URL}/`).toString();
}

export function pageTitle({ title, fullTitle }: Pick<PageSeo, "title" | "fullTitle">): string {
  return titleWithBrand(title, fullTitle);
}

/** The one meta builder every route uses: title, description, canonical, Open Graph, Twitter. */
export function seo(page: PageSeo): MetaDescriptor[] {
  const title = pageTitle(page);
  const image = absoluteUrl(page.image ?? DEFAULT_OG_IMAGE);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { property: "og:site_name", content: site.brand },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: page.imageAlt ?? title },
    { property: "og:locale", content: ogLocale(page.lang ?? "en-US") },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:site", content: site.twitterHandle },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
  if (page.path !== undefined) {
    const url = absoluteUrl(page.path);
    tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
  }
  if (page.robots) tags.push({ name: "robots", content: page.robots });
  if (page.keywords?.length) tags.push({ name: "keywords", content: page.keywords.join(", ") });
  if (page.article) {
    tags.push(
      { name: "author", content: page.article.author },
      { property: "article:published_time", content: page.article.publishedTime },
      { property: "article:author", content: page.article.author },
      ...page.article.tags.map((tag) => ({ property: "article:tag", content: tag })),
    );
    if (page.article.section) tags.push({ property: "article:section", content: page.article.section });
  }
  return tags;
}
