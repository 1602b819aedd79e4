/**
 * The columns every queue table carries for the one job worker (server/platform/jobs/worker.ts,
 * ADR 035), between a table's own columns and its "done at". A function, so each table gets
 * builders of its own.
 */
import { integer, text, timestamp } from "drizzle-orm/pg-core";

export function queueColumns<Status extends string>() {
  return {
    /** pending until done (delivered), or dead after its last attempt. */
    status: text("status")
      .$type<Status>()
      .notNull()
      .default("pending" as Status),
    attempts: integer("attempts").notNull().default(0),
    /** When it is due (a schedule's time), and while it runs, when its lease ends. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    /** Set by the worker that claimed the row; only that claim may record the outcome. */
    claimToken: text("claim_token"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  };
}
