/**
 * `npm run bench` (never part of `npm test`): timings measured on this machine, written to
 * docs/benchmarks.md with the command that produced them.
 * - Contact endpoint: accepted submissions per second and latency, a new address each, the server on its own
 *   PostgreSQL (DATA_DIR), then a check that stored rows equal acknowledgements (scripts/lib/contact-bench.ts).
 * - Forms: the same for a built form's endpoint (POST /api/forms/:id, the campaign form), two runs.
 * - Static pages: requests per second for the home page over loopback, this server vs nginx serving
 *   the same build directory (when Debian's nginx is installed).
 * - Lighthouse: scores and lab metrics of every page, mobile and desktop, through nginx, against the targets.
 * - Outbox drain: leads delivered per second by one process, sequential vs concurrent deliveries.
 * - Sign-in: a burst of 100 guesses, what the throttle evaluates, a colleague's sign-in and the contact p99 meanwhile.
 * - Inbox, posts: the studio's lists and the reports at scale, on the server's own PostgreSQL.
 * - Publish: publish/unpublish through the content CLI to served on every process with 10,000 posts,
 *   one server on its own PostgreSQL (DATA_DIR) and two on one at DATABASE_URL; a full render of 1,000.
 * Each part owns a marked section of the page, so running one part keeps the other's figures.
 * Requires a build (`npm run build`). Environment:
 *   BENCH_ONLY=weights|contact|forms|load|lighthouse|drain|inbox|posts|signin|publish|editor|experiments   run one part (default all; weights always)
 *   BENCH_SECONDS, BENCH_CONNECTIONS   load test duration per row and connections (10, 32)
 *   BENCH_FORM_RUNS   runs of the forms part (2): a built form's endpoint, measured as the contact one
 *   BENCH_LOAD_TURNS                   turns of the page rows, BENCH_SECONDS / 2 each (9)
 *   BENCH_RUNS   Lighthouse runs per route and preset, medians reported (5)
 *   BENCH_PRESETS   comma-separated Lighthouse presets (mobile,desktop)
 *   BENCH_ROUTES   comma-separated routes to audit or load (default every page, but one page of each blog archive)
 *   BENCH_BASE_URL   audit this running server instead of starting one
 *   BENCH_BUILD_DIR   build whose pages are audited (build); pair with BENCH_BASE_URL for another build
 *   BENCH_OUT   page to write (docs/benchmarks.md)
 *   BENCH_BEFORE   a git revision: Lighthouse also audits that revision's build, side by side
 *   BENCH_INBOX_LEADS, BENCH_PUBLISH_POSTS   leads for the inbox part (100,000), posts for publish (10,000)
 *   BENCH_CPU_PROF   a directory: each server the bench starts writes its CPU profile there as it stops
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { site } from "#shared/content/site.ts";
import { listPosts } from "#server/site/render/blog.server.ts";
import { STATUS_PAGE_PATHS } from "#shared/site-paths.ts";
import { coversDrawn, freshDataDir, removeDataDir, startServer, stop, waitForQuietMachine } from "#scripts/lib/bench-server.ts";
import { budgets } from "#scripts/lib/budgets.ts";
import { renderSite } from "#scripts/lib/rendered-site.ts";
import { NGINX_BIN, startNginxFront } from "#scripts/lib/nginx-front.ts";
import { EXPERIMENT_BENCH_ROUNDS, experimentServingTimings } from "#scripts/lib/experiment-bench.ts";
import { BROTLI_STATIC_MODULE, BUILT_COPY_ADDRESS, buildServingPage, copyOfPage, headersOf, removeBuildCopy, serveWithNginx, type NginxStatic } from "#scripts/lib/nginx-static.ts";
import { interleavedRates, medianRatio, type TargetRate } from "#scripts/lib/interleaved-load.ts";
import { builtPages, hasForm, hasScheduler, isArticleRoute, isIndexable, jsBudgetKb, pageWeight, wordsBeforeJs, type BuiltPage } from "#scripts/lib/built-site.ts";
import { chromiumVersion, comparisonTable, LIGHTHOUSE_VERSION, resultsTable, runLighthouse, type LighthouseTarget } from "#scripts/lib/lighthouse-bench.ts";
import { routesToAudit } from "#scripts/lib/lighthouse-routes.ts";
import { CATEGORIES, presetsOf, SCRIPT_EVAL_LIMIT_MS, summarize, type Category, type RouteResult, type Summary } from "#scripts/lib/lighthouse-summary.ts";
import { drainSection } from "#scripts/lib/drain-bench.ts";
import { INBOX_BENCH_LEADS, inboxTimings } from "#scripts/lib/inbox-bench.ts";
import { POSTS_BENCH_POSTS, postsTimings } from "#scripts/lib/posts-bench.ts";
import { CRAWL_IN_FLIGHT, MEMORY_IN_FLIGHT, PAGE_KINDS, PUBLISH_BENCH_POSTS, scaleFigures, SEARCHES_RUN, type Crawl } from "#scripts/lib/publish-bench.ts";
import { POLL_MS } from "#scripts/lib/served-watch.ts";
import { signInSection } from "#scripts/lib/sign-in-bench.ts";
import { editorSection } from "#scripts/lib/editor-bench.ts";
import { CARDS_ARTICLE_ROUTE, publishCardsArticle } from "#scripts/lib/cards-article.ts";
import { FORM_PAGE_ROUTE, publishFormLandingPage } from "#scripts/lib/form-page.ts";
import { contactSection, formsSection } from "#scripts/lib/contact-bench.ts";
import { freePort } from "#scripts/lib/postgres-server.ts";
import { productionNodeVersion } from "#scripts/lib/production-node.ts";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
/** Turns of the static-throughput rows, each DURATION / 2 seconds long (scripts/lib/interleaved-load.ts). */
const LOAD_TURNS = Number(process.env.BENCH_LOAD_TURNS ?? 9);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
/** Runs of the forms part (issue 72 asks for two within 20%). */
const FORM_RUNS = Number(process.env.BENCH_FORM_RUNS ?? 2);
const ONLY = process.env.BENCH_ONLY;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PRESETS_AUDITED = presetsOf(process.env.BENCH_PRESETS);
const ROUTES = process.env.BENCH_ROUTES?.split(",")
  .map((route) => route.trim())
  .filter(Boolean);
