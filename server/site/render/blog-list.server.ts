/**
 * What one page of the blog's list shows, from its address: /blog and its numbered pages, a tag
 * or category archive and its numbered pages. Exactly what the page shows and nothing that changes
 * without showing: the server compares it to know whether a kept page is still right
 * (server/site/page-keys.ts). Server only (the list's loader).
 */
import { DEFAULT_BLOG_WORDS, type BlogWords } from "#shared/content/blog-words.ts";
import type { PostSummary } from "./blog.server.ts";
import type { BlogIndex } from "./blog-index.server.ts";
import { categoryPath, listSlice, pagerOf, type ListAddress, type Pager } from "#shared/blog-paths.ts";
import { withBrand } from "#shared/brand.ts";

export interface BlogListPage {
  /** The list's front: "/blog", "/blog/tag/seo". */
  base: string;
  kind: "blog" | "tag" | "category";
  /** The tag or category as written in the articles ("" for the blog). */
  name: string;
  hero: { eyebrow: string; title: string; lead: string };
  /** Title and description for search, without the page suffix. */
  title: string;
  description: string;
  posts: PostSummary[];
  /** The newest articles (the Blog JSON-LD of /blog), only on the blog's own front. */
  allPosts: PostSummary[] | null;
  /** Undefined on the front. */
  page?: number;
  pager: Pager | null;
  /** A tag archive with a single article: kept out of search and the sitemap. */
  thin: boolean;
  /** Counts on the blog's front only: every other page must not change when an article elsewhere is added. */
  topics: Array<{ name: string; path: string; count?: number }>;
}

/** Articles the blog's first page names to search engines (JSON-LD): as many as its feed lists. */
const BLOG_JSON_LD_POSTS = 50;

/**
 * The page at `address`, or null when there is none (an unknown archive, a page past the last).
 * `prefix` and `words`: a locale's blog (ADR 054), at "/de/blog" in German.
 */
export function blogListPage({ kind, archive: archiveSlug, page }: ListAddress, index: BlogIndex, prefix = "", words: BlogWords = DEFAULT_BLOG_WORDS): BlogListPage | null {
  let base = `${prefix}/blog`;
  let posts = index.posts;
  let name = "";
  let hero = words.hero;
  let title = words.meta.title;
  let description = withBrand(words.meta.description);
  if (kind !== "blog") {
    const archive = index.archive(kind, archiveSlug ?? "");
    if (!archive) return null;
    const copy = words.archive[kind];
    base = `${prefix}/blog/${kind}/${archive.slug}`;
    posts = archive.posts;
    name = archive.name;
    title = copy.title(archive.name);
    description = withBrand(copy.description(archive.name));
    hero = { eyebrow: copy.eyebrow, title, lead: page === undefined ? copy.lead(archive.posts.length) : copy.olderLead };
  }
  const shown = listSlice(posts, page);
  if (!shown) return null;
  return {
    base,
    kind,
    name,
    hero,
    title,
    description,
    posts: shown,
    // Not every article: with thousands, the page would carry them all.
    allPosts: kind === "blog" && page === undefined ? index.posts.slice(0, BLOG_JSON_LD_POSTS) : null,
    page,
    pager: pagerOf(base, posts.length, page),
    thin: kind === "tag" && posts.length < 2,
    topics: index
      .archives("category")
      .map((archive) => ({ name: archive.name, path: `${prefix}${categoryPath(archive.name)}`, count: kind === "blog" && page === undefined ? archive.posts.length : undefined })),
  };
}
