/**
 * A campaign's burst, as the contact store commits it (issue 72): many leads from new addresses in
 * one commit keep every guarantee (a contact each, an owner in turns, an event, an outbox row per
 * channel, the owner's email, the week's report moved, every word searchable, repeated addresses
 * joined) in two waits for PostgreSQL per commit, whatever the batch's size, each contact written
 * once; and two processes' commits for one new address make one contact.
 */
import os from "node:os";
import fs from "node:fs";
import path from "node:path";
import { eq, sql, type SQL } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { openDatabase, rowsOf, type OpenDatabase } from "#server/platform/db/database.ts";
import { contactMessages, contacts, leadEvents, outbox } from "#server/platform/db/schema.ts";
import { addUser } from "#server/auth/users.ts";
import { ContactStore } from "#server/sales/contact/store.ts";
import { listLeads } from "#server/sales/leads/inbox.ts";
import { freshPostgresDatabase } from "./harness.ts";

const BURST = 60;
/** What one commit may cost, at any size: BEGIN with the reads, then the writes with COMMIT. */
const WAITS_PER_COMMIT = 2;

/**
 * Counts the waits for PostgreSQL: the queries made in one turn of the event loop (one task and its
 * microtasks) go out together on a pipelined client and come back together, so each turn that
 * makes queries on a client is one wait.
 */
function countWaits(): { stop: () => number } {
  let turn = 0;
  let ticking = true;
  const tick = () => {
    turn += 1;
    if (ticking) setImmediate(tick);
  };
  setImmediate(tick);
  const waits = new Set<string>();
  const clients = new Map<object, number>();
  const original = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    if (!clients.has(this)) clients.set(this, clients.size);
    waits.add(`${clients.get(this)}:${turn}`);
    return (original as (...a: unknown[]) => unknown).apply(this, args) as never;
  } as never);
  return {
    stop: () => {
      ticking = false;
      spy.mockRestore();
      return waits.size;
    },
  };
}