const BASE_URL = process.env.BENCH_BASE_URL;
const BUILD_DIR = process.env.BENCH_BUILD_DIR ?? "build";
/** The build with the blog its seeded store serves (scripts/lib/rendered-site.ts), written at the start of a run. */
const RENDERED_DIR = path.resolve(BUILD_DIR, "rendered");
const OUT = process.env.BENCH_OUT ?? "docs/benchmarks.md";
const results: string[] = [];

function requireServerBuild() {
  if (!fs.existsSync("build/node/server.mjs")) throw new Error("Run `npm run build` first.");
}

/** Static throughput; returns the section's Markdown. */
async function loadSection(): Promise<string> {
  requireServerBuild();
  await waitForQuietMachine();
  const cpus = os.cpus().length;

  // Static throughput: this server vs nginx on the same files, in turns (scripts/lib/interleaved-load.ts).
  const articlePath = `/blog/${listPosts()[0]!.slug}`;
  const dataDir = freshDataDir();
  const firstPort = await freePort();
  const first = await startServer({ DATA_DIR: dataDir }, firstPort);
  // A page the store serves (ADR 024), rendered on its first request, then kept like a built file:
  // its bytes also go into a copy of the build, whose server sends them as a built page.
  const rendered = `http://127.0.0.1:${firstPort}`;
  const articleCopy = await copyOfPage(rendered, articlePath);
  const nginxHeaders = { home: await headersOf(rendered, "/"), article: await headersOf(rendered, articlePath) };
  await stop(first);
  const port = await freePort();
  const server = await startServer({ DATA_DIR: dataDir, STATIC_DIR: buildServingPage(articleCopy, articlePath) }, port);
  const served = `http://127.0.0.1:${port}`;
  const targets = [
    { name: "home page, this server", url: `${served}/` },
    { name: "an article from the store, this server", url: `${served}${articlePath}` },
    { name: "the same article as a built page, this server", url: `${served}${BUILT_COPY_ADDRESS}` },
  ];
  const nginxes: NginxStatic[] = [];
  if (fs.existsSync(NGINX_BIN) && fs.existsSync(BROTLI_STATIC_MODULE)) {
    for (const [what, root, address, headers] of [
      ["home page", path.resolve("build/client"), "/", nginxHeaders.home],
      ["the same article's bytes", articleCopy, articlePath, nginxHeaders.article],
    ] as const) {
      const nginx = await serveWithNginx(root, headers);
      nginxes.push(nginx);
      targets.push({ name: `${what}, ${nginx.version}`, url: `${nginx.url}${address}` });
    }
  }
  const rates = await interleavedRates(targets, { turns: LOAD_TURNS, seconds: DURATION / 2, connections: CONNECTIONS, headers: { "accept-encoding": "br, gzip" } });
  for (const nginx of nginxes) await nginx.stop();
  await stop(server);
  removeDataDir(dataDir);
  removeBuildCopy();
  fs.rmSync(articleCopy, { recursive: true, force: true });
  for (const rate of rates) results.push(`| ${rate.name} | ${Math.round(rate.rate)} /s | ${rate.p50} ms | ${rate.p99} ms | ${rate.failed} |`);
  const [home, article, builtArticle, nginxHome, nginxArticle] = rates as [TargetRate, TargetRate, TargetRate, TargetRate?, TargetRate?];
  let ratio = `Store-served article / the same bytes as a built page, this server: **${medianRatio(article, builtArticle).toFixed(2)}** (target >= 0.9).`;
  if (!nginxHome || !nginxArticle) results.push("| nginx | not measured: `apt-get install nginx libnginx-mod-http-brotli-static` | | | |");
  else {
    ratio += `\n\nThis server / nginx, home page: **${medianRatio(home, nginxHome).toFixed(2)}** (target >= 0.5).`;
    ratio += `\n\nThis server / nginx, the same article's bytes: **${medianRatio(article, nginxArticle).toFixed(2)}** (target >= 0.8).`;
  }

  return `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${cpus} cores, the server on Node ${productionNodeVersion()},
autocannon with ${CONNECTIONS} connections over loopback, client and server on the same machine: the page rows in
${LOAD_TURNS} turns of ${DURATION / 2} s each, taken in rotation, each row its median turn, each
ratio the median of its two rows' ratios turn by turn. The article's bytes are also served as a built page, by the same
server from a copy of the build that holds them (\`STATIC_DIR\`), and by nginx (as many workers as cores, \`brotli_static\`)
with the server's headers (its policies, caching, a request id) added by \`add_header\`: the same bytes on the wire.
The contact endpoint has its own section (\`BENCH_ONLY=contact\`).

| scenario | throughput | p50 | p99 | errors |
|---|---|---|---|---|
${results.join("\n")}

${ratio}
`;
}

