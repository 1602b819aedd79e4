/**
 * The inbox as the sales team uses it, through the admin API: find, filter,
 * work a lead, export what is on screen, erase a person, and the audit log of it all.
 */
import { describe, expect, it } from "vitest";
import { ADMIN_API } from "#server/auth/http.ts";
import { recentAudit } from "#server/auth/audit.ts";
import { eq } from "drizzle-orm";
import { leadEvents, outbox } from "#server/platform/db/schema.ts";
import { closedAfterEach, startHarness } from "./harness.ts";
import { adminClient } from "./admin-client.ts";

const track = closedAfterEach();

interface ListAnswer {
  leads: { id: string; name: string; email: string; status: string; preview: string; messageCount: number }[];
  total: number;
  page: number;
  pageCount: number;
  newCount: number;
}

const leads = [
  { name: "Jane Doe", email: "jane.doe@acme.example", company: "Acme Inc", phone: "", message: "We need SEO content at scale for 40 locations." },
  { name: "Élodie Martin", email: "elodie@agence.example", company: "Agence Lumière", phone: "", message: "Pricing for agencies, s'il vous plaît?" },
  { name: "Bob Stone", email: "bob@stone.example", company: "", phone: "+1 555 0100", message: '=HYPERLINK("http://evil.example") call me' },
];

