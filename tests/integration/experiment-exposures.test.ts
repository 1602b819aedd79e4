/**
 * Who saw which variant (server/experiments/exposures.ts), on a real PostgreSQL: one row per visitor
 * and experiment however many processes serve them however often, and a lead finds what its visitor
 * saw before it, written or still waiting in its process's batch.
 */
import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { ExposureRecorder } from "#server/experiments/exposures.ts";
import { openDatabase, type OpenDatabase } from "#server/platform/db/database.ts";
import { experimentExposures, experiments } from "#server/platform/db/schema.ts";
import { freshPostgresDatabase } from "./harness.ts";

describe("experiment exposures", () => {
  let database: OpenDatabase;
  let experiment: number;

  beforeAll(async () => {
    const databaseUrl = await freshPostgresDatabase(inject("postgresUrl"));
    database = await openDatabase({ databaseUrl, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "exposures-")), migrationsFolder: path.resolve("drizzle") });
    const variants = [
      { key: "control", name: "The page as it is", weight: 50, document: null },
      { key: "b", name: "Outcome headline", weight: 50, document: null },
    ];
    [{ id: experiment }] = (await database.db
      .insert(experiments)
      .values({ name: "Home hero", pagePath: "/", status: "running", variants, goal: "lead", createdBy: "editor@vendor.example" })
      .returning({ id: experiments.id })) as [{ id: number }];
  });
  afterAll(() => database.close());

  const rowsOf = async (visitorId: string) => database.db.select().from(experimentExposures).where(eq(experimentExposures.visitorId, visitorId));

  it("counts a visitor once per experiment, served by two processes forty times at once", async () => {
    const failures: unknown[] = [];
    const processes = [new ExposureRecorder(database.db, (error) => failures.push(error)), new ExposureRecorder(database.db, (error) => failures.push(error))];
    for (let view = 0; view < 40; view += 1) processes[view % 2]!.record(experiment, "visitor-many-views", "b");
    await Promise.all(processes.map((recorder) => recorder.flush()));
    expect(await rowsOf("visitor-many-views")).toMatchObject([{ experimentId: experiment, variant: "b" }]);
    expect(failures).toEqual([]);
  });

  it("lets a lead find what its visitor saw before it, in the database or still in the batch, and nothing seen after", async () => {
    const recorder = new ExposureRecorder(database.db, (error) => {
      throw error;
    });
    const seen = new Date(Date.now() - 60_000);
    recorder.record(experiment, "visitor-lead", "control", seen);
    // Not written yet: the lead in this process still finds it.
    expect(await rowsOf("visitor-lead")).toEqual([]);
    expect(await recorder.seenBy("visitor-lead")).toEqual([{ experiment, name: "Home hero", variant: "control" }]);
    await recorder.flush();
    expect(await new ExposureRecorder(database.db, () => undefined).seenBy("visitor-lead")).toEqual([{ experiment, name: "Home hero", variant: "control" }]);
    // A lead sent before the visitor saw the page does not count for it.
    expect(await recorder.seenBy("visitor-lead", new Date(seen.getTime() - 1_000))).toEqual([]);
  });

  it("answers a commit's burst of leads, each about its own visitor, with one query, as waiting views need none", async () => {
    const recorder = new ExposureRecorder(database.db, (error) => {
      throw error;
    });
    recorder.record(experiment, "burst-3", "b", new Date(Date.now() - 60_000));
    await recorder.flush();
    const now = new Date();
    const queries = vi.spyOn(pg.Client.prototype, "query");
    const answers = await recorder.seenIn(
      database.db,
      Array.from({ length: 50 }, (_, i) => ({ visitorId: `burst-${i}`, before: now })),
    );
    const count = queries.mock.calls.length;
    queries.mockRestore();
    expect(answers.get("burst-3")).toEqual([{ experiment, name: "Home hero", variant: "b" }]);
    expect([...answers.values()].filter((seen) => seen.length > 0)).toHaveLength(1);
    // Before issue 72, one lookup per lead and one for the names; now one for the batch, names joined.
    expect(count).toBe(1);
  });

  it("writes a busy minute's visitors in batches, none lost", async () => {
    const recorder = new ExposureRecorder(database.db, (error) => {
      throw error;
    });
    for (let visitor = 0; visitor < 1_200; visitor += 1) recorder.record(experiment, `crowd-${visitor}`, visitor % 2 ? "b" : "control");
    await recorder.flush();
    const [{ count }] = (await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(experimentExposures)
      .where(sql`${experimentExposures.visitorId} like 'crowd-%'`)) as [{ count: number }];
    expect(count).toBe(1_200);
  });
});