let pagesOfBuild: BuiltPage[] | undefined;

/** The audited build's pages with the blog's from its seeded store, read and parsed once per run (the weights, the routes and the form pages all need them). */
function builtSite(): BuiltPage[] {
  pagesOfBuild ??= builtPages(RENDERED_DIR);
  return pagesOfBuild;
}

/**
 * The BENCH_ROUTES among the build's pages, or by default every prerendered page but the status
 * pages (not found, removed) and all but the first page of each blog archive (scripts/lib/lighthouse-routes.ts), and the
 * article with every card and a landing page with a built form.
 */
function lighthouseRoutes(): string[] {
  const all = builtSite()
    .map((page) => page.route)
    // The status pages answer 404 at their own address: they are shown for others (a browser audit refuses a 404).
    .filter((route) => !STATUS_PAGE_PATHS.includes(route));
  // The article with every card and a landing page with a built form, which the bench publishes into its own server.
  const cards = BASE_URL ? [] : [CARDS_ARTICLE_ROUTE, FORM_PAGE_ROUTE];
  // A server of one's own (BENCH_BASE_URL) may serve what the build does not: a translation at /de.
  const unknown = (ROUTES ?? []).filter((route) => !all.includes(route) && !cards.includes(route));
  if (unknown.length && !BASE_URL) throw new Error(`BENCH_ROUTES not in ${BUILD_DIR}/rendered: ${unknown.join(", ")}`);
  if (ROUTES && BASE_URL) return ROUTES;
  return ROUTES ? [...all, ...cards].filter((route) => ROUTES.includes(route)) : [...routesToAudit(all), ...cards];
}

/**
 * The third-party embeds (scheduler, legal-policy loader) live on the internet, which this machine
 * cannot reach: a request to them fails and Chromium logs the failure as a console error that would
 * cost /privacy and /terms their best-practices points. Lighthouse blocks them instead
 * (`blockedUrlPatterns`, whose failures its console audit ignores by design), the way the e2e tests
 * stub them. The figures are therefore the site's own, without the providers' scripts.
 */
const THIRD_PARTY_ORIGINS = [site.scheduling.url, site.legal.scriptUrl].map((url) => new URL(url).origin);
const THIRD_PARTY_PATTERNS = THIRD_PARTY_ORIGINS.map((origin) => `${origin}/*`);

/**
 * Runs `measure` against BENCH_BASE_URL, or a server of this build (or of the checkout in `cwd`)
 * started for the purpose; `prepare` adds to that server's store first.
 */
async function withSite<T>(measure: (baseUrl: string) => Promise<T>, cwd?: string, prepare?: (dataDir: string, baseUrl: string) => Promise<void>): Promise<T> {
  if (BASE_URL && !cwd) return measure(BASE_URL);
  if (!cwd) requireServerBuild();
  const port = await freePort();
  const dataDir = freshDataDir();
  try {
    const server = await startServer({ DATA_DIR: dataDir }, port, cwd);
    try {
      await prepare?.(dataDir, `http://127.0.0.1:${port}`);
      return await measure(`http://127.0.0.1:${port}`);
    } finally {
      await stop(server);
    }
  } finally {
    removeDataDir(dataDir);
  }
}

/**
 * A site as a visitor reaches it, for Lighthouse: through deploy/nginx.conf (TLS, HTTP/2), Chromium
 * trusting only that run's certificate; straight to the server when nginx is not installed.
 */
function withLighthouseTarget<T>(measure: (target: LighthouseTarget) => Promise<T>, cwd?: string): Promise<T> {
  return withSite(
    async (baseUrl) => {
      if (BASE_URL || !fs.existsSync(NGINX_BIN)) return measure({ baseUrl });
      const front = await startNginxFront(Number(new URL(baseUrl).port));
      try {
        return await measure({ baseUrl: `https://localhost:${front.httpsPort}`, chromeFlags: [`--ignore-certificate-errors-spki-list=${front.spkiHash}`] });
      } finally {
        await front.stop();
      }
    },
    cwd,
    withCardsArticle(cwd),
  );
}

/** The article with every card, published into a site of this build (an earlier build may not draw cards: it shows what it does). */
function withCardsArticle(cwd?: string) {
  return async (dataDir: string, baseUrl: string) => {
    try {
      await publishCardsArticle(dataDir, cwd);
      await coversDrawn(baseUrl);
      await publishFormLandingPage(dataDir, baseUrl);
    } catch (error) {
      if (!cwd) throw error;
      console.log(`[lighthouse] ${cwd} could not import the cards article: ${(error as Error).message.split("\n")[0]}`);
    }
  };
}

/** This build's results, and the earlier build's when `beforeDir` is given: both sites up, each route audited on one then the other. */
function measureLighthouse(routes: string[], beforeDir?: string): Promise<{ results: RouteResult[]; before?: RouteResult[] }> {
  const audit = (targets: LighthouseTarget[]) => runLighthouse({ targets, routes, runs: RUNS, presets: PRESETS_AUDITED, blockedUrlPatterns: THIRD_PARTY_PATTERNS });
  return withLighthouseTarget(async (target) => {
    if (!beforeDir) return { results: (await audit([target]))[0]! };
    return withLighthouseTarget(async (earlier) => {
      const [results, before] = await audit([target, earlier]);
      return { results: results!, before: before! };
    }, beforeDir);
  });
}

