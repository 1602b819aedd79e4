/**
 * Lighthouse lab figures for `npm run bench`: every route is audited several times with the mobile
 * preset (Lighthouse's default config: Moto G Power emulation, simulated slow 4G and 4x CPU slowdown)
 * and the desktop preset, and the median of each figure is kept, because one Lighthouse run is noisy.
 * The worst score seen per category is kept too, so a flaky 99 stays visible behind a median of 100.
 * One Chromium serves every run; routes run one after another (parallel runs skew timings).
 */
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";
import lighthouse, { desktopConfig, type Config, type Result, type RunnerResult } from "lighthouse";
import { CATEGORIES, PRESETS, type Category, type Figures, type Preset, type RouteResult, type Scores } from "./lighthouse-summary.ts";
import { CARDS_ARTICLE_ROUTE } from "./cards-article.ts";


const CONFIGS: Record<Preset, Config | undefined> = { mobile: undefined, desktop: desktopConfig };

/** A site to audit: its address, and what Chromium adds to its flags for it (to trust the nginx front's throwaway certificate). */
export interface LighthouseTarget {
  baseUrl: string;
  chromeFlags?: string[];
}

export interface LighthouseOptions {
  /** Each route is audited on every target in turn (a build and an earlier one): the machine's drift falls on both. */
  targets: LighthouseTarget[];
  routes: string[];
  runs?: number;
  presets?: readonly Preset[];
  /** URL patterns Lighthouse blocks (third parties this machine cannot reach). */
  blockedUrlPatterns?: string[];
}

export const LIGHTHOUSE_VERSION: string = createRequire(import.meta.url)("lighthouse/package.json").version;

export function chromiumVersion(): string {
  return execFileSync(CHROMIUM_PATH, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
}

/** Audits every route with every preset `runs` times on each target, sequentially, printing progress; one list of results per target. */
export async function runLighthouse({ targets, routes, runs = 5, presets = PRESETS, blockedUrlPatterns = [] }: LighthouseOptions): Promise<RouteResult[][]> {
  const results: RouteResult[][] = targets.map(() => []);
  for (const preset of presets) {
    for (const route of routes) {
      for (const [index, { baseUrl, chromeFlags = [] }] of targets.entries()) {
        results[index]!.push(await auditRoute(new URL(route, baseUrl).href, route, preset, runs, { blockedUrlPatterns, chromeFlags }));
      }
    }
  }
  return results;
}

/**
 * One Lighthouse run in a browser of its own: a visitor's first visit. Lighthouse clears the HTTP
 * cache between runs but keeps localStorage, so a shared browser would measure a visitor whose
 * storage remembers a font the cache no longer holds.
 */
export async function auditInFreshBrowser(url: string, preset: Preset, { blockedUrlPatterns, chromeFlags }: AuditOptions): Promise<RunnerResult> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS, ...chromeFlags] });
  try {
    return await auditOnce(chrome.port, url, preset, blockedUrlPatterns);
  } finally {
    chrome.kill();
  }
}

interface AuditOptions {
  blockedUrlPatterns: string[];
  chromeFlags: string[];
}

async function auditRoute(url: string, route: string, preset: Preset, runs: number, options: AuditOptions): Promise<RouteResult> {
  const figures: Figures[] = [];
  const losingAudits = new Map<string, number>();
  const scriptEncodings = new Set<string>();
  const started = Date.now();
  for (let run = 1; run <= runs; run++) {
    const runStarted = Date.now();
    const result = await auditInFreshBrowser(url, preset, options);
    const figure = figuresOf(result.lhr);
    figures.push(figure);
    for (const id of losingAuditsOf(result.lhr)) losingAudits.set(id, (losingAudits.get(id) ?? 0) + 1);
    for (const encoding of scriptEncodingsOf(result)) scriptEncodings.add(encoding);
    const seconds = ((Date.now() - runStarted) / 1000).toFixed(1);
    console.log(`[lighthouse] ${route} ${preset} run ${run}/${runs}: ${describe(figure)} (${seconds} s); ${lcpOf(result.lhr)}`);
  }
  return {
    route,
    preset,
    median: medianFigures(figures),
    worst: mapScores((category) => Math.min(...figures.map((f) => f.scores[category]))),
    losingAudits,
    scriptEncodings: [...scriptEncodings].sort(),
    secondsPerRun: (Date.now() - started) / 1000 / runs,
  };
}

const ATTEMPTS = 3;

