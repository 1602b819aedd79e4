/**
 * A built form's leads where leads go, through the pipeline a visitor meets: the lead's page shows
 * the form, each answer under the label of the version it answered (a later edit changes nothing),
 * the consent's words and what it unlocked; the inbox names the form and filters by it; the exports
 * carry the answers (a column per field for one form); the webhook posts them; erasure removes them.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { ADMIN_API } from "#server/auth/http.ts";
import { run } from "#server/cli/commands.ts";
import { openDatabase } from "#server/platform/db/database.ts";
import { listLeads } from "#server/sales/leads/inbox.ts";
import { formVersions, forms } from "#server/platform/db/content-schema.ts";
import { contactMessages, outbox } from "#server/platform/db/schema.ts";
import type { FormSubmission } from "#server/sales/contact/store.ts";
import { startSmtpSink, startWebhookSink } from "#tests/shared/delivery-sinks.ts";
import { choiceField, COMPANY_SIZES, TOPICS, consentField, emailField, formOf, textField } from "#tests/shared/form-leads.ts";
import { adminClient } from "./admin-client.ts";
import { closedAfterEach, freshPostgresDatabase, startHarness, waitFor, type Harness } from "./harness.ts";
import { migrationsBefore } from "./upgrade.ts";

const track = closedAfterEach();
const SECRET = `whsec_${Buffer.from("form-leads-webhook-key").toString("base64")}`;

const companySize = (label: string) => choiceField("choice", "company_size", label, COMPANY_SIZES);
const VERSION_1 = formOf("Benchmark download", [
  textField("name", "Name"),
  emailField("Email"),
  companySize("How big is your company?"),
  textField("budget", "Budget"),
  consentField("I agree to hear about the report.", "2026-11"),
]);
/** The marketer's edit: renamed, relabelled, a new field, budget dropped. */
const VERSION_2 = formOf("2025 AI marketing benchmark", [
  textField("name", "Name"),
  emailField("Work email"),
  companySize("Company size"),
  choiceField("choices", "topics", "Topics", TOPICS),
  { kind: "checkbox", key: "newsletter", label: "Send me the newsletter", required: false },
  consentField("I agree to be contacted about the report.", "2026-12"),
]);

async function seedForm(h: Harness): Promise<number> {
  const db = h.pipeline.database.db;
  const [form] = await db.insert(forms).values({ document: VERSION_2, status: "published", version: 2 }).returning({ id: forms.id });
  await db.insert(formVersions).values([
    { formId: form!.id, version: 1, document: VERSION_1 },
    { formId: form!.id, version: 2, document: VERSION_2 },
  ]);
  return form!.id;
}

async function storeLead(h: Harness, email: string, form?: FormSubmission) {
  const message = { name: "Jane Doe", email, company: "", phone: "", message: form ? "" : "A contact-form message." };
  const stored = await h.pipeline.contact.store.store({ message, channels: h.pipeline.channels, form });
  h.pipeline.worker.wake();
  if (stored.status !== "created") throw new Error(stored.status);
  return stored.id;
}

/** The version-2 lead's answers as a person reads them, under that version's labels. */
const NEW_LEAD_ANSWERS = [
  "Name: Jane Doe",
  "Work email: new@acme.example",
  "Company size: Up to 50",
  "Topics: AI, Search",
  "Send me the newsletter: No",
  "I agree to be contacted about the report.: Yes",
];
const UNLOCKED = { file: "file-1", label: "The 2025 benchmark (PDF)", expiresAt: "2030-01-01T00:00:00.000Z" };