const lighthouseFront = () =>
  !BASE_URL && fs.existsSync(NGINX_BIN) ? "through deploy/nginx.conf (TLS, HTTP/2) in front of the server, as in production" : "straight to the server over HTTP/1.1 (nginx is not installed)";

/** A checkout of `revision` beside this one, built once (it shares this checkout's node_modules). */
function buildOfRevision(revision: string): string {
  const commit = execFileSync("git", ["rev-parse", "--short", revision], { encoding: "utf8" }).trim();
  const dir = path.join(os.tmpdir(), `bench-before-${commit}`);
  if (!fs.existsSync(path.join(dir, "build/node/server.mjs"))) {
    if (!fs.existsSync(dir)) execFileSync("git", ["worktree", "add", "--detach", dir, commit], { stdio: "inherit" });
    if (!fs.existsSync(path.join(dir, "node_modules"))) fs.symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"));
    console.log(`[lighthouse] building ${commit} in ${dir}`);
    execFileSync("npm", ["run", "build"], { cwd: dir, stdio: ["ignore", "ignore", "inherit"] });
  }
  return dir;
}

const SCORE_ROWS: Record<Category, { figure: string; spa: string; astro: string }> = {
  performance: { figure: "performance score", spa: "93", astro: "99-100" },
  accessibility: { figure: "accessibility score", spa: "91", astro: "100" },
  "best-practices": { figure: "best-practices score", spa: "100", astro: "100" },
  seo: { figure: "SEO score", spa: "100", astro: "100" },
};

/** How the script files came over the network, over every run: their Content-Encoding values, if any were requested. */
function scriptEncodings(results: RouteResult[]): string {
  const encodings = [...new Set(results.flatMap((r) => r.scriptEncodings))].sort();
  if (!encodings.length) return "no script file arrived over the network: the site's scripts are inline in its pages";
  return `scripts came with Content-Encoding ${encodings.join(", ")}; "none" is a file too small to gain from compression`;
}

