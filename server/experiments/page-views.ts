/**
 * Views of each page a day by people's browsers (page_views), for the planner's estimate of how long
 * an experiment needs (traffic.ts). A count and nothing else: no visitor is identified, so a visitor
 * who refused the experiments is counted too. Views are added up in memory and written with one
 * upsert every few seconds, and on shutdown; a process killed outright loses its last few seconds.
 */
import { sql } from "drizzle-orm";
import type { Database } from "#server/platform/db/database.ts";
import { pageViews } from "#server/platform/db/schema.ts";
import { utcDay } from "./visitors.ts";

/** How long views wait in memory: an estimate over weeks needs no fresher figure. */
export const PAGE_VIEW_BATCH_MS = 5_000;

export class PageViewRecorder {
  /** Views by day and path ("2026-12-06 /pricing"). */
  private pending = new Map<string, { path: string; day: string; views: number }>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** A person's browser was served the page at `path`; written with the next batch. */
  record(path: string, at = new Date()): void {
    const day = utcDay(at);
    const key = `${day} ${path}`;
    const counted = this.pending.get(key);
    if (counted) counted.views += 1;
    else this.pending.set(key, { path, day, views: 1 });
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), PAGE_VIEW_BATCH_MS);
      // Shutdown writes what waits (boot.ts); the timer alone never keeps a process alive.
      this.timer.unref();
    }
  }

  /** Writes what is waiting; resolves when every batch asked for so far is in the database. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const rows = [...this.pending.values()];
    this.pending = new Map();
    if (rows.length) {
      const upsert = () =>
        this.db
          .insert(pageViews)
          .values(rows)
          .onConflictDoUpdate({ target: [pageViews.path, pageViews.day], set: { views: sql`${pageViews.views} + excluded.views` } });
      this.writing = this.writing.then(() => upsert().then(() => undefined, this.onError));
    }
    return this.writing;
  }
}
