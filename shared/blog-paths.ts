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

/** Marks the page that runs the search: the server allows WebAssembly (Pagefind) on it alone. */
export const SEARCH_PAGE_MARKER = "data-blog-search-page";

export const articlePath = (slug: string) => `/blog/${slug}`;
export const tagPath = (tag: string) => `/blog/tag/${taxonomySlug(tag)}`;
export const categoryPath = (category: string) => `/blog/category/${taxonomySlug(category)}`;

/** Page 1 of a list is the list's own address; page n is `<base>/page/<n>`. */
export function listPagePath(base: string, page: number): string {
  return page <= 1 ? base : `${base}/page/${page}`;
}

export interface PageOf<T> {
  items: T[];
  page: number;
  pageCount: number;
}

/** One page of a list (1-based), or null for a page past the end (page 1 of an empty list exists). */
export function pageOf<T>(all: T[], page: number, size = BLOG_PAGE_SIZE): PageOf<T> | null {
  const pageCount = Math.max(1, Math.ceil(all.length / size));
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;
  return { items: all.slice((page - 1) * size, page * size), page, pageCount };
}