/** "yes" when value <= limit, else "no" and by how much. */
function atMost(value: number, limit: number, format: (n: number) => string): string {
  if (value === limit) return "yes";
  return value < limit ? `yes, ${format(limit - value)} under` : `no, ${format(value - limit)} over`;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const milliseconds = (ms: number) => `${Math.round(ms)} ms`;
const kilobytes = (kb: number) => `${kb.toFixed(1)} KB`;
const cls = (shift: number) => shift.toFixed(3);

/**
 * Score rows: the lowest median over the indexable routes and both presets must be 100. Routes that
 * say `noindex` are reported beside it: Lighthouse's SEO category fails them by design (is-crawlable).
 */
function scoreRows(summary: Summary): string[][] {
  return CATEGORIES.map((category) => {
    const { figure, spa, astro } = SCORE_ROWS[category];
    const lowest = summary.minScores[category];
    const worst = summary.worstRuns[category];
    const met = lowest.value === 100 ? "yes" : `no, ${100 - lowest.value} points below`;
    const noindex = summary.noindexScores;
    const routes = noindex?.routes === 1 ? "the noindex route" : `the ${noindex?.routes} noindex routes`;
    const besides = noindex && noindex[category].value < 100 ? `; ${noindex[category].value} at the lowest on ${routes} (${noindex[category].at})` : "";
    return [figure, spa, astro, "100 on every indexable route", `${lowest.value} (${lowest.at}); worst run ${worst.value} (${worst.at})${besides}`, met];
  });
}

/**
 * Metric rows: home page figures (mobile) and the worst route for TBT, CLS and script evaluation.
 * The home page's JavaScript is weighed from the build as the budgets weigh it (inline scripts
 * included, which Lighthouse's network figures cannot see), beside what Lighthouse saw requested.
 */
function metricRows(summary: Summary): string[][] {
  const { homeMobile: home, maxTbtMs: tbt, maxCls: shift, scriptEvalWithoutForm: evaluation } = summary;
  const notMeasured = ["not measured: / is not in BENCH_ROUTES", ""];
  const lcp = home ? [seconds(home.lcpMs), atMost(home.lcpMs, 1200, seconds)] : notMeasured;
  const homePage = builtSite().find((page) => page.route === "/");
  const homeJsKb = homePage ? pageWeight(homePage, RENDERED_DIR).jsGzip / 1024 : undefined;
  const js =
    home && homeJsKb !== undefined
      ? [
          `${kilobytes(homeJsKb)} gzip -9 of script in the page (as "Page weight" weighs it); script files Lighthouse saw requested: ${home.scripts} (${kilobytes(home.jsKb)} with headers)`,
          atMost(Number(homeJsKb.toFixed(1)), budgets.jsKb.withoutForm, kilobytes),
        ]
      : notMeasured;
  return [
    ["LCP, home, mobile", "2.5 s", "1.8 s", "≤ 1.2 s", ...lcp],
    ["TBT", "180-210 ms", "0 ms", "≤ 50 ms", `${milliseconds(tbt.value)} (${tbt.at})`, atMost(Math.round(tbt.value), 50, milliseconds)],
    ["CLS", "0", "0", "0", `${cls(shift.value)} (${shift.at})`, atMost(Number(cls(shift.value)), 0, cls)],
    [
      "script evaluation, mobile, pages without a form",
      "-",
      "-",
      `≤ ${SCRIPT_EVAL_LIMIT_MS} ms`,
      ...(evaluation
        ? [
            `${milliseconds(evaluation.max.value)} (${evaluation.max.at}); ${evaluation.within} of ${evaluation.routes} routes at or under ${SCRIPT_EVAL_LIMIT_MS} ms`,
            atMost(Math.round(evaluation.max.value), SCRIPT_EVAL_LIMIT_MS, milliseconds),
          ]
        : ["not measured: no such page in BENCH_ROUTES", ""]),
    ],
    ["JS shipped to the home page, gzip", "152 KB", "6 KB", `≤ ${budgets.jsKb.withoutForm} KB`, ...js],
  ];
}

/**
 * Routes whose page has a form, of the site's own (contact), a built one, or the scheduler's (booking): they
 * run that form's script too (ADR 011), and the budgets count them the same way (jsBudgetKb).
 */
function routesWithForm(): string[] {
  const built = builtSite()
    .filter((page) => hasForm(page) || hasScheduler(page))
    .map((page) => page.route);
  // The landing page the bench publishes holds a built form (form-page.ts).
  return [...built, FORM_PAGE_ROUTE];
}

/** Routes whose built page asks search engines not to list it. */
function noindexRoutes(): string[] {
  return builtSite()
    .filter((page) => !isIndexable(page))
    .map((page) => page.route);
}

function targetTable(results: RouteResult[]): string {
  const summary = summarize(results, { routesWithForm: routesWithForm(), noindexRoutes: noindexRoutes() });
  const rows = [...scoreRows(summary), ...metricRows(summary)];
  return ["| figure | Vite+React SPA anchor | Astro template anchor | target | measured (median) | met? |", "|---|---|---|---|---|---|", ...rows.map((cells) => `| ${cells.join(" | ")} |`)].join("\n");
}

/** The command that reproduces this section. */
function lighthouseCommand(): string {
  const env = ["BENCH_ONLY", "BENCH_RUNS", "BENCH_ROUTES", "BENCH_BASE_URL", "BENCH_BUILD_DIR", "BENCH_BEFORE"].filter((name) => process.env[name]).map((name) => `${name}=${process.env[name]}`);
  return [...env, "npm run bench"].join(" ");
}

/** Lighthouse scores and lab metrics per route; returns the section's Markdown. */
async function lighthouseSection(): Promise<string> {
  const routes = lighthouseRoutes();
  console.log(`[lighthouse] ${routes.length} routes × ${PRESETS_AUDITED.length} presets × ${RUNS} runs`);
  await waitForQuietMachine();
  const loadAverage = os.loadavg()[0]!.toFixed(1);
  const beforeDir = process.env.BENCH_BEFORE && buildOfRevision(process.env.BENCH_BEFORE);
  const { results, before } = await measureLighthouse(routes, beforeDir || undefined);
  const secondsPerRun = results.reduce((sum, r) => sum + r.secondsPerRun, 0) / results.length;
  return `## Lighthouse

Measured by \`${lighthouseCommand()}\` on ${new Date().toISOString().slice(0, 10)}: Lighthouse ${LIGHTHOUSE_VERSION},
${chromiumVersion()}, ${RUNS} run(s) per route and preset (${secondsPerRun.toFixed(0)} s per run), ${os.cpus().length} cores
(load average ${loadAverage} when it started), browser and server on the same machine over loopback,
${lighthouseFront()}. Figures are medians over the runs; "worst run" is the
lowest score of any single run, per category (performance / accessibility / best practices / SEO); the last
column lists the scored audits that cost points, except the performance metrics, which have their own columns.
Mobile is Lighthouse's default config: Moto G Power screen, simulated slow 4G (150 ms RTT, 1.6 Mbps) and
4x CPU slowdown. Desktop is its desktop config: simulated 40 ms RTT, 10 Mbps, no CPU slowdown.
Timings are simulated from this machine's CPU, so they move with its load. Sizes are bytes on the wire as
Chromium received them, compressed and including each response's headers (${scriptEncodings(results)}).
The anchors are reference figures for a Vite+React SPA and an Astro template, not measured here.

${targetTable(results)}
${before ? `\n### Before and after: ${process.env.BENCH_BEFORE} → this checkout, same run\n\nEach route's mobile medians (articles: the worst of them); both builds served at once, each route audited on this one, then at once on the earlier one.\n\n${comparisonTable(before, results)}\n` : ""}
${resultsTable(results)}
`;
}

/**
 * Deterministic weights of every page from the build (the same figures tests/build holds): cheap,
 * so every run writes them.
 */
function weightsSection(): string {
  // Pages of one kind (articles, each archive) share a row holding their heaviest figures.
  const kind = (route: string) => (isArticleRoute(route) ? "/blog/* (articles)" : route.replace(/^(\/blog\/(?:tag|category|page))\/.+$/, "$1/*"));
  const groups = new Map<string, BuiltPage[]>();
  for (const page of builtSite()) groups.set(kind(page.route), [...(groups.get(kind(page.route)) ?? []), page]);
  const rows = [...groups].map(([label, pages]) => {
    const weights = pages.map((page) => pageWeight(page, RENDERED_DIR));
    const most = (of: (w: (typeof weights)[number]) => number) => Math.max(...weights.map(of));
    const name = pages.length > 1 ? `${label} ×${pages.length}` : label;
    const words = Math.min(...pages.map(wordsBeforeJs));
    return `| ${name} | ${(most((w) => w.jsGzip) / 1024).toFixed(1)} KB (${most((w) => w.scripts.length)}) | ${jsBudgetKb(pages[0]!)} KB | ${(most((w) => w.cssGzip) / 1024).toFixed(1)} KB | ${(most((w) => w.htmlGzip) / 1024).toFixed(1)} KB | ${words} |`;
  });
  return `## Page weight (deterministic, held in CI)

Computed by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} from the build with \`scripts/lib/built-site.ts\`, the
same code \`tests/build/budgets.test.ts\` runs in \`npm test\`: gzip -9 bytes of the script a page runs
(its inline scripts), of its stylesheets and of its HTML, and the words readable in the HTML before any JavaScript
runs (navigation and footer included). Pages of one kind share a row: the heaviest figures, the fewest words.
Budgets (scripts/lib/budgets.ts): no React on any page, ≤ ${budgets.jsKb.withoutForm} KB of JavaScript on a page without a form,
≤ ${budgets.jsKb.withForm} KB on a page with one (ADR 011), CSS ≤ ${budgets.cssKb} KB, no image over ${budgets.imageKb} KB.

| route | JS gzip (scripts) | JS budget | CSS gzip | HTML gzip | words before JS |
|---|---|---|---|---|---|
${rows.join("\n")}
`;
}

