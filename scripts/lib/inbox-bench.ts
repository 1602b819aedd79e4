/**
 * The inbox's queries at scale: 100,000 stored leads, then the first page of the list and
 * searches, timed in the process that runs them (the API adds JSON and HTTP on top, ~1 ms), on
 * the server's own PostgreSQL in a throwaway DATA_DIR. Target: p95 ≤ 50 ms.
 */
import { sql } from "drizzle-orm";
import type { OpenDatabase } from "#server/platform/db/database.ts";
import { withThrowawayStore } from "./throwaway-store.ts";
import { listLeads, type InboxFilter } from "#server/sales/leads/inbox.ts";
import { buildReport } from "#server/sales/leads/reports.ts";

export const INBOX_BENCH_LEADS = Number(process.env.BENCH_INBOX_LEADS ?? 100_000);
const ROUNDS = 40;

/** A touch of five sources, 40 campaigns and 30 landing pages (the reports group by them). */
const touchSql = sql.raw(`jsonb_build_object('source', (array['google','linkedin.com','newsletter','(direct)','bing'])[1 + i % 5],
  'medium', (array['cpc','social','email','(none)','organic'])[1 + i % 5], 'campaign', 'campaign-' || (i % 40), 'term', null, 'content', null,
  'clickIds', '{}'::jsonb, 'landingPage', '/page-' || (i % 30), 'referrer', null, 'at', now() - (i || ' minutes')::interval)`);

/** Realistic-looking leads written by the database itself (generate_series), 10,000 per statement. */
export async function seed(database: OpenDatabase, count: number) {
  for (let start = 0; start < count; start += 10_000) {
    const end = Math.min(count, start + 10_000) - 1;
    // One contact per address, as the form's store keeps them (ADR 028).
    await database.db.execute(sql`
      insert into contacts (id, email_key, created_at, last_activity_at, message_count, latest_message_id, latest_at, latest_status)
      select 'contact-' || i, 'lead' || i || '@company' || (i % 5000) || '.example', now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval, 1, 'bench-' || i,
             now() - (i || ' minutes')::interval, (array['new','contacted','qualified','won','lost','spam'])[1 + i % 6]
      from generate_series(${start}::int, ${end}::int) as i`);
    await database.db.execute(sql`
      insert into contact_messages (id, contact_id, due_at, first_response_at, first_response_kind, created_at, name, email, company, phone, message, payload_hash, status, attribution)
      select 'bench-' || i, 'contact-' || i,
             now() - (i || ' minutes')::interval + interval '1 day',
             case when i % 3 = 0 then null else now() - (i || ' minutes')::interval + ((i % 48) || ' hours')::interval end,
             case when i % 3 = 0 then null else (array['call','email'])[1 + i % 2] end,
             now() - (i || ' minutes')::interval,
             (array['Jane','Omar','Priya','Lukas','Mei','Carlos','Aisha','Tom'])[1 + i % 8] || ' ' || (array['Doe','Haddad','Raman','Schulz','Chen','Ruiz','Bello','Baker'])[1 + (i / 8) % 8] || ' ' || i,
             'lead' || i || '@company' || (i % 5000) || '.example',
             'Company ' || (i % 5000),
             '',
             'We are looking at ' || (array['ContentOS','InsightStream','SEO Genesis','Authority Engine','AI SDR'])[1 + i % 5] || ' for our team of ' || (5 + i % 200) || ' people. Could we book a demo about pricing and onboarding?',
             'bench',
             (array['new','contacted','qualified','won','lost','spam'])[1 + i % 6],
             jsonb_build_object('version', 1, 'capturedBy', 'browser', 'secondsToConvert', i % 900, 'first', ${touchSql}, 'last', ${touchSql})
      from generate_series(${start}::int, ${end}::int) as i`);
  }
  await database.db.execute(sql`analyze contact_messages`);
  await database.db.execute(sql`analyze contacts`);
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const QUERIES: [string, InboxFilter][] = [
  ["first page, no filter", {}],
  ["search by exact email", { q: "lead73051@company3051.example" }],
  ["search by company word", { q: "company 42" }],
  ["search by a name prefix", { q: "pri" }],
  ["search by message words", { q: "authority engine demo" }],
  ["status filter", { status: "qualified" }],
];

export interface InboxTiming {
  query: string;
  /** The p95 this query must stay under: 50 ms for the list, 200 ms for the reports. */
  targetMs: number;
  total: string;
  p50: number;
  p95: number;
}

async function timed(query: string, run: () => Promise<string>, targetMs = 50): Promise<InboxTiming> {
  await run(); // warm the cache and the plan
  const samples: number[] = [];
  let total = "";
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    total = await run();
    samples.push(performance.now() - started);
  }
  return { query, targetMs, total, p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

async function timeQueries(database: OpenDatabase): Promise<InboxTiming[]> {
  const timings: InboxTiming[] = [];
  for (const [label, filter] of QUERIES) {
    timings.push(
      await timed(label, async () => {
        const page = await listLeads(database.db, filter);
        return `${page.total.toLocaleString("en-US")}${page.totalIsCapped ? "+" : ""}`;
      }),
    );
  }
  // The reports page over a year: sources, campaigns, landing pages, booking and speed to lead (target ≤ 200 ms).
  // Each read follows a change this week (its figures computed again), as on a site that takes leads all day.
  let added = 0;
  const report = async () => `${(await buildReport(database.db, { weeks: 52, touch: "first" })).leads.total.toLocaleString("en-US")}`;
  timings.push(
    await timed("reports, 52 weeks, this week changed", async () => {
      added += 1;
      await database.db.execute(sql`update contact_messages set status = case when status = 'new' then 'contacted' else 'new' end where id = ${`bench-${added}`}`);
      return report();
    }, 200),
  );
  // Nothing kept: the first read after the upgrade to 0021, or after every week changed.
  timings.push(
    await timed("reports, 52 weeks, nothing kept", async () => {
      await database.db.execute(sql`update report_weeks set figures_version = null`);
      return report();
    }, 200),
  );
  return timings;
}

/** The timings on a fresh DATA_DIR's own PostgreSQL. */
export function inboxTimings(): Promise<InboxTiming[]> {
  return withThrowawayStore("inbox-bench-", async (database) => {
    await seed(database, INBOX_BENCH_LEADS);
    return timeQueries(database);
  });
}
