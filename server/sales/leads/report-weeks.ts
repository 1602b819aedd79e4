/**
 * The reports' figures per week, kept in `report_weeks` until the week changes (ADR 031): a week's
 * groups of leads and conversions by touch facts, and its leads' answer times by team member. A report
 * reads the weeks of its range and computes again, in one grouped pass, only the weeks whose
 * version moved since their figures were stored (usually the current one).
 */
import { sql } from "drizzle-orm";
import type { ConversionKind } from "#shared/conversions.ts";
import type { ReportTouch } from "#shared/reports.ts";
import { rowsOf, type Database } from "#server/platform/db/database.ts";

/** Leads (or conversions) of one touch with the same facts. */
export interface FactGroup {
  touch: ReportTouch;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  landing: string | null;
  count: number;
}

/**
 * One team member's leads of the week with a due time: those they gave the first answer to, and
 * those still waiting on them as their contact's owner. How many, answered, in time, and each answer's wait.
 */
export interface MemberSpeed {
  /** The account that answered; for a lead still waiting, its contact's owner (null: nobody). */
  memberId: string | null;
  leads: number;
  answered: number;
  inTime: number;
  waitedSeconds: number[];
  /** The due times (epoch seconds) of those still waiting: how many are late depends on when the report is read. */
  waitingDueAt: number[];
}

export interface WeekFigures {
  leads: FactGroup[];
  conversions: (FactGroup & { kind: ConversionKind })[];
  speed: MemberSpeed[];
}

const EMPTY: WeekFigures = { leads: [], conversions: [], speed: [] };


/** The figures of each week from `since` on (Mondays, YYYY-MM-DD); weeks without any lead or conversion are absent. */
export async function weekFigures(db: Database, since: string): Promise<Map<string, WeekFigures>> {
  const stored = await rowsOf<{ week: string; version: number; figuresVersion: number | null; figures: WeekFigures | null }>(
    db.execute(sql`select to_char(week, 'YYYY-MM-DD') as week, version, figures_version as "figuresVersion", figures from report_weeks where week >= ${since}::date`),
  );
  const figures = new Map(stored.filter((row) => row.figuresVersion === row.version && row.figures).map((row) => [row.week, row.figures!]));
  const stale = stored.filter((row) => !figures.has(row.week));
  if (stale.length === 0) return figures;
  const computed = await computeWeeks(db, stale.map((row) => row.week));
  for (const row of stale) {
    const week = computed.get(row.week) ?? EMPTY;
    figures.set(row.week, week);
    // Kept only if nothing changed the week meanwhile (the version was read before the figures were).
    await db.execute(sql`update report_weeks set figures = ${JSON.stringify(week)}::jsonb, figures_version = ${row.version} where week = ${row.week}::date and version = ${row.version}`);
  }
  return figures;
}

/** The figures of the given weeks, from three grouped queries over their leads and conversions. */
async function computeWeeks(db: Database, weeks: string[]): Promise<Map<string, WeekFigures>> {
  const list = sql`${`{${weeks.join(",")}}`}::date[]`;
  const from = weeks.reduce((a, b) => (a < b ? a : b));
  const inWeeks = (at: ReturnType<typeof sql.raw>) => sql`${at} >= ${from}::date and date_trunc('week', ${at} at time zone 'UTC')::date = any(${list})`;
  const week = (at: ReturnType<typeof sql.raw>) => sql`to_char(date_trunc('week', ${at} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const facts = sql`t.touch, attribution -> t.touch ->> 'source' as source, attribution -> t.touch ->> 'medium' as medium,
    attribution -> t.touch ->> 'campaign' as campaign, attribution -> t.touch ->> 'landingPage' as landing, count(*)::int as count`;
  const touches = sql`cross join (values ('first'), ('last')) as t(touch)`;
  const createdAt = sql.raw("m.created_at");
  const [leads, conversions, speed] = await Promise.all([
    rowsOf<FactGroup & { week: string }>(
      db.execute(sql`select ${week(createdAt)} as week, ${facts} from contact_messages m ${touches} where ${inWeeks(createdAt)} and m.status <> 'spam' group by 1, 2, 3, 4, 5, 6`),
    ),
    rowsOf<FactGroup & { week: string; kind: ConversionKind }>(
      db.execute(sql`select ${week(sql.raw("at"))} as week, kind, ${facts} from conversions ${touches} where ${inWeeks(sql.raw("at"))} group by 1, 2, 3, 4, 5, 6, 7`),
    ),
    rowsOf<MemberSpeed & { week: string }>(
      db.execute(sql`
        select ${week(createdAt)} as week, case when m.first_response_at is null then c.owner_id else m.first_responder_id end as "memberId",
          count(*)::int as leads, count(m.first_response_at)::int as answered,
          count(*) filter (where m.first_response_at <= m.due_at)::int as "inTime",
          coalesce(array_agg(extract(epoch from m.first_response_at - m.created_at)::float8) filter (where m.first_response_at is not null), '{}') as "waitedSeconds",
          coalesce(array_agg(extract(epoch from m.due_at)::float8) filter (where m.first_response_at is null), '{}') as "waitingDueAt"
        from contact_messages m join contacts c on c.id = m.contact_id
        where ${inWeeks(createdAt)} and m.status <> 'spam' and m.due_at is not null and m.first_response_kind is distinct from 'status-or-note'
        group by 1, 2`),
    ),
  ]);
  const byWeek = new Map<string, WeekFigures>();
  const of = (week: string) => byWeek.get(week) ?? byWeek.set(week, { leads: [], conversions: [], speed: [] }).get(week)!;
  for (const { week, ...group } of leads) of(week).leads.push(group);
  for (const { week, ...group } of conversions) of(week).conversions.push(group);
  for (const { week, ...group } of speed) of(week).speed.push({ ...group, waitedSeconds: group.waitedSeconds.map(Number), waitingDueAt: group.waitingDueAt.map(Number) });
  return byWeek;
}