/** The inbox's list and search with 100,000 stored leads (target: p95 ≤ 50 ms). */
async function inboxSection(): Promise<string> {
  console.log(`[inbox] ${INBOX_BENCH_LEADS.toLocaleString("en-US")} leads`);
  const rows = (await inboxTimings()).map((timing) => {
    const met = timing.p95 <= timing.targetMs ? "yes" : "no";
    return `| ${timing.query} | ${timing.total} | ${timing.p50.toFixed(1)} ms | ${timing.p95.toFixed(1)} ms | ${timing.targetMs} ms | ${met} |`;
  });
  return `## Leads inbox at scale (${new Date().toISOString().slice(0, 10)})

${INBOX_BENCH_LEADS.toLocaleString("en-US")} stored leads in the server's own PostgreSQL, on a fresh DATA_DIR (\`scripts/lib/inbox-bench.ts\`: generated by the database, one in six
per status, each with a first and last touch as the form stores them), then one page of 25 with its count (capped at 10,000: "10,000+"), 40 times per query after one warm-up, timed
where the API runs it (\`listLeads\`), and the reports over a year (\`buildReport\`, their figures kept per week, ADR 031):
after a change this week, and with nothing kept (the first read after the upgrade). \`BENCH_ONLY=inbox npm run bench\`.

| query | matching leads | p50 | p95 | target p95 | met |
|---|---|---|---|---|---|
${rows.join("\n")}
`;
}

/** The studio's posts list with 10,000 stored posts (target: p95 ≤ 50 ms). */
async function postsSection(): Promise<string> {
  console.log(`[posts] ${POSTS_BENCH_POSTS.toLocaleString("en-US")} posts`);
  const rows = (await postsTimings()).map((timing) => `| ${timing.query} | ${timing.total} | ${timing.p50.toFixed(1)} ms | ${timing.p95.toFixed(1)} ms | ${timing.p95 <= 50 ? "yes" : "no"} |`);
  return `## Studio posts list at scale (${new Date().toISOString().slice(0, 10)})

${POSTS_BENCH_POSTS.toLocaleString("en-US")} stored posts in the server's own PostgreSQL, on a fresh DATA_DIR (\`scripts/lib/posts-bench.ts\`: generated by the database over the statuses and eight
authors), then one page of 25 with its count and the status counts, 40 times per query after one warm-up, timed where the
API runs it (\`listPosts\`). Target: p95 ≤ 50 ms. \`BENCH_ONLY=posts npm run bench\`.

| query | matching posts | p50 | p95 | ≤ 50 ms |
|---|---|---|---|---|
${rows.join("\n")}
`;
}

