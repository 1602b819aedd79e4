import { describe, expect, it } from "vitest";
import { presetsOf, summarize, type Figures, type Preset, type RouteResult, type Scores } from "./lighthouse-summary.ts";

const perfect: Scores = { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 };

function result(route: string, preset: Preset, figures: Partial<Figures> = {}, worst: Partial<Scores> = {}): RouteResult {
  const median: Figures = { scores: perfect, fcpMs: 700, lcpMs: 900, tbtMs: 0, cls: 0, scriptEvalMs: 40, jsKb: 0, scripts: 0, htmlKb: 10, requests: 5, ...figures };
  return { route, preset, median, worst: { ...median.scores, ...worst }, losingAudits: new Map(), scriptEncodings: [], secondsPerRun: 10 };
}

describe("summarize: what the bench judges against the targets", () => {
  it("judges scores on indexable routes and reports the noindex routes' SEO beside them", () => {
    const results = [
      result("/", "mobile"),
      result("/privacy", "mobile", { scores: { ...perfect, seo: 66 } }),
      result("/thank-you", "desktop", { scores: { ...perfect, seo: 66 } }),
    ];
    const summary = summarize(results, { noindexRoutes: ["/privacy", "/thank-you"] });
    expect(summary.minScores.seo).toEqual({ value: 100, at: "/, mobile" });
    expect(summary.noindexScores).toMatchObject({ routes: 2, seo: { value: 66, at: "/privacy, mobile" } });
  });

  it("finds an indexable route below 100 and the worst single run", () => {
    const results = [result("/", "mobile"), result("/pricing", "desktop", { scores: { ...perfect, performance: 99 } }, { performance: 92 })];
    const summary = summarize(results, { noindexRoutes: [] });
    expect(summary.minScores.performance).toEqual({ value: 99, at: "/pricing, desktop" });
    expect(summary.worstRuns.performance).toEqual({ value: 92, at: "/pricing, desktop" });
    expect(summary.noindexScores).toBeUndefined();
  });

  it("counts script evaluation on mobile pages without a form only, against the limit", () => {
    const results = [
      result("/", "mobile", { scriptEvalMs: 50 }),
      result("/blog", "mobile", { scriptEvalMs: 69 }),
      result("/terms", "mobile", { scriptEvalMs: 60.4 }),
      result("/contact", "mobile", { scriptEvalMs: 150 }),
      result("/blog", "desktop", { scriptEvalMs: 90 }),
    ];
    const summary = summarize(results, { routesWithForm: ["/contact"] });
    expect(summary.scriptEvalWithoutForm).toEqual({ max: { value: 69, at: "/blog, mobile" }, within: 2, routes: 3 });
  });

  it("reports the highest TBT and CLS over every route and preset, and the home page on mobile", () => {
    const results = [result("/", "mobile", { lcpMs: 903 }), result("/aisdr", "desktop", { tbtMs: 12, cls: 0.024 }), result("/", "desktop", { lcpMs: 400 })];
    const summary = summarize(results);
    expect(summary.maxTbtMs).toEqual({ value: 12, at: "/aisdr, desktop" });
    expect(summary.maxCls).toEqual({ value: 0.024, at: "/aisdr, desktop" });
    expect(summary.homeMobile?.lcpMs).toBe(903);
  });
});

describe("presetsOf: the presets BENCH_PRESETS names", () => {
  it("audits both presets unless told, the ones named otherwise, and refuses a name it does not know", () => {
    expect(presetsOf(undefined)).toEqual(["mobile", "desktop"]);
    expect(presetsOf(" mobile ")).toEqual(["mobile"]);
    expect(() => presetsOf("mobile,tablet")).toThrow(/tablet is not one of mobile, desktop/);
  });
});
