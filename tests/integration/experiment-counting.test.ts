/**
 * Counting that cannot be inflated (issue 70), on the real build, the real routes and a real
 * PostgreSQL: one visitor's many leads and booked-demo posts count once per goal; a client that
 * never returns the visitor cookie is one visitor a day, not one a request; where the operator makes
 * the experiments wait for consent, a visitor who has not accepted gets the control, no cookie and
 * no count; and every person's page view is counted for the planner, which reads the page's
 * traffic and the site's rates from it.
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { experimentResults } from "#server/experiments/report.ts";
import { recentTraffic } from "#server/experiments/traffic.ts";
import { nextGeneration } from "#server/platform/db/generation.ts";
import { contactMessages, conversions, experiments, pages, pageViews } from "#server/platform/db/schema.ts";
import { CONVERSIONS_ENDPOINT } from "#shared/conversions.ts";
import type { AnalyticsConfig } from "#shared/analytics.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import { startHarness, type Harness } from "./harness.ts";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const CONTROL_TITLE = "Your marketing team, multiplied by AI";
const VARIANT_TITLE = "Book twice the demos with the team you have";
const today = () => new Date().toISOString().slice(0, 10);

/** A server (behind one trusted proxy, so each test's client has its own address) with an experiment on the home page. */
async function serverWithExperiment(analytics?: AnalyticsConfig): Promise<{ h: Harness; experiment: number }> {
  const h = await startHarness({ builtSite: true, proxyHops: 1, analytics });
  const db = h.pipeline.database.db;
  const [home] = await db.select({ id: pages.id, document: pages.document }).from(pages).where(eq(pages.path, "/"));
  const document = home!.document as PageDocument;
  const outcome = { ...document, sections: document.sections.map((section) => (section.type === "hero" ? { ...section, title: VARIANT_TITLE } : section)) } as PageDocument;
  const variants = [
    { key: "control", name: "The page as it is", weight: 50, document: null },
    { key: "outcome", name: "Outcome headline", weight: 50, document: outcome },
  ];
  let experiment = 0;
  await db.transaction(async (tx) => {
    [{ id: experiment }] = (await tx.insert(experiments).values({ name: "Home hero", pagePath: "/", pageId: home!.id, status: "running", variants, goal: "lead", secondaryGoals: ["demo"], createdBy: "editor@vendor.example", startedAt: new Date(Date.now() - 60_000) }).returning({ id: experiments.id })) as [{ id: number }];
    await nextGeneration(tx);
  });
  await h.content!.refresh();
  return { h, experiment };
}

/** A browser at `address`: its requests go through the trusted proxy, which names it. */
const client = (h: Harness, address: string, agent = CHROME) => ({
  visit: (path = "/", headers: Record<string, string> = {}) => fetch(`${h.url}${path}`, { headers: { "user-agent": agent, "sec-fetch-dest": "document", "x-forwarded-for": address, ...headers }, redirect: "manual" }),
  lead: (email: string, headers: Record<string, string> = {}) =>
    h.post({ name: "Jane Smith", email, company: "Acme", phone: "", message: "Show me the stack." }, { headers: { "user-agent": agent, "x-forwarded-for": address, referer: `${h.url}/`, ...headers } }),
  demo: (headers: Record<string, string> = {}) =>
    fetch(`${h.url}${CONVERSIONS_ENDPOINT}`, { method: "POST", headers: { "content-type": "application/json", origin: h.url, "user-agent": agent, "x-forwarded-for": address, ...headers }, body: JSON.stringify({ kind: "demo_booked", attribution: null }) }),
});
const cookieOf = (response: Response) => /^vid=([^;]*)/.exec(response.headers.get("set-cookie") ?? "")?.[1];
const titleOf = async (response: Response) => {
  const html = await response.text();
  return html.includes(VARIANT_TITLE) ? "outcome" : html.includes(CONTROL_TITLE) ? "control" : "neither";
};

/** The report's totals over the variants, once what waits in memory is written. */
async function totals(h: Harness, experiment: number) {
  await h.experiments!.flush();
  const [row] = await h.pipeline.database.db.select().from(experiments).where(eq(experiments.id, experiment));
  const { goals } = await experimentResults(h.pipeline.database.db, row!);
  const sum = (goal: number, field: "visitors" | "conversions") => goals[goal]!.variants.reduce((total, variant) => total + variant[field], 0);
  return { visitors: sum(0, "visitors"), leads: sum(0, "conversions"), demos: sum(1, "conversions") };
}

