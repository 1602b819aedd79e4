/**
 * The render path at scale, timed as people meet it (ADR 038), on a blog of the seed's articles
 * copied (scale-posts.ts):
 * - publish and unpublish through the built CLI (`npm run content -- publish <slug>`, its start-up
 *   included) and through the studio's request, until every process serves the change on every
 *   page that shows it: the article (200/410), /blog, its category, the feed, the sitemap;
 * - a cold crawl of every page over HTTP (8 at a time, as a crawler asks), its time per page at
 *   1,000 and at 10,000 posts, and the server's memory after it and after crawls at 32 and 2 at a time;
 * - searches for words of the articles.
 * Two servers on one PostgreSQL (DATABASE_URL, fsync on), the load average noted beside each figure.
 */
import { execFile, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq, sql } from "drizzle-orm";
import { METRICS_TOKEN, spawnBuiltServer, stop, waitForQuietMachine } from "./bench-server.ts";
import { addSeedCopies } from "./scale-posts.ts";
import { RSS_PATH } from "#server/site/rss.ts";
import { keepArticleRenders, loadSnapshot } from "#server/site/source.ts";
import { seedContent, seedDirOf } from "#server/studio/seed.ts";
import { ADMIN_API } from "#server/auth/http.ts";
import { createSession, SESSION_COOKIE } from "#server/auth/sessions.ts";
import { addUser, completeSetup } from "#server/auth/users.ts";
import { openDatabase, type OpenDatabase } from "#server/platform/db/database.ts";
import { posts } from "#server/platform/db/content-schema.ts";
import { saveLocales } from "#server/platform/site-settings.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import type { SiteMenus } from "#shared/pages/menus.ts";
import { articleSlugOf } from "#shared/blog-paths.ts";
import { freePort, startThrowawayPostgres } from "./postgres-server.ts";
import { previewTypingTimings } from "./preview-typing-bench.ts";
import { startGetTimer, type GetTimer } from "./get-timer.ts";
import { STATUS_PAGE_PATHS } from "#shared/site-paths.ts";
import { timedChange, watching, type ServedState } from "./served-watch.ts";
import { productionNode } from "./production-node.ts";

export const PUBLISH_BENCH_POSTS = Number(process.env.BENCH_PUBLISH_POSTS ?? 10_000);
export const RENDER_BENCH_POSTS = 1_000;
const ROUNDS = 20;
/** Searches timed, one after another. */
export const SEARCHES_RUN = 200;
const CLIENT_DIR = path.resolve("build/client");
const TARGET_ID = 99_999;
const TARGET_SLUG = "bench-publish-target";

export interface Spread {
  p50: number;
  p95: number;
  max: number;
}

export interface PublishTiming extends Spread {
  /** "the CLI" or "the studio". */
  path: string;
  load: string;
}

/** What a crawled address is, for comparing like with like across blog sizes. */
export const PAGE_KINDS = ["article", "list", "feed and sitemap"] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export interface Crawl {
  posts: number;
  pages: number;
  seconds: number;
  msPerPage: number;
  /** The server's CPU (user and system, every thread) over the cold crawl, a page: what rendering and sending one costs. */
  cpuMsPerPage: number;
  /** Median time of one request, by the kind of page. */
  medianMs: Record<PageKind, number>;
  /** The server's resident memory after the cold crawl. */
  rssMb: number;
  /** Its resident memory after each crawl of the whole site, by requests in flight (the cold one first). */
  memory: { inFlight: number; rssMb: number }[];
  load: string;
}

export interface ScaleFigures {
  publish: PublishTiming[];
  crawls: Crawl[];
  search: Spread & { load: string; posts: number };
  /** A page drawn from its document for the editor's preview (POST /admin/api/pages/preview), every page of the seed. */
  pagePreview: Spread & { load: string };
  /** A page rendered from the store for a request, after a change every page shows (the menus): the GET's whole time. */
  pageRender: Spread & { load: string };
  /** The same requests, as long as the server's store took to answer them (its render and compression; Server-Timing). */
  storeRender: Spread;
  /** From the last key typed in the page editor until its preview shows the word (Chromium). */
  previewTyping: Spread & { load: string };
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" / ");

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return { p50: at(50), p95: at(95), max: sorted.at(-1)! };
}

