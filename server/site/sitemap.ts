/**
 * The sitemap as the server serves it: the build's entries for the pages that are code, and the
 * blog's from the store, by the rules the pages' own robots and canonical tags follow: every list
 * page and category archive, tag archives of two articles or more, and each article that is
 * neither `noindex` nor first published elsewhere. Sorted by path, as the build sorts its own.
 */
import { archives, type PostSummary } from "#server/site/render/blog.server.ts";
import { articlePath, BLOG_PAGE_SIZE, listPagePath } from "#shared/blog-paths.ts";
import { absoluteUrl } from "#shared/seo.ts";
import { SITE_URL } from "#shared/site-url.ts";
import { isBlogPagePath } from "./paths.ts";

interface Entry {
  path: string;
  lastmod?: string;
}

const URL_ENTRY = /<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g;

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const unescapeXml = (value: string) => value.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/** The pages that are code, from the build's sitemap.xml. */
export function codePageEntries(buildSitemap: string): Entry[] {
  return [...buildSitemap.matchAll(URL_ENTRY)]
    .map(([, loc, lastmod]) => ({ path: new URL(unescapeXml(loc!)).pathname, lastmod }))
    .filter((entry) => !isBlogPagePath(entry.path));
}

function listEntries(base: string, count: number): Entry[] {
  const pageCount = Math.max(1, Math.ceil(count / BLOG_PAGE_SIZE));
  return Array.from({ length: pageCount }, (_, index) => ({ path: listPagePath(base, index + 1) }));
}

/** The blog's indexable pages for published `posts` (newest first). */
export function blogEntries(posts: PostSummary[]): Entry[] {
  const onThisSite = (post: PostSummary) => !post.canonical || post.canonical.startsWith(`${SITE_URL}/`);
  return [
    ...listEntries("/blog", posts.length),
    ...archives("category", posts).flatMap((archive) => listEntries(`/blog/category/${archive.slug}`, archive.posts.length)),
    ...archives("tag", posts)
      .filter((archive) => archive.posts.length >= 2)
      .flatMap((archive) => listEntries(`/blog/tag/${archive.slug}`, archive.posts.length)),
    ...posts.filter((post) => !post.noindex && onThisSite(post)).map((post) => ({ path: articlePath(post.slug), lastmod: post.date })),
  ];
}

export function sitemapXml(entries: Entry[]): string {
  const urls = [...entries]
    .sort((a, b) => a.path.localeCompare(b.path))
    .map(({ path, lastmod }) => `  <url><loc>${escapeXml(absoluteUrl(path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