describe("counting a page experiment", () => {
  let h: Harness;
  let experiment: number;
  beforeAll(async () => ({ h, experiment } = await serverWithExperiment()));
  afterAll(() => h.close());

  it("counts one visitor's six leads and six booked-demo posts once for each goal", async () => {
    // Others first, so that no variant's conversions are held to its few visitors.
    for (let other = 0; other < 20; other += 1) await client(h, `192.0.2.${other + 1}`).visit();
    const before = await totals(h, experiment);
    const browser = client(h, "203.0.113.10");
    const visitor = cookieOf(await browser.visit())!;
    for (let index = 0; index < 6; index += 1) expect((await browser.lead(`six-${index}@example.com`, { cookie: `vid=${visitor}` })).status).toBe(201);
    for (let index = 0; index < 6; index += 1) expect((await browser.demo({ cookie: `vid=${visitor}` })).status).toBe(204);
    expect(await totals(h, experiment)).toEqual({ visitors: before.visitors + 1, leads: before.leads + 1, demos: before.demos + 1 });

    // Their leads keep the visitor's id; a visitor who saw no experiment is kept without one.
    const db = h.pipeline.database.db;
    const kept = await db.select({ visitorId: contactMessages.visitorId }).from(contactMessages).where(sql`${contactMessages.email} like 'six-%'`);
    expect(kept.map((row) => row.visitorId)).toEqual(Array(6).fill(visitor));
    const stranger = client(h, "198.51.100.7");
    for (const headers of [{ cookie: "vid=BBBBBBBBBBBBBBBBBBBBBB" }, {}] as Record<string, string>[]) {
      const answer = await stranger.lead("stranger@example.com", headers);
      const [row] = await db.select({ visitorId: contactMessages.visitorId, attribution: contactMessages.attribution }).from(contactMessages).where(eq(contactMessages.id, ((await answer.json()) as { id: string }).id));
      expect([row!.visitorId, row!.attribution?.experiments]).toEqual([null, undefined]);
    }
  });

  it("counts a demo the scheduler's webhook recorded first, once the visitor's browser names the meeting", async () => {
    for (let other = 0; other < 20; other += 1) await client(h, `192.0.2.${other + 101}`).visit();
    const db = h.pipeline.database.db;
    const meeting = `https://api.calendly.com/scheduled_events/${randomUUID()}`;
    const touch = { source: "(direct)", medium: "(none)", campaign: null, term: null, content: null, clickIds: {}, landingPage: null, referrer: null, at: null };
    // The webhook's row: the meeting, and nothing of who booked it on the site.
    await db.insert(conversions).values({ id: randomUUID(), kind: "demo_booked", attribution: { version: 1, capturedBy: "server", first: touch, last: touch, secondsToConvert: null }, meetingId: meeting });
    const before = await totals(h, experiment);
    const browser = client(h, "203.0.113.70");
    const visitor = cookieOf(await browser.visit())!;
    const named = await fetch(`${h.url}${CONVERSIONS_ENDPOINT}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: h.url, "user-agent": CHROME, "x-forwarded-for": "203.0.113.70", cookie: `vid=${visitor}` },
      body: JSON.stringify({ kind: "demo_booked", attribution: null, meeting }),
    });
    expect(named.status).toBe(204);
    expect((await totals(h, experiment)).demos).toBe(before.demos + 1);
    const rows = await db.select({ visitorId: conversions.visitorId, attribution: conversions.attribution }).from(conversions).where(eq(conversions.meetingId, meeting));
    expect(rows).toHaveLength(1);
    expect([rows[0]!.visitorId, rows[0]!.attribution.experiments?.map((seen) => seen.experiment)]).toEqual([visitor, [experiment]]);
  });

  it("counts a client that never returns the cookie as one visitor a day, however often it comes", async () => {
    const before = await totals(h, experiment);
    const forgetful = client(h, "203.0.113.20");
    const answers = [];
    for (let view = 0; view < 50; view += 1) answers.push(await forgetful.visit());
    const cookies = new Set(answers.map(cookieOf));
    const variants = new Set(await Promise.all(answers.map(titleOf)));
    expect([cookies.size, variants.size]).toEqual([1, 1]);
    expect((await totals(h, experiment)).visitors).toBe(before.visitors + 1);

    // Another client (another address) is another visitor.
    for (let view = 0; view < 10; view += 1) await client(h, "203.0.113.21").visit();
    expect((await totals(h, experiment)).visitors).toBe(before.visitors + 2);

    // Its lead, sent without the cookie too, counts for the version it was shown.
    const answer = await forgetful.lead("forgetful@example.com");
    const [row] = await h.pipeline.database.db.select({ visitorId: contactMessages.visitorId, attribution: contactMessages.attribution }).from(contactMessages).where(eq(contactMessages.id, ((await answer.json()) as { id: string }).id));
    expect(row!.visitorId).toBe([...cookies][0]);
    expect(row!.attribution!.experiments).toEqual([{ experiment, name: "Home hero", variant: [...variants][0] }]);
    expect((await totals(h, experiment)).leads).toBe(before.leads + 1);
  });

  it("counts the pages people view, a day at a time, and gives the planner a page's traffic and the site's rates", async () => {
    const db = h.pipeline.database.db;
    await h.experiments!.flush();
    const viewsOf = async (path: string) => (await db.select({ views: pageViews.views }).from(pageViews).where(sql`${pageViews.path} = ${path} and ${pageViews.day} = ${today()}`))[0]?.views ?? 0;
    const before = await viewsOf("/pricing");
    const reader = client(h, "203.0.113.30");
    const first = await reader.visit("/pricing");
    // A person, again (the browser revalidating), one who refused the experiments, and one not asked yet: four views.
    await reader.visit("/pricing", { "if-none-match": first.headers.get("etag")! });
    await reader.visit("/pricing", { cookie: "consent=denied" });
    await client(h, "203.0.113.31").visit("/pricing");
    // Not people looking: a crawler, a prefetch, a frame, a HEAD.
    await client(h, "203.0.113.32", GOOGLEBOT).visit("/pricing");
    await reader.visit("/pricing", { "sec-purpose": "prefetch" });
    await reader.visit("/pricing", { "sec-fetch-dest": "iframe" });
    await fetch(`${h.url}/pricing`, { method: "HEAD", headers: { "user-agent": CHROME, "sec-fetch-dest": "document" } });
    await h.experiments!.flush();
    expect((await viewsOf("/pricing")) - before).toBe(4);

    const [{ site }] = (await db.select({ site: sql<number>`sum(${pageViews.views})::int` }).from(pageViews)) as [{ site: number }];
    // Leads as the report counts them: the first visitor's six are one, the stranger's two one (one person,
    // no experiment seen), the forgetful client's one; the six demo posts are one booked demo, and the
    // meeting the webhook recorded first is another.
    expect(await recentTraffic(db, "/pricing")).toEqual({ days: 1, dailyVisitors: before + 4, rates: { lead: 3 / site, demo: 2 / site, qualified: 0 } });
    // A page nobody viewed: no visitors a day, the same site-wide rates.
    expect((await recentTraffic(db, "/no-such-page")).dailyVisitors).toBe(0);
  });
});

describe("a page experiment that waits for consent", () => {
  let h: Harness;
  let experiment: number;
  // A cookieless provider whose operator makes the experiments ask first.
  beforeAll(async () => ({ h, experiment } = await serverWithExperiment({ provider: "plausible", scriptUrl: "https://plausible.io/js/script.js", domain: "vendor.example", experimentsConsent: "required" })));
  afterAll(() => h.close());

  it("gives a visitor who has not accepted the control, no cookie and no count; one who accepted takes part", async () => {
    const before = await totals(h, experiment);
    for (let visitor = 0; visitor < 10; visitor += 1) {
      const answer = await client(h, `203.0.113.${40 + visitor}`).visit();
      expect([answer.headers.get("set-cookie"), await titleOf(answer)]).toEqual([null, "control"]);
    }
    expect((await totals(h, experiment)).visitors).toBe(before.visitors);

    const accepted = await client(h, "203.0.113.60").visit("/", { cookie: "consent=granted" });
    expect(cookieOf(accepted)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await totals(h, experiment)).visitors).toBe(before.visitors + 1);

    // A change of mind: the refusal takes the cookie away, and the visitor gets the control.
    const refused = await client(h, "203.0.113.60").visit("/", { cookie: `consent=denied; vid=${cookieOf(accepted)}` });
    expect([refused.headers.get("set-cookie"), await titleOf(refused)]).toEqual(["vid=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax", "control"]);
  });
});
