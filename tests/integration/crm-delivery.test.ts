/**
 * The CRM destinations as the pipeline runs them (docs/crm.md): every lead reaches HubSpot,
 * Salesforce and Pipedrive (local fakes in their documented shapes) with its owner; a CRM's refusal
 * is a dead letter whose words the lead page shows, a 429 waits as told. And the target:
 * 1,000 leads from 200 addresses (200 from 40 in `npm test`) through two processes on PostgreSQL,
 * with forced failures and a restart, leave one record per address in each CRM, one note per message
 * and one owner email per lead.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { addUser } from "#server/auth/users.ts";
import type { CrmConfig } from "#server/config.ts";
import { contacts, outbox } from "#server/platform/db/schema.ts";
import { leadDetail } from "#server/sales/leads/lead.ts";
import { retryDead } from "#server/sales/leads/queries.ts";
import { startFakeHubSpot, type FakeHubSpot } from "#tests/fakes/hubspot.ts";
import { startFakePipedrive, type FakePipedrive } from "#tests/fakes/pipedrive.ts";
import { startFakeSalesforce, type FakeSalesforce } from "#tests/fakes/salesforce.ts";
import { startSmtpSink, type SmtpSink } from "#tests/shared/delivery-sinks.ts";
import { freshPostgresDatabase, startHarness, waitFor, type Harness } from "./harness.ts";

const postgresUrl = inject("postgresUrl");
const REP = "rep@vendor.example";

interface Crms {
  hubspot: FakeHubSpot;
  salesforce: FakeSalesforce;
  pipedrive: FakePipedrive;
  config: CrmConfig;
  close: () => Promise<void>;
}

/** The three fakes, each knowing the sales rep as one of its users. */
async function startCrms({ searchLagMs = 0 } = {}): Promise<Crms> {
  const hubspot = await startFakeHubSpot({ owners: [{ id: "501", email: REP }] });
  const salesforce = await startFakeSalesforce({ users: [{ Id: "005000000000001AAA", Email: REP, Name: "Rep", IsActive: true }] });
  const pipedrive = await startFakePipedrive({ users: [{ id: 1, name: "Admin", email: "admin@vendor.example", active_flag: true }, { id: 7, name: "Rep", email: REP, active_flag: true }], searchLagMs });
  return {
    hubspot,
    salesforce,
    pipedrive,
    config: {
      hubspot: { accessToken: hubspot.accessToken, apiUrl: hubspot.url, attributionProperties: undefined },
      salesforce: { instanceUrl: salesforce.url, clientId: salesforce.clientId, clientSecret: salesforce.clientSecret, attributionFields: undefined },
      pipedrive: { apiToken: pipedrive.apiToken, apiUrl: pipedrive.url, attributionFields: undefined },
    },
    close: async () => {
      await Promise.all([hubspot.close(), salesforce.close(), pipedrive.close()]);
    },
  };
}

const lead = (email: string, message = "A demo for our team, please.") => ({ name: "Jane Smith", email, company: "Acme", phone: "", message });
const FAST_OUTBOX = { maxAttempts: 6, baseDelayMs: 40, maxDelayMs: 5_000, pollMs: 50 };

describe("CRM destinations", () => {
  let h: Harness;
  let crms: Crms;
  beforeAll(async () => {
    crms = await startCrms();
    h = await startHarness({ crm: crms.config, outbox: FAST_OUTBOX });
    await addUser(h.pipeline.database.db, REP, { role: "sales" });
  });
  afterAll(async () => {
    await h?.close();
    await crms?.close();
  });
  const db = () => h.pipeline.database.db;
  const send = async (body: ReturnType<typeof lead>) => ((await (await h.post(body)).json()) as { id: string }).id;
  const deliveries = async (id: string) => Object.fromEntries((await leadDetail(db(), id))!.deliveries.map((row) => [row.channel, row]));

  it("puts every lead in each CRM once per address, with its owner and one note per message", async () => {
    const first = await send(lead("jane@acme.example"));
    const second = await send(lead("Jane@Acme.example", "And a second question about pricing."));
    for (const id of [first, second]) await waitFor(async () => Object.values(await deliveries(id)).every((row) => row.status === "delivered") || undefined);

    const contact = crms.hubspot.contactByEmail("jane@acme.example")!;
    expect(contact.properties).toMatchObject({ email: "jane@acme.example", company: "Acme", hubspot_owner_id: "501" });
    expect(crms.hubspot.notesOf(contact.id).map((note) => note.properties.hs_note_body)).toEqual([expect.stringContaining(first), expect.stringContaining(second)]);
    expect(crms.salesforce.leadsByEmail("jane@acme.example")).toEqual([expect.objectContaining({ OwnerId: "005000000000001AAA", Company: "Acme" })]);
    expect(crms.salesforce.leadsByEmail("jane@acme.example")[0]!.Description).toEqual(expect.stringContaining(second));
    const [person] = crms.pipedrive.personsByEmail("jane@acme.example");
    expect(crms.pipedrive.personsByEmail("jane@acme.example")).toHaveLength(1);
    expect(person!.owner_id).toBe(7);
    expect(crms.pipedrive.leads.filter((row) => row.person_id === person!.id)).toHaveLength(1);
  });

  it("dead-letters a CRM's refusal with its words on the lead, and delivers once after a retry", async () => {
    crms.hubspot.failNext({ kind: "unauthorized" });
    const id = await send(lead("refused@acme.example"));
    const dead = await waitFor(async () => {
      const row = (await deliveries(id)).hubspot;
      return row?.status === "dead" ? row : undefined;
    });
    // Refused for good at the first answer: no more attempts were spent on it.
    expect(dead).toMatchObject({ attempts: 1, lastError: expect.stringMatching(/^HubSpot refused the lead \(401\): Authentication credentials not found/) });
    await retryDead(db(), [dead!.id]);
    h.pipeline.worker.wake();
    await waitFor(async () => (await deliveries(id)).hubspot?.status === "delivered" || undefined);
    expect(crms.hubspot.contacts.filter((row) => row.properties.email === "refused@acme.example")).toHaveLength(1);
  });

  it("waits as long as a 429 says before trying again", async () => {
    crms.pipedrive.failNext({ kind: "rate-limit", retryAfter: "1" });
    const id = await send(lead("busy@acme.example"));
    const waiting = await waitFor(async () => {
      const row = (await deliveries(id)).pipedrive;
      return row?.status === "pending" && row.lastError ? row : undefined;
    });
    expect(waiting!.lastError).toMatch(/429/);
    const wait = waiting!.nextAttemptAt.getTime() - waiting!.updatedAt.getTime();
    expect(wait).toBeGreaterThan(800);
    expect(wait).toBeLessThan(1_500);
    await waitFor(async () => (await deliveries(id)).pipedrive?.status === "delivered" || undefined);
  });
});

