/**
 * An experiment's figures as the report reads them from what was stored (server/experiments/report.ts;
 * each lead and demo credited as the lead pipeline credits them, server/sales/experiment-conversions.ts),
 * on a real PostgreSQL: one conversion per visitor and goal, rows from before the visitor id counted
 * as they were, nothing that happened during a pause, the days it ran without its pauses, and the
 * primary goal's totals day by day for the chart.
 */
import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { experimentResults, MAX_TIMELINE_POINTS } from "#server/experiments/report.ts";
import { openDatabase, type OpenDatabase } from "#server/platform/db/database.ts";
import { contactMessages, contacts, conversions, experimentExposures, experiments, type ExperimentPause } from "#server/platform/db/schema.ts";
import { creditExperiments } from "#server/sales/experiment-conversions.ts";
import { freshPostgresDatabase } from "./harness.ts";

const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 10, day, hour));
const variants = [
  { key: "control", name: "The page as it is", weight: 50, document: null },
  { key: "b", name: "Outcome headline", weight: 50, document: null },
];

describe("an experiment's report", () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    const databaseUrl = await freshPostgresDatabase(inject("postgresUrl"));
    database = await openDatabase({ databaseUrl, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "report-")), migrationsFolder: path.resolve("drizzle") });
  });
  afterAll(() => database.close());

  async function experimentWith(startedAt: Date, pauses: ExperimentPause[] = []) {
    const [row] = await database.db.insert(experiments).values({ name: `Home hero ${randomUUID()}`, pagePath: `/${randomUUID()}`, status: "running", variants, goal: "lead", secondaryGoals: ["demo"], createdBy: "editor@vendor.example", startedAt, pauses }).returning();
    return row!;
  }
  const seen = (experiment: number, variant: string) => ({ experiments: [{ experiment, name: "Home hero", variant }] });
  const attribution = (experiment: number, variant: string) => ({ first: null, last: null, ...seen(experiment, variant) }) as never;

  async function exposed(experiment: number, visitorId: string, variant: string, when: Date) {
    await database.db.insert(experimentExposures).values({ experimentId: experiment, visitorId, variant, at: when });
  }
  /** A lead as the contact route stores it: from `email`, by `visitorId` (null: stored before there was one). */
  async function lead(experiment: number, variant: string, { email, visitorId, when, status = "new" }: { email: string; visitorId: string | null; when: Date; status?: "new" | "spam" }) {
    const key = email.toLowerCase();
    await database.db.insert(contacts).values({ id: `contact-${key}`, emailKey: key }).onConflictDoNothing();
    const id = randomUUID();
    await database.db.insert(contactMessages).values({ id, contactId: `contact-${key}`, createdAt: when, name: "Visitor", email, message: "Tell me more.", payloadHash: randomUUID(), status, attribution: attribution(experiment, variant), visitorId });
    await creditExperiments(database.db, [{ source: { contactMessageId: id }, seen: seen(experiment, variant).experiments, unit: visitorId ?? `contact-${key}`, at: when }]);
  }
  async function demo(experiment: number, variant: string, { visitorId, when, meetingId = null }: { visitorId: string | null; when: Date; meetingId?: string | null }) {
    const id = randomUUID();
    await database.db.insert(conversions).values({ id, at: when, kind: "demo_booked", attribution: attribution(experiment, variant), visitorId, meetingId });
    await creditExperiments(database.db, [{ source: { conversionId: id }, seen: seen(experiment, variant).experiments, unit: visitorId ?? meetingId ?? id, at: when }]);
  }
  const byVariant = (report: { variants: Array<{ key: string; visitors: number; conversions: number }> }) => Object.fromEntries(report.variants.map(({ key, visitors, conversions: count }) => [key, [visitors, count]]));

  it("counts each visitor once per goal, only while it ran, and its days without its pauses", async () => {
    // Started on the 1st, paused from the 4th to the 6th, looked at on the 11th at midnight.
    const experiment = await experimentWith(at(1, 0), [{ from: at(4, 0).toISOString(), to: at(6, 0).toISOString() }]);
    const id = experiment.id;
    await exposed(id, "visitor-one", "control", at(1, 10));
    await exposed(id, "visitor-two", "b", at(2, 10));
    // Served while paused (a batch written late): not a visitor of the test.
    await exposed(id, "visitor-paused", "b", at(5, 10));
    await exposed(id, "visitor-four", "control", at(7, 10));
    await exposed(id, "visitor-spam", "control", at(7, 11));

    // Six leads from one visitor under six addresses are one conversion.
    for (const [index, day] of [2, 3, 7, 8, 9, 10].entries()) await lead(id, "control", { email: `one-${index}@example.com`, visitorId: "visitor-one", when: at(day) });
    // Visitor two wrote during the pause (not counted), then again after it (counted).
    await lead(id, "b", { email: "two@example.com", visitorId: "visitor-two", when: at(4, 12) });
    await lead(id, "b", { email: "two@example.com", visitorId: "visitor-two", when: at(8, 12) });
    await lead(id, "b", { email: "paused@example.com", visitorId: "visitor-paused", when: at(5, 12) });
    await lead(id, "control", { email: "four@example.com", visitorId: "visitor-four", when: at(10) });
    await lead(id, "control", { email: "spam@example.com", visitorId: "visitor-spam", when: at(8), status: "spam" });
    // Six unverified booked-demo posts by one visitor are one demo; two rows from before the visitor id, two meetings.
    for (const day of [7, 7, 8, 8, 9, 9]) await demo(id, "b", { visitorId: "visitor-two", when: at(day) });
    await demo(id, "control", { visitorId: null, when: at(7), meetingId: `https://calendly.com/m/${randomUUID()}` });
    await demo(id, "control", { visitorId: null, when: at(8), meetingId: `https://calendly.com/m/${randomUUID()}` });
    // After the look: not yet.
    await lead(id, "b", { email: "later@example.com", visitorId: "visitor-two", when: at(12) });

    const results = await experimentResults(database.db, experiment, at(11, 0));
    const [leads, demos] = results.goals;
    expect(byVariant(leads!)).toEqual({ control: [3, 2], b: [1, 1] });
    expect(byVariant(demos!)).toEqual({ control: [3, 2], b: [1, 1] });
    expect(results.days).toBe(10);
    expect(results.activeDays).toBe(8);

    // The chart: the primary goal's totals at the end of each day, flat through the pause.
    const chart = results.timeline.map(({ day, variants: counts }) => [day, ...counts.map(({ visitors, conversions: count }) => `${visitors}/${count}`)]);
    expect(chart).toEqual([
      ["2026-11-01", "1/0", "0/0"],
      ["2026-11-02", "1/1", "1/0"],
      ["2026-11-03", "1/1", "1/0"],
      ["2026-11-04", "1/1", "1/0"],
      ["2026-11-05", "1/1", "1/0"],
      ["2026-11-06", "1/1", "1/0"],
      ["2026-11-07", "3/1", "1/0"],
      ["2026-11-08", "3/1", "1/1"],
      ["2026-11-09", "3/1", "1/1"],
      ["2026-11-10", "3/2", "1/1"],
      ["2026-11-11", "3/2", "1/1"],
    ]);
  });

  it("counts leads stored before the visitor id as it did: once per person who wrote", async () => {
    const experiment = await experimentWith(at(1, 0));
    await exposed(experiment.id, "visitor-old", "b", at(1, 10));
    for (const day of [2, 3]) await lead(experiment.id, "b", { email: "Old@Example.com", visitorId: null, when: at(day) });
    await lead(experiment.id, "b", { email: "other@example.com", visitorId: null, when: at(3) });
    const [leads] = (await experimentResults(database.db, experiment, at(5, 0))).goals;
    expect(byVariant(leads!)).toEqual({ control: [0, 0], b: [1, 1] });
  });

  it("charts a long test every few days, from its first day to today", async () => {
    const started = new Date(Date.UTC(2026, 0, 1, 9));
    const experiment = await experimentWith(started);
    await exposed(experiment.id, "visitor-early", "control", new Date(Date.UTC(2026, 0, 1, 10)));
    await exposed(experiment.id, "visitor-late", "b", new Date(Date.UTC(2026, 9, 1, 10)));
    const now = new Date(Date.UTC(2026, 10, 15, 8));
    const { timeline } = await experimentResults(database.db, experiment, now);
    expect(timeline.length).toBeGreaterThan(MAX_TIMELINE_POINTS / 2);
    expect(timeline.length).toBeLessThanOrEqual(MAX_TIMELINE_POINTS + 1);
    expect([timeline[0]!.day, timeline.at(-1)!.day]).toEqual(["2026-01-01", "2026-11-15"]);
    expect(timeline[0]!.variants).toEqual([{ key: "control", visitors: 1, conversions: 0 }, { key: "b", visitors: 0, conversions: 0 }]);
    expect(timeline.at(-1)!.variants.map(({ visitors }) => visitors)).toEqual([1, 1]);
  });
});
