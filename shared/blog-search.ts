/** The blog's search page: what the page, its component and the server's search share. */
import { BLOG_SEARCH_PATH } from "./blog-paths.ts";

/** Results a page of the search lists. */
export const SEARCH_RESULTS = 10;

/** Matches a search ranks at most, the newest: a word nearly every article holds stays fast to search. */
export const SEARCH_CANDIDATES = 200;

/** The results page's search box, and the section its findings fill: found again in the kept page (server/site/search-page.ts). */
export const SEARCH_INPUT_ID = "blog-search-input";
export const SEARCH_FINDINGS_ID = "search-findings";

/** Which blog a search page is of: its address's prefix ("/de"; "" the default locale's) and its language. */
export interface SearchPlace {
  prefix: string;
  lang?: string;
}

/** A page of results' address, in the blog of `prefix` ("/de"; "" the default locale's). */
export function searchPath(query: string, page = 1, prefix = ""): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set("page", String(page));
  return `${prefix}${BLOG_SEARCH_PATH}?${params}`;
}
