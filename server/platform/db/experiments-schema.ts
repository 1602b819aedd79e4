/**
 * A/B tests of pages (ADR 042): each experiment with its variants' page documents, and who saw which
 * variant. An exposure is one visitor's first view of one experiment: a random first-party id,
 * nothing personal; erased with the experiment.
 */
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { ExperimentGoal, ExperimentStatus, ExperimentVariant } from "#shared/experiments/experiment.ts";
import type { PageDocument } from "#shared/pages/page.ts";

/** A variant as stored: its definition and the page it shows (null for the control: the page as published). */
export type StoredVariant = ExperimentVariant & { document: PageDocument | null };

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
    minimumVisitors: integer("minimum_visitors").notNull().default(1000),
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
  (table) => [uniqueIndex("experiments_live_page_idx").on(table.pagePath).where(sql`status in ('running', 'paused')`)],
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
