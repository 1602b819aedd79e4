import { describe, expect, it } from "vitest";
import { byRouteGroup, comparisonTable } from "./lighthouse-bench.ts";
import type { Figures, Preset, RouteResult } from "./lighthouse-summary.ts";

const scores = (performance: number) => ({ performance, accessibility: 100, "best-practices": 100, seo: 100 });
function result(route: string, preset: Preset, performance: number, lcpMs: number): RouteResult {
  const median: Figures = { scores: scores(performance), fcpMs: 500, lcpMs, tbtMs: 0, cls: 0, scriptEvalMs: 10, jsKb: 1.6, scripts: 0, htmlKb: 10, requests: 5 };
  return { route, preset, median, worst: scores(performance), losingAudits: new Map(), scriptEncodings: [], secondsPerRun: 10 };
}

describe("Lighthouse tables", () => {
  it("puts the articles in one row with their worst figures, and keeps other routes apart", () => {
    const rows = byRouteGroup([result("/blog/a", "mobile", 100, 800), result("/blog/b", "mobile", 97, 1100), result("/blog/search", "mobile", 100, 700), result("/blog/tag/x", "mobile", 100, 700)]);
    expect(rows.map((row) => [row.group, row.count])).toEqual([["/blog/* (articles)", 2], ["/blog/search", 1], ["/blog/tag/x", 1]]);
    expect(rows[0]!.mobile!.median.scores.performance).toBe(97);
    expect(rows[0]!.mobile!.median.lcpMs).toBe(1100);
  });

  it("shows each route's figures before and after", () => {
    const table = comparisonTable([result("/", "mobile", 98, 1360)], [result("/", "mobile", 100, 900), result("/new", "mobile", 100, 800)]);
    expect(table).toContain("| / | 98 / – → 100 / – | 1360 ms → 900 ms |");
    expect(table).toContain("| /new | 100 / – | 800 ms |");
  });
});
