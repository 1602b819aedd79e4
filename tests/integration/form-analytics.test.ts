/**
 * A built form's analytics (issue 72) on a real PostgreSQL: views counted as a person's browser is
 * served a page showing the form, starts and stops from the form's beacon, submissions from the
 * stored leads, read back by the studio's report with its rates; the beacon refusing what bots,
 * other sites and made-up forms or fields send, in words and never with a 5xx; and an experiment
 * judged by one form sent.
 */
import { Hono, type Context } from "hono";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cachedFieldKeys, FORM_EVENTS_PER_MINUTE, registerFormEventsRoute } from "#server/experiments/form-events.ts";
import { FormStatsRecorder } from "#server/experiments/form-stats.ts";
import { PageViewRecorder } from "#server/experiments/page-views.ts";
import { experimentResults } from "#server/experiments/report.ts";
import { saveExperiment } from "#server/experiments/workflow.ts";
import { countPageView, type ExperimentServing } from "#server/experiments/serving.ts";
import { recentTraffic } from "#server/experiments/traffic.ts";
import type { Database } from "#server/platform/db/database.ts";
import { experimentExposures, experiments, forms, formStats, formStops, formVersions, pageViews } from "#server/platform/db/schema.ts";
import type { AppEnv } from "#server/platform/http/env.ts";
import { DatabaseRateLimiter } from "#server/platform/http/rate-limit.ts";
import { memoryLogger } from "#server/platform/logger.ts";
import { ContactStore } from "#server/sales/contact/store.ts";
import { storedPublishedForms } from "#server/site/published-forms.ts";
import { setLeadStatus } from "#server/sales/leads/lead.ts";
import type { Attribution } from "#shared/attribution.ts";
import type { ExperimentExposure } from "#shared/experiments/experiment.ts";
import { FORM_EVENTS_ENDPOINT, type FormAnalytics } from "#shared/forms/analytics.ts";
import { benchmarkForm as benchmark } from "#tests/shared/forms.ts";
import { adminClient } from "./admin-client.ts";
import { startHarness, type Harness } from "./harness.ts";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const ORIGIN = "http://localhost";

const webinar = { ...benchmark, name: "Webinar seats", fields: benchmark.fields.slice(0, 2) };

/** The forms the published pages show, as the store's pages say (ContentPages.formsOn). */
const SHOWN: Record<string, number[]> = { "/benchmark": [7], "/webinar": [7, 8], "/pricing": [] };
const formsOn = (path: string) => SHOWN[path] ?? [];

/** A server and its database, with forms 7 and 8 published. */
async function harnessWithForms(): Promise<{ h: Harness; db: Database }> {
  const h = await startHarness();
  await publishForms(h.pipeline.database.db);
  return { h, db: h.pipeline.database.db };
}

async function publishForms(db: Database) {
  for (const [id, document] of [
    [7, benchmark],
    [8, webinar],
  ] as const) {
    await db.insert(forms).values({ id, document, status: "published", version: 1 });
    await db.insert(formVersions).values({ formId: id, version: 1, document });
  }
}

