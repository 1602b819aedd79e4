/**
 * The studio's posts list at scale: 10,000 stored posts, then the first page, a search and a status
 * filter, timed where the API runs them (`listPosts`), on the server's own PostgreSQL in a throwaway
 * DATA_DIR. Target: p95 ≤ 50 ms.
 */
import { sql } from "drizzle-orm";
import { listPosts, type PostFilter } from "#server/site/post-list.ts";
import type { OpenDatabase } from "#server/platform/db/database.ts";
import { withThrowawayStore } from "./throwaway-store.ts";
import { percentile, type InboxTiming } from "./inbox-bench.ts";

export const POSTS_BENCH_POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const ROUNDS = 40;

/** Posts written by the database itself, spread over the statuses and eight authors. */
async function seed(database: OpenDatabase, count: number) {
  await database.db.execute(sql`insert into authors (name) select unnest(array['Maya Chen','Omar Haddad','Priya Raman','Lukas Schulz','Mei Lin','Carlos Ruiz','Aisha Bello','Tom Baker']) on conflict do nothing`);
  await database.db.execute(sql`
    insert into posts (id, slug, title, excerpt, body, author, category, tags, status, publish_at, updated_at)
    select i,
           'post-' || i || '-' || (array['organic-growth','pipeline-review','content-ops','search-intent'])[1 + i % 4],
           (array['How we grew','What we learned from','A field guide to','Ten notes on'])[1 + i % 4] || ' ' || (array['organic traffic','pipeline reviews','content operations','search intent','AI agents'])[1 + i % 5] || ' ' || i,
           'An excerpt about ' || (array['ContentOS','InsightStream','SEO Genesis','Authority Engine','AI SDR'])[1 + i % 5] || ' and the teams that use it.',
           'Body text ' || i,
           (array['Maya Chen','Omar Haddad','Priya Raman','Lukas Schulz','Mei Lin','Carlos Ruiz','Aisha Bello','Tom Baker'])[1 + i % 8],
           'SEO', '["SEO"]'::jsonb,
           (array['draft','in_review','scheduled','published','published','published','unpublished'])[1 + i % 7],
           now() - (i || ' hours')::interval,
           now() - (i || ' minutes')::interval
    from generate_series(1, ${count}::int) as i`);
  await database.db.execute(sql`analyze posts`);
}

const QUERIES: [string, PostFilter][] = [
  ["first page, every status", {}],
  ["search: two words", { q: "pipeline reviews" }],
  ["search: author's first name", { q: "priya" }],
  ["status filter: in review", { status: "in_review" }],
];

async function timeQueries(database: OpenDatabase): Promise<InboxTiming[]> {
  const timings: InboxTiming[] = [];
  for (const [label, filter] of QUERIES) {
    await listPosts(database.db, filter); // warm the cache and the plan
    const samples: number[] = [];
    let total = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      total = (await listPosts(database.db, filter)).total;
      samples.push(performance.now() - started);
    }
    timings.push({ query: label, targetMs: 50, total: total.toLocaleString("en-US"), p50: percentile(samples, 50), p95: percentile(samples, 95) });
  }
  return timings;
}

/** The timings on a fresh DATA_DIR's own PostgreSQL. */
export function postsTimings(): Promise<InboxTiming[]> {
  return withThrowawayStore("posts-bench-", async (database) => {
    await seed(database, POSTS_BENCH_POSTS);
    return timeQueries(database);
  });
}