export interface Server {
  url: string;
  child: ChildProcess;
}

/** The built server as the deploy unit starts it, in a process of its own; resolves once it answers. */
export async function startServer(env: NodeJS.ProcessEnv & { DATA_DIR: string }): Promise<Server> {
  return spawnBuiltServer({ ...env, PORT: String(await freePort()), LOG_LEVEL: "warn", METRICS_TOKEN });
}

export const stopServer = (server: Server): Promise<void> => stop(server.child);

/** The seed, copies of its articles up to `count` published posts, and the post the rounds publish (a draft). */
async function populate(database: OpenDatabase, count: number): Promise<void> {
  const seeded = await seedContent(database.db, seedDirOf(CLIENT_DIR));
  await addSeedCopies(database.db, count - seeded);
  // As a site leaves them once read: each article's text rendered once, kept for every process.
  await keepArticleRenders(database.db);
  await database.db.execute(sql`
    insert into posts (id, slug, title, excerpt, body, author, category, tags, status)
    select ${TARGET_ID}, ${TARGET_SLUG}, 'The article the bench publishes', excerpt, body, author, category, tags, 'draft'
    from posts where status = 'published' order by publish_at desc limit 1`);
}

/** Every page of the blog the server answers: lists, archives, articles, the search page, the feed and the sitemap. */
async function blogAddresses(database: OpenDatabase, baseUrl: string): Promise<string[]> {
  const { index } = await loadSnapshot(database.db);
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const parts = sitemap.includes("<sitemapindex") ? [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname) : [];
  return [...index.paths(), "/blog/search", RSS_PATH, "/sitemap.xml", ...parts];
}

function kindOf(address: string): PageKind {
  if (articleSlugOf(address)) return "article";
  return address.startsWith("/blog") && address !== RSS_PATH ? "list" : "feed and sitemap";
}