/** The site's page route (countPageView, as app.ts serves a page) and the form beacon, on this database. */
function siteOn(db: Database) {
  const { logger } = memoryLogger();
  const failed = (error: unknown) => {
    throw error;
  };
  const stats = new FormStatsRecorder(db, failed);
  const serving = { pages: { formsOn }, pageViews: new PageViewRecorder(db, failed), forms: stats } as unknown as ExperimentServing;
  const app = new Hono<AppEnv>();
  const addressOf = (c: Context) => c.req.header("x-test-address") ?? "203.0.113.1";
  registerFormEventsRoute(app, {
    stats,
    formsOn,
    fieldKeys: cachedFieldKeys(storedPublishedForms(db)),
    rateLimiter: new DatabaseRateLimiter(db, FORM_EVENTS_PER_MINUTE),
    clientAddress: addressOf,
    trustProxy: false,
    logger,
  });
  app.get("*", (c) => {
    countPageView(c, c.req.path, serving);
    return c.html("<h1>Page</h1>");
  });
  const visit = (path: string, headers: Record<string, string> = {}) => app.request(`${ORIGIN}${path}`, { headers: { "user-agent": CHROME, "sec-fetch-dest": "document", ...headers } });
  const beacon = (body: unknown, headers: Record<string, string> = {}) =>
    app.request(`${ORIGIN}${FORM_EVENTS_ENDPOINT}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, "sec-fetch-site": "same-origin", "user-agent": CHROME, ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  return { visit, beacon, flush: () => Promise.all([stats.flush(), serving.pageViews.flush()]) };
}

const lead = (db: Database, form: number, email: string, sourcePage?: string) =>
  new ContactStore(db).store({
    message: { name: "Jane Smith", email, company: "Acme", phone: "", message: "" },
    channels: [],
    sourcePage,
    form: { id: form, version: 1, answers: { name: "Jane Smith", email, company_size: "enterprise" }, consent: [] },
  });

describe("a built form's analytics", () => {
  let h: Harness;
  let db: Database;
  let site: ReturnType<typeof siteOn>;
  beforeAll(async () => {
    ({ h, db } = await harnessWithForms());
    site = siteOn(db);
  });
  afterAll(() => h.close());

  it("counts views, starts, stops and submissions per page, and the studio reads their rates", async () => {
    for (let view = 0; view < 4; view += 1) expect((await site.visit("/benchmark")).status).toBe(200);
    await site.visit("/benchmark", { "user-agent": GOOGLEBOT });
    await site.visit("/benchmark", { "sec-purpose": "prefetch" });
    await site.visit("/webinar");
    await site.visit("/pricing");
    for (const body of [
      { form: 7, event: "start", path: "/benchmark" },
      { form: 7, event: "start", path: "/benchmark" },
      { form: 7, event: "stop", path: "/benchmark", field: "company_size" },
      { form: 7, event: "start", path: "/webinar" },
      { form: 7, event: "stop", path: "/webinar", field: "email" },
      { form: 8, event: "start", path: "/webinar" },
    ]) {
      expect((await site.beacon(body)).status, JSON.stringify(body)).toBe(204);
    }
    expect((await lead(db, 7, "jane@acme.example", "/benchmark")).status).toBe("created");
    const spam = await lead(db, 7, "spam@junk.example", "/benchmark");
    await setLeadStatus(db, (spam as { id: string }).id, "spam", "ana@vendor.example");
    await lead(db, 8, "omar@acme.example", "/webinar");
    await site.flush();

    const writer = await adminClient(h, "writer@vendor.example", "writer");
    const { analytics } = await writer.get<{ analytics: FormAnalytics }>("/forms/7/analytics?days=30");
    expect(analytics.form).toEqual({ id: 7, name: benchmark.name });
    // A bot, a prefetch and the spam lead are counted as nothing; form 8's lead is not form 7's.
    expect(analytics.total).toEqual({
      views: 5,
      starts: 3,
      submissions: 1,
      conversionRate: 0.2,
      startRate: 0.6,
      // In the form's order, under its labels.
      stops: [
        { field: "email", label: "Work email", stops: 1 },
        { field: "company_size", label: "Company size", stops: 1 },
      ],
    });
    expect(analytics.pages.map(({ path, views, starts, submissions, conversionRate }) => ({ path, views, starts, submissions, conversionRate }))).toEqual([
      { path: "/benchmark", views: 4, starts: 2, submissions: 1, conversionRate: 0.25 },
      { path: "/webinar", views: 1, starts: 1, submissions: 0, conversionRate: 0 },
    ]);
    const webinarForm = (await writer.get<{ analytics: FormAnalytics }>("/forms/8/analytics")).analytics;
    expect(webinarForm.total).toMatchObject({ views: 1, starts: 1, submissions: 1, conversionRate: 1 });
    // Page views for the planner are counted as before, with or without a form.
    expect((await db.select().from(pageViews)).map(({ path, views }) => ({ path, views })).sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: "/benchmark", views: 4 },
      { path: "/pricing", views: 1 },
      { path: "/webinar", views: 1 },
    ]);
  });

  it("the report is the marketing team's, over whole days they ask for, of a published form", async () => {
    const writer = await adminClient(h, "writer-2@vendor.example", "writer");
    const sales = await adminClient(h, "sales-2@vendor.example", "sales");
    const ask = (client: typeof writer, path: string) => fetch(`${h.url}/admin/api${path}`, { headers: client.headers });
    expect((await ask(sales, "/forms/7/analytics")).status).toBe(403);
    for (const days of ["0", "366", "-1", "7.5", "abc", "9".repeat(20)]) expect((await ask(writer, `/forms/7/analytics?days=${days}`)).status, days).toBe(400);
    const missing = await ask(writer, "/forms/999/analytics");
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: string }).error).toMatch(/not been published/);
    expect((await ask(writer, "/forms/abc/analytics")).status).toBe(404);
  });
});

describe("the form beacon under attack", () => {
  let h: Harness;
  let db: Database;
  let site: ReturnType<typeof siteOn>;
  const counted = async () => {
    await site.flush();
    const [stats, stops] = await Promise.all([db.select().from(formStats), db.select().from(formStops)]);
    return {
      starts: stats.reduce((sum, row) => sum + row.starts, 0),
      views: stats.reduce((sum, row) => sum + row.views, 0),
      stops: stops.map(({ formId, path, field, stops: n }) => ({ formId, path, field, stops: n })),
    };
  };
  beforeAll(async () => {
    ({ h, db } = await harnessWithForms());
    site = siteOn(db);
  });
  // What the beacons left in memory is written before the database closes, as a shutdown does.
  afterAll(async () => {
    await site.flush();
    await h.close();
  });

  it("refuses in words what is not a real form's event on the page showing it, and counts none of it", async () => {
    const refused: Array<[unknown, Record<string, string>, number]> = [
      [{ form: 7, event: "start", path: "/benchmark" }, { "sec-fetch-site": "cross-site" }, 403],
      [{ form: 7, event: "start", path: "/benchmark" }, { origin: "https://evil.example" }, 403],
      [{ form: 7, event: "start", path: "/benchmark" }, { "content-type": "text/plain" }, 415],
      [JSON.stringify({ form: 7, event: "start", path: "/benchmark", pad: "x".repeat(2_000) }), {}, 413],
      ["{not json", {}, 400],
      [{ form: 99, event: "start", path: "/benchmark" }, {}, 422],
      [{ form: 8, event: "start", path: "/benchmark" }, {}, 422],
      [{ form: 7, event: "start", path: "/nowhere" }, {}, 422],
      [{ form: 7, event: "stop", path: "/benchmark", field: "password" }, {}, 422],
      [{ form: 7, event: "stop", path: "/benchmark", field: "utm_campaign" }, {}, 422],
      [{ form: 7, event: "stop", path: "/benchmark", field: "<script>alert(1)</script>" }, {}, 422],
      [{ form: 7, event: "stop", path: "/benchmark" }, {}, 422],
      [{ form: 7, event: "start", path: "https://evil.example/" }, {}, 422],
      [{ form: 7, event: "start", path: `/benchmark\u0000` }, {}, 422],
      [{ form: "7", event: "start", path: "/benchmark" }, {}, 422],
      [{ form: 7, event: "submit", path: "/benchmark" }, {}, 422],
      [[{ form: 7, event: "start", path: "/benchmark" }], {}, 422],
      [null, {}, 422],
    ];
    for (const [body, headers, status] of refused) {
      const answer = await site.beacon(body, headers);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(((await answer.json()) as { error: string }).error.length).toBeGreaterThan(0);
    }
    // A bot that runs scripts is answered as anyone, and counted as nobody.
    expect((await site.beacon({ form: 7, event: "start", path: "/benchmark" }, { "user-agent": GOOGLEBOT })).status).toBe(204);
    expect((await site.beacon({ form: 7, event: "start", path: "/benchmark" }, { "user-agent": "" })).status).toBe(204);
    expect(await counted()).toEqual({ starts: 0, views: 0, stops: [] });
  });

  it("a flood from one address counts no more than its budget, answers 429 past it and never a 5xx", async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        site.beacon(index % 2 ? { form: 7, event: "start", path: "/benchmark" } : { form: 7, event: "stop", path: "/benchmark", field: "job_title" }, { "x-test-address": "198.51.100.9" }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set([204, 429]));
    const accepted = statuses.filter((status) => status === 204).length;
    expect(accepted).toBe(FORM_EVENTS_PER_MINUTE);
    const { starts, stops } = await counted();
    expect(starts + stops.reduce((sum, row) => sum + row.stops, 0)).toBe(accepted);
    // Another visitor still gets through.
    expect((await site.beacon({ form: 7, event: "start", path: "/benchmark" }, { "x-test-address": "198.51.100.10" })).status).toBe(204);
  });
});

const touch = { source: "google", medium: "organic", campaign: null, term: null, content: null, landingPage: "/benchmark", referrer: null, at: new Date().toISOString() };
const attributionOf = (seen: ExperimentExposure[]) => ({ version: 1, capturedBy: "server", first: touch, last: touch, secondsToConvert: null, experiments: seen }) as unknown as Attribution;
const variants = [
  { key: "control", name: "The page as it is", weight: 50, document: null },
  { key: "b", name: "Shorter form", weight: 50, document: null },
];

describe("an experiment judged by a form sent", () => {
  let h: Harness;
  let db: Database;
  beforeAll(async () => ({ h, db } = await harnessWithForms()));
  afterAll(() => h.close());

  it("a lead from form 7 converts its visitor for the experiment judged by form 7, not for one judged by form 8", async () => {
    const startedAt = new Date(Date.now() - 3600_000);
    const [byBenchmark, byWebinar] = await db
      .insert(experiments)
      .values([
        { name: "Benchmark page", pagePath: "/benchmark", status: "running", variants, goal: "form:7", secondaryGoals: ["lead"], createdBy: "editor@vendor.example", startedAt },
        { name: "Benchmark page, webinar goal", pagePath: "/benchmark-b", status: "running", variants, goal: "form:8", createdBy: "editor@vendor.example", startedAt },
      ])
      .returning();
    for (const experiment of [byBenchmark!, byWebinar!]) {
      await db.insert(experimentExposures).values([
        { experimentId: experiment.id, visitorId: "visitor-jane", variant: "b", at: new Date(Date.now() - 60_000) },
        { experimentId: experiment.id, visitorId: "visitor-omar", variant: "control", at: new Date(Date.now() - 60_000) },
      ]);
    }
    const seen = [byBenchmark!, byWebinar!].map(({ id, name }) => ({ experiment: id, name, variant: "b" }));
    const stored = await new ContactStore(db).store({
      message: { name: "Jane Smith", email: "jane@acme.example", company: "Acme", phone: "", message: "" },
      channels: [],
      sourcePage: "/benchmark",
      attribution: attributionOf(seen),
      visitorId: "visitor-jane",
      form: { id: 7, version: 1, answers: { name: "Jane Smith", email: "jane@acme.example" }, consent: [] },
    });
    expect(stored.status).toBe("created");

    const converted = async (experiment: typeof byBenchmark) => {
      const [row] = await db.select().from(experiments).where(eq(experiments.id, experiment!.id));
      return (await experimentResults(db, row!)).goals.map(({ goal, variants: counted }) => ({ goal, b: counted.find(({ key }) => key === "b")!.conversions }));
    };
    expect(await converted(byBenchmark)).toEqual([
      { goal: "form:7", b: 1 },
      { goal: "lead", b: 1 },
    ]);
    expect(await converted(byWebinar)).toEqual([{ goal: "form:8", b: 0 }]);

    // Sales marks it spam: it no longer counts for the form, as for the leads.
    await setLeadStatus(db, (stored as { id: string }).id, "spam", "ana@vendor.example");
    expect((await converted(byBenchmark))[0]).toEqual({ goal: "form:7", b: 0 });
    await setLeadStatus(db, (stored as { id: string }).id, "new", "ana@vendor.example");

    // The planner's site-wide rate of a form goal: the form's leads over the site's views.
    await db.insert(pageViews).values({ path: "/benchmark", day: new Date().toISOString().slice(0, 10), views: 40 });
    const { rates } = await recentTraffic(db, "/benchmark");
    expect(rates["form:7"]).toBe(1 / 40);
    expect(rates["form:8"]).toBeUndefined();
    expect(rates.lead).toBe(1 / 40);
  });

  it("a draft is judged by a live form only: another is refused by field, in words", async () => {
    const [draft] = await db
      .insert(experiments)
      .values({ name: "Draft on the benchmark", pagePath: "/benchmark-c", status: "draft", variants, goal: "lead", createdBy: "editor@vendor.example" })
      .returning();
    const definition = { name: draft!.name, variants: variants.map(({ key, name, weight }) => ({ key, name, weight })), goal: "form:99", secondaryGoals: ["lead", "form:98"] };
    await expect(saveExperiment(db, h.pipeline.publishedForms, draft!.id, { definition, baseRevision: draft!.revision })).rejects.toMatchObject({
      problems: { goal: "Form #99 is not published: choose one of the live forms.", "secondaryGoals.1": "Form #98 is not published: choose one of the live forms." },
    });
    // A form that went live and was taken off the site since could not convert either.
    await db.update(forms).set({ status: "unpublished" }).where(eq(forms.id, 8));
    await expect(
      saveExperiment(db, h.pipeline.publishedForms, draft!.id, { definition: { ...definition, goal: "form:7", secondaryGoals: ["form:8"] }, baseRevision: draft!.revision }),
    ).rejects.toMatchObject({
      problems: { "secondaryGoals.0": "Form #8 is not published: choose one of the live forms." },
    });
    await db.update(forms).set({ status: "published" }).where(eq(forms.id, 8));
    const saved = await saveExperiment(db, h.pipeline.publishedForms, draft!.id, { definition: { ...definition, goal: "form:7", secondaryGoals: ["form:8"] }, baseRevision: draft!.revision });
    expect(saved).toMatchObject({ saved: { goal: "form:7", secondaryGoals: ["form:8"] } });
  });

  it("the studio's experiment lists the live forms its goal can be", async () => {
    const editor = await adminClient(h, "editor@vendor.example", "editor");
    const [experiment] = await db.select().from(experiments).where(eq(experiments.goal, "form:7"));
    const detail = await editor.get<{ forms: Array<{ id: number; name: string }> }>(`/experiments/${experiment!.id}`);
    expect(detail.forms).toEqual([
      { id: 7, name: benchmark.name },
      { id: 8, name: "Webinar seats" },
    ]);
  });
});
