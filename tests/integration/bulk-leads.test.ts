/**
 * The inbox's bulk actions through the admin API: several leads given to one owner or set to one
 * status in one transaction, each on its own history and in the audit log as a single change is,
 * refused to a role that may not work leads, and consistent when many arrive at once.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { recentAudit } from "#server/auth/audit.ts";
import { contactMessages, contacts, leadEvents } from "#server/platform/db/schema.ts";
import { closedAfterEach, startHarness } from "./harness.ts";
import { adminClient, createAccount } from "./admin-client.ts";

const track = closedAfterEach();

interface ListAnswer {
  leads: { id: string; name: string; status: string; owner: string | null }[];
  salesAccounts: { id: string; email: string }[];
}
interface BulkAnswer {
  changed: string[];
  unchanged: string[];
  missing: string[];
}

async function seeded(count: number) {
  const h = track(await startHarness());
  for (let index = 0; index < count; index += 1) {
    const lead = { name: `Lead ${index}`, email: `lead${index}@example.com`, company: "", phone: "", message: `Message ${index}` };
    expect((await h.post(lead, { headers: { origin: h.url } })).status).toBe(201);
  }
  const ana = await createAccount(h, "ana@vendor.example", undefined, "sales");
  const rep = await adminClient(h, "rep@vendor.example", "sales");
  const list = await rep.get<ListAnswer>("/leads");
  return { h, rep, ana, list };
}

describe("bulk actions on leads", () => {
  it("lets a sales rep assign and set the status of several leads, each recorded as a single change is", async () => {
    const { h, rep, ana, list } = await seeded(3);
    expect(list.salesAccounts.map((account) => account.email)).toEqual(["ana@vendor.example", "rep@vendor.example"]);
    const ids = list.leads.map((lead) => lead.id);

    const assigned = await rep.post("/leads/bulk", { ids, action: "owner", ownerId: ana.id });
    expect(assigned.status).toBe(200);
    expect(((await assigned.json()) as BulkAnswer).changed.sort()).toEqual([...ids].sort());
    expect((await rep.get<ListAnswer>("/leads")).leads.map((lead) => lead.owner)).toEqual(Array(3).fill("ana@vendor.example"));

    const set = (await (await rep.post("/leads/bulk", { ids: ids.slice(0, 2), action: "status", status: "contacted" })).json()) as BulkAnswer;
    expect(set.changed).toHaveLength(2);
    for (const id of ids.slice(0, 2)) {
      const detail = await rep.get<{ lead: { status: string }; history: { actor: string; kind: string; toStatus: string | null; owner: string | null }[] }>(`/leads/${id}`);
      expect(detail.lead.status).toBe("contacted");
      expect(detail.history).toMatchObject([
        { actor: "rep@vendor.example", kind: "status", toStatus: "contacted" },
        { actor: "rep@vendor.example", kind: "owner", owner: "ana@vendor.example" },
      ]);
    }
    const audited = (await recentAudit(h.pipeline.database.db)).filter((row) => row.actor === "rep@vendor.example");
    expect(
      audited
        .filter((row) => row.action === "lead-owner")
        .map((row) => row.target)
        .sort(),
    ).toEqual([...ids].sort());
    expect(audited.filter((row) => row.action === "lead-status")).toHaveLength(2);

    // Asking again changes nothing and records nothing more.
    const again = (await (await rep.post("/leads/bulk", { ids, action: "owner", ownerId: ana.id })).json()) as BulkAnswer;
    expect(again).toMatchObject({ changed: [], missing: [] });
    expect(again.unchanged).toHaveLength(3);
  });

  it("skips and names a lead erased meanwhile, and refuses the whole batch for an owner who cannot take leads", async () => {
    const { h, rep, list } = await seeded(2);
    const ids = list.leads.map((lead) => lead.id);
    const answer = await rep.post("/leads/bulk", { ids: [...ids, "erased-meanwhile"], action: "status", status: "qualified" });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ missing: ["erased-meanwhile"] });

    const editor = await createAccount(h, "editor@vendor.example", undefined, "editor");
    const refused = await rep.post("/leads/bulk", { ids, action: "owner", ownerId: editor.id });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ error: "Choose an active sales account." });
    expect((await rep.get<ListAnswer>("/leads")).leads.map((lead) => lead.owner)).toEqual([null, null]);

    for (const body of [
      { ids: [], action: "status", status: "won" },
      { ids, action: "status", status: "promoted" },
      { ids, action: "delete" },
      { ids: Array.from({ length: 101 }, (_, i) => `id-${i}`), action: "status", status: "won" },
    ]) {
      expect((await rep.post("/leads/bulk", body)).status, JSON.stringify(body).slice(0, 80)).toBe(422);
    }
  });

  it("refuses a role that may not work leads, and a request without the session's CSRF token", async () => {
    const { h, rep, ana, list } = await seeded(2);
    const ids = list.leads.map((lead) => lead.id);
    const writer = await adminClient(h, "writer@vendor.example", "writer");
    expect((await writer.post("/leads/bulk", { ids, action: "owner", ownerId: ana.id })).status).toBe(403);
    expect((await writer.post("/leads/bulk", { ids, action: "status", status: "spam" })).status).toBe(403);
    const forged = await fetch(`${h.url}/admin/api/leads/bulk`, {
      method: "POST",
      headers: { ...rep.headers, "x-csrf-token": "forged", "content-type": "application/json" },
      body: JSON.stringify({ ids, action: "status", status: "spam" }),
    });
    expect(forged.status).toBe(403);
    const after = await rep.get<ListAnswer>("/leads");
    expect(after.leads.map((lead) => [lead.owner, lead.status])).toEqual([
      [null, "new"],
      [null, "new"],
    ]);
    expect((await h.pipeline.database.db.select().from(leadEvents)).filter((event) => event.kind !== "owner" || event.actor !== "routing")).toEqual([]);
  });

  it("keeps every lead consistent when many bulk changes arrive at once, in different orders", async () => {
    const { h, rep, ana, list } = await seeded(8);
    const ids = list.leads.map((lead) => lead.id);
    const me = list.salesAccounts.find((account) => account.email === "rep@vendor.example")!;
    const statuses = ["contacted", "qualified", "won", "lost"] as const;
    const requests = Array.from({ length: 16 }, (_, index) => {
      const order = index % 2 ? [...ids].reverse() : ids.slice(index % 3).concat(ids.slice(0, index % 3));
      return index % 2 ? { ids: order, action: "owner", ownerId: index % 4 === 1 ? ana.id : me.id } : { ids: order, action: "status", status: statuses[(index / 2) % statuses.length] };
    });
    const answers = await Promise.all(requests.map((body) => rep.post("/leads/bulk", body)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(16).fill(200));
    const results = (await Promise.all(answers.map((answer) => answer.json()))) as BulkAnswer[];

    const db = h.pipeline.database.db;
    const events = await db.select().from(leadEvents).where(eq(leadEvents.actor, "rep@vendor.example"));
    // One history entry for every change a request reported, none lost and none extra.
    expect(events).toHaveLength(results.reduce((sum, result) => sum + result.changed.length, 0));
    const rows = await db
      .select({ id: contactMessages.id, status: contactMessages.status, latestStatus: contacts.latestStatus, ownerId: contacts.ownerId })
      .from(contactMessages)
      .innerJoin(contacts, eq(contacts.id, contactMessages.contactId));
    for (const row of rows) {
      expect(row.latestStatus).toBe(row.status);
      const mine = events.filter((event) => event.messageId === row.id);
      // Status changes were made one after another: from "new", each starts where the one before ended, to the status it has.
      const balance = new Map<string, number>();
      for (const event of mine.filter((event) => event.kind === "status")) {
        balance.set(event.fromStatus!, (balance.get(event.fromStatus!) ?? 0) + 1);
        balance.set(event.toStatus!, (balance.get(event.toStatus!) ?? 0) - 1);
      }
      expect(Object.fromEntries([...balance].filter(([, value]) => value !== 0))).toEqual({ new: 1, [row.status]: -1 });
      expect(mine.filter((event) => event.kind === "owner").map((event) => event.ownerId)).toContain(row.ownerId);
    }
  });
});