/** Fetches every address, `inFlight` at a time; fails on any answer but 200. Each request's time by kind of page. */
async function crawl(baseUrl: string, addresses: string[], inFlight: number): Promise<{ seconds: number; times: Record<PageKind, number[]> }> {
  const started = performance.now();
  const times = Object.fromEntries(PAGE_KINDS.map((kind) => [kind, [] as number[]])) as Record<PageKind, number[]>;
  let next = 0;
  const worker = async () => {
    while (next < addresses.length) {
      const address = addresses[next++]!;
      const sent = performance.now();
      const response = await fetch(`${baseUrl}${address}`, { headers: { "accept-encoding": "br" } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${address} answered ${response.status}`);
      times[kindOf(address)].push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return { seconds: (performance.now() - started) / 1000, times };
}

/** A process's CPU so far, user and system, in ms (`/proc/<pid>/stat`, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(")").at(-1)!.trim().split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) / 1024;
}

/** As a crawler or a tool measuring from outside would ask (issue 74): the cold crawl's requests in flight. */
export const CRAWL_IN_FLIGHT = 8;
/** After the cold crawl, the whole site again at each of these, the memory after each (≤ 600 MB whatever the concurrency). */
export const MEMORY_IN_FLIGHT = [32, 2] as const;

/**
 * A cold crawl of every page on a server just started, timed, its memory after; then the site again
 * at other concurrencies, the memory after each. No wait for a quiet machine: the load is noted.
 */
export async function timedCrawl(database: OpenDatabase, server: Server, posts: number, memoryAt: readonly number[] = []): Promise<Crawl> {
  const addresses = await blogAddresses(database, server.url);
  const load = loadAverage();
  const cpuBefore = cpuMs(server.child.pid!);
  const { seconds, times } = await crawl(server.url, addresses, CRAWL_IN_FLIGHT);
  const cpuMsPerPage = (cpuMs(server.child.pid!) - cpuBefore) / addresses.length;
  const medianMs = Object.fromEntries(Object.entries(times).map(([kind, values]) => [kind, spread(values).p50])) as Record<PageKind, number>;
  const rssMb = residentMb(server.child.pid!);
  const memory = [{ inFlight: CRAWL_IN_FLIGHT, rssMb }];
  for (const inFlight of memoryAt) {
    await crawl(server.url, addresses, inFlight);
    memory.push({ inFlight, rssMb: residentMb(server.child.pid!) });
  }
  return { posts, pages: addresses.length, seconds, msPerPage: (seconds * 1000) / addresses.length, cpuMsPerPage, medianMs, rssMb, memory, load };
}

/** Each change timed from when it is made until the watcher, polling from its own process, sees both servers serve it. */
function timeRounds(servers: Server[], category: string, change: (live: boolean) => Promise<void>): Promise<number[]> {
  return watching(async (watcher) => {
    const timings: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const live = round % 2 === 0;
      timings.push(await timedChange(watcher, targetState(servers, category, live), () => change(live)));
    }
    return timings;
  });
}

const targetState = (servers: Server[], category: string, live: boolean): ServedState => ({ urls: servers.map((server) => server.url), slug: TARGET_SLUG, category, live });

const execFileAsync = promisify(execFile);

/** `npm run content -- <command> <slug> [time]`: the built CLI `npm run content` runs, with the server's environment. */
async function contentCli(env: NodeJS.ProcessEnv, command: "publish" | "unpublish" | "schedule", at?: Date): Promise<void> {
  try {
    await execFileAsync(productionNode(), ["build/node/content.mjs", command, TARGET_SLUG, ...(at ? [at.toISOString()] : [])], { env: { ...process.env, ...env } });
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm run content -- ${command} failed: ${`${stdout}${stderr}`.trim() || String(error)}`, { cause: error });
  }
}

/** The headers of an editor's session on `server`, as the studio holds one: the cookie and the CSRF token its requests send. */
export async function editorSession(database: OpenDatabase, email: string) {
  const { token } = await addUser(database.db, email, { role: "editor" });
  const user = await completeSetup(database.db, token, "a long bench password of several words");
  if ("problem" in user) throw new Error(user.problem);
  return createSession(database.db, user.id, "password", "bench");
}

export async function editorHeaders(database: OpenDatabase, server: Server, email: string) {
  const session = await editorSession(database, email);
  return { origin: server.url, "sec-fetch-site": "same-origin", cookie: `${SESSION_COOKIE}=${session.token}`, "x-csrf-token": session.csrfToken, "content-type": "application/json" };
}

/** A post's publish and unpublish through the studio; a publish names the revision the editor has (each step's answer gives the next). */
async function editorRequests(database: OpenDatabase, server: Server) {
  const headers = await editorHeaders(database, server, "bench-editor@vendor.example");
  const opened = await fetch(`${server.url}${ADMIN_API}/posts/${TARGET_ID}/edit`, { headers });
  let { revision } = ((await opened.json()) as { post: { revision: number } }).post;
  return async (live: boolean) => {
    const response = await fetch(`${server.url}${ADMIN_API}/posts/${TARGET_ID}/${live ? "publish" : "unpublish"}`, { method: "POST", headers, body: JSON.stringify(live ? { revision } : {}) });
    if (response.status !== 200) throw new Error(`the studio's ${live ? "publish" : "unpublish"} answered ${response.status}: ${await response.text()}`);
    ({ revision } = ((await response.json()) as { post: { revision: number } }).post);
  };
}

/** The home page's headline in two versions a round alternates between. */
const HEADLINES = ["Your marketing team, multiplied by AI", "Your pipeline, multiplied by AI"];

/** The admin API as the bench's editor calls it: each answer a 200, or the bench stops with what it said. */
function studioApi(server: Server, headers: Record<string, string>) {
  return async (path: string, method: string, body?: unknown) => {
    const response = await fetch(`${server.url}${ADMIN_API}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    if (response.status !== 200 && response.status !== 201) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { page: { id: number; revision: number; document: PageDocument }; pages: Array<{ id: number; path: string }>; html: string };
  };
}
type StudioApi = ReturnType<typeof studioApi>;

/**
 * A live page's hero changed as an editor changes it (ADR 040): its headline saved, then put on the
 * site ("Update the live page"); a round is timed from the save until both processes serve it at `path`.
 */
async function heroEditTimings(servers: Server[], api: StudioApi, id: number, path: string, headlines: readonly string[]): Promise<number[]> {
  let { page } = await api(`/pages/${id}`, "GET");
  return watching(async (watcher) => {
    const timings: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const headline = headlines[(round + 1) % 2]!;
      const document = { ...page.document, sections: page.document.sections.map((section) => (section.type === "hero" ? { ...section, title: headline } : section)) };
      const shown = { urls: servers.map(({ url }) => url), path, html: `>${headline}</h1>` };
      timings.push(
        await timedChange(watcher, shown, async () => {
          const { page: saved } = await api(`/pages/${id}`, "PUT", { document, baseRevision: page.revision, editSession: "bench" });
          ({ page } = await api(`/pages/${id}/update`, "POST", { revision: saved.revision }));
        }),
      );
    }
    return timings;
  });
}

/**
 * A German translation of the home page (ADR 054), made, written and published through the studio
 * once, then its hero edited and updated as the home page's is: a translation is live as fast as any page.
 */
async function translationEditTimings(servers: Server[], database: OpenDatabase, homeId: number): Promise<number[]> {
  await saveLocales(database.db, { default: "en-US", others: ["de"], missing: "default-page" }, { actor: "bench" });
  const api = studioApi(servers[0]!, await editorHeaders(database, servers[0]!, "bench-translator@vendor.example"));
  const { page: draft } = await api(`/pages/${homeId}/translations`, "POST", { locale: "de" });
  const written = JSON.parse(JSON.stringify(draft.document).replace(/\[Write[^\]]*\]/g, "Auf Deutsch")) as PageDocument;
  const { page: saved } = await api(`/pages/${draft.id}`, "PUT", { document: written, baseRevision: draft.revision, editSession: "bench" });
  await api(`/pages/${draft.id}/publish`, "POST", { revision: saved.revision });
  return heroEditTimings(servers, api, draft.id, "/de", GERMAN_HEADLINES);
}

/** The German home page's headline in two versions. */
const GERMAN_HEADLINES = ["Ihr Marketingteam, vervielfacht durch KI", "Ihre Pipeline, vervielfacht durch KI"];

/** An edit to the home page's hero through the studio, then the editor's preview of every page of the seed. */
async function pageEditTimings(servers: Server[], database: OpenDatabase): Promise<{ timings: number[]; previews: number[]; previewLoad: string; homeId: number }> {
  const api = studioApi(servers[0]!, await editorHeaders(database, servers[0]!, "bench-pages@vendor.example"));
  const home = (await api("/pages", "GET")).pages.find((page) => page.path === "/")!;
  const timings = await heroEditTimings(servers, api, home.id, "/", HEADLINES);
  // The editor's preview: every page of the seed drawn from its document, five times each, never kept.
  await waitForQuietMachine();
  const previewLoad = loadAverage();
  const previews: number[] = [];
  for (const { id } of (await api("/pages", "GET")).pages) {
    const { page: each } = await api(`/pages/${id}`, "GET");
    for (let round = 0; round < 5; round += 1) {
      const started = performance.now();
      await api("/pages/preview", "POST", { document: each.document });
      previews.push(performance.now() - started);
    }
  }
  return { timings, previews, previewLoad, homeId: home.id };
}

/** The header's Contact entry in two names a round alternates between. */
const CONTACT_LABELS = ["Talk to us", "Contact"];

/**
 * An editor's change to the header's menu (ADR 040), timed from the save until both processes
 * serve it on the home page; then every other page of the seed asked for once, each rendered from
 * the store for that request (the menus are on every page, so none is kept from before).
 */
async function menuEditTimings(servers: Server[], database: OpenDatabase, timer: GetTimer): Promise<{ timings: number[]; renders: number[]; storeTimes: number[]; renderLoad: string }> {
  const server = servers[0]!;
  const headers = await editorHeaders(database, server, "bench-menus@vendor.example");
  const put = async (menus: SiteMenus, baseVersion: number) => {
    const response = await fetch(`${server.url}${ADMIN_API}/menus`, { method: "PUT", headers, body: JSON.stringify({ menus, baseVersion }) });
    if (response.status !== 200) throw new Error(`PUT /menus answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { menus: SiteMenus; version: number };
  };
  let { menus, version } = (await (await fetch(`${server.url}${ADMIN_API}/menus`, { headers })).json()) as { menus: SiteMenus; version: number };
  const { pages } = (await (await fetch(`${server.url}${ADMIN_API}/pages`, { headers })).json()) as { pages: Array<{ path: string; status: string }> };
  const others = pages.filter((page) => page.status === "published" && page.path !== "/").map((page) => page.path);
  const timings: number[] = [];
  const renders: number[] = [];
  const storeTimes: number[] = [];
  const renderLoad = loadAverage();
  await watching(async (watcher) => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const label = CONTACT_LABELS[round % 2]!;
      const entries = menus.header.entries.map((entry) => (entry.href === "/contact" ? { ...entry, label } : entry));
      const shown = { urls: servers.map(({ url }) => url), path: "/", html: `>${label}</a>`, within: '<nav aria-label="Main"[\\s\\S]*?</nav>' };
      timings.push(await timedChange(watcher, shown, async () => ({ menus, version } = await put({ ...menus, header: { ...menus.header, entries } }, version))));
      for (const path of others) {
        const { ms, storeMs } = await timer.time(`${server.url}${path}`, STATUS_PAGE_PATHS.includes(path) ? 404 : 200);
        renders.push(ms);
        if (storeMs === undefined) throw new Error(`${path} was not made for its request after a menu edit (no Server-Timing store)`);
        storeTimes.push(storeMs);
      }
    }
  });
  return { timings, renders, storeTimes, renderLoad };
}

/** How far ahead a round schedules the post: time for the CLI to start and commit. */
const SCHEDULE_AHEAD_MS = 3_000;

/** A schedule firing: the post set to go live a few seconds ahead, timed from that moment until every process serves it. */
function scheduleTimings(servers: Server[], category: string, env: NodeJS.ProcessEnv): Promise<number[]> {
  return watching(async (watcher) => {
    const timings: number[] = [];
    for (let round = 0; round < ROUNDS / 2; round += 1) {
      await contentCli(env, "unpublish");
      await watcher.until(targetState(servers, category, false));
      const at = new Date(Date.now() + SCHEDULE_AHEAD_MS);
      await contentCli(env, "schedule", at);
      const seenAt = await watcher.until(targetState(servers, category, true));
      timings.push(seenAt - at.getTime());
    }
    return timings;
  });
}

/** Words of the articles a reader would search for, each present in some of them. */
const SEARCH_WORDS = ["pipeline", "attribution", "forecasting", "personalization", "onboarding", "intent signals", "content strategy", "revenue", '"account list"', "churn"];

async function searchTimings(server: Server, timer: GetTimer): Promise<number[]> {
  const timings: number[] = [];
  for (let round = 0; round < SEARCHES_RUN; round += 1) {
    const query = SEARCH_WORDS[round % SEARCH_WORDS.length]!;
    timings.push((await timer.time(`${server.url}/blog/search?q=${encodeURIComponent(query)}`, 200)).ms);
  }
  return timings;
}

/** Two servers on one PostgreSQL with `posts` published posts; `measure` runs with them. */
export async function withServers<T>(posts: number, measure: (servers: Server[], database: OpenDatabase, env: NodeJS.ProcessEnv) => Promise<T>): Promise<T> {
  const postgres = await startThrowawayPostgres({ fsync: true });
  const dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), "bench-scale-")));
  const servers: Server[] = [];
  const database = await openDatabase({ databaseUrl: postgres.url, dataDir: dataDirs[0]!, migrationsFolder: path.resolve("drizzle") });
  try {
    await populate(database, posts);
    for (const dataDir of dataDirs) servers.push(await startServer({ DATABASE_URL: postgres.url, DATA_DIR: dataDir }));
    return await measure(servers, database, { DATABASE_URL: postgres.url, DATA_DIR: dataDirs[0] });
  } finally {
    for (const server of servers) await stopServer(server);
    await database.close();
    await postgres.stop();
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function scaleFigures(log: (line: string) => void = console.log): Promise<ScaleFigures> {
  log(`[publish] ${RENDER_BENCH_POSTS.toLocaleString("en-US")} posts: a cold crawl of every page`);
  const small = await withServers(RENDER_BENCH_POSTS, (servers, database) => timedCrawl(database, servers[0]!, RENDER_BENCH_POSTS));
  log(`[publish] ${small.pages} pages in ${small.seconds.toFixed(1)} s`);
  return withServers(PUBLISH_BENCH_POSTS, async (servers, database, env) => {
    const [{ category }] = (await database.db.select({ category: posts.category }).from(posts).where(eq(posts.id, TARGET_ID))) as [{ category: string }];
    const publish: PublishTiming[] = [];
    log(`[publish] ${PUBLISH_BENCH_POSTS.toLocaleString("en-US")} posts: publish and unpublish through the CLI`);
    let load = loadAverage();
    publish.push({ path: "the CLI", ...spread(await timeRounds(servers, category, (live) => contentCli(env, live ? "publish" : "unpublish"))), load });
    log(`[publish] through the studio`);
    const studio = await editorRequests(database, servers[0]!);
    load = loadAverage();
    publish.push({ path: "the studio", ...spread(await timeRounds(servers, category, studio)), load });
    log(`[publish] a page's edit through the studio, and the editor's preview`);
    load = loadAverage();
    const pages = await pageEditTimings(servers, database);
    publish.push({ path: "a page's edit, through the studio", ...spread(pages.timings), load });
    const pagePreview = { ...spread(pages.previews), load: pages.previewLoad };

    log(`[publish] the editor's preview following typing, in Chromium`);
    const typingLoad = loadAverage();
    const previewTyping = { ...spread(await previewTypingTimings(servers[0]!.url, (await editorSession(database, "bench-typing@vendor.example")).token, pages.homeId, ROUNDS)), load: typingLoad };
    log(`[publish] a menu's edit through the studio`);
    load = loadAverage();
    const timer = await startGetTimer(`${servers[0]!.url}/`);
    const menusEdited = await menuEditTimings(servers, database, timer);
    publish.push({ path: "a menu's edit, through the studio", ...spread(menusEdited.timings), load });
    const pageRender = { ...spread(menusEdited.renders), load: menusEdited.renderLoad };
    const storeRender = spread(menusEdited.storeTimes);
    log(`[publish] schedules firing`);
    load = loadAverage();
    publish.push({ path: "a schedule firing", ...spread(await scheduleTimings(servers, category, env)), load });
    log(`[publish] searches, once the machine has settled`);
    await waitForQuietMachine();
    load = loadAverage();
    const search = { ...spread(await searchTimings(servers[0]!, timer)), load, posts: PUBLISH_BENCH_POSTS };
    await timer.close();
    log(`[publish] a cold crawl of every page`);
    const large = await timedCrawl(database, servers[1]!, PUBLISH_BENCH_POSTS, MEMORY_IN_FLIGHT);
    // Last: a second language changes what every page's key holds, and the crawls measure the site of one.
    log(`[publish] a translation's edit through the studio`);
    load = loadAverage();
    publish.push({ path: "a translation's edit, through the studio", ...spread(await translationEditTimings(servers, database, pages.homeId)), load });
    return { publish, crawls: [small, large], search, pagePreview, pageRender, storeRender, previewTyping };
  });
}
