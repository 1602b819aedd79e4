/**
 * The plan locked at the start (issue 70, ADR 044), through the admin API over a real PostgreSQL:
 * the studio is told the page's measured traffic; Start locks the plan made from the editor's own
 * figures (else the measured ones) and the report reads its horizon and days left from it; with
 * no figures at all it starts unplanned.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EditableExperiment } from "#server/experiments/workflow.ts";
import type { ExperimentResults } from "#server/experiments/report.ts";
import type { RecentTraffic } from "#server/experiments/traffic.ts";
import { planExperiment } from "#shared/experiments/plan.ts";
import { adminClient } from "./admin-client.ts";
import { startHarness, type Harness } from "./harness.ts";

interface Detail {
  experiment: EditableExperiment;
  results: ExperimentResults | null;
  traffic: RecentTraffic;
}

const VARIANTS = [
  { key: "control", name: "The page as it is", weight: 50 },
  { key: "b", name: "Variant B", weight: 50 },
];

describe("an experiment's plan", () => {
  let h: Harness;
  let writer: Awaited<ReturnType<typeof adminClient>>;
  let editor: Awaited<ReturnType<typeof adminClient>>;

  /** A writer's draft on `path` with `definition`'s fields, started by an editor who read it. */
  async function startedWith(path: string, definition: Record<string, unknown>): Promise<Detail> {
    const { experiment: created } = (await (await writer.post("/experiments", { name: `Plan of ${path}`, pagePath: path })).json()) as { experiment: EditableExperiment };
    const saved = await writer.put(`/experiments/${created.id}`, { definition: { name: `Plan of ${path}`, goal: "lead", secondaryGoals: [], endsAt: null, variants: VARIANTS, ...definition }, baseRevision: created.revision });
    expect(saved.status).toBe(200);
    const read = await editor.get<Detail>(`/experiments/${created.id}`);
    expect(read.traffic).toMatchObject({ rates: { lead: expect.toBeOneOf([null, expect.any(Number)]) } });
    const started = await editor.post(`/experiments/${created.id}/start`, { revision: read.experiment.revision });
    expect(started.status).toBe(200);
    return editor.get<Detail>(`/experiments/${created.id}`);
  }

  beforeAll(async () => {
    h = await startHarness({ builtSite: true });
    writer = await adminClient(h, "writer@vendor.example", "writer");
    editor = await adminClient(h, "editor@vendor.example", "editor");
  });
  afterAll(() => h.close());

  it("locks the plan from the editor's figures at the start, and the report counts down to its horizon", { timeout: 60_000 }, async () => {
    const { experiment, results } = await startedWith("/", { minimumLift: 0.25, trafficEstimate: { dailyVisitors: 2_000, rate: 0.05 } });
    const { longerThanAQuarter: _advice, ...expected } = planExperiment({ baselineRate: 0.05, dailyVisitors: 2_000, weights: [50, 50], minimumLift: 0.25 });
    expect(experiment.plan).toEqual(expected);
    const [primary] = results!.goals;
    expect(primary!.plannedVisitors).toBe(expected.visitorsPerVariant);
    // No visitor yet: every day of the plan is left.
    expect(primary!.daysLeft).toBe(expected.days);
    expect(primary!.verdict).toMatchObject({ kind: "waiting", daysToWeek: 7 });
  });

  it("starts unplanned when there are no figures to plan from, and says so", { timeout: 60_000 }, async () => {
    const { experiment, results } = await startedWith("/pricing", { minimumLift: 0.2, trafficEstimate: null });
    // The test site has served no page to a browser yet: nothing measured.
    expect(experiment.plan).toBeNull();
    expect(results!.goals[0]!.verdict.kind).toBe("waiting");
  });
});
