/**
 * A lead's or a booked demo's credit to the variants its visitor saw (experiment_conversions), on a
 * real PostgreSQL: written in the transaction that stores the lead or the demo (the webhook-first
 * merge too), erased with the contact, read with the lead's status as sales has it now, and, on an
 * upgrade, filled in from what leads and demos stored before named, so running reports keep their figures.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ExposureRecorder } from "#server/experiments/exposures.ts";
import { experimentResults } from "#server/experiments/report.ts";
import { openDatabase, rowsOf, type OpenDatabase } from "#server/platform/db/database.ts";
import { contactMessages, conversions, experimentConversions, experimentExposures, experiments } from "#server/platform/db/schema.ts";
import type { AppEnv } from "#server/platform/http/env.ts";
import { DatabaseRateLimiter } from "#server/platform/http/rate-limit.ts";
import { memoryLogger } from "#server/platform/logger.ts";
import { ContactStore } from "#server/sales/contact/store.ts";
import { registerConversionRoute } from "#server/sales/conversions/route.ts";
import { setLeadStatus } from "#server/sales/leads/lead.ts";
import { eraseEmail } from "#server/sales/leads/queries.ts";
import type { Attribution } from "#shared/attribution.ts";
import { CONVERSIONS_ENDPOINT } from "#shared/conversions.ts";
import type { ExperimentExposure } from "#shared/experiments/experiment.ts";
import { freshPostgresDatabase } from "./harness.ts";
import { migrationsBefore } from "./upgrade.ts";

const variants = [
  { key: "control", name: "The page as it is", weight: 50, document: null },
  { key: "b", name: "Outcome headline", weight: 50, document: null },
];
const message = (email: string) => ({ name: "Jane Smith", email, company: "Acme", phone: "", message: "Please call me." });
const touch = { source: "google", medium: "organic", campaign: null, term: null, content: null, landingPage: "/", referrer: null, at: new Date().toISOString() };
const attributionOf = (experiments?: ExperimentExposure[]) => ({ version: 1, capturedBy: "server", first: touch, last: touch, secondsToConvert: null, experiments }) as unknown as Attribution;

async function newExperiment(db: OpenDatabase["db"], name: string, startedAt = new Date(Date.now() - 3600_000)) {
  const [row] = await db
    .insert(experiments)
    .values({ name, pagePath: `/${randomUUID()}`, status: "running", variants, goal: "lead", secondaryGoals: ["qualified", "demo"], createdBy: "editor@vendor.example", startedAt })
    .returning();
  return row!;
}

/** The transaction that wrote each row, as PostgreSQL records it. */
async function writtenBy(db: OpenDatabase["db"], table: "contact_messages" | "conversions" | "experiment_conversions", where: ReturnType<typeof sql>) {
  return (await rowsOf<{ xmin: string }>(db.execute(sql`select xmin::text as xmin from ${sql.identifier(table)} where ${where}`))).map(({ xmin }) => xmin);
}

