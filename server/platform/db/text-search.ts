/** Search words as PostgreSQL full-text queries, the same on PGlite: the inbox's and the posts list's. */

/** A query longer than this is a paste accident, not a search. */
export const SEARCH_MAX_LENGTH = 200;

/** The `q` of a list's URL, trimmed and bounded; absent when it says nothing. */
export function searchParam(params: URLSearchParams): string | undefined {
  return params.get("q")?.trim().slice(0, SEARCH_MAX_LENGTH) || undefined;
}

/**
 * A search as a tsquery: every word must match, each as a prefix ("acm" finds Acme), words split
 * where the search document splits them (so "jane@acme.com" is jane & acme & com). Only letters and
 * digits reach to_tsquery, so no input can be a tsquery syntax error.
 */
export function searchQuery(q: string): string | undefined {
  const words = q
    .toLowerCase()
    .normalize("NFKC")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 12);
  return words.length ? words.map((word) => `${word}:*`).join(" & ") : undefined;
}
