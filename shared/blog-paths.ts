/**
 * Addresses of the blog's pages, shared by the build (which prerenders them) and the components
 * (which link to them): an article, a tag or category archive, a page of the list.
 */

/** Articles per page of /blog and of each archive: three rows of the three-column grid. */
export const BLOG_PAGE_SIZE = 9;

/** "AI & Technology" -> "ai-technology"; "Généré" -> "genere". Empty when nothing is left. */
export function taxonomySlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export const BLOG_SEARCH_PATH = "/blog/search";

/**
 * Addresses an article may not take: the blog's own pages live there. Checked on the slug of
 * every article (blog.server.ts).
 */
export const RESERVED_BLOG_SLUGS = ["search", "page", "tag", "category", "rss"];

/** The slug of an article's address (/blog/<slug>), or undefined for any other path, the blog's own pages included. */
export function articleSlugOf(path: string): string | undefined {
  const slug = /^\/blog\/([^/.]+)$/.exec(path)?.[1];
  return slug && !RESERVED_BLOG_SLUGS.includes(slug) ? slug : undefined;
}


export const articlePath = (slug: string) => `/blog/${slug}`;
export const tagPath = (tag: string) => `/blog/tag/${taxonomySlug(tag)}`;
export const categoryPath = (category: string) => `/blog/category/${taxonomySlug(category)}`;

/**
 * A list's pages (ADR 038): its front (the list's own address) shows the newest BLOG_PAGE_SIZE
 * articles; the older ones sit on pages numbered from the oldest, `<base>/page/<n>`. A new
 * article changes the front and the newest numbered page only: every older page keeps its
 * articles, its links and its bytes, and so stays cached and valid for readers and crawlers.
 */
export function listPagePath(base: string, page?: number): string {
  return page === undefined ? base : `${base}/page/${page}`;
}

/** Numbered pages of a list of `count` articles: those older than its front. */
export function numberedPageCount(count: number): number {
  return Math.ceil(Math.max(0, count - BLOG_PAGE_SIZE) / BLOG_PAGE_SIZE);
}

/**
 * What a page of a list shows, newest first, from the whole list newest first: the front
 * (`page` undefined), or numbered page `page` (the oldest is 1, only the newest may be short).
 * Null for a page that does not exist.
 */
export function listSlice<T>(newestFirst: readonly T[], page?: number): T[] | null {
  const count = newestFirst.length;
  if (page === undefined) return newestFirst.slice(0, BLOG_PAGE_SIZE);
  if (!Number.isInteger(page) || page < 1 || page > numberedPageCount(count)) return null;
  const olderThanFront = count - BLOG_PAGE_SIZE;
  const [fromOldest, toOldest] = [(page - 1) * BLOG_PAGE_SIZE, Math.min(page * BLOG_PAGE_SIZE, olderThanFront)];
  return newestFirst.slice(count - toOldest, count - fromOldest);
}

/** Numbered pages linked on either side of the one shown: the links stay a handful however long the list. */
const PAGER_REACH = 2;

export interface Pager {
  /** The page with the next newer articles (the front from the newest numbered page). */
  newer?: string;
  /** The page with the next older articles. */
  older?: string;
  /** The front, then numbered pages newest first: those near the one shown, and page 1. */
  links: Array<{ page?: number; path: string; current: boolean }>;
}

/**
 * The links between a list's pages, as few as a reader needs and the same on a page for as long
 * as its neighbours exist: a page well below the newest never links the newest, so new articles
 * do not change it. Null when the list has one page.
 */
export function pagerOf(base: string, count: number, page?: number): Pager | null {
  const pageCount = numberedPageCount(count);
  if (pageCount === 0) return null;
  const shown = page ?? pageCount + 1;
  const numbers = new Set([1]);
  for (let number = Math.max(1, shown - PAGER_REACH); number <= Math.min(pageCount, shown + PAGER_REACH); number++) numbers.add(number);
  const links = [
    { page: undefined, path: base, current: page === undefined },
    ...[...numbers].sort((a, b) => b - a).map((number) => ({ page: number, path: listPagePath(base, number), current: number === page })),
  ];
  return {
    newer: page === undefined ? undefined : listPagePath(base, page === pageCount ? undefined : page + 1),
    older: shown > 1 ? listPagePath(base, shown - 1) : undefined,
    links,
  };
}

/** A list's address read back: which list, and which of its pages (undefined: the front). */
export interface ListAddress {
  kind: "blog" | "tag" | "category";
  /** The tag's or category's slug, for an archive. */
  archive?: string;
  page?: number;
}

const LIST_ADDRESS = /^\/blog(?:\/(tag|category)\/([^/]+))?(?:\/page\/([^/]+))?$/;

/** The list at `path`, or undefined when `path` is not a list's address (a page number must be written 1, 2, ...). */
export function listAddressOf(path: string): ListAddress | undefined {
  const match = LIST_ADDRESS.exec(path);
  if (!match) return undefined;
  const [, kind, archive, page] = match;
  if (page !== undefined && !/^[1-9]\d*$/.test(page)) return undefined;
  return { kind: (kind as "tag" | "category" | undefined) ?? "blog", archive, page: page === undefined ? undefined : Number(page) };
}