async function seeded() {
  const hook = track(await startWebhookSink({ secret: SECRET }));
  const smtp = track(await startSmtpSink());
  const email = { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, to: "sales@vendor.test", from: "Website <web@vendor.test>" };
  const h = track(await startHarness({ webhook: { url: hook.url, secret: SECRET }, email }));
  const formId = await seedForm(h);
  const oldLead = await storeLead(h, "old@acme.example", {
    id: formId,
    version: 1,
    answers: { name: "Jane Doe", email: "old@acme.example", company_size: "1000+", budget: "=1+1 <b>big</b>", consent: true },
    consent: [{ key: "consent", text: "I agree to hear about the report.", version: "2026-11" }],
  });
  const newLead = await storeLead(h, "new@acme.example", {
    id: formId,
    version: 2,
    answers: { name: "Jane Doe", email: "new@acme.example", company_size: "1-50", topics: ["ai", "seo"], newsletter: false, consent: true },
    consent: [{ key: "consent", text: "I agree to be contacted about the report.", version: "2026-12" }],
    unlocked: UNLOCKED,
  });
  const contactLead = await storeLead(h, "contact@else.example");
  return { h, hook, smtp, s: await adminClient(h), formId, oldLead, newLead, contactLead };
}

interface LeadAnswer {
  form: { id: number; name: string | null; version: number; answers: { key: string; label: string; text: string }[]; consent: unknown[]; unlocked: unknown } | null;
}
interface ListAnswer {
  leads: { id: string; email: string; form: string | null; formId: number | null }[];
  forms: { id: number; name: string }[];
}

