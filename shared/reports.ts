/**
 * The admin app's reports: leads per week by source / medium, campaign and landing page, and
 * booking-page visits against booked demos. The server computes them (server/sales/leads/reports.ts),
 * the admin app draws them (routes/admin.reports.tsx); this is the shape both agree on.
 */
export const REPORT_TOUCHES = ["first", "last"] as const;
export type ReportTouch = (typeof REPORT_TOUCHES)[number];
export const REPORT_WEEK_CHOICES = [4, 12, 26, 52] as const;
export const DEFAULT_REPORT_WEEKS = 12;

/** A row of a breakdown: its name, its total over the range, and its count per week (oldest first). */
export interface ReportRow {
  key: string;
  total: number;
  perWeek: number[];
}

export interface BookingRow {
  key: string;
  visits: number;
  booked: number;
}

/** How fast the team answered a set of leads (speed to lead, ADR 029; the first answer, ADR 033). */
export interface SpeedCell {
  /** Leads with a due time (those from before it, and those answered by the rule before ADR 033, are left out). */
  leads: number;
  answered: number;
  /** Whose promise has come: answered, or still waiting past their due time (the share in time is of these). */
  due: number;
  /** Answered by their due time. */
  inTime: number;
  /** Median time to the first answer, of those answered; null when none was. */
  medianSeconds: number | null;
}

/** One team member's (or everyone's) speed, per week and over the range. */
export interface SpeedRow {
  key: string;
  perWeek: SpeedCell[];
  total: SpeedCell;
}

/** A lead still waiting for its first answer: who it waits on, and how long it has waited against its due time. */
export interface WaitingLead {
  id: string;
  name: string;
  company: string;
  /** Its contact's owner's email; null when nobody owns it. */
  owner: string | null;
  createdAt: string;
  dueAt: string;
  /** From its arrival to when the report was made. */
  waitedSeconds: number;
  /** Its due time has passed. */
  overdue: boolean;
}

/** The range's leads still waiting: how many, how many past due, and the first WAITING_SHOWN by due time. */
export interface WaitingLeads {
  count: number;
  overdue: number;
  leads: WaitingLead[];
}

/** How many waiting leads the report lists (it counts them all). */
export const WAITING_SHOWN = 50;

export interface Report {
  touch: ReportTouch;
  /**
   * Speed to lead: everyone, then each team member (an answered lead counts for whoever gave the
   * first answer, one still waiting for its contact's owner), and the leads still waiting.
   */
  speed: { all: SpeedRow; byMember: SpeedRow[]; waiting: WaitingLeads };
  /** Monday of each week in the range (UTC), oldest first: YYYY-MM-DD. */
  weeks: string[];
  leads: ReportRow;
  bySource: ReportRow[];
  byCampaign: ReportRow[];
  byLandingPage: ReportRow[];
  booking: { visits: ReportRow; booked: ReportRow; bySource: BookingRow[] };
  /** Leads and booked demos by the page experiment and variant their visitor saw (ADR 042), the newest experiment first. */
  byExperiment: ExperimentReportRow[];
}

/** "Home hero: Variant B" and what came from its visitors in the range. */
export interface ExperimentReportRow {
  experiment: number;
  key: string;
  leads: number;
  booked: number;
}

/** Labels for a lead or conversion without the fact: stored before attribution, or no campaign. */
export const NOT_RECORDED = "(not recorded)";
export const NO_CAMPAIGN = "(no campaign)";
export const NO_OWNER = "(no owner)";

export interface ReportQuery {
  weeks: number;
  touch: ReportTouch;
}

/** The report's options from a query string; anything else falls back to the default. */
export function reportQueryFrom(params: URLSearchParams): ReportQuery {
  const weeks = Number(params.get("weeks"));
  const touch = params.get("touch");
  return {
    weeks: (REPORT_WEEK_CHOICES as readonly number[]).includes(weeks) ? weeks : DEFAULT_REPORT_WEEKS,
    touch: touch === "last" ? "last" : "first",
  };
}

/** Conversion rate as people read it: "25%", "3.3%", "–" when there were no visits. */
export function formatRate(booked: number, visits: number): string {
  if (visits === 0) return "–";
  const rate = (booked / visits) * 100;
  return `${rate >= 10 || rate === 0 ? Math.round(rate) : rate.toFixed(1)}%`;
}
