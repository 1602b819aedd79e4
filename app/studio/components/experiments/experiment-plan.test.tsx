import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ExperimentPlanner } from "./experiment-plan.tsx";
import type { ExperimentDraft } from "./use-experiment-editor.ts";

const definition: ExperimentDraft["definition"] = {
  name: "Home hero",
  goal: "lead",
  secondaryGoals: [],
  minimumLift: 0.2,
  trafficEstimate: null,
  endsAt: null,
  variants: [
    { key: "control", name: "The page as it is", weight: 50 },
    { key: "b", name: "Variant B", weight: 50 },
  ],
};

const planner = (overrides: Partial<ExperimentDraft["definition"]>, measured: Parameters<typeof ExperimentPlanner>[0]["measured"]) =>
  renderToStaticMarkup(<ExperimentPlanner definition={{ ...definition, ...overrides }} measured={measured} set={() => undefined} problems={{}} locked={null} />);

const valueOf = (html: string, id: string) => new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)![0].match(/ value="([^"]*)"/)?.[1];

describe("the planner", () => {
  it("leaves the editor's figures empty until given, so the fields never show figures the plan does not use", () => {
    const html = planner({}, null);
    expect(valueOf(html, "experiment-daily")).toBe("");
    expect(valueOf(html, "experiment-rate")).toBe("");
    expect(html).toContain('placeholder="e.g. 500"');
    expect(html).toContain("Give the page&#x27;s visitors a day and the goal&#x27;s rate");
  });

  it("shows the editor's figures and the plan made from them", () => {
    const html = planner({ trafficEstimate: { dailyVisitors: 2000, rate: 0.05 } }, null);
    expect(valueOf(html, "experiment-daily")).toBe("2000");
    expect(valueOf(html, "experiment-rate")).toBe("5");
    expect(html).toMatch(/This test needs about [\d,]+ visitors in every variant/);
  });

  it("says one view a day in the singular, and when the measured figures cannot make a plan, to give one's own", () => {
    const html = planner({}, { dailyVisitors: 1, rates: { lead: 1 } });
    expect(html).toContain("the page had 1 view a day");
    expect(html).toContain("Too little has been measured yet to plan from: use your own figures.");
    expect(planner({}, { dailyVisitors: 0.2, rates: { lead: 0.5 } })).toContain("the page had less than one view a day");
  });
});