/** The render path at scale: publish to served on every process, a cold crawl, search (ADR 038, 039). */
async function publishSection(): Promise<string> {
  const { publish, crawls, search, pagePreview, pageRender, storeRender, previewTyping } = await scaleFigures();
  const [small, large] = crawls as [Crawl, Crawl];
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const posts = (count: number) => count.toLocaleString("en-US");
  const publishRows = publish.map(
    (timing) =>
      `| ${timing.path.startsWith("the ") ? `through ${timing.path}` : timing.path} | ${s(timing.p50)} | ${s(timing.p95)} | ${s(timing.max)} | ${timing.load} | ${timing.p95 <= 2000 ? "yes" : "no"} |`,
  );
  const medians = (crawl: Crawl) => PAGE_KINDS.map((kind) => `${crawl.medianMs[kind].toFixed(1)} ms`).join(" | ");
  const crawlRows = crawls.map(
    (crawl) =>
      `| ${posts(crawl.posts)} | ${posts(crawl.pages)} | ${crawl.seconds.toFixed(1)} s | ${crawl.msPerPage.toFixed(1)} ms | ${crawl.cpuMsPerPage.toFixed(1)} ms | ${medians(crawl)} | ${crawl.memory.map(({ inFlight, rssMb }) => `${Math.round(rssMb)} MB (${inFlight})`).join(", ")} | ${crawl.load} |`,
  );
  const growth = PAGE_KINDS.map((kind) => `${kind} **${(large.medianMs[kind] / small.medianMs[kind]).toFixed(2)}×**`).join(", ");
  return `## The render path at scale (${new Date().toISOString().slice(0, 10)})

\`BENCH_ONLY=publish npm run bench\` (\`scripts/lib/publish-bench.ts\`), on the built server: the seed's articles copied
to ${posts(PUBLISH_BENCH_POSTS)} published posts (\`scripts/lib/scale-posts.ts\`), two servers on one PostgreSQL (DATABASE_URL,
fsync on), each on production's Node (${productionNodeVersion()}, \`.node-version\`) with the systemd unit's \`NODE_ENV\` and \`NODE_OPTIONS\`. Load average (1 / 5 / 15 min) as each measure began.

Publish and unpublish of one post, 20 rounds (publish, then unpublish, and so on), timed from the command (the built CLI, its start-up included) or the
studio's request (an editor's session) until a client in a process of its own, asking every ${POLL_MS} ms as a person or an
outside monitor would (\`scripts/lib/served-watch.ts\`), sees **both** processes serve the change on the article (200 / 410), /blog, its
category, the feed and the sitemap's newest part (the poll adds up to ${POLL_MS} ms); 20 edits of the home page's headline (saved, then "Update the live
page", ADR 040) and 20 of a header menu entry's label, timed from the save until the same client sees both processes serve it; 10 schedules (\`npm run content -- schedule
<slug> <time>\`, 3 s ahead), timed from the scheduled time; and, after the crawls, 20 edits of the headline of a German
translation of the home page (made, written and published through the studio first, ADR 054), timed as the home page's until both serve \`/de\`:

| change made | p50 | p95 | max | load | p95 ≤ 2 s |
|---|---|---|---|---|---|
${publishRows.join("\n")}

A cold crawl of every page of the blog (lists and their numbered pages, archives, articles, the search page, the feed,
the sitemap and its parts) over HTTP, ${CRAWL_IN_FLIGHT} requests at a time as a crawler asks, on a server just started, with no wait
for a quiet machine (the load as it began beside); the server's CPU over it a page (\`/proc/<pid>/stat\`, every thread); the median time of one request by kind of page; the server's resident
memory after it and, at ${posts(PUBLISH_BENCH_POSTS)} posts, after the whole site again at ${MEMORY_IN_FLIGHT.join(" and ")} requests at a time:

| posts | pages | crawl | per page | server CPU a page | median ${PAGE_KINDS.join(" | median ")} | memory after (in flight) | load |
|---|---|---|---|---|---|---|---|---|---|
${crawlRows.join("\n")}

- Cold render at ${posts(small.posts)} posts: **${small.seconds.toFixed(1)} s**, ${small.msPerPage.toFixed(1)} ms a page, ${small.cpuMsPerPage.toFixed(1)} ms of the server's CPU a page (target: AstroWind's generation of as many posts, timed on the same machine: section "Render cost beside AstroWind"; 4.6 ms a page on the machine the issue measured).
- A page at ${posts(large.posts)} posts takes, by the median request of its kind, ${growth} its time at ${posts(small.posts)} (target ≤ 1.2×); the whole crawl's time per page ${(large.msPerPage / small.msPerPage).toFixed(2)}× (more of its pages are articles).
- Memory after the crawls at ${posts(large.posts)} posts: **${Math.round(Math.max(...large.memory.map(({ rssMb }) => rssMb)))} MB** at most (target ≤ 600 MB at 2, 8 and 32 in flight).
- A page rendered from the store for a visitor's request (every page of the seed but the home page, asked for once after
  each of the menu edits above, so none is kept from before; a GET's whole time, brotli): p50 ${pageRender.p50.toFixed(1)} ms,
  **p95 ${pageRender.p95.toFixed(1)} ms**, max ${pageRender.max.toFixed(1)} ms (load ${pageRender.load}). Of which the server's store took (its
  render and compression, from each response's \`Server-Timing: store\`): p50 ${storeRender.p50.toFixed(1)} ms, **p95 ${storeRender.p95.toFixed(1)} ms**,
  max ${storeRender.max.toFixed(1)} ms (target: a render p95 ≤ 30 ms).
- A page drawn from its document, as the page editor's preview asks for it (\`POST /admin/api/pages/preview\`, every page
  of the seed five times, the request's whole time): p50 ${pagePreview.p50.toFixed(1)} ms, **p95 ${pagePreview.p95.toFixed(1)} ms**, max ${pagePreview.max.toFixed(1)} ms (load ${pagePreview.load}).
- The editor's preview following typing, in Chromium (\`scripts/lib/preview-typing-bench.ts\`: a word typed at the end of the home
  page's headline, from the last key until the preview's frame shows it, the editor's 120 ms pause included): p50 ${previewTyping.p50.toFixed(0)} ms,
  **p95 ${previewTyping.p95.toFixed(0)} ms**, max ${previewTyping.max.toFixed(0)} ms (load ${previewTyping.load}; target ≤ 300 ms).
- Search at ${posts(search.posts)} posts, ${SEARCHES_RUN} searches of ten queries one after another (\`/blog/search?q=\`, the page
  rendered with its results), once the 1-minute load average is below 1 (or after 3 minutes): p50 ${search.p50.toFixed(1)} ms, **p95 ${search.p95.toFixed(1)} ms**, max ${search.max.toFixed(1)} ms (load ${search.load}; target p95 ≤ 50 ms).
`;
}

