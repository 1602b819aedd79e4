/**
 * Who saw which variant (ADR 042), written off the request's path: a page under test is served at
 * once and its exposure joins a batch written a moment later (one INSERT … ON CONFLICT DO NOTHING,
 * so a visitor counts once per experiment whichever process served them, however often). A lead or
 * a booked demo asks which experiments its visitor saw: the stored rows and this process's batch.
 */
import { inArray } from "drizzle-orm";
import type { Database } from "#server/platform/db/database.ts";
import { GroupedWork } from "#server/platform/db/grouped-work.ts";
import { experimentExposures, experiments } from "#server/platform/db/schema.ts";
import type { ExperimentExposure } from "#shared/experiments/experiment.ts";
import { DelayedBatch } from "#server/platform/db/delayed-batch.ts";

/** How long an exposure waits for its batch: far less than anyone takes to fill in a form. */
export const EXPOSURE_BATCH_MS = 250;
/** A batch this large is written at once. */
const BATCH_LIMIT = 500;

interface Pending extends Omit<ExperimentExposure, "name"> {
  visitorId: string;
  at: Date;
}

interface StoredView {
  visitorId: string;
  experiment: number;
  variant: string;
  at: Date;
}

interface Lookup {
  visitorId: string;
  settle: (outcome: { ok: true; views: StoredView[] } | { ok: false; error: unknown }) => void;
}

export class ExposureRecorder {
  private readonly batch: DelayedBatch<Pending>;
  /** Every lead asks, most of them about a visitor who saw nothing: the questions asked meanwhile share one query. */
  private readonly lookups = new GroupedWork<Lookup>((batch) => this.lookUp(batch), { concurrency: 2, maxBatch: 500 });

  constructor(
    private readonly db: Database,
    onError: (error: unknown) => void,
  ) {
    this.batch = new DelayedBatch(
      (batch) =>
        db
          .insert(experimentExposures)
          .values(batch.map(({ experiment, visitorId, variant, at }) => ({ experimentId: experiment, visitorId, variant, at })))
          .onConflictDoNothing(),
      onError,
      { delayMs: EXPOSURE_BATCH_MS, limit: BATCH_LIMIT },
    );
  }

  /** The visitor was served `variant`; written with the next batch (their first view of it counts). */
  record(experiment: number, visitorId: string, variant: string, at = new Date()): void {
    this.batch.add(`${experiment}:${visitorId}`, { experiment, visitorId, variant, at });
  }

  /** Writes what is waiting; resolves when every batch asked for so far is in the database. */
  flush(): Promise<void> {
    return this.batch.flush();
  }

  /** The experiments `visitorId` saw up to `before`, with their variants and names: stored, or waiting in this process. */
  async seenBy(visitorId: string, before = new Date()): Promise<ExperimentExposure[]> {
    // Read before the table: a view written meanwhile is then either in this copy or already committed.
    const waiting = [...this.batch.held()];
    const stored = (await this.storedViews(visitorId)).filter((view) => view.at <= before);
    const seen = new Map(stored.map((row) => [row.experiment, row.variant]));
    for (const view of waiting) {
      if (view.visitorId === visitorId && view.at <= before && !seen.has(view.experiment)) seen.set(view.experiment, view.variant);
    }
    if (seen.size === 0) return [];
    const names = await this.db
      .select({ id: experiments.id, name: experiments.name })
      .from(experiments)
      .where(inArray(experiments.id, [...seen.keys()]));
    return names.map(({ id, name }) => ({ experiment: id, name, variant: seen.get(id)! })).sort((a, b) => a.experiment - b.experiment);
  }

  private async storedViews(visitorId: string): Promise<StoredView[]> {
    const outcome = await new Promise<Parameters<Lookup["settle"]>[0]>((settle) => this.lookups.add({ visitorId, settle }));
    if (!outcome.ok) throw outcome.error;
    return outcome.views;
  }

  private async lookUp(batch: Lookup[]): Promise<void> {
    try {
      const views = await this.db
        .select({ visitorId: experimentExposures.visitorId, experiment: experimentExposures.experimentId, variant: experimentExposures.variant, at: experimentExposures.at })
        .from(experimentExposures)
        .where(inArray(experimentExposures.visitorId, [...new Set(batch.map((lookup) => lookup.visitorId))]));
      const byVisitor = new Map<string, StoredView[]>();
      for (const view of views) byVisitor.set(view.visitorId, [...(byVisitor.get(view.visitorId) ?? []), view]);
      for (const lookup of batch) lookup.settle({ ok: true, views: byVisitor.get(lookup.visitorId) ?? [] });
    } catch (error) {
      for (const lookup of batch) lookup.settle({ ok: false, error });
    }
  }
}
