/**
 * A/B tests of pages (ADR 042): each experiment with its variants' sections, and who saw which
 * variant. An exposure is one visitor's first view of one experiment: a random first-party id,
 * nothing personal; erased with the experiment.
 */
import { sql } from "drizzle-orm";
import { date, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { ExperimentGoal, ExperimentStatus, ExperimentVariant, VariantSections } from "#shared/experiments/experiment.ts";
import type { ExperimentPlan } from "#shared/experiments/plan.ts";
import { pages } from "./content-schema.ts";

/**
 * A variant as stored: its definition and its sections (null for the control: the page as
 * published). A row kept before variants held only sections may hold a whole page: only its
 * sections are read. `publishedRevision`: the page's revision it became, when it was published.
 */
export type StoredVariant = ExperimentVariant & { document: VariantSections | null; publishedRevision?: number };

/** An editor's figures for the planner: visitors a day to the page, and the goal's rate among them. */
export interface TrafficEstimate {
  dailyVisitors: number;
  rate: number;
}

/** ISO times; `to` null while it lasts. */
export interface ExperimentPause {
  from: string;
  to: string | null;
}

export const experiments = pgTable(
  "experiments",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    pagePath: text("page_path").notNull(),
    status: text("status").$type<ExperimentStatus>().notNull().default("draft"),
    variants: jsonb("variants").$type<StoredVariant[]>().notNull(),
    goal: text("goal").$type<ExperimentGoal>().notNull(),
    secondaryGoals: jsonb("secondary_goals").$type<ExperimentGoal[]>().notNull().default([]),
    /** The smallest relative lift worth knowing (0.2: +20%), from which the plan's length follows. */
    minimumLift: real("minimum_lift").notNull().default(0.2),
    /** The editor's own figures for the planner when the page has too little measured traffic. */
    trafficEstimate: jsonb("traffic_estimate").$type<TrafficEstimate>(),
    /** The plan as it stood at the start, locked: its horizon decides "no difference" and the days left. */
    plan: jsonb("plan").$type<ExperimentPlan>(),
    /** Each pause, its end null while paused: paused time is neither counted nor planned. */
    pauses: jsonb("pauses").$type<ExperimentPause[]>().notNull().default([]),
    /** The page tested: a new page at the same address is another page, never served as this test. */
    pageId: integer("page_id").references(() => pages.id, { onDelete: "set null" }),
    /** The page's revision at the start: publishing a variant over edits made since is refused. */
    pageRevision: integer("page_revision"),
    /** Why it stopped when no editor stopped it (its page was unpublished, moved or deleted). */
    stopReason: text("stop_reason"),
    startedAt: timestamp("started_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    stoppedAt: timestamp("stopped_at", { withTimezone: true }),
    /** The variant published as the page when the experiment stopped, if one was. */
    winner: text("winner"),
    revision: integer("revision").notNull().default(1),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // One experiment at a time on a page: running or paused.
  (table) => [
    uniqueIndex("experiments_live_page_idx")
      .on(table.pagePath)
      .where(sql`status in ('running', 'paused')`),
  ],
);

export type ExperimentRow = typeof experiments.$inferSelect;

export const experimentExposures = pgTable(
  "experiment_exposures",
  {
    experimentId: integer("experiment_id")
      .notNull()
      .references(() => experiments.id, { onDelete: "cascade" }),
    visitorId: text("visitor_id").notNull(),
    variant: text("variant").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.experimentId, table.visitorId] }),
    index("experiment_exposures_variant_idx").on(table.experimentId, table.variant, table.at),
    // A lead asks which experiments its visitor saw.
    index("experiment_exposures_visitor_idx").on(table.visitorId),
  ],
);

/**
 * Views of each page a day by people's browsers (bots and prefetches left out), for the planner's
 * estimate of an experiment's length; no visitor is identified.
 */
export const pageViews = pgTable(
  "page_views",
  {
    path: text("path").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.path, table.day] })],
);

/**
 * A built form's funnel a day on each page that shows it: views of the page, starts (the first
 * field a visitor touched, with JavaScript), and submissions stored. No visitor is identified.
 */
export const formStats = pgTable(
  "form_stats",
  {
    formId: integer("form_id").notNull(),
    path: text("path").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
    starts: integer("starts").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.formId, table.path, table.day] })],
);

/** Where people stop: the last field a visitor touched before leaving a form they started and did not send. */
export const formStops = pgTable(
  "form_stops",
  {
    formId: integer("form_id").notNull(),
    path: text("path").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    field: text("field").notNull(),
    stops: integer("stops").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.formId, table.path, table.day, table.field] })],
);

/**
 * A random salt per UTC day, the same for every process: a browser that returns no visitor cookie
 * is known for that day by an HMAC of its address and user agent under the day's salt
 * (server/experiments/visitors.ts). Older days' salts are deleted, so an id can never be recomputed
 * from an address afterwards.
 */
export const visitorSalts = pgTable("visitor_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});
