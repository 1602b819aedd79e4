/**
 * What the blog's search page shows for a query: the best-matching published articles, each with
 * the passage of its text where the words are found, the words marked. The store finds them
 * (server/site/search.ts, PostgreSQL full-text search); this shapes what it found.
 */
import { fillSiteFacts } from "./site-facts.server.ts";
import type { SiteConfig } from "#shared/content/site.ts";
import { SEARCH_CANDIDATES, SEARCH_RESULTS } from "#shared/blog-search.ts";

/** A query longer than this is a paste accident, not a search. */
export const SEARCH_QUERY_MAX = 200;

/** A passage of text: plain runs and the matched words, to print as text and <mark>. */
export type Passage = Array<{ text: string; match?: true }>;

export interface SearchResult {
  slug: string;
  title: string;
  passage: Passage;
}

export interface SearchResults {
  query: string;
  /** Articles that match, up to SEARCH_CANDIDATES (then "more than"). */
  total: number;
  /** Which page of results, from 1. */
  page: number;
  results: SearchResult[];
}

/** Where a passage's matched words start and end in the text PostgreSQL marks (ts_headline). */
export const MATCH_START = "\u0002";
export const MATCH_END = "\u0003";

/** Markdown as the words a reader sees: no markup, link text without its address, no images. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[^\n]*\n([\s\S]*?)```/g, "$1")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, "")
    .replace(/[*_`~|]+/g, "")
    .replace(/^-{3,}$/gm, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** A passage of Markdown with its matches between MATCH_START and MATCH_END, as the reader sees it: a fragment, so between ellipses. */
export function passageOf(marked: string, site?: SiteConfig): Passage {
  const text = `…${fillSiteFacts(plainText(marked), site)}…`;
  const passage: Passage = [];
  for (const [index, part] of text.split(new RegExp(`[${MATCH_START}${MATCH_END}]`)).entries()) {
    if (part) passage.push(index % 2 === 1 ? { text: part, match: true } : { text: part });
  }
  return passage;
}

/** The query as the search box sends it: trimmed, bounded; empty when it says nothing. */
export function searchQueryOf(params: URLSearchParams): string {
  return (params.get("q") ?? "").trim().slice(0, SEARCH_QUERY_MAX);
}

/** The page of results asked for (`page=2`), 1 when absent or not a page of them. */
export function searchPageOf(params: URLSearchParams): number {
  const page = Number(params.get("page") ?? 1);
  return Number.isInteger(page) && page >= 1 && page <= SEARCH_CANDIDATES / SEARCH_RESULTS ? page : 1;
}


