import { describe, expect, it } from "vitest";
import { experimentInput, formOfGoal, goalLabel } from "./experiment.ts";

const valid = {
  name: "Home hero: outcome headline",
  pagePath: "/",
  variants: [
    { key: "control", name: "The page as it is", weight: 50 },
    { key: "outcome", name: "Headline about booked demos", weight: 50 },
  ],
  goal: "demo",
};

/** The problems as an editor reads them, by field. */
const problems = (input: unknown) => {
  const result = experimentInput.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("an experiment as an editor defines it", () => {
  it("takes a page, a control and a variant splitting the traffic, and a goal; the rest has defaults", () => {
    expect(experimentInput.parse(valid)).toMatchObject({ minimumLift: 0.2, trafficEstimate: null, secondaryGoals: [], endsAt: null });
  });

  it("refuses in words a split that is not 100%, a first variant that is not the control, twin keys and too many variants", () => {
    expect(problems({ ...valid, variants: [valid.variants[0], { ...valid.variants[1], weight: 40 }] })).toEqual({ variants: "The shares add up to 90%; make them 100%." });
    expect(problems({ ...valid, variants: [...valid.variants].reverse() })).toEqual({ "variants.0.key": "The first variant is the control: the page as it is." });
    expect(
      problems({
        ...valid,
        variants: [
          { ...valid.variants[0], weight: 34 },
          { ...valid.variants[1], weight: 33 },
          { ...valid.variants[1], weight: 33 },
        ],
      }),
    ).toEqual({ "variants.2.key": 'Two variants are called "outcome".' });
    const five = Array.from({ length: 5 }, (_, index) => ({ key: index ? `v${index}` : "control", name: `Variant ${index}`, weight: 20 }));
    expect(problems({ ...valid, variants: five })["variants"]).toMatch(/^At most 4 variants/);
    expect(problems({ ...valid, goal: "clicks" })["goal"]).toMatch(/^Choose what counts/);
    expect(problems({ ...valid, secondaryGoals: ["demo"] })).toEqual({ secondaryGoals: "The main goal is counted already." });
  });
});

describe("a form sent as an experiment's goal", () => {
  it("is taken as form:<id>, main or secondary, and named by the form", () => {
    expect(experimentInput.parse({ ...valid, goal: "form:7", secondaryGoals: ["lead"] })).toMatchObject({ goal: "form:7", secondaryGoals: ["lead"] });
    expect(experimentInput.parse({ ...valid, secondaryGoals: ["form:12"] }).secondaryGoals).toEqual(["form:12"]);
    expect(formOfGoal("form:7")).toBe(7);
    expect(formOfGoal("lead")).toBeUndefined();
    expect(goalLabel("form:7", [{ id: 7, name: "2025 AI marketing benchmark" }])).toBe("Leads from “2025 AI marketing benchmark”");
    expect(goalLabel("form:9")).toBe("Leads from “form #9”");
    expect(goalLabel("demo")).toBe("Booked demos");
  });

  it("refuses in words what is not a form's id", () => {
    for (const goal of ["form:", "form:0", "form:07", "form:-1", "form:7.5", "form:abc", "form:7 ", "form:12345678901", "Form:7"]) {
      expect(problems({ ...valid, goal })["goal"], goal).toMatch(/^Choose what counts/);
    }
    expect(formOfGoal("form:0")).toBeUndefined();
  });
});