describe("a built form's leads", () => {
  it("show on the lead's page under the labels of the version each answered, with the consent's words and what it unlocked", async () => {
    const { s, formId, oldLead, newLead, contactLead } = await seeded();

    const old = await s.get<LeadAnswer>(`/leads/${oldLead}`);
    expect(old.form).toMatchObject({ id: formId, version: 1, name: "Benchmark download", unlocked: null });
    expect(old.form!.answers).toEqual([
      { key: "name", label: "Name", text: "Jane Doe" },
      { key: "email", label: "Email", text: "old@acme.example" },
      { key: "company_size", label: "How big is your company?", text: "Over 1,000" },
      { key: "budget", label: "Budget", text: "=1+1 <b>big</b>" },
      { key: "consent", label: "I agree to hear about the report.", text: "Yes" },
    ]);
    expect(old.form!.consent).toEqual([{ key: "consent", text: "I agree to hear about the report.", version: "2026-11" }]);

    const recent = await s.get<LeadAnswer>(`/leads/${newLead}`);
    expect(recent.form).toMatchObject({ version: 2, name: "2025 AI marketing benchmark", unlocked: { ...UNLOCKED, expired: false } });
    expect(recent.form!.answers.map((answer) => `${answer.label}: ${answer.text}`)).toEqual(NEW_LEAD_ANSWERS);
    expect((await s.get<LeadAnswer>(`/leads/${contactLead}`)).form).toBeNull();
  });

  it("name their form in the inbox, which a form filters, and the other leads keep their message", async () => {
    const { s, formId } = await seeded();
    const all = await s.get<ListAnswer>("/leads");
    expect(all.forms).toEqual([{ id: formId, name: "2025 AI marketing benchmark" }]);
    expect(Object.fromEntries(all.leads.map((lead) => [lead.email, lead.form]))).toEqual({
      "old@acme.example": "2025 AI marketing benchmark",
      "new@acme.example": "2025 AI marketing benchmark",
      "contact@else.example": null,
    });
    const filtered = await s.get<ListAnswer>(`/leads?form=${formId}`);
    expect(filtered.leads.map((lead) => lead.email).sort()).toEqual(["new@acme.example", "old@acme.example"]);
    expect((await s.get<ListAnswer>(`/leads?form=${formId + 1}`)).leads).toEqual([]);
    // A malformed form filter is dropped, as the other filters are, rather than failing the page.
    expect((await s.get<ListAnswer>("/leads?form=1%20or%201=1")).leads).toHaveLength(3);
  });

  it("are found by the inbox's word search in their answers, the list and the export alike; ticked boxes are no words", async () => {
    const { h, s, formId } = await seeded();
    const robotics = await storeLead(h, "ceo@bots.example", {
      id: formId,
      version: 1,
      answers: {
        name: "Jane Doe",
        email: "ceo@bots.example",
        company_size: "1000+",
        budget: "Acme Robotics, about 40k",
        consent: true,
        campaign: "spring-webinar",
        landing: "https://vendor.example/landing/benchmark",
      },
      consent: [{ key: "consent", text: "I agree to hear about the report.", version: "2026-11" }],
    });
    const listed = async (q: string) => (await s.get<ListAnswer>(`/leads?q=${encodeURIComponent(q)}`)).leads.map((lead) => lead.email);
    const exported = async (q: string) => {
      const response = await fetch(`${h.url}${ADMIN_API}/export`, {
        method: "POST",
        headers: { ...s.headers, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ csrf: s.csrf, format: "json", q }).toString(),
      });
      return ((await response.json()) as { id: string }[]).map((lead) => lead.id);
    };
    expect(await listed("robotics")).toEqual(["ceo@bots.example"]);
    expect(await listed("acme robot")).toEqual(["ceo@bots.example"]);
    expect(await exported("robotics")).toEqual([robotics]);
    // A multiple choice's values are words too; a ticked box's true is not.
    expect(await listed("seo")).toEqual(["new@acme.example"]);
    expect(await listed("true")).toEqual([]);
    // A hidden field's campaign tag is words; an address stays whole, so no word of it matches.
    expect(await listed("webinar")).toEqual(["ceo@bots.example"]);
    expect(await listed("landing")).toEqual([]);
    expect(await listed("false")).toEqual([]);
  });

  it("export a column per field of the form when filtered to it, one JSON cell otherwise, and JSON with the form and its answers", async () => {
    const { h, s, formId, newLead } = await seeded();
    const exported = async (fields: Record<string, string>) => {
      const response = await fetch(`${h.url}${ADMIN_API}/export`, {
        method: "POST",
        headers: { ...s.headers, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ csrf: s.csrf, ...fields }).toString(),
      });
      expect(response.status).toBe(200);
      return (await response.text()).replace(/^\uFEFF/, "");
    };
    const [header, ...rows] = (await exported({ format: "csv", form: String(formId) })).trimEnd().split("\r\n");
    // Name and email are the lead's own columns already.
    expect(header).toMatch(/,experiments,form,form_version,company_size,topics,newsletter,consent,budget,message$/);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/,2025 AI marketing benchmark,2,1-50,"ai;seo",false,true,,$/);
    // The answer that looks like a formula is text in the spreadsheet.
    expect(rows[1]).toMatch(/,Benchmark download,1,1000\+,,,true,'=1\+1 <b>big<\/b>,$/);

    // The operator's export of the form from the command line has the same columns.
    const printed: string[] = [];
    expect(await run(["export", "--form", String(formId)], h.pipeline.database.db, (line) => printed.push(line))).toBe(0);
    expect(printed.join("\n").split("\r\n")[0]).toBe(header);
    expect(await run(["export", "--form", "1 or 1=1"], h.pipeline.database.db, (line) => printed.push(line))).toBe(1);
    expect(printed.at(-1)).toMatch(/--form must be a form's id/);

    const all = (await exported({ format: "csv" })).trimEnd().split("\r\n");
    expect(all[0]).toMatch(/,form,form_version,answers,message$/);
    expect(all).toHaveLength(4);

    const json = JSON.parse(await exported({ format: "json", form: String(formId) })) as Record<string, unknown>[];
    expect(json.map((lead) => lead.id)).toContain(newLead);
    expect(json.find((lead) => lead.id === newLead)).toMatchObject({
      form: { id: formId, name: "2025 AI marketing benchmark", version: 2 },
      answers: { company_size: "1-50", topics: ["ai", "seo"], newsletter: false },
      consent: [{ version: "2026-12", text: "I agree to be contacted about the report." }],
      unlocked: UNLOCKED,
    });
  });

  it("reach the team's email with each answer under its label, the consent's words and the download", async () => {
    const { smtp, newLead } = await seeded();
    const mail = await waitFor(() => smtp.mails.find((sent) => sent.text.includes(newLead)));
    expect(mail.text.replaceAll("\r\n", "\n")).toContain(
      [
        "Form: 2025 AI marketing benchmark (version 2)",
        ...NEW_LEAD_ANSWERS,
        "Consent (version 2026-12): I agree to be contacted about the report.",
        `Unlocked: The 2025 benchmark (PDF) (link works until ${UNLOCKED.expiresAt})`,
      ].join("\n"),
    );
  });

  it("reach the webhook with the form, the answers, the consent and what was unlocked", async () => {
    const { hook, formId, newLead } = await seeded();
    const received = await waitFor(() => hook.hooks.map((hooked) => JSON.parse(hooked.body)).find((body) => body.data.id === newLead));
    expect(received).toMatchObject({
      type: "contact.created",
      version: 3,
      data: {
        email: "new@acme.example",
        form: { id: formId, name: "2025 AI marketing benchmark", version: 2 },
        answers: { company_size: "1-50", topics: ["ai", "seo"], newsletter: false, consent: true },
        consent: [{ key: "consent", text: "I agree to be contacted about the report.", version: "2026-12" }],
        unlocked: UNLOCKED,
      },
    });
    expect(hook.hooks.every((hooked) => hooked.signed)).toBe(true);
  });

  it("are erased with the rest of a person's data, from the admin app and from the command line", async () => {
    const { h, s } = await seeded();
    const db = h.pipeline.database.db;
    const answersOf = async (email: string) =>
      db
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(sql`${contactMessages.answers}::text ilike ${`%${email}%`} or ${contactMessages.consent} is not null and lower(${contactMessages.email}) = ${email}`);
    expect(await answersOf("new@acme.example")).toHaveLength(1);

    expect(await (await s.post("/erase", { email: "new@acme.example", confirm: "new@acme.example" })).json()).toEqual({ erased: 1 });
    expect(await answersOf("new@acme.example")).toEqual([]);
    const lines: string[] = [];
    expect(await run(["erase", "OLD@acme.example"], db, (line) => lines.push(line))).toBe(0);
    expect(await answersOf("old@acme.example")).toEqual([]);
    // What is left is the contact form's lead: no answers, consent or unlocked file anywhere, nor their deliveries.
    const left = await db.select({ answers: contactMessages.answers, consent: contactMessages.consent, unlocked: contactMessages.unlocked }).from(contactMessages);
    expect(left).toEqual([{ answers: null, consent: null, unlocked: null }]);
    expect(
      (
        await db
          .select()
          .from(outbox)
          .where(sql`${outbox.messageId} not in (select ${contactMessages.id} from ${contactMessages})`)
      ).length,
    ).toBe(0);
    // The form's own versions (no one's data) stay: the next leads are read by them.
    expect(
      await db
        .select({ version: formVersions.version })
        .from(formVersions)
        .where(eq(formVersions.formId, (await db.select({ id: forms.id }).from(forms))[0]!.id)),
    ).toHaveLength(2);
  });
});

