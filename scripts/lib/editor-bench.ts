/**
 * The post editor on a long post (issue 52): what each keystroke costs the main thread in the
 * formatted view, on a 3,000-word post made of the seed's articles (keystroke-bench.ts).
 * `BENCH_ONLY=editor npm run bench`.
 */
import { eq, sql } from "drizzle-orm";
import { posts } from "#server/platform/db/content-schema.ts";
import type { OpenDatabase } from "#server/platform/db/database.ts";
import { keystrokeTimings } from "./keystroke-bench.ts";
import { editorSession, loadAverage, spread, withServers } from "./publish-bench.ts";

const LONG_POST_WORDS = 3_000;
const SEED_POSTS = 18;
/** What the writer types at the end of the post: 180 keys. */
const TYPED = "Search intent beats volume, every time. ".repeat(4).trim().padEnd(180, " more");

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** A draft of at least LONG_POST_WORDS words, the seed's articles one after another; answers its id and length. */
async function longPost(database: OpenDatabase): Promise<{ id: number; words: number }> {
  const published = await database.db.select().from(posts).where(eq(posts.status, "published")).orderBy(posts.id);
  let body = "";
  for (const post of published) {
    if (words(body) >= LONG_POST_WORDS) break;
    body += `${body ? "\n\n" : ""}${post.body.trim()}`;
  }
  const [{ id }] = (await database.db.select({ id: sql<number>`max(${posts.id}) + 1` }).from(posts)) as [{ id: number }];
  const [first] = published;
  await database.db.insert(posts).values({ id, slug: "a-long-read", title: "A long read", excerpt: first!.excerpt, body, author: first!.author, category: first!.category, tags: first!.tags, status: "draft" });
  return { id, words: words(body) };
}

export async function editorSection(): Promise<string> {
  return withServers(SEED_POSTS, async (servers, database) => {
    const post = await longPost(database);
    const session = await editorSession(database, "bench-keys@vendor.example");
    const load = loadAverage();
    const timings = spread(await keystrokeTimings(servers[0]!.url, session.token, post.id, TYPED));
    return `## The post editor (${new Date().toISOString().slice(0, 10)})

\`BENCH_ONLY=editor npm run bench\` (\`scripts/lib/editor-bench.ts\`, \`keystroke-bench.ts\`): the built server, the studio
in Chromium (1280 px), a ${post.words.toLocaleString("en-US")}-word draft open in the formatted view, ${TYPED.length} keys typed at its end
every 80 ms. From Chromium's trace, the renderer main thread's task time for each key, every task from the
one that dispatches its keydown until the next key's (the key's events, React's re-render, style, layout
and paint; autosave's requests as they fall): p50 ${timings.p50.toFixed(1)} ms,
**p95 ${timings.p95.toFixed(1)} ms**, max ${timings.max.toFixed(1)} ms (load ${load}; target under 16 ms a keystroke).
`;
  });
}
