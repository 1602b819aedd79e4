/**
 * Posts between their two forms: a Markdown file with frontmatter (content/blog, imports, exports)
 * and a row of the store. A file's `date` is the day it goes live (UTC midnight, or `publishAt`
 * exactly); `draft: true` keeps it a draft; a date after `now` schedules it; `status` overrides.
 */
import type { PostSummary } from "#server/site/render/blog.server.ts";
import { publishAtOf, statusOf } from "#server/site/render/post-status.server.ts";
import { articleCoverPath } from "#shared/cover-images.ts";
import type { PostFields } from "#shared/post-fields.ts";
import { posts, type PostRow } from "#server/platform/db/content-schema.ts";

/** A post file's row: an original (a translation is made in the studio, ADR 054), its stamps left to the store. */
export type NewPostRow = Omit<PostRow, "createdAt" | "updatedAt" | "revision" | "updatedBy" | "editSession" | "pending" | "search" | "textSearch" | "locale" | "translationOf" | "translatedFrom">;

export function rowFromFrontmatter(frontmatter: PostSummary, body: string, now: Date): NewPostRow {
  const publishAt = publishAtOf(frontmatter);
  const status = statusOf(frontmatter, publishAt, now);
  return {
    id: frontmatter.id,
    slug: frontmatter.slug,
    title: frontmatter.title,
    excerpt: frontmatter.excerpt,
    body,
    author: frontmatter.author,
    category: frontmatter.category,
    tags: frontmatter.tags,
    cover: frontmatter.cover ?? null,
    coverAlt: frontmatter.coverAlt ?? null,
    seoTitle: frontmatter.seoTitle ?? null,
    seoDescription: frontmatter.seoDescription ?? null,
    canonicalUrl: frontmatter.canonical ?? null,
    noindex: frontmatter.noindex ?? false,
    status,
    publishAt,
    unpublishAt: null,
  };
}

/** The columns a post's summary is made from: what the pages show of it, never its text. */
export const SUMMARY_COLUMNS = {
  id: posts.id,
  slug: posts.slug,
  title: posts.title,
  excerpt: posts.excerpt,
  author: posts.author,
  publishAt: posts.publishAt,
  createdAt: posts.createdAt,
  category: posts.category,
  tags: posts.tags,
  cover: posts.cover,
  coverAlt: posts.coverAlt,
  seoTitle: posts.seoTitle,
  seoDescription: posts.seoDescription,
  canonicalUrl: posts.canonicalUrl,
  noindex: posts.noindex,
} satisfies Partial<Record<keyof PostRow, unknown>>;

/** A row of those columns. */
export type SummaryRow = Pick<PostRow, keyof typeof SUMMARY_COLUMNS>;

/** A stored post as the pages read it (site facts are filled by the reader, as for files). */
export function summaryFromRow(row: SummaryRow): PostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author,
    date: (row.publishAt ?? row.createdAt).toISOString().slice(0, 10),
    image: articleCoverPath(row.slug),
    category: row.category,
    tags: row.tags,
    ...(row.cover ? { cover: row.cover, coverAlt: row.coverAlt ?? undefined } : {}),
    ...(row.seoTitle ? { seoTitle: row.seoTitle } : {}),
    ...(row.seoDescription ? { seoDescription: row.seoDescription } : {}),
    ...(row.canonicalUrl ? { canonical: row.canonicalUrl } : {}),
    ...(row.noindex ? { noindex: true } : {}),
  };
}

export function fieldsOfRow(row: PostRow): PostFields {
  const { title, slug, excerpt, body, author, category, tags, cover, coverAlt, seoTitle, seoDescription, canonicalUrl, noindex } = row;
  return { title, slug, excerpt, body, author, category, tags, cover, coverAlt, seoTitle, seoDescription, canonicalUrl, noindex };
}

/** The copy an editor works on: a published post's pending edits, else the post itself. */
export function workingCopy(row: PostRow): PostFields {
  return row.pending ?? fieldsOfRow(row);
}
