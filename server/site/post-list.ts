/**
 * The studio's list of posts: most recently changed first, filtered by status, searched by the
 * words of a title, slug, author or excerpt (full-text, each word a prefix, as the inbox does), 25
 * a page, with how many posts each status holds.
 */
import { and, count, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { isPostStatus, POST_STATUSES, type PostStatus } from "#shared/post-status.ts";
import type { Database } from "#server/platform/db/database.ts";
import { posts } from "#server/platform/db/content-schema.ts";
import { searchParam, searchQuery } from "#server/platform/db/text-search.ts";

export const POSTS_PAGE_SIZE = 25;

export interface PostFilter {
  q?: string;
  status?: PostStatus;
}

/** The filter from a URL's query string; anything malformed is dropped rather than failing the page. */
export function postFilterFromParams(params: URLSearchParams): PostFilter {
  const filter: PostFilter = {};
  const q = searchParam(params);
  if (q) filter.q = q;
  const status = params.get("status");
  if (isPostStatus(status)) filter.status = status;
  return filter;
}

function whereOf(filter: PostFilter): SQL | undefined {
  // The default locale's posts: a translation is listed beside its original (ADR 054), never as a post of its own.
  const conditions: SQL[] = [isNull(posts.translationOf)];
  // Every word must begin a word of the post: "abm guid" finds "The ABM Guide".
  const query = filter.q ? searchQuery(filter.q) : undefined;
  if (query) conditions.push(sql`${posts.search} @@ to_tsquery('simple', ${query})`);
  if (filter.status) conditions.push(eq(posts.status, filter.status));
  return and(...conditions);
}

export async function listPosts(db: Database, filter: PostFilter, requestedPage = 1) {
  const where = whereOf(filter);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(posts).where(where);
  const pageCount = Math.max(1, Math.ceil(total / POSTS_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(requestedPage) || 1), pageCount);
  const rows = await db
    .select({
      id: posts.id,
      slug: posts.slug,
      title: posts.title,
      author: posts.author,
      status: posts.status,
      publishAt: posts.publishAt,
      updatedAt: posts.updatedAt,
    })
    .from(posts)
    .where(where)
    .orderBy(desc(posts.updatedAt), desc(posts.id))
    .limit(POSTS_PAGE_SIZE)
    .offset((page - 1) * POSTS_PAGE_SIZE);
  return { posts: rows, total, page, pageCount, counts: await statusCounts(db) };
}

/** How many posts each status holds, every status named (0 for none). */
export async function statusCounts(db: Database): Promise<Record<PostStatus, number>> {
  const rows = await db.select({ status: posts.status, count: count() }).from(posts).where(isNull(posts.translationOf)).groupBy(posts.status);
  const counts = Object.fromEntries(POST_STATUSES.map((status) => [status, 0])) as Record<PostStatus, number>;
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}
