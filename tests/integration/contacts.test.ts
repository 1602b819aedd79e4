/**
 * Leads as a sales team works them (ADR 028): submissions from one address are one contact, every
 * new contact gets an owner in turns (or by the admin's rules) in the transaction that stores it,
 * a returning contact stays with its owner, away and disabled accounts are skipped, and the owner
 * is emailed a link to the lead once. Leads stored before contacts existed are grouped by the
 * migration.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { RoutingRule } from "#shared/lead-routing.ts";
import { openDatabase } from "#server/platform/db/database.ts";
import { adminUsers, contactMessages, contacts, leadEvents, leadRouting, outbox } from "#server/platform/db/schema.ts";
import { addUser, setDisabled } from "#server/auth/users.ts";
import { allMessagePages, eraseEmail, purgeOlderThan } from "#server/sales/leads/queries.ts";
import { leadPagesForExport, listLeads } from "#server/sales/leads/inbox.ts";
import { addLeadNote, logLeadActivity, setLeadStatus } from "#server/sales/leads/lead.ts";
import { buildReport } from "#server/sales/leads/reports.ts";
import { saveSettings } from "#server/platform/site-settings.ts";
import { DEFAULT_SETTINGS } from "#shared/site-settings.ts";
import { replyDue } from "#shared/business-time.ts";
import { site } from "#shared/content/site.ts";
import { toJsonExport } from "#server/sales/leads/export.ts";
import { run } from "#server/cli/commands.ts";
import { startSmtpSink, type SmtpSink } from "#tests/shared/delivery-sinks.ts";
import { adminClient } from "./admin-client.ts";
import { freshPostgresDatabase, startHarness, waitFor, type Harness } from "./harness.ts";
import { migrationsBefore } from "./upgrade.ts";

const lead = (email: string, extra: Record<string, string> = {}) => ({ name: "Jane Smith", email, company: "", phone: "", message: "Please call me.", ...extra });

describe("contacts and owners", () => {
  let h: Harness;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    h = await startHarness({ email: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, to: "sales@vendor.test", from: "Website <web@vendor.test>" } });
  });
  afterAll(async () => {
    await h?.close();
    await smtp?.close();
  });
  const db = () => h.pipeline.database.db;
  const send = async (body: ReturnType<typeof lead>) => {
    const answer = await h.post(body);
    expect(answer.status).toBe(201);
    return ((await answer.json()) as { id: string }).id;
  };
  const ownerOf = async (messageId: string) => {
    const [row] = await db()
      .select({ owner: adminUsers.email, contactId: contactMessages.contactId })
      .from(contactMessages)
      .innerJoin(contacts, eq(contacts.id, contactMessages.contactId))
      .leftJoin(adminUsers, eq(adminUsers.id, contacts.ownerId))
      .where(eq(contactMessages.id, messageId));
    return row!;
  };

  it("keeps one contact per address, whatever its case, and no owner while nobody is in sales", async () => {
    const first = await send(lead("jane@example.com"));
    const again = await send(lead("Jane@Example.COM"));
    const other = await send(lead("omar@example.com"));
    const [a, b, c] = await Promise.all([first, again, other].map(ownerOf));
    expect(a!.contactId).toBe(b!.contactId);
    expect(c!.contactId).not.toBe(a!.contactId);
    expect(a!.owner).toBeNull();
    const [contact] = await db().select().from(contacts).where(eq(contacts.id, a!.contactId));
    expect(contact).toMatchObject({ emailKey: "jane@example.com", messageCount: 2, latestMessageId: again });
    // Nobody to tell: no owner email was queued.
    expect(await db().select().from(outbox).where(eq(outbox.channel, "owner"))).toEqual([]);
  });

  it("hands new contacts out in turns, keeps returning ones with their owner, skips away and disabled accounts", async () => {
    const ana = await addUser(db(), "ana@vendor.example", { role: "sales" });
    const ben = await addUser(db(), "ben@vendor.example", { role: "sales" });
    await addUser(db(), "eve@vendor.example", { role: "editor" });
    const [firstTurn, secondTurn] = [ana, ben].sort((x, y) => x.id.localeCompare(y.id)).map((user) => user.email) as [string, string];

    // The contact that had no owner gets one with its next message.
    expect((await ownerOf(await send(lead("jane@example.com")))).owner).toBe(firstTurn);
    expect((await ownerOf(await send(lead("priya@example.com")))).owner).toBe(secondTurn);
    expect((await ownerOf(await send(lead("lukas@example.com")))).owner).toBe(firstTurn);
    // A returning contact goes to its owner, not to whoever's turn it is.
    expect((await ownerOf(await send(lead("PRIYA@example.com")))).owner).toBe(secondTurn);
    expect((await ownerOf(await send(lead("mei@example.com")))).owner).toBe(secondTurn);

    await db().update(adminUsers).set({ away: true }).where(eq(adminUsers.email, secondTurn));
    expect((await ownerOf(await send(lead("carlos@example.com")))).owner).toBe(firstTurn);
    expect((await ownerOf(await send(lead("aisha@example.com")))).owner).toBe(firstTurn);
    await db().update(adminUsers).set({ away: false }).where(eq(adminUsers.email, secondTurn));

    // A disabled owner's contact goes to someone who can work it when it writes again.
    await setDisabled(db(), firstTurn, true);
    expect((await ownerOf(await send(lead("jane@example.com")))).owner).toBe(secondTurn);
    await setDisabled(db(), firstTurn, false);

    // Each assignment is on the lead's history, by the routing.
    const assigned = await db().select().from(leadEvents).where(eq(leadEvents.kind, "owner")).orderBy(asc(leadEvents.at));
    expect(assigned.length).toBe(7);
    expect(assigned.every((event) => event.actor === "routing")).toBe(true);

    // Each of the 8 leads with an owner emailed that owner once, with a link to it.
    const owned = await db().select({ id: outbox.messageId }).from(outbox).where(eq(outbox.channel, "owner"));
    expect(owned).toHaveLength(8);
    await waitFor(() => smtp.mails.filter((mail) => /Subject: New lead for you/.test(mail.raw)).length === 8 || undefined);
    const mail = smtp.mails.find((sent) => sent.to[0] === firstTurn && /Subject: New lead for you/.test(sent.raw))!;
    // Its subject names the lead, so the owner knows whom before opening it.
    expect(mail.raw).toMatch(/^Subject: New lead for you: Jane Smith\r?$/m);
    expect(mail.text).toMatch(new RegExp(`Open it in the inbox: ${h.url}/admin/leads/[0-9a-f-]{36}`));

    // The owner and the contact are in both exports and in `leads list`.
    const stored = [];
    for await (const page of allMessagePages(db())) stored.push(...page);
    const exported = JSON.parse(toJsonExport(stored)) as { email: string; owner: string | null; contactId: string }[];
    const priya = exported.filter((row) => row.email.toLowerCase() === "priya@example.com");
    expect(priya.map((row) => row.owner)).toEqual([secondTurn, secondTurn]);
    expect(new Set(priya.map((row) => row.contactId)).size).toBe(1);
    const lines: string[] = [];
    await run(["list", "--limit", "1"], db(), (line) => lines.push(line));
    expect(lines[0]).toMatch(new RegExp(`owner: ${secondTurn}  contact: [0-9a-f-]{36}$`));
  });

  it("routes by the admin's rules first, and in turns among a rule's owners", async () => {
    const users = await db().select({ id: adminUsers.id, email: adminUsers.email }).from(adminUsers).where(eq(adminUsers.role, "sales"));
    const ben = users.find((user) => user.email === "ben@vendor.example")!;
    const rules: RoutingRule[] = [
      { name: "Enterprise", when: { company: "given", words: ["enterprise", "SSO"] }, owners: [ben.id] },
      { name: "Spring campaign", when: { campaign: "spring-launch" }, owners: users.map((user) => user.id) },
    ];
    await db().insert(leadRouting).values({ id: 1, rules }).onConflictDoUpdate({ target: leadRouting.id, set: { rules } });
    const routed = await send(lead("cio@bigcorp.example", { company: "BigCorp", message: "We need SSO for 4,000 people." }));
    expect((await ownerOf(routed)).owner).toBe("ben@vendor.example");
    const [event] = await db().select().from(leadEvents).where(eq(leadEvents.messageId, routed));
    expect(event).toMatchObject({ kind: "owner", note: "Enterprise", ownerId: ben.id });
    // "SSO" as a word, not inside another one; no company: the rule does not apply.
    const unmatched = await send(lead("ssolo@example.com", { company: "Solo", message: "Ssolutions for my blog?" }));
    expect((await db().select().from(leadEvents).where(eq(leadEvents.messageId, unmatched)))[0]!.note).toBeNull();
  });

  it("takes 20 messages from 5 addresses at once: 5 contacts, one owner each, one owner email per message", async () => {
    const addresses = Array.from({ length: 5 }, (_, i) => `burst${i}@example.com`);
    const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => send(lead(addresses[i % 5]!))));
    const rows = await Promise.all(ids.map(ownerOf));
    const byContact = new Map<string, Set<string | null>>();
    for (const row of rows) byContact.set(row.contactId, (byContact.get(row.contactId) ?? new Set()).add(row.owner));
    expect(byContact.size).toBe(5);
    expect([...byContact.values()].every((owners) => owners.size === 1 && !owners.has(null))).toBe(true);
    const burst = await db().select().from(contacts).where(eq(contacts.emailKey, "burst0@example.com"));
    expect(burst[0]!.messageCount).toBe(4);
    const notices = await db().select({ id: outbox.messageId }).from(outbox).where(eq(outbox.channel, "owner"));
    expect(notices.filter((notice) => ids.includes(notice.id))).toHaveLength(20);
  });

  it("takes a contact's new messages while a rep changes its status, all at once: no request fails", async () => {
    const first = await send(lead("busy@example.com"));
    const statuses = ["contacted", "qualified"] as const;
    const work = await Promise.allSettled([
      ...Array.from({ length: 15 }, (_, i) => setLeadStatus(db(), first, statuses[i % 2]!, "rep@vendor.example")),
      ...Array.from({ length: 15 }, () => send(lead("busy@example.com"))),
    ]);
    expect(work.filter((outcome) => outcome.status === "rejected").map((outcome) => String((outcome as PromiseRejectedResult).reason))).toEqual([]);
  });

  it("lists contacts in the inbox, gives one to a rep by hand, and shows each rep their own", async () => {
    const boss = await adminClient(h, "boss@vendor.example", "admin");
    const sam = await adminClient(h, "sam@vendor.example", "sales");
    const { team } = await boss.get<{ team: { id: string; email: string; away: boolean }[] }>("/routing");
    const samId = team.find((account) => account.email === "sam@vendor.example")!.id;

    type Listed = { id: string; contactId: string; email: string; messageCount: number; owner: string | null };
    // One row per contact: jane wrote four times.
    const all = (await boss.get<{ leads: Listed[] }>("/leads")).leads;
    expect(new Set(all.map((row) => row.contactId)).size).toBe(all.length);
    const leads = all.filter((row) => row.email.toLowerCase() === "jane@example.com");
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ messageCount: 4 });
    expect((await sam.get<{ leads: Listed[] }>("/leads?owner=me")).leads).toEqual([]);

    const [editor] = await db().select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, "eve@vendor.example"));
    const refused = await boss.post(`/leads/${leads[0]!.id}/owner`, { ownerId: editor!.id });
    expect([refused.status, ((await refused.json()) as { error: string }).error]).toEqual([422, "Choose an active sales account."]);
    expect((await boss.post(`/leads/${leads[0]!.id}/owner`, { ownerId: samId })).status).toBe(200);
    const mine = (await sam.get<{ leads: Listed[] }>("/leads?owner=me")).leads;
    expect(mine.map((row) => row.email)).toEqual(["jane@example.com"]);
    const detail = await sam.get<{ contact: { owner: string; messageCount: number }; messages: unknown[]; history: { kind: string; actor: string; owner: string | null }[] }>(`/leads/${leads[0]!.id}`);
    expect(detail.contact).toMatchObject({ owner: "sam@vendor.example", messageCount: 4 });
    expect(detail.messages).toHaveLength(4);
    expect(detail.history[0]).toMatchObject({ kind: "owner", actor: "boss@vendor.example", owner: "sam@vendor.example" });
    // Sam is told, with the link to the lead, once.
    const toSam = () => smtp.mails.filter((mail) => mail.to[0] === "sam@vendor.example" && /Subject: New lead for you/.test(mail.raw));
    await waitFor(() => toSam().length === 1 || undefined);
    expect(toSam()[0]!.raw).toContain(`/admin/leads/${leads[0]!.id}`);
    expect((await boss.post(`/leads/${leads[0]!.id}/owner`, { ownerId: samId })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toSam()).toHaveLength(1);

    // Rules are refused by field in words; away is one's own to say.
    const badRules = await boss.put("/routing", { rules: [{ name: "", when: {}, owners: [] }] });
    expect(badRules.status).toBe(422);
    expect(((await badRules.json()) as { problems: Record<string, string> }).problems).toMatchObject({ "0.owners": "Choose who takes these leads." });
    expect((await boss.put("/routing", { rules: [] })).status).toBe(200);
    expect((await sam.post("/away", { away: true })).status).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await ownerOf(await send(lead(`while-away-${i}@example.com`)))).owner).not.toBe("sam@vendor.example");
  });

  it("finds a contact by the words of any of its messages, and forgets those of a message removed", async () => {
    const old = await send(lead("words@example.com", { message: "Interested in zeppelin fleets." }));
    await send(lead("words@example.com", { message: "Following up." }));
    const found = async (q: string) => (await listLeads(db(), { q })).leads.map((row) => row.email);
    expect(await found("zeppelin")).toEqual(["words@example.com"]);
    expect(await found("following zeppelin")).toEqual(["words@example.com"]);
    // The export lists leads: only the one holding the words, not its contact's others.
    const exported = async (q: string) => {
      const ids: string[] = [];
      for await (const page of leadPagesForExport(db(), { q })) ids.push(...page.map((row) => row.id));
      return ids;
    };
    expect(await exported("zeppelin")).toEqual([old]);
    expect(await exported("following zeppelin")).toEqual([]);
    await db()
      .update(contactMessages)
      .set({ createdAt: new Date(Date.now() - 400 * 24 * 3600 * 1000) })
      .where(eq(contactMessages.id, old));
    await purgeOlderThan(db(), 365);
    expect(await found("zeppelin")).toEqual([]);
    expect(await found("following")).toEqual(["words@example.com"]);
  });

  it("dates each lead's first answer on the office's clock, and the team's first logged call or email answers the contact", async () => {
    const dueOf = async (id: string) => (await db().select().from(contactMessages).where(eq(contactMessages.id, id)))[0]!;
    const first = await dueOf(await send(lead("speedy@example.com")));
    expect(first.dueAt).toEqual(replyDue(first.createdAt, site.hours));
    // The office moves to Berlin: the next lead's clock is Berlin's.
    const berlin = { ...DEFAULT_SETTINGS, hours: { ...DEFAULT_SETTINGS.hours, timeZone: "Europe/Berlin" } };
    await saveSettings(db(), berlin, { actor: "test" });
    const second = await dueOf(await send(lead("speedy@example.com")));
    expect(second.dueAt).toEqual(replyDue(second.createdAt, berlin.hours));
    await saveSettings(db(), DEFAULT_SETTINGS, { actor: "test" });
    expect([first.firstResponseAt, second.firstResponseAt]).toEqual([null, null]);
    // A note answers nothing; a call logged on the latest answers both of the contact's messages, once.
    await addLeadNote(db(), second.id, "Looked them up.", "ana@vendor.example");
    expect((await dueOf(first.id)).firstResponseAt).toBeNull();
    // An admin (no sales account, so the routing's turns stay as they are) who answers for the team.
    const rep = await addUser(db(), "speedy-admin@vendor.example", { role: "admin" });
    await logLeadActivity(db(), second.id, { kind: "call", outcome: "no-answer", note: "" }, rep);
    const [answered, alsoAnswered] = await Promise.all([dueOf(first.id), dueOf(second.id)]);
    expect(answered).toMatchObject({ firstResponderId: rep.id, firstResponseKind: "call" });
    expect(answered.firstResponseAt).not.toBeNull();
    expect(alsoAnswered.firstResponseAt).toEqual(answered.firstResponseAt);
    await logLeadActivity(db(), second.id, { kind: "email", note: "Sent the deck." }, rep);
    expect((await dueOf(first.id)).firstResponseAt).toEqual(answered.firstResponseAt);

    // The report: two answered in time (at once), the rest of this file's leads still waiting.
    const { speed } = await buildReport(db(), { weeks: 4, touch: "first" });
    const waiting = await db().select().from(contactMessages).where(isNull(contactMessages.firstResponseAt));
    expect(speed.all.total).toMatchObject({ answered: 2, inTime: 2, leads: waiting.length + 2 });
    expect(speed.all.total.medianSeconds).toBeLessThan(60);
    expect(speed.byMember.find((row) => row.key === rep.email)!.total).toMatchObject({ leads: 2, answered: 2, inTime: 2 });
    expect(speed.all.perWeek.reduce((sum, cell) => sum + cell.leads, 0)).toBe(speed.all.total.leads);
  });

  it("erases a contact with every message of its address", async () => {
    await send(lead("forget.me@example.com"));
    await send(lead("Forget.Me@example.com"));
    expect(await eraseEmail(db(), " FORGET.me@example.com")).toBe(2);
    expect(await db().select().from(contacts).where(eq(contacts.emailKey, "forget.me@example.com"))).toEqual([]);
  });
});

describe("leads stored before contacts,", () => {
  it("are grouped into contacts by the migration, their history kept", async () => {
    // The migrations up to the one before contacts, then the rest, as an upgrade runs them.
    const before = migrationsBefore("_contacts_and_owners");
    const options = { databaseUrl: await freshPostgresDatabase(inject("postgresUrl"), { migrated: false }), dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "upgrade-")) };
    const old = await openDatabase({ ...options, migrationsFolder: before });
    const insert = (id: string, email: string, at: string) =>
      old.db.execute(sql`insert into contact_messages (id, name, email, message, payload_hash, created_at) values (${id}, 'Jane', ${email}, 'Hi', 'x', ${at})`);
    await insert("m1", "jane@example.com", "2026-01-01T10:00:00Z");
    await insert("m2", "JANE@example.com", "2026-02-01T10:00:00Z");
    await insert("m3", "omar@example.com", "2026-01-15T10:00:00Z");
    await old.db.execute(sql`update contact_messages set message = 'About quantum pricing' where id = 'm1'`);
    await old.db.execute(sql`update contact_messages set status = 'contacted' where id = 'm2'`);
    await old.db.execute(sql`insert into lead_events (id, message_id, actor, kind, note, at) values ('e1', 'm1', 'ana@vendor.example', 'note', 'Called', '2026-03-01T10:00:00Z')`);
    await old.close();

    const upgraded = await openDatabase({ ...options, migrationsFolder: path.resolve("drizzle") });
    try {
      const rows = await upgraded.db.select().from(contacts).orderBy(asc(contacts.emailKey));
      expect(rows.map(({ emailKey, messageCount, latestMessageId, latestStatus }) => ({ emailKey, messageCount, latestMessageId, latestStatus }))).toEqual([
        { emailKey: "jane@example.com", messageCount: 2, latestMessageId: "m2", latestStatus: "contacted" },
        { emailKey: "omar@example.com", messageCount: 1, latestMessageId: "m3", latestStatus: "new" },
      ]);
      // The note is the contact's latest activity.
      expect(rows[0]!.lastActivityAt.toISOString()).toBe("2026-03-01T10:00:00.000Z");
      const messages = await upgraded.db.select({ id: contactMessages.id, contactId: contactMessages.contactId }).from(contactMessages).orderBy(asc(contactMessages.id));
      expect(messages.map((message) => message.contactId)).toEqual([rows[0]!.id, rows[0]!.id, rows[1]!.id]);
      // The inbox finds a contact by the words of any of its messages, the older ones included.
      expect((await listLeads(upgraded.db, { q: "quantum" })).leads.map((lead) => lead.contactId)).toEqual([rows[0]!.id]);
    } finally {
      await upgraded.close();
    }
  });
});
