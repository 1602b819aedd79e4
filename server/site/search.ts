/**
 * The blog's public search, answered by the store: PostgreSQL full-text search over the live
 * posts' text (posts.text_search, its language's words stemmed, the title weighing most), so a post is
 * found the moment it is published and nothing is built or kept in memory. The query is read by
 * `websearch_to_tsquery`: any input is a valid query ("quoted phrases", or, -word). A word most
 * articles hold is ranked among its newest SEARCH_CANDIDATES matches, so a search costs the same at
 * 100 posts as at 10,000. Each locale's blog searches its own posts, in its own words (ADR 054):
 * the default locale's in English, a German one's stemmed as German.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "#server/platform/db/database.ts";
import { MATCH_END, MATCH_START, passageOf, type SearchResults } from "#server/site/render/blog-search.server.ts";
import { SEARCH_CANDIDATES, SEARCH_RESULTS } from "#shared/blog-search.ts";
import type { PostSummary } from "#server/site/render/blog.server.ts";
import type { SiteConfig } from "#shared/content/site.ts";

/** What the page shows: the posts published at its generation, and the site's facts; `locale` a locale blog's (none: the default locale's). */
export interface Published {
  bySlug: ReadonlyMap<string, PostSummary>;
  site: SiteConfig;
  locale?: string;
}

const HEADLINE = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MinWords=18, MaxWords=36, ShortWord=2, HighlightAll=false`;

/** The words of `locale` as PostgreSQL stems them (drizzle/0048): English for the default locale's posts. */
const config = (locale: string | undefined): SQL => sql`search_config(${locale ?? null}::text)`;

/** The posts of one locale's blog. */
const ofLocale = (locale: string | undefined): SQL => (locale === undefined ? sql`translation_of is null` : sql`locale = ${locale}`);

/** The query as PostgreSQL reads it: inline (not a CTE), so the planner sees it as a constant and knows how many posts hold its words. */
function tsquery(query: string, locale: string | undefined): SQL {
  return sql`websearch_to_tsquery(${config(locale)}, ${query})`;
}

const PHRASE_OPERATOR = "<[0-9]*->|<[0-9]+>";

/** Does the query hold a phrase (quoted words, a hyphenated word), whose words' positions must be read? */
async function holdsPhrase(db: Database, query: string, locale: string | undefined): Promise<boolean> {
  const { rows } = (await db.execute(sql`select ${tsquery(query, locale)}::text ~ ${PHRASE_OPERATOR} as phrase`)) as unknown as { rows: Array<{ phrase: boolean }> };
  return rows[0]?.phrase ?? false;
}

/**
 * The newest posts matching words, up to SEARCH_CANDIDATES: a word most posts hold is found by
 * walking the publish_at index newest first until enough match, a rare one by the text index.
 */
function newestHoldingWords(query: string, locale: string | undefined): SQL {
  return sql`
    select id, slug, text_search, publish_at
    from posts
    where status = 'published' and ${ofLocale(locale)} and text_search @@ ${tsquery(query, locale)}
    order by publish_at desc, id desc
    limit ${SEARCH_CANDIDATES}`;
}

/**
 * A phrase ("account list") is checked against the words' positions, which the index does not hold:
 * each post's whole text_search is read from TOAST. So the posts holding every word of it (the index
 * answers that alone) are taken newest first, and the phrase is checked on them in that order only
 * until enough match; `offset 0` keeps the planner from checking it on all of them first. The words
 * are a CTE here, opaque to the planner: seeing them, it would walk the dates and read every post on
 * the way. A query that excludes something (!) is used as it is: its words alone would exclude too much.
 */
function newestHoldingPhrase(query: string, locale: string | undefined): SQL {
  return sql`
    with query as (select ${tsquery(query, locale)} as q),
    words as (
      select case when q::text like '%!%' then q else regexp_replace(q::text, ${PHRASE_OPERATOR}, '&', 'g')::tsquery end as w
      from query
    )
    select id, slug, text_search, publish_at
    from (
      select id, slug, text_search, publish_at
      from posts, words
      where status = 'published' and ${ofLocale(locale)} and text_search @@ words.w
      order by publish_at desc, id desc
      offset 0
    ) newest, query
    where text_search @@ query.q
    limit ${SEARCH_CANDIDATES}`;
}

/**
 * A result's passage, its words marked: the first of its passages (post_passages) that holds the
 * whole query, else the first holding one of its words, else its first (a match in the title alone).
 * Marking one paragraph rather than the whole article is a tenth of the work.
 */
function passageHolding(query: string, locale: string | undefined): SQL {
  const anyWord = sql`replace(plainto_tsquery(${config(locale)}, ${query})::text, '&', '|')::tsquery`;
  return sql`
    select ts_headline(${config(locale)}, passage.text, ${tsquery(query, locale)}, ${HEADLINE})
    from post_passages passage
    where passage.post_id = ranked.id
    order by passage.text_search @@ ${tsquery(query, locale)} desc, passage.text_search @@ ${anyWord} desc, passage.ord
    limit 1`;
}

/** The published posts of `published` that match `query`, best first (then newest), a page of them. */
export async function searchPosts(db: Database, published: Published, query: string, page = 1): Promise<SearchResults> {
  if (!query) return { query, total: 0, page, results: [] };
  const { locale } = published;
  const candidates = (await holdsPhrase(db, query, locale)) ? newestHoldingPhrase(query, locale) : newestHoldingWords(query, locale);
  const { rows } = (await db.execute(sql`
    select slug, total::int as total, coalesce((${passageHolding(query, locale)}), '') as passage
    from (
      select slug, publish_at, id, ts_rank_cd(text_search, ${tsquery(query, locale)}) as rank, count(*) over () as total
      from (${candidates}) candidates
      order by rank desc, publish_at desc, id desc
      offset ${(page - 1) * SEARCH_RESULTS}
      limit ${SEARCH_RESULTS}
    ) ranked
    order by rank desc, publish_at desc, id desc`)) as unknown as { rows: Array<{ slug: string; passage: string; total: number }> };
  // The page shows one generation: a post published a moment ago waits for the snapshot that lists it.
  const results = rows.flatMap(({ slug, passage }) => {
    const post = published.bySlug.get(slug);
    return post ? [{ slug, title: post.title, passage: passageOf(passage, published.site) }] : [];
  });
  return { query, total: rows[0]?.total ?? 0, page, results };
}