/** One Lighthouse run; Lighthouse's own transient failures (NO_NAVSTART, ...) are retried. */
async function auditOnce(port: number, url: string, preset: Preset, blockedUrlPatterns: string[]): Promise<RunnerResult> {
  for (let attempt = 1; ; attempt++) {
    const flags = { port, output: "json" as const, logLevel: "error" as const, onlyCategories: [...CATEGORIES], blockedUrlPatterns };
    const result = await lighthouse(url, flags, CONFIGS[preset]);
    if (result && !result.lhr.runtimeError) return result;
    const error = result?.lhr.runtimeError;
    const failure = `Lighthouse failed on ${url} (${preset}): ${error ? `${error.code} ${error.message}` : "no result"}`;
    if (attempt === ATTEMPTS) throw new Error(failure);
    console.log(`[lighthouse] ${failure}; retrying`);
  }
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

function figuresOf(lhr: Result): Figures {
  const requests = (lhr.audits["network-requests"]?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
  const documentUrl = lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl;
  const scripts = requests.filter((item) => item.resourceType === "Script");
  const kb = (items: NetworkRequest[]) => items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
  return {
    scores: mapScores((category) => Math.round((lhr.categories[category]?.score ?? 0) * 100)),
    fcpMs: metric(lhr, "first-contentful-paint"),
    lcpMs: metric(lhr, "largest-contentful-paint"),
    tbtMs: metric(lhr, "total-blocking-time"),
    cls: metric(lhr, "cumulative-layout-shift"),
    scriptEvalMs: scriptEvaluationMs(lhr),
    jsKb: kb(scripts),
    scripts: scripts.length,
    htmlKb: kb(requests.filter((item) => item.url === documentUrl)),
    requests: requests.length,
  };
}

function metric(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse audit ${id} has no value for ${lhr.finalDisplayedUrl}`);
  return value;
}

interface WorkGroup {
  group?: string;
  duration?: number;
}

/** Main-thread milliseconds Lighthouse attributes to script evaluation (0 when a page runs none). */
function scriptEvaluationMs(lhr: Result): number {
  const groups = (lhr.audits["mainthread-work-breakdown"]?.details as { items?: WorkGroup[] } | undefined)?.items ?? [];
  return groups.filter((item) => item.group === "scriptEvaluation").reduce((sum, item) => sum + (item.duration ?? 0), 0);
}

/**
 * Ids of the scored audits (weight > 0) that did not get full marks in this run, except the
 * performance metrics (FCP, LCP, TBT...), which lose a point somewhere on most runs and have their own columns.
 */
function losingAuditsOf(lhr: Result): string[] {
  const ids = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs.filter((ref) => ref.weight > 0 && ref.group !== "metrics").map((ref) => ref.id),
  );
  return [...new Set(ids)].filter((id) => {
    const score = lhr.audits[id]?.score;
    return score !== null && score !== undefined && score < 1;
  });
}

/** Which compression the scripts came with, read from the run's DevTools protocol log. */
function scriptEncodingsOf(result: RunnerResult): string[] {
  const encodings = new Set<string>();
  for (const event of result.artifacts.DevtoolsLog ?? []) {
    if (event.method !== "Network.responseReceived" || event.params.type !== "Script") continue;
    const headers = Object.entries(event.params.response.headers);
    encodings.add(headers.find(([name]) => name.toLowerCase() === "content-encoding")?.[1] ?? "none");
  }
  return [...encodings];
}

function mapScores(score: (category: Category) => number): Scores {
  return Object.fromEntries(CATEGORIES.map((category) => [category, score(category)])) as Scores;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function medianFigures(runs: Figures[]): Figures {
  const of = (pick: (f: Figures) => number) => median(runs.map(pick));
  return {
    scores: mapScores((category) => of((f) => f.scores[category])),
    fcpMs: of((f) => f.fcpMs),
    lcpMs: of((f) => f.lcpMs),
    tbtMs: of((f) => f.tbtMs),
    cls: of((f) => f.cls),
    scriptEvalMs: of((f) => f.scriptEvalMs),
    jsKb: of((f) => f.jsKb),
    scripts: of((f) => f.scripts),
    htmlKb: of((f) => f.htmlKb),
    requests: of((f) => f.requests),
  };
}

const scoreList = (scores: Scores) => CATEGORIES.map((category) => scores[category]).join("/");

function describe(f: Figures): string {
  return `scores ${scoreList(f.scores)}, LCP ${Math.round(f.lcpMs)} ms, TBT ${Math.round(f.tbtMs)} ms, CLS ${f.cls.toFixed(3)}, script eval ${Math.round(f.scriptEvalMs)} ms, JS ${f.jsKb.toFixed(1)} KB`;
}

interface LcpDetails {
  items?: Array<{ items?: Array<{ node?: { selector?: string }; phase?: string; timing?: number }> }>;
}

/** What the LCP was and where its time went (TTFB, load delay, load time, render delay), for the run's log line. */
function lcpOf(lhr: Result): string {
  const [elements, phases] = (lhr.audits["largest-contentful-paint-element"]?.details as LcpDetails | undefined)?.items ?? [];
  const selector = elements?.items?.[0]?.node?.selector ?? "no element";
  const split = (phases?.items ?? []).map(({ phase, timing }) => `${phase} ${Math.round(timing ?? 0)}`).join(", ");
  return `LCP ${selector}${split ? ` (${split} ms)` : ""}`;
}

/** The seed's articles differ only in their text: one row holds the worst figures of all of them. The article with every card has its own. */
function groupOf(route: string): string {
  return route !== CARDS_ARTICLE_ROUTE && /^\/blog\/(?!tag\/|category\/|page\/|search$)[^/]+$/.test(route) ? "/blog/* (articles)" : route;
}

/** The worst median figures of a group of results of one preset: lowest scores, highest costs. */
function worstOf(results: RouteResult[]): RouteResult {
  const pick = <T>(of: (r: RouteResult) => T) => results.map(of);
  const max = (of: (r: RouteResult) => number) => Math.max(...pick(of));
  const min = (of: (r: RouteResult) => number) => Math.min(...pick(of));
  const first = results[0]!;
  const scores = (of: (r: RouteResult) => Scores) => Object.fromEntries(CATEGORIES.map((c) => [c, min((r) => of(r)[c])])) as Scores;
  const audits = new Map<string, number>();
  for (const r of results) for (const [id, count] of r.losingAudits) audits.set(id, (audits.get(id) ?? 0) + count);
  return {
    ...first,
    median: { ...first.median, scores: scores((r) => r.median.scores), lcpMs: max((r) => r.median.lcpMs), tbtMs: max((r) => r.median.tbtMs), cls: max((r) => r.median.cls), scriptEvalMs: max((r) => r.median.scriptEvalMs), jsKb: max((r) => r.median.jsKb) },
    worst: scores((r) => r.worst),
    losingAudits: audits,
  };
}

/** Results per route group (articles together), each with its mobile and desktop figures. */
export function byRouteGroup(results: RouteResult[]): { group: string; count: number; mobile?: RouteResult; desktop?: RouteResult }[] {
  const groups = new Map<string, RouteResult[]>();
  for (const r of results) groups.set(groupOf(r.route), [...(groups.get(groupOf(r.route)) ?? []), r]);
  return [...groups].map(([group, members]) => {
    const of = (preset: Preset) => members.filter((r) => r.preset === preset);
    const mobile = of("mobile");
    const desktop = of("desktop");
    return { group, count: new Set(members.map((r) => r.route)).size, mobile: mobile.length ? worstOf(mobile) : undefined, desktop: desktop.length ? worstOf(desktop) : undefined };
  });
}

const both = (row: { mobile?: RouteResult; desktop?: RouteResult }, show: (r: RouteResult) => string) =>
  [row.mobile, row.desktop].map((r) => (r ? show(r) : "–")).join(" / ");

/** One row per route (articles as one, their worst figures): mobile / desktop medians, audits that cost points. */
export function resultsTable(results: RouteResult[]): string {
  const header = [
    "| route | perf | a11y | best pr. | SEO | worst run (mobile) | LCP | TBT | CLS | JS | audits losing points (runs) |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  const rows = byRouteGroup(results).map((row) => {
    const audits = [row.mobile, row.desktop].flatMap((r) => [...(r?.losingAudits ?? [])].map(([id, count]) => `${id} (${count}, ${r!.preset})`));
    const label = row.count > 1 ? `${row.group} ×${row.count}` : row.group;
    return `| ${label} | ${CATEGORIES.map((c) => both(row, (r) => String(r.median.scores[c]))).join(" | ")} | ${row.mobile ? scoreList(row.mobile.worst) : "–"} | ${both(row, (r) => `${Math.round(r.median.lcpMs)}`)} ms | ${both(row, (r) => `${Math.round(r.median.tbtMs)}`)} ms | ${both(row, (r) => r.median.cls.toFixed(3))} | ${both(row, (r) => r.median.jsKb.toFixed(1))} KB | ${audits.join(", ") || "none"} |`;
  });
  return [...header, ...rows].join("\n");
}

/** The same routes before and after a change, mobile: scores and the lab metrics the targets are about. */
export function comparisonTable(before: RouteResult[], after: RouteResult[]): string {
  const earlier = new Map(byRouteGroup(before).map((row) => [row.group, row]));
  const header = [
    "| route | perf before → after (mobile / desktop) | LCP mobile | TBT mobile | CLS mobile | JS mobile |",
    "|---|---|---|---|---|---|",
  ];
  const change = (was: string | undefined, now: string) => (was === undefined ? now : `${was} → ${now}`);
  const rows = byRouteGroup(after).map((row) => {
    const was = earlier.get(row.group);
    const m = row.mobile?.median;
    const w = was?.mobile?.median;
    const label = row.count > 1 ? `${row.group} ×${row.count}` : row.group;
    if (!m) return `| ${label} | – | – | – | – | – |`;
    return `| ${label} | ${change(was && both(was, (r) => String(r.median.scores.performance)), both(row, (r) => String(r.median.scores.performance)))} | ${change(w && `${Math.round(w.lcpMs)} ms`, `${Math.round(m.lcpMs)} ms`)} | ${change(w && `${Math.round(w.tbtMs)} ms`, `${Math.round(m.tbtMs)} ms`)} | ${change(w?.cls.toFixed(3), m.cls.toFixed(3))} | ${change(w && `${w.jsKb.toFixed(1)} KB`, `${m.jsKb.toFixed(1)} KB`)} |`;
  });
  return [...header, ...rows].join("\n");
}
