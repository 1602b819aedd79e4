/**
 * A built form's funnel a day on each page that shows it (form_stats, form_stops): views counted as
 * the page is served to a person, starts and stops from the form's beacon. Counts and nothing else:
 * no visitor is identified. Added up in memory and written with one upsert every few seconds, as
 * the page views are (page-views.ts); a process killed outright loses its last few seconds.
 * Submissions are not kept here: the report counts the stored leads (form-report.ts).
 */
import { sql } from "drizzle-orm";
import type { Database } from "#server/platform/db/database.ts";
import { formStats, formStops } from "#server/platform/db/schema.ts";
import { DelayedBatch } from "#server/platform/db/delayed-batch.ts";
import { PAGE_VIEW_BATCH_MS } from "./page-views.ts";
import { utcDay } from "./visitors.ts";

type Counted = { formId: number; path: string; day: string; views: number; starts: number };
type Stopped = { formId: number; path: string; day: string; field: string; stops: number };

export class FormStatsRecorder {
  private readonly counted: DelayedBatch<Counted>;
  private readonly stopped: DelayedBatch<Stopped>;

  constructor(db: Database, onError: (error: unknown) => void) {
    this.counted = new DelayedBatch(
      (rows) =>
        db
          .insert(formStats)
          .values(rows)
          .onConflictDoUpdate({
            target: [formStats.formId, formStats.path, formStats.day],
            set: { views: sql`${formStats.views} + excluded.views`, starts: sql`${formStats.starts} + excluded.starts` },
          }),
      onError,
      { delayMs: PAGE_VIEW_BATCH_MS },
    );
    this.stopped = new DelayedBatch(
      (rows) =>
        db
          .insert(formStops)
          .values(rows)
          .onConflictDoUpdate({ target: [formStops.formId, formStops.path, formStops.day, formStops.field], set: { stops: sql`${formStops.stops} + excluded.stops` } }),
      onError,
      { delayMs: PAGE_VIEW_BATCH_MS },
    );
  }

  /** A person was served the page at `path`, which shows each of `forms`. */
  viewed(forms: readonly number[], path: string, at = new Date()): void {
    for (const formId of forms) this.count(formId, path, at, "views");
  }

  /** A visitor touched the first field of `formId` on `path`. */
  started(formId: number, path: string, at = new Date()): void {
    this.count(formId, path, at, "starts");
  }

  /** A visitor left `path` without sending `formId`; `field` is the last one they touched. */
  stop(formId: number, path: string, field: string, at = new Date()): void {
    const day = utcDay(at);
    this.stopped.add(`${formId} ${day} ${field} ${path}`, { formId, path, day, field, stops: 1 }, (held) => (held.stops += 1));
  }

  /** Writes what is waiting; resolves when every batch asked for so far is in the database. */
  async flush(): Promise<void> {
    await Promise.all([this.counted.flush(), this.stopped.flush()]);
  }

  private count(formId: number, path: string, at: Date, measure: "views" | "starts"): void {
    const day = utcDay(at);
    const row = { formId, path, day, views: 0, starts: 0 };
    row[measure] = 1;
    this.counted.add(`${formId} ${day} ${path}`, row, (held) => (held[measure] += 1));
  }
}
