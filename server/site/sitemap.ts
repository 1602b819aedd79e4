/**
 * The sitemap as the server serves it: the pages made of sections and the blog's, from the store, by the rules the pages' own robots and canonical tags follow: every list
 * page and category archive, tag archives of two articles or more, and each article that is
 * neither `noindex` nor first published elsewhere.
 *
 * A small site has one file, sorted by path as the build sorts its own. Past `partUrls` the
 * address is a sitemap index (sitemaps.org) naming parts: the pages, then the articles oldest
 * first, so a new article changes only the newest part and the index.
 */
import type { PostSummary } from "#server/site/render/blog.server.ts";
import type { BlogIndex } from "#server/site/render/blog-index.server.ts";
import { articlePath, listPagePath, numberedPageCount } from "#shared/blog-paths.ts";
import { absoluteUrl } from "#shared/seo.ts";
import { SITE_URL } from "#shared/site-url.ts";
import { SITEMAP_PATH, sitemapPartPath } from "./paths.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import { NOT_FOUND_PATH, reservedAddressOf } from "#shared/site-paths.ts";
import type { AlternateLink } from "#shared/i18n/alternates.ts";
import type { PageLanguages } from "./localized-pages.ts";
import { NO_POST_LANGUAGES, type PostLanguages } from "./localized-posts.ts";

interface Entry {
  path: string;
  lastmod?: string;
  /** The page's hreflang cluster, itself included (ADR 054). */
  alternates?: readonly AlternateLink[];
}

/**
 * URLs a part lists: a tenth of the protocol's 50,000, so a part stays ~0.6 MB and a change
 * renders one small file, not the whole list.
 */
export const SITEMAP_PART_URLS = 5_000;

// Most addresses have nothing to escape: tested first, as three replaces over 13,000 of them took a fifth of a sitemap's time.
const escapeXml = (value: string) => (/[&<>]/.test(value) ? value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;") : value);

/**
 * The pages made of sections that ask to be listed: indexable, at their own address (not the
 * not-found page, nor one the server answers itself), each with its translations' links.
 */
export function pageEntries(pages: Iterable<PageDocument>, languages?: PageLanguages): Entry[] {
  return [...pages]
    .filter((page) => page.inSitemap && !page.noindex && !page.canonical && page.path !== NOT_FOUND_PATH && !reservedAddressOf(page.path))
    .map((page) => {
      const alternates = languages?.byPath.get(page.path)?.alternates;
      return alternates?.length ? { path: page.path, alternates } : { path: page.path };
    });
}

const alternateLinksXml = (alternates: readonly AlternateLink[] = []) =>
  alternates.map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`).join("");

function listEntries(base: string, count: number): Entry[] {
  return [{ path: base }, ...Array.from({ length: numberedPageCount(count) }, (_, index) => ({ path: listPagePath(base, index + 1) }))];
}

/** The blog's indexable list and archive pages (a locale's under its `prefix`). */
function blogListEntries(index: BlogIndex, prefix = ""): Entry[] {
  return [
    ...listEntries(`${prefix}/blog`, index.posts.length),
    ...index.archives("category").flatMap((archive) => listEntries(`${prefix}/blog/category/${archive.slug}`, archive.posts.length)),
    ...index
      .archives("tag")
      .filter((archive) => archive.posts.length >= 2)
      .flatMap((archive) => listEntries(`${prefix}/blog/tag/${archive.slug}`, archive.posts.length)),
  ];
}

/** `entries` with each one's hreflang cluster, where it has one (ADR 054). */
function withAlternates(entries: Entry[], languages: PostLanguages): Entry[] {
  return entries.map((entry) => {
    const alternates = languages.byPath.get(entry.path)?.alternates;
    return alternates?.length ? { ...entry, alternates } : entry;
  });
}

/** The indexable articles, oldest first. */
function articleEntries(posts: readonly PostSummary[], prefix = ""): Entry[] {
  const onThisSite = (post: PostSummary) => !post.canonical || post.canonical.startsWith(`${SITE_URL}/`);
  return posts
    .filter((post) => !post.noindex && onThisSite(post))
    .map((post) => ({ path: `${prefix}${articlePath(post.slug)}`, lastmod: post.date }))
    .reverse();
}

function urlset(entries: Entry[]): string {
  const urls = entries.map(
    ({ path, lastmod, alternates }) => `  <url><loc>${escapeXml(absoluteUrl(path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${alternateLinksXml(alternates)}</url>`,
  );
  // Google's namespace for alternates, declared only where a page has them: a site of one language keeps its file as it was.
  const xhtml = entries.some((entry) => entry.alternates?.length) ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : "";
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls.join("\n")}\n</urlset>\n`;
}

function chunks<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));
}

const byPath = (a: Entry, b: Entry) => a.path.localeCompare(b.path);

/**
 * A sitemap's files by address, each written when first read: after a publish the index and the part
 * that changed are written as they are asked for, not every part of every process's sitemap.
 */
export class SitemapFiles {
  private readonly written = new Map<string, string>();

  constructor(private readonly writers: ReadonlyMap<string, () => string>) {}

  has(path: string): boolean {
    return this.writers.has(path);
  }

  get(path: string): string | undefined {
    const kept = this.written.get(path);
    if (kept !== undefined) return kept;
    const text = this.writers.get(path)?.();
    if (text !== undefined) this.written.set(path, text);
    return text;
  }

  keys(): IterableIterator<string> {
    return this.writers.keys();
  }
}

/** Every sitemap file by address: /sitemap.xml alone, or it as an index and its parts. */
export function sitemapFiles(codeEntries: Entry[], index: BlogIndex, partUrls = SITEMAP_PART_URLS, languages: PostLanguages = NO_POST_LANGUAGES): SitemapFiles {
  const blogs = [...languages.blogs.values()];
  const pages = [...codeEntries, ...withAlternates([...blogListEntries(index), ...blogs.flatMap((blog) => blogListEntries(blog.index, blog.prefix))], languages)].sort(byPath);
  const articles = withAlternates([...articleEntries(index.posts), ...blogs.flatMap((blog) => articleEntries(blog.index.posts, blog.prefix))], languages);
  if (pages.length + articles.length <= partUrls) return new SitemapFiles(new Map([[SITEMAP_PATH, () => urlset([...pages, ...articles].sort(byPath))]]));
  const parts = new Map<string, { entries: Entry[]; lastmod?: string }>();
  chunks(pages, partUrls).forEach((part, at) => parts.set(sitemapPartPath("pages", at + 1), { entries: part }));
  chunks(articles, partUrls).forEach((part, at) =>
    parts.set(sitemapPartPath("articles", at + 1), {
      entries: part,
      lastmod: part
        .map((entry) => entry.lastmod!)
        .sort()
        .at(-1),
    }),
  );
  const sitemapIndex = () => {
    const listed = [...parts].map(([path, { lastmod }]) => `  <sitemap><loc>${escapeXml(absoluteUrl(path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</sitemap>`);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${listed.join("\n")}\n</sitemapindex>\n`;
  };
  return new SitemapFiles(new Map([[SITEMAP_PATH, sitemapIndex], ...[...parts].map(([path, { entries }]) => [path, () => urlset(entries)] as [string, () => string])]));
}