// The 1,000 leads in the full run; a fifth of them in `npm test`, with the same failures and restart.
const LEADS = Number(process.env.CRM_TARGET_LEADS ?? (process.env.TEST_FULL === "1" ? 1_000 : 200));
const ADDRESSES = LEADS / 5;

describe(`${LEADS} leads from ${ADDRESSES} addresses through two processes on PostgreSQL`, () => {
  let crms: Crms;
  let smtp: SmtpSink;
  let processes: Harness[] = [];
  afterAll(async () => {
    await Promise.all(processes.map((process) => process.close()));
    await crms?.close();
    await smtp?.close();
  });

  it("leaves one record per address in each CRM, one note per message and one owner email per lead, despite failures and a restart", { timeout: 180_000 }, async () => {
    // Pipedrive's search sees a new person only after a moment, as the real one does.
    crms = await startCrms({ searchLagMs: 300 });
    smtp = await startSmtpSink();
    const databaseUrl = await freshPostgresDatabase(postgresUrl);
    const options = {
      databaseUrl,
      crm: crms.config,
      outbox: { ...FAST_OUTBOX, maxAttempts: 20 },
      rateLimitPerMinute: 1_000_000,
      email: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, to: "sales@vendor.test", from: "Website <web@vendor.test>" },
    };
    processes = [await startHarness(options), await startHarness(options)];
    await addUser(processes[0]!.pipeline.database.db, REP, { role: "sales" });
    // Forced failures: each CRM answers some requests with a 5xx or a 429 along the way.
    crms.hubspot.failNext({ kind: "server-error", status: 502 }, { count: LEADS / 25 });
    crms.salesforce.failNext({ kind: "rate-limit", retryAfter: "0" }, { count: LEADS / 25 });
    crms.pipedrive.failNext({ kind: "server-error", status: 503 }, { count: LEADS / 25 });

    // Each address's five messages arrive together, split between the two processes.
    const emailOf = (index: number) => `buyer${Math.floor(index / 5)}@firm${Math.floor(index / 5) % 17}.example`;
    const sendBatch = (from: number, to: number) =>
      Promise.all(Array.from({ length: to - from }, (_, offset) => processes[(from + offset) % 2]!.post(lead(emailOf(from + offset), `Message ${from + offset}`)).then((answer) => answer.status)));
    expect(new Set(await sendBatch(0, LEADS / 2))).toEqual(new Set([201]));
    // One process stops mid-delivery (its claims go back to the queue when their lease ends) and starts again.
    await processes[1]!.close();
    processes[1] = await startHarness(options);
    expect(new Set(await sendBatch(LEADS / 2, LEADS))).toEqual(new Set([201]));

    const db = processes[0]!.pipeline.database.db;
    await waitFor(async () => (await db.select({ status: outbox.status }).from(outbox)).every((row) => row.status === "delivered") || undefined, 150_000);
    expect(await db.select({ id: contacts.id }).from(contacts)).toHaveLength(ADDRESSES);
    expect(crms.hubspot.contacts).toHaveLength(ADDRESSES);
    expect(crms.hubspot.notes).toHaveLength(LEADS);
    expect(new Set(crms.salesforce.leads.map((row) => row.Email)).size).toBe(ADDRESSES);
    expect(crms.salesforce.leads).toHaveLength(ADDRESSES);
    expect(crms.pipedrive.persons).toHaveLength(ADDRESSES);
    expect(crms.pipedrive.leads).toHaveLength(ADDRESSES);
    expect(crms.pipedrive.notes).toHaveLength(LEADS);
    const ownerEmails = smtp.mails.filter((mail) => /Subject: New lead for you/.test(mail.raw)).map((mail) => /\/admin\/leads\/([\w-]+)/.exec(mail.raw)?.[1]);
    expect(new Set(ownerEmails).size).toBe(LEADS);
    expect(ownerEmails).toHaveLength(LEADS);
  });
});