describe("a built form's leads stored before their answers were searched", () => {
  it("are found by their answers once the store is upgraded", async () => {
    const before = migrationsBefore("_inbox_search_answers");
    const options = { databaseUrl: await freshPostgresDatabase(inject("postgresUrl"), { migrated: false }), dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "upgrade-")) };
    const old = await openDatabase({ ...options, migrationsFolder: before });
    await old.db.execute(sql`insert into contacts (id, email_key) values ('c1', 'ceo@bots.example')`);
    await old.db.execute(
      sql`insert into contact_messages (id, contact_id, name, email, message, payload_hash, form_id, form_version, answers) values ('m1', 'c1', 'Jane', 'ceo@bots.example', '', 'x', 1, 1, ${JSON.stringify({ job_title: "Head of Robotics" })}::jsonb)`,
    );
    await old.db.execute(sql`update contacts set latest_message_id = 'm1', message_count = 1 where id = 'c1'`);
    expect((await listLeads(old.db, { q: "robotics" })).leads).toEqual([]);
    await old.close();

    const upgraded = await openDatabase({ ...options, migrationsFolder: path.resolve("drizzle") });
    try {
      expect((await listLeads(upgraded.db, { q: "robotics" })).leads.map((lead) => lead.id)).toEqual(["m1"]);
      expect(
        (
          await upgraded.db
            .select({ id: contactMessages.id })
            .from(contactMessages)
            .where(sql`${contactMessages.search} @@ to_tsquery('simple', 'head:*')`)
        ).map((row) => row.id),
      ).toEqual(["m1"]);
    } finally {
      await upgraded.close();
    }
  });
});
