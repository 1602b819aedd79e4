/**
 * The reports' figures (shared/reports.ts), put together from the weeks' stored figures
 * (report-weeks.ts, ADR 031): leads and conversions by the touch's facts, counted per ISO week
 * (Monday, UTC), speed to lead by team member and week, and the leads still waiting for a first
 * answer. Spam is left out; leads from before attribution count as "(not recorded)".
 */
import { and, asc, eq, gte, inArray, isNotNull, isNull, ne } from "drizzle-orm";
import type { Database } from "#server/platform/db/database.ts";
import { adminUsers, contactMessages, contacts } from "#server/platform/db/schema.ts";
import {
  NO_CAMPAIGN,
  NO_OWNER,
  NOT_RECORDED,
  WAITING_SHOWN,
  type BookingRow,
  type Report,
  type ReportQuery,
  type ReportRow,
  type SpeedCell,
  type SpeedRow,
  type WaitingLead,
} from "#shared/reports.ts";
import { weekFigures, type FactGroup, type MemberSpeed, type WeekFigures } from "./report-weeks.ts";
import { byExperiment } from "./report-experiments.ts";

const DAY_MS = 24 * 3600 * 1000;

/** Mondays (UTC) of the `weeks` weeks ending with the one containing `now`, oldest first. */
export function weekStarts(now: Date, weeks: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: weeks }, (_, index) => new Date(monday - (weeks - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10));
}

type Group = FactGroup & { week: string };

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
  const figures = await weekFigures(db, weeks[0]!);
  const inRange = weeks.flatMap((week): [string, WeekFigures][] => (figures.has(week) ? [[week, figures.get(week)!]] : []));
  const ofTouch = <T extends FactGroup>(pick: (week: WeekFigures) => T[]) =>
    inRange.flatMap(([week, figure]) => pick(figure).filter((group) => group.touch === query.touch).map((group) => ({ ...group, week })));
  const leadGroups = ofTouch((week) => week.leads);
  const conversionGroups = ofTouch((week) => week.conversions);

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
    speed: await speedToLead(db, inRange, weeks, now),
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
    byExperiment: await byExperiment(db, weeks[0]!),
  };
}

/** The middle answer time (the mean of the middle two for an even count), or null when none. */
function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return Math.round(sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2);
}

/**
 * One cell from the members' speeds it covers (medians do not add up: the waits are merged). A lead
 * still waiting before its due time may yet be answered in time: it is not counted as late.
 */
function cellOf(speeds: MemberSpeed[], now: Date): SpeedCell {
  const answered = speeds.reduce((sum, speed) => sum + speed.answered, 0);
  const late = speeds.reduce((sum, speed) => sum + speed.waitingDueAt.filter((dueAt) => dueAt * 1000 < now.getTime()).length, 0);
  return {
    leads: speeds.reduce((sum, speed) => sum + speed.leads, 0),
    answered,
    due: answered + late,
    inTime: speeds.reduce((sum, speed) => sum + speed.inTime, 0),
    medianSeconds: median(speeds.flatMap((speed) => speed.waitedSeconds)),
  };
}

/**
 * Speed to lead over the range: per week and team member, per member, per week and in all (ADR 033:
 * an answered lead counts for whoever answered it, one still waiting for its contact's owner), and
 * the leads still waiting.
 */
async function speedToLead(db: Database, inRange: [string, WeekFigures][], weeks: string[], now: Date): Promise<Report["speed"]> {
  const memberIds = [...new Set(inRange.flatMap(([, figure]) => figure.speed.map((speed) => speed.memberId)).filter((id): id is string => id !== null))];
  const emails = new Map(memberIds.length ? (await db.select({ id: adminUsers.id, email: adminUsers.email }).from(adminUsers).where(inArray(adminUsers.id, memberIds))).map((user) => [user.id, user.email]) : []);
  const memberOf = (speed: MemberSpeed) => (speed.memberId === null ? NO_OWNER : (emails.get(speed.memberId) ?? NO_OWNER));
  const rowFor = (key: string, keep: (speed: MemberSpeed) => boolean): SpeedRow => {
    const perWeek = weeks.map((week) => cellOf(inRange.find(([w]) => w === week)?.[1].speed.filter(keep) ?? [], now));
    return { key, perWeek, total: cellOf(inRange.flatMap(([, figure]) => figure.speed.filter(keep)), now) };
  };
  const members = [...new Set(inRange.flatMap(([, figure]) => figure.speed.map(memberOf)))];
  // Counted from the kept figures, so they agree with the rows above; late is judged now, as the clock moves.
  const waitingDueAt = inRange.flatMap(([, figure]) => figure.speed.flatMap((speed) => speed.waitingDueAt));
  return {
    all: rowFor("All", () => true),
    byMember: members.map((member) => rowFor(member, (speed) => memberOf(speed) === member)).sort((a, b) => b.total.leads - a.total.leads || a.key.localeCompare(b.key)),
    waiting: {
      count: waitingDueAt.length,
      overdue: waitingDueAt.filter((dueAt) => dueAt * 1000 < now.getTime()).length,
      leads: waitingDueAt.length ? await waitingLeads(db, weeks[0]!, now) : [],
    },
  };
}

/** The range's WAITING_SHOWN leads due first of those still waiting for a first answer, with how long each has waited. */
async function waitingLeads(db: Database, since: string, now: Date): Promise<WaitingLead[]> {
  const rows = await db
    .select({ id: contactMessages.id, name: contactMessages.name, company: contactMessages.company, owner: adminUsers.email, createdAt: contactMessages.createdAt, dueAt: contactMessages.dueAt })
    .from(contactMessages)
    .innerJoin(contacts, eq(contacts.id, contactMessages.contactId))
    .leftJoin(adminUsers, eq(adminUsers.id, contacts.ownerId))
    .where(and(isNull(contactMessages.firstResponseAt), isNotNull(contactMessages.dueAt), ne(contactMessages.status, "spam"), gte(contactMessages.createdAt, new Date(`${since}T00:00:00Z`))))
    .orderBy(asc(contactMessages.dueAt), asc(contactMessages.id))
    .limit(WAITING_SHOWN);
  return rows.map(({ createdAt, dueAt, ...lead }) => ({
    ...lead,
    createdAt: createdAt.toISOString(),
    dueAt: dueAt!.toISOString(),
    waitedSeconds: Math.max(0, Math.round((now.getTime() - createdAt.getTime()) / 1000)),
    overdue: dueAt!.getTime() < now.getTime(),
  }));
}
