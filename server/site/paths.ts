/** The addresses the store answers for rather than the build. */
import { NOT_FOUND_PATH } from "#shared/site-paths.ts";
import { coverSlug } from "./cover-store.ts";
import { RSS_PATH } from "./rss.ts";
import { SEARCH_INDEX_PREFIX } from "./search-index.ts";

/** The blog's own addresses: its list, archives, search page and articles (files have a dot). */
export function isBlogPagePath(path: string): boolean {
  return path === "/blog" || (path.startsWith("/blog/") && !path.includes("."));
}

export const SITEMAP_PATH = "/sitemap.xml";

/** The not-found page's own address and its files: still a not-found answer, never a page. */
export function isNotFoundAddress(path: string): boolean {
  return path === NOT_FOUND_PATH || path.startsWith(`${NOT_FOUND_PATH}.`);
}

/** Where the pages show the team's images: pictures of an article's text, authors' portraits. */
const STORED_IMAGE_PREFIXES = ["/images/blog/content/", "/images/blog/authors/"];

/** What the store decides: the blog's pages, images, feed, search index, and the sitemap that lists them. */
export function isStorePath(path: string): boolean {
  return (
    isBlogPagePath(path) ||
    path === RSS_PATH ||
    path === SITEMAP_PATH ||
    path.startsWith(SEARCH_INDEX_PREFIX) ||
    coverSlug(path) !== undefined ||
    STORED_IMAGE_PREFIXES.some((prefix) => path.startsWith(prefix))
  );
}