describe("a burst of leads from new addresses", () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "burst-"));
    database = await openDatabase({ databaseUrl: await freshPostgresDatabase(inject("postgresUrl")), dataDir, migrationsFolder: path.resolve("drizzle") });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("stores each with its contact, owner, event and outbox rows, in two waits for PostgreSQL per commit", async () => {
    const db = database.db;
    const sales = await Promise.all(["ana", "ben", "cy"].map((name) => addUser(db, `${name}@vendor.example`, { role: "sales" })));
    // One commit at a time: the first lead is written alone, the other BURST - 1 wait and share the next commit.
    const store = new ContactStore(db, { concurrency: 1, notifyOwners: true });
    const waits = countWaits();
    // Every tenth lead is from an address already in the burst: one contact, both messages' words.
    const addressOf = (i: number) => (i % 10 === 9 ? `visitor-${i - 1}@example.com` : `visitor-${i}@example.com`);
    const results = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        store.store({ message: { name: `Visitor ${i}`, email: addressOf(i), company: "", phone: "", message: `Interested in plan${i} soon` }, channels: ["webhook"] }),
      ),
    );
    const waited = waits.stop();
    expect(results.every((result) => result.status === "created")).toBe(true);
    expect(waited).toBe(2 * WAITS_PER_COMMIT);

    const people = await db.select().from(contacts);
    expect(people).toHaveLength(BURST - BURST / 10);
    expect(people.every((contact) => contact.ownerId !== null)).toBe(true);
    // In turns: each account got a third of the new contacts.
    const perOwner = new Map<string, number>();
    for (const contact of people) perOwner.set(contact.ownerId!, (perOwner.get(contact.ownerId!) ?? 0) + 1);
    expect([...perOwner.keys()].sort()).toEqual(sales.map((account) => account.id).sort());
    expect([...perOwner.values()]).toEqual([people.length / 3, people.length / 3, people.length / 3]);
    expect(await db.select().from(leadEvents).where(eq(leadEvents.kind, "owner"))).toHaveLength(people.length);
    const repeat = people.find((contact) => contact.emailKey === "visitor-8@example.com")!;
    expect(repeat.messageCount).toBe(2);

    const boxes = await rowsOf<{ channel: string; n: number }>(db.execute(sql`select channel, count(*)::int as n from ${outbox} group by channel order by channel`));
    expect(boxes).toEqual([
      { channel: "owner", n: BURST },
      { channel: "webhook", n: BURST },
    ]);
    const [week] = await rowsOf<{ version: number }>(db.execute(sql`select version from report_weeks where week = date_trunc('week', now() at time zone 'UTC')::date`));
    expect(week?.version).toBeGreaterThan(0);

    // The inbox finds a contact by a word of any of its messages, those that shared a commit included.
    const found = async (q: string) => (await listLeads(db, { q })).leads.map((lead) => lead.email);
    expect(await found("plan8")).toEqual(["visitor-8@example.com"]);
    expect(await found("plan9")).toEqual(["visitor-8@example.com"]);
    expect(await found(`plan${BURST - 1}`)).toEqual([`visitor-${BURST - 2}@example.com`]);
    expect(await found("plan0")).toEqual(["visitor-0@example.com"]);
    const stored = await db.select({ id: contactMessages.id }).from(contactMessages);
    expect(stored).toHaveLength(BURST);
    // Each message's words once in its contact's document, whichever commit brought it.
    const positions = (document: SQL) => sql`(select coalesce(sum(cardinality(positions)), 0)::int from unnest(${document}))`;
    const twice = await rowsOf(
      db.execute(sql`select c.email_key from ${contacts} c where ${positions(sql`c.search`)}
        <> (select coalesce(sum(${positions(sql`m.search`)}), 0)::int from ${contactMessages} m where m.contact_id = c.id)`),
    );
    expect(twice).toEqual([]);
    // Each contact written once, whole (owner and words in its insert): as many row versions in the table's pages as contacts, none for autovacuum.
    await db.execute(sql`create extension if not exists pageinspect`);
    const [versions] = await rowsOf<{ n: number }>(
      db.execute(sql`select count(*)::int as n from generate_series(0, pg_relation_size('contacts') / current_setting('block_size')::int - 1) page,
        heap_page_items(get_raw_page('contacts', page::int))`),
    );
    expect(versions?.n).toBe(people.length);
  });

  it("makes one contact of an address two servers' commits bring at once, and fails neither visitor", async () => {
    // A second process on the same PostgreSQL (no sales team: no turn to queue the commits on).
    const other = await openDatabase({ databaseUrl: database.url, dataDir: "", migrationsFolder: path.resolve("drizzle") });
    try {
      await database.db.execute(sql`update admin_users set disabled_at = now()`);
      const stores = [new ContactStore(database.db), new ContactStore(other.db)];
      const emails = Array.from({ length: 20 }, (_, i) => `both-${i}@example.com`);
      const results = await Promise.all(emails.flatMap((email) => stores.map((store) => store.store({ message: { name: "Both", email, company: "", phone: "", message: "Hello" }, channels: [] }))));
      expect(results.filter((result) => result.status !== "created")).toEqual([]);
      const counts = await rowsOf<{ n: number }>(database.db.execute(sql`select message_count as n from ${contacts} where email_key like 'both-%'`));
      expect(counts).toEqual(emails.map(() => ({ n: 2 })));
    } finally {
      await other.close();
    }
  });

  it("refuses new leads as busy once the oldest has waited too long for its commit, and stores every lead it took", async () => {
    const store = new ContactStore(database.db, { busyAfterMs: 100 });
    const lead = (email: string, waitWhenBusy?: true) => store.store({ message: { name: "Held", email, company: "", phone: "", message: "Hello" }, channels: [], waitWhenBusy });
    expect((await lead("held@example.com")).status).toBe("created");
    // Another session holds the contact's row: the next commit for it waits, and the leads after it queue.
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query("begin");
      await holder.query("select 1 from contacts where email_key = 'held@example.com' for update");
      const taken = [lead("held@example.com"), lead("queued@example.com")];
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await lead("refused@example.com")).toEqual({ status: "busy" });
      // The scheduler's booking waits its turn instead.
      const booked = lead("booked@example.com", true);
      await holder.query("commit");
      expect((await Promise.all([...taken, booked])).map((result) => result.status)).toEqual(["created", "created", "created"]);
      expect((await lead("after@example.com")).status).toBe("created");
    } finally {
      await holder.end();
    }
    const stored = await rowsOf<{ email: string }>(
      database.db.execute(
        sql`select distinct email from ${contactMessages} where email in ('held@example.com', 'queued@example.com', 'refused@example.com', 'booked@example.com', 'after@example.com') order by email`,
      ),
    );
    expect(stored.map((row) => row.email)).toEqual(["after@example.com", "booked@example.com", "held@example.com", "queued@example.com"]);
  });
});
