import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ExperimentDetail } from "#app/admin/lib/admin-api.ts";
import { ExperimentResults } from "./experiment-results.tsx";

type Results = NonNullable<ExperimentDetail["results"]>;

const interval = (estimate: number, low: number, high: number) => ({ estimate, low, high });
const results: Results = {
  days: 20,
  activeDays: 20,
  timeline: [],
  chart: [],
  goals: [
    {
      goal: "lead",
      variants: [
        { key: "control", weight: 50, visitors: 4000, conversions: 60, rate: 0.015, difference: null, chanceToBeatControl: null },
        { key: "b", weight: 50, visitors: 4000, conversions: 110, rate: 0.0275, difference: { absolute: interval(0.0125, 0.002, 0.023), relative: interval(0.83, 0.12, 2.3) }, chanceToBeatControl: 0.99996 },
      ],
      sampleRatio: { pValue: 1, mismatch: false },
      verdict: { kind: "winner", key: "b" },
      plannedVisitors: 3000,
      daysLeft: 0,
    },
  ],
};
const names = new Map([
  ["control", "The page as it is"],
  ["b", "Variant B"],
]);

const report = (props: { stopped: boolean; onNextStep?: (publish: string | null) => void }) => renderToStaticMarkup(<ExperimentResults results={results} names={names} lift={20} paused={false} {...props} />);

describe("an experiment's results", () => {
  it("offers the verdict's next step while it runs", () => {
    expect(report({ stopped: false, onNextStep: () => undefined })).toContain(">Stop and publish Variant B</button>");
    expect(report({ stopped: false })).toContain("Stop and publish Variant B.");
  });

  it("keeps the verdict once stopped, without a step that is already taken", () => {
    const html = report({ stopped: true });
    expect(html).toContain("Variant B converts better than the page as it is.");
    expect(html).not.toContain("Stop and publish");
  });

  it("never shows a chance to beat the control as a certainty", () => {
    const html = report({ stopped: false });
    expect(html).toContain("&gt;99%");
    expect(html).not.toMatch(/>100%</);
  });
});
