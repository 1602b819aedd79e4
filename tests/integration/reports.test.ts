/**
 * The reports through the admin API on both stores: leads by source, campaign and landing
 * page per week, first or last touch, spam left out; booking-page visits against booked demos, as the
 * booking page's beacons record them; and the beacon endpoint refusing what a visitor's browser
 * would never send.
 */
import { eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import type { Report } from "#app/lib/reports.ts";
import { addUser } from "#server/admin/users.ts";
import { contactMessages, conversions, reportWeeks } from "#server/db/schema.ts";
import { addLeadNote, reassignLead, setLeadStatus } from "#server/leads/lead.ts";
import { eraseEmail } from "#server/leads/queries.ts";
import { buildReport, weekStarts } from "#server/leads/reports.ts";
import { closedAfterEach, startHarness, type Backend, type Harness } from "./harness.ts";
import { adminClient } from "./admin-client.ts";

const postgresUrl = inject("postgresUrl");
const track = closedAfterEach();

const message = { name: "Ana", email: "ana@prospect.example", company: "", phone: "", message: "A demo, please." };
const touch = (params: Record<string, string>, page = "/aisdr", referrer = "") => ({ page, referrer, params, at: new Date(Date.now() - 60_000).toISOString() });
const visit = (first: object, last = first) => ({ first, last });

function beacon(h: Harness, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${h.url}/api/conversions`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: h.url, "sec-fetch-site": "same-origin", referer: `${h.url}/booking`, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe.each<Backend>(["pglite", "postgres"])("reports on %s", (backend) => {
  async function start() {
    const h = await startHarness(backend, postgresUrl);
    track(h);
    return h;
  }

  it("counts leads per week by source / medium, campaign and landing page, by first or last touch", async () => {
    const h = await start();
    const linkedin = touch({ utm_source: "linkedin", utm_medium: "paid-social", utm_campaign: "q4-sdr" });
    const google = touch({}, "/pricing", "https://www.google.com/");
    const post = async (attribution: object) => ((await (await h.post({ ...message, attribution })).json()) as { id: string }).id;
    await post(visit(linkedin));
    await post(visit(linkedin, google));
    await post(visit(google));
    const spam = await post(visit(linkedin));
    await h.pipeline.database.db.update(contactMessages).set({ status: "spam" }).where(eq(contactMessages.id, spam));
    // A lead from last month and one from before attribution existed.
    const old = await post(visit(touch({ utm_source: "newsletter", utm_medium: "email" })));
    await h.pipeline.database.db.update(contactMessages).set({ createdAt: new Date(Date.now() - 35 * 24 * 3600 * 1000) }).where(eq(contactMessages.id, old));
    const legacy = await post(visit(google));
    await h.pipeline.database.db.update(contactMessages).set({ attribution: null }).where(eq(contactMessages.id, legacy));

    const s = await adminClient(h);
    const first = await s.get<Report>("/reports?weeks=12&touch=first");
    expect(first.weeks).toEqual(weekStarts(new Date(), 12));
    const thisWeek = first.weeks.length - 1;
    expect(first.leads.total).toBe(5);
    expect(first.leads.perWeek[thisWeek]).toBe(4);
    expect(first.bySource.map(({ key, total }) => [key, total])).toEqual([
      ["linkedin / paid-social", 2],
      ["(not recorded)", 1],
      ["google / organic", 1],
      ["newsletter / email", 1],
    ]);
    expect(first.byCampaign.find((row) => row.key === "q4-sdr")).toMatchObject({ total: 2 });
    expect(first.byLandingPage.map(({ key, total }) => [key, total])).toContainEqual(["/aisdr", 3]);
    expect(first.bySource.find((row) => row.key === "newsletter / email")!.perWeek.slice(0, thisWeek - 3).reduce((a, b) => a + b)).toBe(1);

    const last = await s.get<Report>("/reports?weeks=4&touch=last");
    expect(last.weeks).toHaveLength(4);
    expect(last.bySource.map(({ key, total }) => [key, total])).toEqual([
      ["google / organic", 2],
      ["(not recorded)", 1],
      ["linkedin / paid-social", 1],
    ]);
    // Anything else in the query falls back to the defaults.
    expect((await s.get<Report>("/reports?weeks=9999&touch=%27;drop")).touch).toBe("first");
  });

  it("records booking-page visits and booked demos from the page's beacons, with their source", async () => {
    const h = await start();
    const linkedin = visit(touch({ utm_source: "linkedin", utm_medium: "paid-social" }));
    const direct = visit(touch({}, "/booking"));
    for (const body of [
      { kind: "booking_visit", attribution: linkedin },
      { kind: "booking_visit", attribution: linkedin },
      { kind: "booking_visit", attribution: direct },
      { kind: "demo_booked", attribution: linkedin },
    ]) {
      expect((await beacon(h, body)).status).toBe(204);
    }
    const report = await (await adminClient(h)).get<Report>("/reports");
    expect(report.booking.visits.total).toBe(3);
    expect(report.booking.booked.total).toBe(1);
    expect(report.booking.bySource).toEqual([
      { key: "linkedin / paid-social", visits: 2, booked: 1 },
      { key: "(direct) / (none)", visits: 1, booked: 0 },
    ]);
  });

  it("refuses beacons a visitor's browser would not send, and limits each address", async () => {
    const h = await start();
    const valid = { kind: "booking_visit" };
    expect((await beacon(h, valid, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await beacon(h, valid, { origin: "https://evil.example", "sec-fetch-site": "" })).status).toBe(403);
    expect((await beacon(h, valid, { "content-type": "text/plain" })).status).toBe(415);
    expect((await beacon(h, "{not json")).status).toBe(400);
    expect((await beacon(h, { kind: "lead_created" })).status).toBe(422);
    expect((await beacon(h, { kind: "booking_visit", attribution: "x".repeat(9000) })).status).toBe(413);
    expect((await fetch(`${h.url}/api/conversions`)).status).toBe(405);
    // Without attribution it still counts, as what the server saw (the booking page).
    expect((await beacon(h, valid)).status).toBe(204);
    const answers = [];
    for (let i = 0; i < 35; i++) answers.push((await beacon(h, valid)).status);
    expect(answers.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(answers.filter((status) => status === 204)).toHaveLength(29);
    const rows = await h.pipeline.database.db.select().from(conversions);
    expect(rows).toHaveLength(30);
    expect(rows[0]!.attribution).toMatchObject({ capturedBy: "server", first: { landingPage: "/booking", source: "(direct)" } });
  });

  it("keeps each week's figures until something in that week changes, and follows every change at once", async () => {
    const h = await start();
    const db = h.pipeline.database.db;
    const report = () => buildReport(db, { weeks: 12, touch: "first" });
    const thisWeek = weekStarts(new Date(), 1)[0]!;
    const lastMonth = new Date(Date.now() - 35 * 24 * 3600 * 1000);
    const post = async (email: string) => ((await (await h.post({ ...message, email, attribution: visit(touch({ utm_source: "linkedin", utm_medium: "paid-social" })) })).json()) as { id: string }).id;
    const first = await post("one@prospect.example");
    const old = await post("two@prospect.example");
    await db.update(contactMessages).set({ createdAt: lastMonth }).where(eq(contactMessages.id, old));
    await db.update(contactMessages).set({ dueAt: new Date(Date.now() + 3600_000) }).where(eq(contactMessages.id, first));
    expect((await report()).leads.total).toBe(2);
    const kept = await db.select().from(reportWeeks);
    expect(kept.every((week) => week.figuresVersion === week.version)).toBe(true);

    // A new lead changes this week only; last month's figures stay as they were.
    await post("three@prospect.example");
    const after = new Map((await db.select().from(reportWeeks)).map((week) => [week.week, week]));
    expect(after.get(thisWeek)!.version).toBeGreaterThan(after.get(thisWeek)!.figuresVersion!);
    const oldWeek = kept.find((week) => week.week !== thisWeek)!;
    expect(after.get(oldWeek.week)).toEqual(oldWeek);
    expect((await report()).leads.total).toBe(3);

    await setLeadStatus(db, old, "spam", "ana@vendor.example");
    expect((await report()).bySource.map(({ key, total }) => [key, total])).toEqual([["linkedin / paid-social", 2]]);
    await addLeadNote(db, first, "Called back.", "ana@vendor.example");
    expect((await report()).speed.byOwner.map((row) => [row.key, row.total.answered])).toEqual([["(no owner)", 1]]);
    // Given to a rep who joined later: the speed moves to them in every week the contact wrote in.
    const ana = await addUser(db, `ana-${backend}@vendor.example`, { role: "sales" });
    await reassignLead(db, first, ana.id, "admin@vendor.example");
    expect((await report()).speed.byOwner.map((row) => [row.key, row.total.answered])).toEqual([["(no owner)", 0], [ana.email, 1]]);
    expect((await beacon(h, { kind: "demo_booked" })).status).toBe(204);
    expect((await report()).booking.booked.total).toBe(1);
    await eraseEmail(db, "three@prospect.example");
    expect((await report()).leads.total).toBe(1);
  });

  it("is for signed-in people only", async () => {
    const h = await start();
    expect((await fetch(`${h.url}/admin/api/reports`, { headers: { origin: h.url, "sec-fetch-site": "same-origin" } })).status).toBe(401);
  });
});
