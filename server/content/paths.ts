/** The addresses the store answers for rather than the build. */
import { coverSlug } from "./cover-store.ts";
import { RSS_PATH } from "./rss.ts";
import { SEARCH_INDEX_PREFIX } from "./search-index.ts";

/** The blog's own addresses: its list, archives, search page and articles (files have a dot). */
export function isBlogPagePath(path: string): boolean {
  return path === "/blog" || (path.startsWith("/blog/") && !path.includes("."));
}

export const SITEMAP_PATH = "/sitemap.xml";

/** What the store decides: the blog's pages, covers, feed, search index, and the sitemap that lists them. */
export function isStorePath(path: string): boolean {
  return isBlogPagePath(path) || path === RSS_PATH || path === SITEMAP_PATH || path.startsWith(SEARCH_INDEX_PREFIX) || coverSlug(path) !== undefined;
}