describe("a lead or a booked demo credits the variants its visitor saw", () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    const databaseUrl = await freshPostgresDatabase(inject("postgresUrl"));
    database = await openDatabase({ databaseUrl, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "credits-")), migrationsFolder: path.resolve("drizzle") });
  });
  afterAll(() => database.close());

  it("in the transaction that stores the lead, counted on its status as sales changes it, and erased with the contact", async () => {
    const { db } = database;
    const hero = await newExperiment(db, "Home hero");
    const pricing = await newExperiment(db, "Pricing table");
    const gone = await newExperiment(db, "Deleted since");
    await db.insert(experimentExposures).values({ experimentId: hero.id, visitorId: "visitor-jane", variant: "b", at: new Date(Date.now() - 60_000) });
    const seen = [
      { experiment: hero.id, name: hero.name, variant: "b" },
      { experiment: pricing.id, name: pricing.name, variant: "control" },
      { experiment: gone.id, name: gone.name, variant: "b" },
    ];
    await db.delete(experiments).where(eq(experiments.id, gone.id));

    const stored = await new ContactStore(db).store({ message: message("jane@example.com"), channels: [], attribution: attributionOf(seen), visitorId: "visitor-jane" });
    expect(stored.status).toBe("created");
    const id = (stored as { id: string }).id;

    const credits = await db.select().from(experimentConversions).where(eq(experimentConversions.contactMessageId, id));
    const [lead] = await db.select({ createdAt: contactMessages.createdAt }).from(contactMessages).where(eq(contactMessages.id, id));
    // An experiment deleted after the visitor saw it is left out; the lead is kept all the same.
    expect(credits.map(({ experimentId, variant, unit, at, conversionId }) => ({ experimentId, variant, unit, at, conversionId })).sort((a, b) => a.experimentId - b.experimentId)).toEqual([
      { experimentId: hero.id, variant: "b", unit: "visitor-jane", at: lead!.createdAt, conversionId: null },
      { experimentId: pricing.id, variant: "control", unit: "visitor-jane", at: lead!.createdAt, conversionId: null },
    ]);
    const [leadWrite] = await writtenBy(db, "contact_messages", sql`id = ${id}`);
    expect(await writtenBy(db, "experiment_conversions", sql`contact_message_id = ${id}`)).toEqual([leadWrite, leadWrite]);

    // Qualified later by sales: the report reads the lead's status now.
    const qualified = async () => (await experimentResults(db, hero)).goals.find(({ goal }) => goal === "qualified")!.variants.find(({ key }) => key === "b")!.conversions;
    expect(await qualified()).toBe(0);
    await setLeadStatus(db, id, "qualified", "ana@vendor.example");
    expect(await qualified()).toBe(1);

    expect(await eraseEmail(db, "Jane@Example.com")).toBe(1);
    expect(await db.select().from(experimentConversions).where(eq(experimentConversions.contactMessageId, id))).toEqual([]);
  });

  it("read in the commit that stores the lead: what its visitor saw (written or still waiting), their id only if they saw one", async () => {
    const { db } = database;
    const hero = await newExperiment(db, "Signup hero");
    const pricing = await newExperiment(db, "Signup pricing");
    const exposures = new ExposureRecorder(db, (error) => {
      throw error;
    });
    await db.insert(experimentExposures).values({ experimentId: hero.id, visitorId: "visitor-ann", variant: "b", at: new Date(Date.now() - 60_000) });
    // Served by this process a moment ago: not written yet.
    exposures.record(pricing.id, "visitor-ann", "control", new Date(Date.now() - 1_000));
    const store = new ContactStore(db);
    const visitor = (visitorId: string) => ({ visitorId, before: new Date(), read: exposures.seenIn });
    const [ann, ben] = await Promise.all([
      store.store({ message: message("ann@example.com"), channels: [], attribution: attributionOf(), visitor: visitor("visitor-ann") }),
      store.store({ message: message("ben@example.com"), channels: [], attribution: attributionOf(), visitor: visitor("visitor-ben") }),
    ]);
    const leadOf = async (stored: typeof ann) =>
      (
        await db
          .select({ attribution: contactMessages.attribution, visitorId: contactMessages.visitorId })
          .from(contactMessages)
          .where(eq(contactMessages.id, (stored as { id: string }).id))
      )[0]!;
    expect(await leadOf(ann)).toEqual({
      attribution: attributionOf([
        { experiment: hero.id, name: hero.name, variant: "b" },
        { experiment: pricing.id, name: pricing.name, variant: "control" },
      ]),
      visitorId: "visitor-ann",
    });
    expect(await leadOf(ben)).toEqual({ attribution: attributionOf(), visitorId: null });
    const credits = await db
      .select({ experimentId: experimentConversions.experimentId, unit: experimentConversions.unit })
      .from(experimentConversions)
      .where(eq(experimentConversions.contactMessageId, (ann as { id: string }).id));
    expect(credits.sort((a, b) => a.experimentId - b.experimentId)).toEqual([
      { experimentId: hero.id, unit: "visitor-ann" },
      { experimentId: pricing.id, unit: "visitor-ann" },
    ]);
    await exposures.flush();
  });

  it("in the transaction that joins the browser's experiments to a demo the scheduler's webhook stored first", async () => {
    const { db } = database;
    const hero = await newExperiment(db, "Demo hero");
    await db.insert(experimentExposures).values({ experimentId: hero.id, visitorId: "visitor-omar", variant: "b", at: new Date(Date.now() - 60_000) });
    const { logger } = memoryLogger();
    const seen = [{ experiment: hero.id, name: hero.name, variant: "b" }];
    const app = new Hono<AppEnv>();
    registerConversionRoute(app, {
      db,
      rateLimiter: new DatabaseRateLimiter(db, 1_000),
      clientAddress: () => "203.0.113.7",
      trustProxy: false,
      experimentsSeen: async () => ({ visitorId: "visitor-omar", experiments: seen }),
      logger,
    });
    const meeting = `https://scheduler.example/meetings/${randomUUID()}`;
    // The webhook's row: no visitor, no experiments.
    await db.insert(conversions).values({ id: "webhook-first", kind: "demo_booked", attribution: attributionOf(), meetingId: meeting });
    expect(await db.select().from(experimentConversions).where(eq(experimentConversions.conversionId, "webhook-first"))).toEqual([]);

    const answer = await app.request(`http://localhost${CONVERSIONS_ENDPOINT}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost" },
      body: JSON.stringify({ kind: "demo_booked", meeting, attribution: null }),
    });
    expect(answer.status).toBe(204);

    const [booking] = await db.select({ at: conversions.at }).from(conversions).where(eq(conversions.id, "webhook-first"));
    const credits = await db
      .select({ experimentId: experimentConversions.experimentId, variant: experimentConversions.variant, unit: experimentConversions.unit, at: experimentConversions.at })
      .from(experimentConversions)
      .where(eq(experimentConversions.conversionId, "webhook-first"));
    expect(credits).toEqual([{ experimentId: hero.id, variant: "b", unit: "visitor-omar", at: booking!.at }]);
    const [merge] = await writtenBy(db, "conversions", sql`id = 'webhook-first'`);
    expect(await writtenBy(db, "experiment_conversions", sql`conversion_id = 'webhook-first'`)).toEqual([merge]);
    const demos = (await experimentResults(db, hero)).goals.find(({ goal }) => goal === "demo")!;
    expect(demos.variants.map(({ key, visitors, conversions: count }) => [key, visitors, count])).toEqual([
      ["control", 0, 0],
      ["b", 1, 1],
    ]);
  });
});

describe("an upgrade", () => {
  it("credits what leads and demos stored before named, so a running experiment's report keeps its figures", async () => {
    const options = { databaseUrl: await freshPostgresDatabase(inject("postgresUrl"), { migrated: false }), dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "upgrade-")) };
    const old = await openDatabase({ ...options, migrationsFolder: migrationsBefore("_experiment_conversions") });
    const day = (hours: number) => new Date(Date.now() - hours * 3600_000);
    const [{ id: experiment }] = (await rowsOf<{ id: number }>(
      old.db.execute(sql`insert into experiments (name, page_path, status, variants, goal, secondary_goals, created_by, started_at)
        values ('Home hero', '/', 'running', ${JSON.stringify(variants)}::jsonb, 'lead', '["qualified", "demo"]'::jsonb, 'editor@vendor.example', ${day(48).toISOString()}) returning id`),
    )) as [{ id: number }];
    const seen = (variant: string) => JSON.stringify(attributionOf([{ experiment, name: "Home hero", variant }]));
    for (const [visitor, variant] of [
      ["v1", "control"],
      ["v2", "control"],
      ["v3", "b"],
      ["v4", "b"],
      ["v5", "b"],
    ]) {
      await old.db.execute(sql`insert into experiment_exposures (experiment_id, visitor_id, variant, at) values (${experiment}, ${visitor}, ${variant}, ${day(40).toISOString()})`);
    }
    await old.db.execute(sql`insert into contacts (id, email_key) values ('c-jane', 'jane@example.com'), ('c-omar', 'omar@example.com'), ('c-li', 'li@example.com')`);
    const leads: Array<[string, string, string | null, string, string | null]> = [
      // Jane wrote twice before there was a visitor id: one person, one lead.
      ["m1", "c-jane", null, "b", "new"],
      ["m2", "c-jane", null, "b", "qualified"],
      ["m3", "c-omar", "v1", "control", "new"],
      ["m4", "c-li", "v3", "b", "spam"],
      // No experiments in its attribution, or none at all.
      ["m5", "c-li", null, "", null],
    ];
    for (const [id, contact, visitor, variant, status] of leads) {
      const attribution = variant ? seen(variant) : JSON.stringify(attributionOf());
      await old.db.execute(sql`insert into contact_messages (id, contact_id, name, email, message, payload_hash, created_at, status, attribution, visitor_id)
        values (${id}, ${contact}, 'Visitor', 'visitor@example.com', 'Hi', 'x', ${day(30).toISOString()}, ${status ?? "new"}, ${attribution}::jsonb, ${visitor})`);
    }
    await old.db.execute(sql`insert into conversions (id, at, kind, attribution, meeting_id, visitor_id) values
      ('d1', ${day(20).toISOString()}, 'demo_booked', ${seen("b")}::jsonb, null, 'v4'),
      ('d2', ${day(20).toISOString()}, 'demo_booked', ${seen("b")}::jsonb, 'https://scheduler.example/m/1', null),
      ('d3', ${day(20).toISOString()}, 'booking_visit', ${seen("control")}::jsonb, null, 'v2'),
      ('d4', ${day(20).toISOString()}, 'demo_booked', ${JSON.stringify(attributionOf())}::jsonb, null, null)`);
    await old.close();

    const upgraded = await openDatabase({ ...options, migrationsFolder: path.resolve("drizzle") });
    try {
      const credits = await upgraded.db.select().from(experimentConversions);
      const sources = credits.map(({ contactMessageId, conversionId, variant, unit }) => `${contactMessageId ?? conversionId} ${variant} ${unit}`).sort();
      expect(sources).toEqual(["d1 b v4", "d2 b https://scheduler.example/m/1", "d3 control v2", "m1 b c-jane", "m2 b c-jane", "m3 control v1", "m4 b v3"]);
      const [row] = await upgraded.db.select().from(experiments).where(eq(experiments.id, experiment));
      const report = await experimentResults(upgraded.db, row!);
      const figures = Object.fromEntries(report.goals.map(({ goal, variants: counted }) => [goal, counted.map(({ key, visitors, conversions: count }) => `${key} ${count}/${visitors}`)]));
      expect(figures).toEqual({ lead: ["control 1/2", "b 1/3"], qualified: ["control 0/2", "b 1/3"], demo: ["control 0/2", "b 2/3"] });
    } finally {
      await upgraded.close();
    }
  });
});
