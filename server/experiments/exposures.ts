/**
 * Who saw which variant (ADR 042), written off the request's path: a page under test is served at
 * once and its exposure joins a batch written a moment later (one INSERT … ON CONFLICT DO NOTHING,
 * so a visitor counts once per experiment whichever process served them, however often). A lead or
 * a booked demo asks which experiments its visitor saw: the stored rows and this process's batch;
 * a lead asks in the commit that stores it, for the whole batch at once.
 */
import { eq, inArray } from "drizzle-orm";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { experimentExposures, experiments } from "#server/platform/db/schema.ts";
import type { ExperimentExposure } from "#shared/experiments/experiment.ts";
import { DelayedBatch } from "#server/platform/db/delayed-batch.ts";
import type { SeenReader } from "#server/sales/experiments-seen.ts";

/** How long an exposure waits for its batch: far less than anyone takes to fill in a form. */
export const EXPOSURE_BATCH_MS = 250;
/** A batch this large is written at once. */
const BATCH_LIMIT = 500;

interface Pending extends Omit<ExperimentExposure, "name"> {
  visitorId: string;
  at: Date;
}

export class ExposureRecorder {
  private readonly batch: DelayedBatch<Pending>;

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
    return (await this.seenIn(this.db, [{ visitorId, before }])).get(visitorId) ?? [];
  }

  /**
   * What each visitor saw up to their `before`, stored or waiting in this process, named: read with
   * `tx` at once, so a lead's commit asks for its whole batch in its first wait.
   */
  readonly seenIn: SeenReader = (tx, visitors) => {
    // Copied before the table is read: a view written meanwhile is then in this copy or already committed.
    const waiting = [...this.batch.held()];
    const before = new Map(visitors.map((visitor) => [visitor.visitorId, visitor.before]));
    const inTime = (view: View) => before.has(view.visitorId) && view.at <= before.get(view.visitorId)!;
    const waited = waiting.filter(inTime);
    return Promise.all([storedViews(tx, [...before.keys()]), experimentNames(tx, waited)]).then(([stored, names]) =>
      seenByVisitor([...stored.filter(inTime), ...waited], new Map([...names, ...stored.map((view) => [view.experiment, view.name] as const)])),
    );
  };
}

type View = Pending;

/** The visitors' stored views, each with its experiment's name (an experiment deleted since has none). */
function storedViews(tx: Executor, visitorIds: string[]): Promise<(View & { name: string })[]> {
  return tx
    .select({ visitorId: experimentExposures.visitorId, experiment: experimentExposures.experimentId, variant: experimentExposures.variant, at: experimentExposures.at, name: experiments.name })
    .from(experimentExposures)
    .innerJoin(experiments, eq(experiments.id, experimentExposures.experimentId))
    .where(inArray(experimentExposures.visitorId, visitorIds));
}

/** The names of the experiments views still waiting name; none asked when none wait. */
async function experimentNames(tx: Executor, views: readonly View[]): Promise<Map<number, string>> {
  if (views.length === 0) return new Map();
  const rows = await tx
    .select({ id: experiments.id, name: experiments.name })
    .from(experiments)
    .where(inArray(experiments.id, [...new Set(views.map((view) => view.experiment))]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Each visitor's experiments, the first view of each counting, in the experiments' order; only experiments that still exist. */
function seenByVisitor(views: readonly View[], names: ReadonlyMap<number, string>): Map<string, ExperimentExposure[]> {
  const seen = new Map<string, Map<number, string>>();
  for (const { visitorId, experiment, variant } of views) {
    const variants = seen.get(visitorId) ?? new Map<number, string>();
    if (!variants.has(experiment) && names.has(experiment)) variants.set(experiment, variant);
    seen.set(visitorId, variants);
  }
  return new Map(
    [...seen].map(([visitorId, variants]) => [
      visitorId,
      [...variants].map(([experiment, variant]) => ({ experiment, name: names.get(experiment)!, variant })).sort((a, b) => a.experiment - b.experiment),
    ]),
  );
}
