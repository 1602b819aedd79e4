/** The addresses the store answers for rather than the build. */
import { STATUS_PAGE_PATHS } from "#shared/site-paths.ts";
import { coverSlug } from "#shared/cover-images.ts";
import { RSS_PATH } from "./rss.ts";

/** The blog's own addresses: its list, archives, search page and articles (files have a dot). */
export function isBlogPagePath(path: string): boolean {
  return path === "/blog" || (path.startsWith("/blog/") && !path.includes("."));
}

export const SITEMAP_PATH = "/sitemap.xml";

/** A part of the sitemap once it is an index (sitemap.ts): /sitemap-pages-1.xml, /sitemap-articles-3.xml. */
export const sitemapPartPath = (kind: "pages" | "articles", number: number) => `/sitemap-${kind}-${number}.xml`;
const SITEMAP_PART = /^\/sitemap-(pages|articles)-[1-9]\d*\.xml$/;

export const isSitemapPath = (path: string) => path === SITEMAP_PATH || SITEMAP_PART.test(path);

/** The not-found and removed pages' own addresses and their files: still a not-found answer, never a page. */
export function isNotFoundAddress(path: string): boolean {
  return STATUS_PAGE_PATHS.some((own) => path === own || path.startsWith(`${own}.`));
}

/** Where the pages show the team's images: pictures of an article's text, authors' portraits. */
const STORED_IMAGE_PREFIXES = ["/images/blog/content/", "/images/blog/authors/"];

/** What the store decides: the blog's pages, images, feed, and the sitemap that lists them. */
export function isStorePath(path: string): boolean {
  return (
    isBlogPagePath(path) ||
    path === RSS_PATH ||
    isSitemapPath(path) ||
    coverSlug(path) !== undefined ||
    // A locale blog's own drawn cover: /de/images/blog/{slug}.svg.
    coverSlug(path.replace(/^\/[^/]+(?=\/images\/blog\/)/, "")) !== undefined ||
    STORED_IMAGE_PREFIXES.some((prefix) => path.startsWith(prefix))
  );
}
