/**
 * Views of each page a day by people's browsers (page_views), for the planner's estimate of how long
 * an experiment needs (traffic.ts). A count and nothing else: no visitor is identified, so a visitor
 * who refused the experiments is counted too. Views are added up in memory and written with one
 * upsert every few seconds, and on shutdown; a process killed outright loses its last few seconds.
 */
import { sql } from "drizzle-orm";
import type { Database } from "#server/platform/db/database.ts";
import { pageViews } from "#server/platform/db/schema.ts";
import { DelayedBatch } from "#server/platform/db/delayed-batch.ts";
import { utcDay } from "./visitors.ts";

/** How long views wait in memory: an estimate over weeks needs no fresher figure. */
export const PAGE_VIEW_BATCH_MS = 5_000;

export class PageViewRecorder {
  /** Views by day and path ("2026-12-06 /pricing"). */
  private readonly batch: DelayedBatch<{ path: string; day: string; views: number }>;

  constructor(db: Database, onError: (error: unknown) => void) {
    this.batch = new DelayedBatch(
      (rows) =>
        db
          .insert(pageViews)
          .values(rows)
          .onConflictDoUpdate({ target: [pageViews.path, pageViews.day], set: { views: sql`${pageViews.views} + excluded.views` } }),
      onError,
      { delayMs: PAGE_VIEW_BATCH_MS },
    );
  }

  /** A person's browser was served the page at `path`; written with the next batch. */
  record(path: string, at = new Date()): void {
    const day = utcDay(at);
    this.batch.add(`${day} ${path}`, { path, day, views: 1 }, (counted) => (counted.views += 1));
  }

  /** Writes what is waiting; resolves when every batch asked for so far is in the database. */
  flush(): Promise<void> {
    return this.batch.flush();
  }
}
