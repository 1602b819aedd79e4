/**
 * Publishing without a rebuild, timed (ADR 024): with 10,000 posts stored, how long from a publish
 * or an unpublish until every page that shows the post answers the new state on every process
 * (the article, /blog, its category archive, the feed and the sitemap), on PGlite (one server; the
 * change sent through its admin channel, as `npm run content` does) and on PostgreSQL (two
 * servers; the change made by a third connection). Then a full render: every page of the blog
 * with 1,000 posts, in one process.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { SITE_URL } from "#app/lib/site-url.ts";
import { runOverChannel } from "#server/cli/admin-channel.ts";
import { coversDrawn, METRICS_TOKEN } from "./bench-server.ts";
import { coverSlug } from "#server/content/cover-store.ts";
import { ContentPages } from "#server/content/pages.ts";
import { publishPost, unpublishPost } from "#server/content/publishing.ts";
import { loadRenderer, serverBuildFile } from "#server/content/renderer.ts";
import { seedContent, seedDirOf } from "#server/content/seed.ts";
import { openDatabase, type OpenDatabase } from "#server/db/database.ts";
import { posts } from "#server/db/schema.ts";
import { memoryLogger } from "#server/logger.ts";
import { freePort, startThrowawayPostgres } from "./postgres-server.ts";

export const PUBLISH_BENCH_POSTS = Number(process.env.BENCH_PUBLISH_POSTS ?? 10_000);
export const RENDER_BENCH_POSTS = 1_000;
const ROUNDS = 20;
const CLIENT_DIR = path.resolve("build/client");
const TARGET_SLUG = "bench-publish-target";

export interface PublishTiming {
  store: string;
  processes: number;
  p50: number;
  p95: number;
  max: number;
}

/** `count` published posts written by the database itself, 2,000 per statement; the target post newest. */
async function addPosts(database: OpenDatabase, count: number) {
  for (let start = 0; start < count; start += 2_000) {
    const end = Math.min(count, start + 2_000) - 1;
    await database.db.execute(sql`
      insert into posts (id, slug, title, excerpt, body, author, category, tags, status, publish_at)
      select 1000 + i,
             case when i = 0 then ${TARGET_SLUG} else 'bench-post-' || i end,
             'Benchmark article ' || i || ' on ' || (array['pipeline','content','search','outbound','analytics'])[1 + i % 5],
             'What article ' || i || ' says, in a sentence or two for the card and the search result.',
             repeat('A paragraph of the article, with words a reader would search for. ', 40),
             'Maya Chen',
             'Category ' || (i % 20),
             jsonb_build_array('Tag ' || (i % 100), 'Tag ' || ((i + 7) % 100)),
             'published',
             timestamptz '2026-11-01' - (i || ' hours')::interval
      from generate_series(${start}::int, ${end}::int) as i`);
  }
  await database.db.execute(sql`update content_state set generation = generation + 1`);
  await database.db.execute(sql`analyze posts`);
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Server {
  url: string;
  child: ChildProcess;
}

async function startServer(env: NodeJS.ProcessEnv): Promise<Server> {
  const port = await freePort();
  const child = spawn("node", ["build/node/server.mjs"], { env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", METRICS_TOKEN }, stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (await fetch(`${url}/healthz`).then((response) => response.ok, () => false)) {
      // The seed's covers, drawn at start, would take a core from the publishes timed.
      await coversDrawn(url);
      return { url, child };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not start");
}

/** Does every page that shows the target post say it is `live` (or gone)? */
async function showsState(url: string, live: boolean): Promise<boolean> {
  const link = `/blog/${TARGET_SLUG}`;
  const [article, list, archive, feed, sitemap] = await Promise.all(
    [link, "/blog", "/blog/category/category-0", "/blog/rss.xml", "/sitemap.xml"].map((address) => fetch(`${url}${address}`).then(async (response) => ({ status: response.status, text: await response.text() }))),
  );
  const listed = [list!, archive!, feed!, sitemap!].every((page) => page.text.includes(link) === live);
  return listed && article!.status === (live ? 200 : 410);
}

async function timeRounds(servers: Server[], change: (publish: boolean) => Promise<void>): Promise<number[]> {
  const timings: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const live = round % 2 === 1;
    const started = performance.now();
    await change(live);
    while (!(await Promise.all(servers.map((server) => showsState(server.url, live)))).every(Boolean)) await new Promise((resolve) => setTimeout(resolve, 5));
    timings.push(performance.now() - started);
  }
  return timings;
}

async function populated(databaseUrl: string | undefined, dataDir: string, count: number): Promise<void> {
  const database = await openDatabase({ databaseUrl, dataDir, migrationsFolder: path.resolve("drizzle") });
  await seedContent(database.db, seedDirOf(CLIENT_DIR));
  await addPosts(database, count);
  await database.close();
}

async function targetId(database: OpenDatabase): Promise<number> {
  const [target] = await database.db.select({ id: posts.id }).from(posts).where(eq(posts.slug, TARGET_SLUG));
  return target!.id;
}

export async function publishTimings(): Promise<PublishTiming[]> {
  const results: PublishTiming[] = [];

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-publish-"));
  await populated(undefined, dataDir, PUBLISH_BENCH_POSTS);
  const embedded = await startServer({ DATA_DIR: dataDir });
  try {
    const timings = await timeRounds([embedded], async (live) => {
      const answer = await runOverChannel(dataDir, { tool: "content", args: [live ? "publish" : "unpublish", TARGET_SLUG], tty: false });
      if (answer?.code !== 0) throw new Error(`content command failed: ${answer?.output}`);
    });
    results.push({ store: "PGlite", processes: 1, p50: percentile(timings, 50), p95: percentile(timings, 95), max: Math.max(...timings) });
  } finally {
    embedded.child.kill("SIGTERM");
  }

  const postgres = await startThrowawayPostgres({ fsync: true });
  try {
    const databaseUrl = postgres.url;
    await populated(databaseUrl, fs.mkdtempSync(path.join(os.tmpdir(), "bench-publish-")), PUBLISH_BENCH_POSTS);
    const servers = [await startServer({ DATABASE_URL: databaseUrl }), await startServer({ DATABASE_URL: databaseUrl })];
    const editor = await openDatabase({ databaseUrl, dataDir: os.tmpdir(), migrationsFolder: path.resolve("drizzle") });
    try {
      const id = await targetId(editor);
      const timings = await timeRounds(servers, async (live) => {
        await (live ? publishPost(editor.db, id) : unpublishPost(editor.db, id));
      });
      results.push({ store: "PostgreSQL", processes: 2, p50: percentile(timings, 50), p95: percentile(timings, 95), max: Math.max(...timings) });
    } finally {
      await editor.close();
      for (const server of servers) server.child.kill("SIGTERM");
    }
  } finally {
    await postgres.stop();
  }
  return results;
}

/** Renders every page of the blog with `RENDER_BENCH_POSTS` posts stored, one after another; seconds and page count. */
export async function fullRender(): Promise<{ seconds: number; pages: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-render-"));
  await populated(undefined, dataDir, RENDER_BENCH_POSTS - fs.readdirSync(seedDirOf(CLIENT_DIR)).filter((name) => name.endsWith(".md")).length);
  const database = await openDatabase({ dataDir, migrationsFolder: path.resolve("drizzle") });
  try {
    const pages = new ContentPages({ db: database.db, render: await loadRenderer(serverBuildFile(CLIENT_DIR)), origin: SITE_URL, logger: memoryLogger().logger });
    const started = performance.now();
    // Every list page, archive and article, the feed, the sitemap and the search index; not the covers.
    const addresses = (await pages.addresses()).filter((address) => coverSlug(address) === undefined);
    for (const address of addresses) await pages.file(address);
    return { seconds: (performance.now() - started) / 1000, pages: addresses.length };
  } finally {
    await database.close();
  }
}

/** Article files: the seed's, then copies of them under new ids and slugs up to `count`. */
function writeArticles(dir: string, count: number): void {
  const seed = path.resolve("content/blog");
  fs.mkdirSync(dir, { recursive: true });
  fs.copyFileSync(path.join(seed, "authors.yaml"), path.join(dir, "authors.yaml"));
  const files = fs.readdirSync(seed).filter((name) => name.endsWith(".md")).sort();
  for (let i = 0; i < count; i += 1) {
    const file = files[i % files.length]!;
    const source = fs.readFileSync(path.join(seed, file), "utf8");
    if (i < files.length) {
      fs.writeFileSync(path.join(dir, file), source);
      continue;
    }
    const slug = `${file.slice(0, -3)}-${i}`;
    const copy = source
      .replace(/^id: .*$/m, `id: ${10_000 + i}`)
      .replace(/^slug: .*$/m, `slug: "${slug}"`)
      .replace(/^image: .*$/m, `image: "/images/blog/${slug}.webp"`);
    fs.writeFileSync(path.join(dir, `${slug}.md`), copy);
  }
}

/** Seconds `npm run build:app` takes from nothing (no generated images kept) with `count` articles. */
export function timeBuild(count: number): number {
  // Inside the checkout: the prerender imports the server bundle, which finds its packages in node_modules.
  const root = fs.mkdtempSync(path.resolve(`build-bench-${count}-`));
  writeArticles(path.join(root, "content/blog"), count);
  const env = { ...process.env, BLOG_CONTENT_DIR: path.join(root, "content/blog"), SITE_BUILD_DIR: path.join(root, "build"), SITE_PUBLIC_DIR: path.join(root, "public") };
  const started = performance.now();
  const result = spawnSync("npm", ["run", "build:app"], { env, stdio: "ignore" });
  const seconds = (performance.now() - started) / 1000;
  fs.rmSync(root, { recursive: true, force: true });
  if (result.status !== 0) throw new Error(`The build with ${count} articles failed`);
  return seconds;
}