/** A page under test served against the same page without one (issue 53: ≤ 1.1× its time, the same weight). */
async function experimentsSection(): Promise<string> {
  if (BASE_URL) throw new Error("BENCH_ONLY=experiments starts a server of its own: unset BENCH_BASE_URL");
  let dataDir = "";
  await waitForQuietMachine();
  const figures = await withSite(
    (baseUrl) => experimentServingTimings(baseUrl, dataDir),
    undefined,
    async (dir) => {
      dataDir = dir;
    },
  );
  const ratio = (key: "p50" | "p95") => figures.with[key] / figures.without[key];
  const kb = (bytes: number[]) => bytes.map((count) => `${(count / 1024).toFixed(2)} KB`).join(" / ");
  return `## A page under test (${new Date().toISOString().slice(0, 10)})

\`BENCH_ONLY=experiments npm run bench\` (\`scripts/lib/experiment-bench.ts\`), on the built server and its own PostgreSQL: the home
page with and without a running two-variant experiment (B a new headline), ${EXPERIMENT_BENCH_ROUNDS} alternating rounds of
300 GETs each after a warm-up, as 50 returning visitors (their cookie, a browser's headers, brotli), timed from a process of their
own. Load average (1 / 5 / 15 min) ${figures.load}.

| home page | p50 | p95 | brotli bytes |
|---|---|---|---|
| without an experiment | ${figures.without.p50.toFixed(2)} ms | ${figures.without.p95.toFixed(2)} ms | ${kb(figures.without.bytes)} |
| under test (one size per variant) | ${figures.with.p50.toFixed(2)} ms | ${figures.with.p95.toFixed(2)} ms | ${kb(figures.with.bytes)} |

Under test / without: p50 **${ratio("p50").toFixed(2)}×**, p95 **${ratio("p95").toFixed(2)}×** (target ≤ 1.1×: ${ratio("p95") <= 1.1 && ratio("p50") <= 1.1 ? "met" : "not met"}).
The page's bytes without an experiment are ${figures.without.bytes.every((bytes) => figures.with.bytes.includes(bytes)) ? "" : "**not** "}among those under test (the control is the page itself); B differs by its headline alone.
`;
}

/** What BENCH_ONLY can pick: the sections a run measures ("weights" is written by every run). */
const PARTS = ["weights", "contact", "forms", "load", "lighthouse", "drain", "inbox", "posts", "signin", "publish", "editor", "experiments"] as const;
type Part = (typeof PARTS)[number];

/** "notes" is written by hand and kept as is by every run. */
const SECTIONS = ["notes", "weights", "lighthouse", "contact", "forms", "load", "drain", "inbox", "posts", "signin", "publish", "editor", "experiments"] as const;
type Section = (typeof SECTIONS)[number];

/** The sections of the page as last written; a page from before the markers is all load test. */
function readSections(): Partial<Record<Section, string>> {
  if (!fs.existsSync(OUT)) return {};
  const doc = fs.readFileSync(OUT, "utf8");
  if (!doc.includes(":start -->")) return { load: doc.replace(/^# Benchmarks\s*/, "") };
  const sections: Partial<Record<Section, string>> = {};
  for (const name of SECTIONS) {
    const match = doc.match(new RegExp(`<!-- ${name}:start -->\\n([\\s\\S]*?)<!-- ${name}:end -->`));
    if (match) sections[name] = match[1];
  }
  return sections;
}

/** What follows the last section, pasted by hand (the experiment simulation's tables): kept as it is. */
function trailingText(): string {
  const doc = fs.existsSync(OUT) ? fs.readFileSync(OUT, "utf8") : "";
  const end = doc.lastIndexOf(":end -->");
  return end < 0 ? "" : doc.slice(end + ":end -->".length).trim();
}

/** Replaces one section of the page, keeping the others and what follows them. */
function writeSection(name: Section, markdown: string) {
  // A run over chosen routes is printed, never written over the figures for every page.
  if (ROUTES && (name === "lighthouse" || name === "load")) {
    console.log(`\n${markdown}\nnot written to ${OUT}: BENCH_ROUTES chose some routes only`);
    return;
  }
  const sections = { ...readSections(), [name]: markdown };
  const body = SECTIONS.filter((section) => sections[section])
    .map((section) => `<!-- ${section}:start -->\n${sections[section]!.trim()}\n<!-- ${section}:end -->`)
    .join("\n\n");
  const tail = trailingText();
  fs.writeFileSync(OUT, `# Benchmarks\n\n${body}\n${tail && `\n${tail}\n`}`);
  console.log(`\n${markdown}\nwritten to ${OUT}`);
}

async function main() {
  if (ONLY && !PARTS.includes(ONLY as Part)) throw new Error(`BENCH_ONLY is one of ${PARTS.join(", ")}`);
  await renderSite(RENDERED_DIR, path.resolve(BUILD_DIR, "client"));
  writeSection("weights", weightsSection());
  if (!ONLY || ONLY === "inbox") writeSection("inbox", await inboxSection());
  if (!ONLY || ONLY === "drain") writeSection("drain", await drainSection());
  if (!ONLY || ONLY === "contact") writeSection("contact", await contactSection(DURATION, CONNECTIONS));
  if (!ONLY || ONLY === "forms") writeSection("forms", await formsSection(DURATION, CONNECTIONS, FORM_RUNS));
  if (!ONLY || ONLY === "load") writeSection("load", await loadSection());
  if (!ONLY || ONLY === "lighthouse") writeSection("lighthouse", await lighthouseSection());
  if (!ONLY || ONLY === "signin") writeSection("signin", await signInSection());
  if (!ONLY || ONLY === "posts") writeSection("posts", await postsSection());
  if (!ONLY || ONLY === "publish") writeSection("publish", await publishSection());
  if (!ONLY || ONLY === "editor") writeSection("editor", await editorSection());
  if (!ONLY || ONLY === "experiments") writeSection("experiments", await experimentsSection());
}

await main();
