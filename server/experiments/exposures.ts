/**
 * Who saw which variant (ADR 042), written off the request's path: a page under test is served at
 * once and its exposure joins a batch written a moment later (one INSERT … ON CONFLICT DO NOTHING,
 * so a visitor counts once per experiment whichever process served them, however often). A lead or
 * a booked demo asks which experiments its visitor saw: the stored rows and this process's batch.
 */
import { and, eq, inArray, lte } from "drizzle-orm";
import type { Database } from "#server/platform/db/database.ts";
import { experimentExposures, experiments } from "#server/platform/db/schema.ts";
import type { ExperimentExposure } from "#shared/experiments/experiment.ts";

/** How long an exposure waits for its batch: far less than anyone takes to fill in a form. */
export const EXPOSURE_BATCH_MS = 250;
/** A batch this large is written at once. */
const BATCH_LIMIT = 500;

interface Pending extends Omit<ExperimentExposure, "name"> {
  visitorId: string;
  at: Date;
}

export class ExposureRecorder {
  private pending = new Map<string, Pending>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** The visitor was served `variant`; written with the next batch. */
  record(experiment: number, visitorId: string, variant: string, at = new Date()): void {
    const key = `${experiment}:${visitorId}`;
    if (!this.pending.has(key)) this.pending.set(key, { experiment, visitorId, variant, at });
    if (this.pending.size >= BATCH_LIMIT) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), EXPOSURE_BATCH_MS);
  }

  /** Writes what is waiting; resolves when every batch asked for so far is in the database. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    if (batch.length) {
      const rows = batch.map(({ experiment, visitorId, variant, at }) => ({ experimentId: experiment, visitorId, variant, at }));
      this.writing = this.writing.then(() => this.db.insert(experimentExposures).values(rows).onConflictDoNothing().then(() => undefined, this.onError));
    }
    return this.writing;
  }

  /** The experiments `visitorId` saw up to `before`, with their variants and names: stored, or waiting in this process. */
  async seenBy(visitorId: string, before = new Date()): Promise<ExperimentExposure[]> {
    const stored = await this.db
      .select({ experiment: experimentExposures.experimentId, variant: experimentExposures.variant })
      .from(experimentExposures)
      .where(and(eq(experimentExposures.visitorId, visitorId), lte(experimentExposures.at, before)));
    const seen = new Map(stored.map((row) => [row.experiment, row.variant]));
    for (const waiting of this.pending.values()) {
      if (waiting.visitorId === visitorId && waiting.at <= before && !seen.has(waiting.experiment)) seen.set(waiting.experiment, waiting.variant);
    }
    if (seen.size === 0) return [];
    const names = await this.db.select({ id: experiments.id, name: experiments.name }).from(experiments).where(inArray(experiments.id, [...seen.keys()]));
    return names.map(({ id, name }) => ({ experiment: id, name, variant: seen.get(id)! })).sort((a, b) => a.experiment - b.experiment);
  }
}
