/**
 * The reports' figures (app/lib/reports.ts) from the stored leads and conversions: one grouped query
 * each over the range, counted per ISO week (Monday, UTC) and folded into the breakdowns here. Spam
 * is left out; leads from before attribution count as "(not recorded)".
 */
import { and, gte, ne, sql, type AnyColumn } from "drizzle-orm";
import type { Database } from "#server/db/database.ts";
import { adminUsers, contactMessages, contacts, conversions } from "#server/db/schema.ts";
import { NO_CAMPAIGN, NO_OWNER, NOT_RECORDED, type BookingRow, type Report, type ReportQuery, type ReportRow, type SpeedCell, type SpeedRow } from "#app/lib/reports.ts";

const DAY_MS = 24 * 3600 * 1000;

/** Mondays (UTC) of the `weeks` weeks ending with the one containing `now`, oldest first. */
export function weekStarts(now: Date, weeks: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: weeks }, (_, index) => new Date(monday - (weeks - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10));
}

interface Group {
  week: string;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  landing: string | null;
  count: number;
}

/** The touch's facts as columns, and the week, for a table with an `attribution` column. */
function grouped(attribution: AnyColumn, at: AnyColumn, touch: ReportQuery["touch"]) {
  const path = sql.raw(`'${touch}'`); // "first" or "last", from a closed list
  return {
    week: sql<string>`to_char(date_trunc('week', ${at} at time zone 'UTC'), 'YYYY-MM-DD')`.as("week"),
    source: sql<string | null>`${attribution} -> ${path} ->> 'source'`.as("source"),
    medium: sql<string | null>`${attribution} -> ${path} ->> 'medium'`.as("medium"),
    campaign: sql<string | null>`${attribution} -> ${path} ->> 'campaign'`.as("campaign"),
    landing: sql<string | null>`${attribution} -> ${path} ->> 'landingPage'`.as("landing"),
    count: sql<number>`count(*)::int`.as("count"),
  };
}

function breakdown(groups: Group[], weeks: string[], keyOf: (group: Group) => string): ReportRow[] {
  const rows = new Map<string, ReportRow>();
  for (const group of groups) {
    const index = weeks.indexOf(group.week);
    if (index < 0) continue;
    const key = keyOf(group);
    const row = rows.get(key) ?? { key, total: 0, perWeek: weeks.map(() => 0) };
    row.total += group.count;
    row.perWeek[index]! += group.count;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => b.total - a.total || a.key.localeCompare(b.key));
}

const channelKey = (group: Group) => (group.source ? `${group.source} / ${group.medium ?? "(not set)"}` : NOT_RECORDED);

export async function buildReport(db: Database, query: ReportQuery, now = new Date()): Promise<Report> {
  const weeks = weekStarts(now, query.weeks);
  const since = new Date(`${weeks[0]}T00:00:00Z`);

  const leadColumns = grouped(contactMessages.attribution, contactMessages.createdAt, query.touch);
  const leadGroups = await db
    .select(leadColumns)
    .from(contactMessages)
    .where(and(gte(contactMessages.createdAt, since), ne(contactMessages.status, "spam")))
    .groupBy(sql`1, 2, 3, 4, 5`);

  const conversionColumns = grouped(conversions.attribution, conversions.at, query.touch);
  const conversionGroups = await db
    .select({ kind: conversions.kind, ...conversionColumns })
    .from(conversions)
    .where(gte(conversions.at, since))
    .groupBy(sql`1, 2, 3, 4, 5, 6`);

  const all = (groups: Group[], key: string) => breakdown(groups, weeks, () => key)[0] ?? { key, total: 0, perWeek: weeks.map(() => 0) };
  const visits = conversionGroups.filter((group) => group.kind === "booking_visit");
  const booked = conversionGroups.filter((group) => group.kind === "demo_booked");

  const bookingBySource = new Map<string, BookingRow>();
  for (const [groups, field] of [[visits, "visits"], [booked, "booked"]] as const) {
    for (const row of breakdown(groups, weeks, channelKey)) {
      const entry = bookingBySource.get(row.key) ?? { key: row.key, visits: 0, booked: 0 };
      entry[field] += row.total;
      bookingBySource.set(row.key, entry);
    }
  }

  return {
    touch: query.touch,
    speed: await speedToLead(db, since, weeks),
    weeks,
    leads: all(leadGroups, "Leads"),
    bySource: breakdown(leadGroups, weeks, channelKey),
    byCampaign: breakdown(leadGroups, weeks, (group) => (group.source ? group.campaign ?? NO_CAMPAIGN : NOT_RECORDED)),
    byLandingPage: breakdown(leadGroups, weeks, (group) => group.landing ?? NOT_RECORDED),
    booking: {
      visits: all(visits, "Booking-page visits"),
      booked: all(booked, "Demos booked"),
      bySource: [...bookingBySource.values()].sort((a, b) => b.visits - a.visits || b.booked - a.booked || a.key.localeCompare(b.key)),
    },
  };
}

interface SpeedGroup extends SpeedCell {
  week: string | null;
  owner: string | null;
  byOwner: boolean;
}

const emptyCell = (): SpeedCell => ({ leads: 0, answered: 0, inTime: 0, medianSeconds: null });

/**
 * Speed to lead since `since`, in one pass over the leads (grouping sets): per week and owner, per
 * owner, per week and in all, each with its own median (medians do not add up).
 */
async function speedToLead(db: Database, since: Date, weeks: string[]): Promise<Report["speed"]> {
  const week = sql<string>`to_char(date_trunc('week', ${contactMessages.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const waited = sql`extract(epoch from ${contactMessages.firstResponseAt} - ${contactMessages.createdAt})`;
  const result = (await db.execute(sql`
    select ${week} as week, ${adminUsers.email} as owner, grouping(${adminUsers.email}) = 0 as "byOwner",
      count(*)::int as leads,
      count(${contactMessages.firstResponseAt})::int as answered,
      count(*) filter (where ${contactMessages.firstResponseAt} <= ${contactMessages.dueAt})::int as "inTime",
      percentile_cont(0.5) within group (order by ${waited}) as "medianSeconds"
    from ${contactMessages}
    join ${contacts} on ${contacts.id} = ${contactMessages.contactId}
    left join ${adminUsers} on ${adminUsers.id} = ${contacts.ownerId}
    where ${contactMessages.createdAt} >= ${since.toISOString()}::timestamptz and ${contactMessages.status} <> 'spam' and ${contactMessages.dueAt} is not null
    group by grouping sets ((${week}, ${adminUsers.email}), (${adminUsers.email}), (${week}), ())`)) as unknown as { rows: SpeedGroup[] };
  const rows = new Map<string, SpeedRow>();
  const rowOf = (key: string) => {
    let row = rows.get(key);
    if (!row) rows.set(key, (row = { key, perWeek: weeks.map(emptyCell), total: emptyCell() }));
    return row;
  };
  for (const group of result.rows) {
    const cell = { leads: group.leads, answered: group.answered, inTime: group.inTime, medianSeconds: group.medianSeconds === null ? null : Math.round(Number(group.medianSeconds)) };
    const row = rowOf(group.byOwner ? (group.owner ?? NO_OWNER) : "");
    const index = group.week === null ? -1 : weeks.indexOf(group.week);
    if (group.week === null) row.total = cell;
    else if (index >= 0) row.perWeek[index] = cell;
  }
  const all = rowOf("");
  rows.delete("");
  return { all: { ...all, key: "All" }, byOwner: [...rows.values()].sort((a, b) => b.total.leads - a.total.leads || a.key.localeCompare(b.key)) };
}
