/**
 * The reports through the admin API: leads by source, campaign and landing
 * page per week, first or last touch, spam left out; booking-page visits against booked demos, as the
 * booking page's beacons record them; and the beacon endpoint refusing what a visitor's browser
 * would never send.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import type { LeadDetail } from "#app/admin/lib/admin-api.ts";
import type { Report } from "#shared/reports.ts";
import { addUser } from "#server/auth/users.ts";
import { openDatabase } from "#server/platform/db/database.ts";
import { adminUsers, contactMessages, conversions, reportWeeks } from "#server/platform/db/schema.ts";
import { logLeadActivity, reassignLead, setLeadStatus } from "#server/sales/leads/lead.ts";
import { eraseEmail } from "#server/sales/leads/queries.ts";
import { buildReport, weekStarts } from "#server/sales/leads/reports.ts";
import { closedAfterEach, freshPostgresDatabase, startHarness, type Harness } from "./harness.ts";
import { migrationsBefore } from "./upgrade.ts";
import { adminClient } from "./admin-client.ts";

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

describe("reports", () => {
  async function start() {
    const h = await startHarness();
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
    const third = await post("three@prospect.example");
    await db.update(contactMessages).set({ dueAt: new Date(Date.now() + 3600_000) }).where(eq(contactMessages.id, third));
    const after = new Map((await db.select().from(reportWeeks)).map((week) => [week.week, week]));
    expect(after.get(thisWeek)!.version).toBeGreaterThan(after.get(thisWeek)!.figuresVersion!);
    const oldWeek = kept.find((week) => week.week !== thisWeek)!;
    expect(after.get(oldWeek.week)).toEqual(oldWeek);
    expect((await report()).leads.total).toBe(3);

    await setLeadStatus(db, old, "spam", "ana@vendor.example");
    expect((await report()).bySource.map(({ key, total }) => [key, total])).toEqual([["linkedin / paid-social", 2]]);
    const ana = await addUser(db, "ana@vendor.example", { role: "sales" });
    await logLeadActivity(db, first, { kind: "call", outcome: "connected", note: "" }, ana);
    const answered = async () => (await report()).speed.byMember.map((row) => [row.key, row.total.leads, row.total.answered]);
    expect(await answered()).toEqual([["(no owner)", 1, 0], [ana.email, 1, 1]]);
    // The contact still waiting is given to Ana: its lead now waits on her, in its week's kept figures too.
    await reassignLead(db, third, ana.id, "admin@vendor.example");
    expect(await answered()).toEqual([[ana.email, 2, 1]]);
    expect((await beacon(h, { kind: "demo_booked" })).status).toBe(204);
    expect((await report()).booking.booked.total).toBe(1);
    await eraseEmail(db, "three@prospect.example");
    expect((await report()).leads.total).toBe(1);
  });

  it("counts a logged call or email as the first answer, credits whoever gave it, and lists the leads still waiting", async () => {
    const h = await start();
    const db = h.pipeline.database.db;
    const post = async (email: string) => ((await (await h.post({ ...message, email })).json()) as { id: string }).id;
    const clicked = await post("clicked@prospect.example");
    const emailed = await post("emailed@prospect.example");
    const waiting = await post("waiting@prospect.example");
    const day = 24 * 3600_000;
    await db.update(contactMessages).set({ createdAt: new Date(Date.now() - 2 * day), dueAt: new Date(Date.now() - day / 2) }).where(eq(contactMessages.id, waiting));
    const ana = "ana@vendor.example";
    const s = await adminClient(h, ana, "sales");
    const omar = await addUser(db, "omar@vendor.example", { role: "sales" });
    const speed = async () => (await s.get<Report>("/reports?weeks=4")).speed;

    // A status click and a note are not an answer to the person who wrote.
    expect((await s.post(`/leads/${clicked}/status`, { status: "contacted" })).status).toBe(200);
    expect((await s.post(`/leads/${clicked}/notes`, { note: "Looks like a fit." })).status).toBe(201);
    expect((await speed()).all.total).toMatchObject({ leads: 3, answered: 0 });

    // What the form would never send is refused in words, and records nothing.
    const refusal = async (body: unknown, id = clicked) => {
      const answer = await s.post(`/leads/${id}/activities`, body);
      return [answer.status, ((await answer.json()) as { error: string }).error];
    };
    expect(await refusal({ kind: "fax" })).toEqual([422, "Choose a call or an email to log."]);
    expect(await refusal({ kind: "call" })).toEqual([422, "Choose how the call went."]);
    expect(await refusal({ kind: "call", outcome: "connected", note: "x".repeat(5001) })).toEqual([422, "Keep a note under 5,000 characters."]);
    expect(await refusal({ kind: "email" }, "no-such-lead")).toEqual([404, "This lead does not exist (it may have been erased)."]);
    expect((await speed()).all.total.answered).toBe(0);

    // Ana calls; the contact then goes to Omar, who calls again: the answer stays Ana's.
    const [anaAccount] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, ana));
    await reassignLead(db, clicked, anaAccount!.id, "admin@vendor.example");
    expect((await s.post(`/leads/${clicked}/activities`, { kind: "call", outcome: "left-voicemail", note: "Left a message about the demo." })).status).toBe(201);
    await reassignLead(db, clicked, omar.id, "admin@vendor.example");
    await logLeadActivity(db, clicked, { kind: "call", outcome: "connected", note: "" }, omar);
    expect((await s.post(`/leads/${emailed}/activities`, { kind: "email" })).status).toBe(201);

    const detail = await s.get<LeadDetail>(`/leads/${clicked}`);
    expect(detail.lead).toMatchObject({ firstResponseKind: "call", firstResponder: ana });
    expect(detail.history.filter((event) => event.kind === "call").map((event) => [event.actor, event.outcome, event.note])).toEqual([
      [omar.email, "connected", null],
      [ana, "left-voicemail", "Left a message about the demo."],
    ]);

    const { all, byMember, waiting: still } = await speed();
    expect(all.total).toMatchObject({ leads: 3, answered: 2, inTime: 2 });
    expect(byMember.map((row) => [row.key, row.total.leads, row.total.answered])).toEqual([
      [ana, 2, 2],
      ["(no owner)", 1, 0],
    ]);
    // The lead nobody answered, with how long it has waited against its due time.
    expect(still.count).toBe(1);
    expect(still.overdue).toBe(1);
    expect(still.leads).toEqual([expect.objectContaining({ id: waiting, name: message.name, owner: null, overdue: true })]);
    expect(still.leads[0]!.waitedSeconds).toBeGreaterThanOrEqual(2 * 24 * 3600 - 60);
    expect(Date.parse(still.leads[0]!.dueAt)).toBeLessThan(Date.now());

    // A lead not due yet may still be answered in time: the share in time counts only those whose time has come.
    const fresh = await post("fresh@prospect.example");
    await db.update(contactMessages).set({ dueAt: new Date(Date.now() + day) }).where(eq(contactMessages.id, fresh));
    expect((await speed()).all.total).toMatchObject({ leads: 4, answered: 2, due: 3, inTime: 2 });
  });

  it("is for signed-in people only", async () => {
    const h = await start();
    expect((await fetch(`${h.url}/admin/api/reports`, { headers: { origin: h.url, "sec-fetch-site": "same-origin" } })).status).toBe(401);
  });
});

describe("answers recorded before a first answer was a logged call or email,", () => {
  it("stay on the lead, credited to who made them, are left out of speed to lead, and the kept figures are computed again", async () => {
    // The migrations up to the one before the first answer's new rule, then the rest, as an upgrade runs them.
    const before = migrationsBefore("_first_answer");
    const options = { databaseUrl: await freshPostgresDatabase(inject("postgresUrl"), { migrated: false }), dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "upgrade-")) };
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();
    const answeredAt = hoursAgo(1);
    const old = await openDatabase({ ...options, migrationsFolder: before });
    await old.db.execute(sql`insert into admin_users (id, email, role) values ('u-ana', 'ana@vendor.example', 'sales')`);
    await old.db.execute(sql`insert into contacts (id, email_key, owner_id) values ('c-jane', 'jane@example.com', null), ('c-omar', 'omar@example.com', null)`);
    for (const [id, contact, answered] of [["m-clicked", "c-jane", answeredAt], ["m-waiting", "c-omar", null]] as const) {
      await old.db.execute(sql`insert into contact_messages (id, contact_id, name, email, message, payload_hash, created_at, due_at, first_response_at)
        values (${id}, ${contact}, 'Jane', 'jane@example.com', 'Hi', 'x', ${hoursAgo(2)}, ${hoursAgo(-22)}, ${answered})`);
    }
    // Ana's status click was the answer by the old rule; the week's figures were kept with it.
    await old.db.execute(sql`insert into lead_events (id, message_id, actor, kind, from_status, to_status, at) values ('e1', 'm-clicked', 'ana@vendor.example', 'status', 'new', 'contacted', ${answeredAt})`);
    const kept = { leads: [], conversions: [], speed: [{ ownerId: null, leads: 2, answered: 1, inTime: 1, waitedSeconds: [3600] }] };
    await old.db.execute(sql`update report_weeks set figures = ${JSON.stringify(kept)}::jsonb, figures_version = version`);
    await old.close();

    const upgraded = await openDatabase({ ...options, migrationsFolder: path.resolve("drizzle") });
    try {
      const [clicked] = await upgraded.db.select().from(contactMessages).where(eq(contactMessages.id, "m-clicked"));
      expect(clicked).toMatchObject({ firstResponseAt: new Date(answeredAt), firstResponseKind: "status-or-note", firstResponderId: "u-ana" });
      const { speed } = await buildReport(upgraded.db, { weeks: 4, touch: "first" });
      expect(speed.all.total).toMatchObject({ leads: 1, answered: 0 });
      expect(speed.waiting.leads.map((lead) => lead.id)).toEqual(["m-waiting"]);
    } finally {
      await upgraded.close();
    }
  });
});
