/**
 * What `npm run bench` judges against the targets, from Lighthouse's median figures per route and
 * preset (scripts/lib/lighthouse-bench.ts runs Lighthouse): plain data in, plain data out, so the
 * judgement is tested without a browser.
 */

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];
export type Scores = Record<Category, number>;

export const PRESETS = ["mobile", "desktop"] as const;
export type Preset = (typeof PRESETS)[number];

/** The presets a comma-separated list names (BENCH_PRESETS), every one when it is unset; an unknown name fails. */
export function presetsOf(list: string | undefined): readonly Preset[] {
  if (!list) return PRESETS;
  const names = list.split(",").map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !(PRESETS as readonly string[]).includes(name));
  if (unknown.length || !names.length) throw new Error(`BENCH_PRESETS: ${unknown.join(", ") || "empty"} is not one of ${PRESETS.join(", ")}`);
  return names as Preset[];
}

/** The figures of one Lighthouse run; sizes are bytes on the wire (compressed), in KB. */
export interface Figures {
  scores: Scores;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Main-thread time spent evaluating scripts (Lighthouse's mainthread-work-breakdown, CPU slowdown applied). */
  scriptEvalMs: number;
  jsKb: number;
  /** Script requests: each transfer size includes the response headers. */
  scripts: number;
  htmlKb: number;
  requests: number;
}

export interface RouteResult {
  route: string;
  preset: Preset;
  /** Median of each figure over the runs. */
  median: Figures;
  /** Lowest score seen in any run, per category. */
  worst: Scores;
  /** Audits other than the performance metrics that cost points: audit id → number of runs where they did. */
  losingAudits: Map<string, number>;
  /** Content-Encoding values of the scripts as Chromium received them ("br", "gzip", "none"). */
  scriptEncodings: string[];
  /** Mean wall-clock seconds of one run. */
  secondsPerRun: number;
}

/** A figure and where it was measured ("/pricing, mobile"). */
export interface Located {
  value: number;
  at: string;
}

export interface Summary {
  /** Lowest median score over the indexable routes and both presets, per category. */
  minScores: Record<Category, Located>;
  /** Lowest score of any single run on an indexable route, per category. */
  worstRuns: Record<Category, Located>;
  /**
   * Lowest median score over the routes that ask search engines not to list them, per category:
   * Lighthouse's SEO category fails every `noindex` page (is-crawlable), so they are told apart.
   */
  noindexScores?: Record<Category, Located> & { routes: number };
  /** Median figures of the home page with the mobile preset, when it was measured. */
  homeMobile?: Figures;
  maxTbtMs: Located;
  maxCls: Located;
  /**
   * Script evaluation on pages without a form (they run the site's scripts alone, ADR 011), with
   * the mobile preset the target is about: the highest median, and how many routes are at or under
   * SCRIPT_EVAL_LIMIT_MS.
   */
  scriptEvalWithoutForm?: { max: Located; within: number; routes: number };
}

/** The main-thread script evaluation target on pages without a form: at most 60 ms (mobile Lighthouse). */
export const SCRIPT_EVAL_LIMIT_MS = 60;

export interface SummaryOptions {
  /** Routes whose page has a form: they also run the form's script. */
  routesWithForm?: readonly string[];
  /** Routes whose page says `noindex`. */
  noindexRoutes?: readonly string[];
}

/** The figures the targets are about, over every route and preset. */
export function summarize(results: RouteResult[], { routesWithForm = [], noindexRoutes = [] }: SummaryOptions = {}): Summary {
  const where = (r: RouteResult) => `${r.route}, ${r.preset}`;
  // Sorting is stable, so ties go to the first route in results order.
  const extremeOf = (among: RouteResult[], pick: (r: RouteResult) => number, direction: 1 | -1): Located => {
    const r = [...among].sort((a, b) => direction * (pick(a) - pick(b)))[0]!;
    return { value: pick(r), at: where(r) };
  };
  const lowestScores = (among: RouteResult[], pick: (r: RouteResult, c: Category) => number) =>
    Object.fromEntries(CATEGORIES.map((c) => [c, extremeOf(among, (r) => pick(r, c), 1)])) as Record<Category, Located>;
  const highest = (pick: (r: RouteResult) => number) => extremeOf(results, pick, -1);
  const noindex = results.filter((r) => noindexRoutes.includes(r.route));
  const indexable = results.filter((r) => !noindexRoutes.includes(r.route));
  const withoutForm = results.filter((r) => r.preset === "mobile" && !routesWithForm.includes(r.route));
  const scoredOver = indexable.length ? indexable : results;
  return {
    minScores: lowestScores(scoredOver, (r, c) => r.median.scores[c]),
    worstRuns: lowestScores(scoredOver, (r, c) => r.worst[c]),
    noindexScores: noindex.length ? { ...lowestScores(noindex, (r, c) => r.median.scores[c]), routes: new Set(noindex.map((r) => r.route)).size } : undefined,
    homeMobile: results.find((r) => r.route === "/" && r.preset === "mobile")?.median,
    maxTbtMs: highest((r) => r.median.tbtMs),
    maxCls: highest((r) => r.median.cls),
    scriptEvalWithoutForm: withoutForm.length
      ? {
          max: extremeOf(withoutForm, (r) => r.median.scriptEvalMs, -1),
          within: withoutForm.filter((r) => Math.round(r.median.scriptEvalMs) <= SCRIPT_EVAL_LIMIT_MS).length,
          routes: withoutForm.length,
        }
      : undefined,
  };
}
