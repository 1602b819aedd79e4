/**
 * A blog of realistic size for the bench and the tests at scale: the seed's published articles
 * copied (their text, author, category, tags and cover photo), each copy under its own id and
 * slug, published an hour apart before the oldest, so the archives and related posts look like a
 * real blog's. Written by the database itself, 2,000 rows per statement.
 */
import { sql } from "drizzle-orm";
import type { Database } from "#server/platform/db/database.ts";
import { nextGeneration } from "#server/platform/db/generation.ts";

/** Ids of the copies start here, above any the seed uses. */
export const FIRST_COPY_ID = 100_000;

const BATCH = 2_000;

/** Adds `count` published copies of the seed's published articles, then moves the generation once. */
export async function addSeedCopies(db: Database, count: number): Promise<void> {
  for (let start = 0; start < count; start += BATCH) {
    const end = Math.min(count, start + BATCH) - 1;
    await db.execute(sql`
      with seed as (
        select row_number() over (order by id) - 1 as n, * from posts where status = 'published' and id < ${FIRST_COPY_ID}
      ), oldest as (
        select min(publish_at) as at from posts where status = 'published' and id < ${FIRST_COPY_ID}
      )
      insert into posts (id, slug, title, excerpt, body, author, category, tags, cover, cover_alt, status, publish_at)
      select ${FIRST_COPY_ID} + i, seed.slug || '-' || i, seed.title, seed.excerpt, seed.body, seed.author, seed.category, seed.tags,
             seed.cover, seed.cover_alt, 'published', oldest.at - ((i + 1) || ' hours')::interval
      from generate_series(${start}::int, ${end}::int) as i
      join seed on seed.n = i % (select count(*) from seed)
      cross join oldest`);
  }
  await db.transaction((tx) => nextGeneration(tx));
  await db.execute(sql`analyze posts`);
}
