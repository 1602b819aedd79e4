/**
 * Publishing without a rebuild, timed (ADR 024): with 10,000 posts stored, how long from a publish
 * or an unpublish until every page that shows the post answers the new state on every process
 * (the article, /blog, its category archive, the feed and the sitemap). Each change is made as an
 * operator makes it: the built content CLI (`npm run content -- publish <slug>`) with the server's
 * environment, its start-up included. Two set-ups: one server on its own PostgreSQL (DATA_DIR; the
 * CLI connects to that server's PostgreSQL), and two servers on one PostgreSQL at DATABASE_URL.
 * Then a full render: every page of the blog with 1,000 posts, in one process.
 */
import { execFile, spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { SITE_URL } from "#shared/site-url.ts";
import { coversDrawn, METRICS_TOKEN } from "./bench-server.ts";
import { coverSlug } from "#server/site/cover-store.ts";
import { ContentPages } from "#server/site/pages.ts";
import { loadRenderer, serverBuildFile } from "#server/site/renderer.ts";
import { seedContent, seedDirOf } from "#server/studio/seed.ts";
import { openDatabase, type OpenDatabase } from "#server/platform/db/database.ts";
import { memoryLogger } from "#server/platform/logger.ts";
import { freePort, startThrowawayPostgres } from "./postgres-server.ts"

export const PUBLISH_BENCH_POSTS = Number(process.env.BENCH_PUBLISH_POSTS ?? 10_000);
export const RENDER_BENCH_POSTS = 1_000;
const ROUNDS = 20;
const CLIENT_DIR = path.resolve("build/client");
const TARGET_SLUG = "bench-publish-target";

export interface PublishTiming {
  /** Which database and how many server processes, e.g. "PostgreSQL (DATABASE_URL, 2 processes)". */
  setup: string;
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

/** A built server with `env`; a DATA_DIR of its own even on DATABASE_URL, else it would look in the checkout's ./data for an old store to move. */
async function startServer(env: NodeJS.ProcessEnv & { DATA_DIR: string }): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ["build/node/server.mjs"], { env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", METRICS_TOKEN }, stdio: "ignore" });
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

/** Waits for the server's exit: on DATA_DIR it stops its PostgreSQL first. */
async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");
  await exited;
}

const execFileAsync = promisify(execFile);

/** `npm run content -- <command> <slug>`: the built CLI `npm run content` runs, with the server's environment. */
async function contentCli(env: NodeJS.ProcessEnv, command: "publish" | "unpublish", slug: string): Promise<void> {
  try {
    await execFileAsync(process.execPath, ["build/node/content.mjs", command, slug], { env: { ...process.env, ...env } });
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm run content -- ${command} ${slug} failed: ${`${stdout}${stderr}`.trim() || String(error)}`, { cause: error });
  }
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

const temporaryDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** Publishes and unpublishes through the CLI with `cliEnv` until every server shows each change. */
async function timedThroughCli(setup: string, servers: Server[], cliEnv: NodeJS.ProcessEnv): Promise<PublishTiming> {
  const timings = await timeRounds(servers, (live) => contentCli(cliEnv, live ? "publish" : "unpublish", TARGET_SLUG));
  return { setup, p50: percentile(timings, 50), p95: percentile(timings, 95), max: Math.max(...timings) };
}

/** One server on its own PostgreSQL in DATA_DIR; the CLI on the same DATA_DIR connects to it. */
async function ownPostgres(): Promise<PublishTiming> {
  const dataDir = temporaryDir("bench-publish-");
  try {
    await populated(undefined, dataDir, PUBLISH_BENCH_POSTS);
    const server = await startServer({ DATA_DIR: dataDir });
    try {
      return await timedThroughCli("PostgreSQL (own, DATA_DIR)", [server], { DATA_DIR: dataDir });
    } finally {
      await stopServer(server);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Two servers on one PostgreSQL at DATABASE_URL (fsync on); the CLI with the first one's environment. */
async function sharedPostgres(): Promise<PublishTiming> {
  const postgres = await startThrowawayPostgres({ fsync: true });
  const dataDirs = [temporaryDir("bench-publish-"), temporaryDir("bench-publish-")];
  const servers: Server[] = [];
  try {
    const databaseUrl = postgres.url;
    await populated(databaseUrl, dataDirs[0]!, PUBLISH_BENCH_POSTS);
    for (const dataDir of dataDirs) servers.push(await startServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir }));
    return await timedThroughCli("PostgreSQL (DATABASE_URL, 2 processes)", servers, { DATABASE_URL: databaseUrl, DATA_DIR: dataDirs[0] });
  } finally {
    for (const server of servers) await stopServer(server);
    await postgres.stop();
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function publishTimings(): Promise<PublishTiming[]> {
  return [await ownPostgres(), await sharedPostgres()];
}

/** Renders every page of the blog with `RENDER_BENCH_POSTS` posts stored, one after another; seconds and page count. */
export async function fullRender(): Promise<{ seconds: number; pages: number }> {
  const dataDir = temporaryDir("bench-render-");
  try {
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
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
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
