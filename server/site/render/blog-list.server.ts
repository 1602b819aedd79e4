/**
 * What one page of the blog's list shows, from its address: /blog, /blog/page/2, a tag or
 * category archive and its further pages. Server only (the list's loader).
 */
import { data } from "react-router";
import { blogCopy } from "#shared/content/blog.ts";
import { pages } from "#shared/content/pages.ts";
import { archives, findArchive, type PostSummary } from "./blog.server.ts";
import { BLOG_PAGE_SIZE, categoryPath, pageOf } from "#shared/blog-paths.ts";
import { withBrand } from "#shared/brand.ts";

export interface BlogListPage {
  /** The list's first page: "/blog", "/blog/tag/seo". */
  base: string;
  kind: "blog" | "tag" | "category";
  /** The tag or category as written in the articles ("" for the blog). */
  name: string;
  hero: { eyebrow: string; title: string; lead: string };
  /** Title and description for search, without the page suffix. */
  title: string;
  description: string;
  posts: PostSummary[];
  /** The newest articles (the Blog JSON-LD of /blog), only on the blog's own first page. */
  allPosts: PostSummary[] | null;
  page: number;
  pageCount: number;
  /** A tag archive with a single article: kept out of search and the sitemap. */
  thin: boolean;
  topics: Array<{ name: string; path: string; count: number }>;
}

const notFound = () => data(null, { status: 404 });

/** Articles the blog's first page names to search engines (JSON-LD): as many as its feed lists. */
const BLOG_JSON_LD_POSTS = 50;

/** `all`: every published post, newest first. */
export function blogListPage(pathname: string, params: { archive?: string; page?: string }, all: PostSummary[]): BlogListPage {
  const kind = pathname.startsWith("/blog/tag/") ? "tag" : pathname.startsWith("/blog/category/") ? "category" : "blog";
  const page = params.page === undefined ? 1 : /^[1-9]\d*$/.test(params.page) ? Number(params.page) : NaN;
  // Page 1 lives at the list's own address only.
  if (params.page !== undefined && page === 1) throw notFound();

  let base = "/blog";
  let posts = all;
  let name = "";
  let hero = pages.blog.hero;
  let title = pages.blog.meta.title;
  let description = withBrand(pages.blog.meta.description);
  if (kind !== "blog") {
    const archive = findArchive(kind, params.archive ?? "", all);
    if (!archive) throw notFound();
    const copy = blogCopy.archive[kind];
    base = `/blog/${kind}/${archive.slug}`;
    posts = archive.posts;
    name = archive.name;
    title = copy.title(archive.name);
    description = withBrand(copy.description(archive.name));
    hero = { eyebrow: copy.eyebrow, title, lead: copy.lead(archive.posts.length) };
  }
  const slice = pageOf(posts, page, BLOG_PAGE_SIZE);
  if (!slice) throw notFound();
  return {
    base,
    kind,
    name,
    hero,
    title,
    description,
    posts: slice.items,
    // Not every article: with thousands, the page would carry them all.
    allPosts: kind === "blog" && page === 1 ? all.slice(0, BLOG_JSON_LD_POSTS) : null,
    page,
    pageCount: slice.pageCount,
    thin: kind === "tag" && posts.length < 2,
    topics: archives("category", all).map((archive) => ({ name: archive.name, path: categoryPath(archive.name), count: archive.posts.length })),
  };
}