describe("the inbox", () => {
  const start = async (overrides?: Parameters<typeof startHarness>[0]) => track(await startHarness(overrides));

  async function seeded(overrides?: Parameters<typeof startHarness>[0]) {
    const h = await start(overrides);
    for (const lead of leads) expect((await h.post(lead, { headers: { origin: h.url } })).status).toBe(201);
    return { h, s: await adminClient(h) };
  }

  it("lists leads newest first, searches names, emails, companies and messages, and filters by status and day", async () => {
    const { s } = await seeded();
    const all = await s.get<ListAnswer>("/leads");
    expect(all.leads.map((lead) => lead.name)).toEqual(["Bob Stone", "Élodie Martin", "Jane Doe"]);
    expect(all).toMatchObject({ total: 3, page: 1, pageCount: 1, newCount: 3 });

    const search = async (q: string) => (await s.get<ListAnswer>(`/leads?q=${encodeURIComponent(q)}`)).leads.map((lead) => lead.name);
    expect(await search("jane.doe@acme.example")).toEqual(["Jane Doe"]);
    expect(await search("acme")).toEqual(["Jane Doe"]);
    expect(await search("élodie")).toEqual(["Élodie Martin"]);
    expect(await search("lumi")).toEqual(["Élodie Martin"]);
    expect(await search("locations seo")).toEqual(["Jane Doe"]);
    expect(await search("nobody-like-this")).toEqual([]);
    // Characters that mean something to to_tsquery are only text here.
    expect(await search("a & !(b | c:*) '")).toEqual([]);

    const today = new Date().toISOString().slice(0, 10);
    expect((await s.get<ListAnswer>(`/leads?from=${today}&to=${today}`)).total).toBe(3);
    expect((await s.get<ListAnswer>("/leads?to=2020-01-01")).total).toBe(0);
    expect((await s.get<ListAnswer>("/leads?status=contacted")).total).toBe(0);
  });

  it("marks a lead contacted, keeps notes, and records who did what and when", async () => {
    const { h, s } = await seeded();
    const [jane] = (await s.get<ListAnswer>("/leads?q=jane.doe@acme.example")).leads;
    expect((await s.post(`/leads/${jane!.id}/status`, { status: "contacted" })).status).toBe(200);
    expect((await s.post(`/leads/${jane!.id}/status`, { status: "promoted" })).status).toBe(422);
    expect((await s.post(`/leads/${jane!.id}/notes`, { note: "Called, demo on Tuesday." })).status).toBe(201);
    expect((await s.post(`/leads/${jane!.id}/notes`, { note: "   " })).status).toBe(422);
    expect((await s.post("/leads/no-such-lead/status", { status: "won" })).status).toBe(404);

    const detail = await s.get<{ lead: { status: string }; history: { actor: string; kind: string; fromStatus: string | null; toStatus: string | null; note: string | null }[] }>(`/leads/${jane!.id}`);
    expect(detail.lead.status).toBe("contacted");
    expect(detail.history).toMatchObject([
      { actor: "sales@vendor.example", kind: "note", note: "Called, demo on Tuesday." },
      { actor: "sales@vendor.example", kind: "status", fromStatus: "new", toStatus: "contacted" },
    ]);
    const list = await s.get<ListAnswer>("/leads");
    expect(list.newCount).toBe(2);
    expect((await s.get<ListAnswer>("/leads?status=contacted")).leads.map((lead) => lead.name)).toEqual(["Jane Doe"]);

    // Spam leaves the list unless asked for.
    const [bob] = (await s.get<ListAnswer>("/leads?q=bob")).leads;
    await s.post(`/leads/${bob!.id}/status`, { status: "spam" });
    expect((await s.get<ListAnswer>("/leads")).total).toBe(2);
    expect((await s.get<ListAnswer>("/leads?status=spam")).total).toBe(1);
    const actions = (await recentAudit(h.pipeline.database.db)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(["lead-status", "lead-note"]));
  });

  it("exports the filtered view as spreadsheet-safe CSV with a byte order mark, and as JSON", async () => {
    const { h, s } = await seeded();
    const exported = async (fields: Record<string, string>) =>
      fetch(`${h.url}${ADMIN_API}/export`, {
        method: "POST",
        headers: { ...s.headers, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ csrf: s.csrf, ...fields }).toString(),
      });
    const csv = await exported({ format: "csv", q: "" });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const [header, ...lines] = text.trimEnd().split("\r\n");
    expect(header).toBe(
      "id,createdAt,name,email,company,phone,sourcePage,locale,status,owner,contactId,dueAt,firstResponseAt,firstSource,firstMedium,firstCampaign,firstTerm,firstContent,firstLandingPage,firstReferrer,firstClickIds,firstAt,lastSource,lastMedium,lastCampaign,lastTerm,lastContent,lastLandingPage,lastReferrer,lastClickIds,lastAt,secondsToConvert,experiments,form,form_version,answers,message",
    );
    expect(lines).toHaveLength(3);
    expect(text).toContain("Élodie Martin");
    // A formula from a visitor is text in the spreadsheet.
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"") call me"`);

    const json = await exported({ format: "json", q: "acme" });
    expect(json.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const records = (await json.json()) as { name: string; status: string }[];
    expect(records).toEqual([expect.objectContaining({ name: "Jane Doe", status: "new" })]);

    const audits = (await recentAudit(h.pipeline.database.db)).filter((row) => row.action === "export");
    expect(audits.map((row) => row.detail)).toEqual(expect.arrayContaining([expect.objectContaining({ format: "csv", count: 3 }), expect.objectContaining({ format: "json", count: 1 })]));
  });

  it("erases everything from one address after confirmation, history included, and logs it without the address", async () => {
    const { h, s } = await seeded();
    expect((await h.post({ ...leads[0]!, message: "A second message from Jane." }, { headers: { origin: h.url } })).status).toBe(201);
    const [jane] = (await s.get<ListAnswer>("/leads?q=jane")).leads;
    await s.post(`/leads/${jane!.id}/notes`, { note: "Remember her." });

    expect((await s.post("/erase", { email: "jane.doe@acme.example", confirm: "someone@else.example" })).status).toBe(422);
    // One contact with two messages, counted once among the new ones; once its latest is worked, not at all.
    expect((await s.get<ListAnswer>("/leads?q=jane")).leads.map((lead) => lead.messageCount)).toEqual([2]);
    expect((await s.get<ListAnswer>("/leads")).newCount).toBe(3);
    await s.post(`/leads/${jane!.id}/status`, { status: "contacted" });
    expect((await s.get<ListAnswer>("/leads")).newCount).toBe(2);
    const erased = await s.post("/erase", { email: "jane.doe@acme.example", confirm: "Jane.Doe@acme.example" });
    expect(await erased.json()).toEqual({ erased: 2 });
    expect((await s.get<ListAnswer>("/leads?q=jane")).total).toBe(0);
    expect((await s.get<ListAnswer>("/leads")).total).toBe(2);
    expect(await h.pipeline.database.db.select().from(leadEvents)).toHaveLength(0);

    const [entry] = (await recentAudit(h.pipeline.database.db)).filter((row) => row.action === "erase");
    expect(entry).toMatchObject({ actor: "sales@vendor.example", detail: { messages: 2 } });
    expect(JSON.stringify(entry)).not.toContain("jane");
  });

  it("shows a lead's deliveries and queues a failed one again", async () => {
    // Retries a minute apart: the woken worker's one attempt, at most, can land before the check.
    const { h, s } = await seeded({ outbox: { maxAttempts: 4, baseDelayMs: 60_000, pollMs: 50 } });
    const [jane] = (await s.get<ListAnswer>("/leads?q=jane")).leads;
    // A delivery that used up its attempts, as the worker leaves it.
    await h.pipeline.database.db.insert(outbox).values({ id: "dl-1", messageId: jane!.id, channel: "webhook", status: "dead", attempts: 12, lastError: "receiver answered 500" });
    const before = await s.get<{ deliveries: { id: string; status: string; attempts: number; lastError: string }[] }>(`/leads/${jane!.id}`);
    expect(before.deliveries).toEqual([expect.objectContaining({ id: "dl-1", status: "dead", attempts: 12, lastError: "receiver answered 500" })]);
    expect((await s.post("/deliveries/dl-1/retry", {})).status).toBe(200);
    const [row] = await h.pipeline.database.db.select().from(outbox).where(eq(outbox.id, "dl-1"));
    // Back in the queue with a fresh budget (the worker, woken by the retry, may already have tried once).
    expect(row!.status).toBe("pending");
    expect(row!.attempts).toBeLessThanOrEqual(1);
    // Only a dead letter can be queued again.
    expect((await s.post("/deliveries/dl-1/retry", {})).status).toBe(404);
    expect((await recentAudit(h.pipeline.database.db)).map((entry) => entry.action)).toContain("retry-delivery");
  });

  it("pages through many leads, 25 at a time", async () => {
    const h = await start();
    const s = await adminClient(h);
    for (let index = 0; index < 30; index += 1) {
      await h.post({ name: `Lead ${index}`, email: `lead${index}@example.com`, company: "", phone: "", message: "Hello there" }, { headers: { origin: h.url } });
    }
    const first = await s.get<ListAnswer>("/leads");
    const second = await s.get<ListAnswer>("/leads?page=2");
    expect(first).toMatchObject({ total: 30, pageCount: 2, page: 1 });
    expect(first.leads).toHaveLength(25);
    expect(second.leads).toHaveLength(5);
    expect(new Set([...first.leads, ...second.leads].map((lead) => lead.id)).size).toBe(30);
    expect((await s.get<ListAnswer>("/leads?page=99")).leads).toHaveLength(0);
  });
});
