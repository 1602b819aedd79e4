/**
 * What a stored lead or booking credits to the page experiments its visitor saw (ADR 042): one
 * `experiment_conversions` row per experiment, written in the transaction that stores it, so the
 * experiments' report counts rows rather than reading attributions. Sales writes them through the
 * platform's schema; it never imports the experiments area.
 */
import { eq, inArray } from "drizzle-orm";
import type { ExperimentExposure } from "#shared/experiments/experiment.ts";
import type { Executor } from "#server/platform/db/database.ts";
import { experimentConversions, experiments } from "#server/platform/db/schema.ts";

export interface ExperimentCredit {
  /** The stored lead or conversion the rows belong to (and are erased with). */
  source: { contactMessageId: string } | { conversionId: string };
  /** The experiments its visitor saw (its attribution's); none: nothing is written. */
  seen: readonly ExperimentExposure[] | undefined;
  /** Who it counts for, once per goal: the visitor's id, else the contact or the meeting. */
  unit: string;
  at: Date;
}

/** Writes each credit's rows; an experiment deleted since the visitor saw it is left out, and the lead kept. */
export async function creditExperiments(tx: Executor, credits: readonly ExperimentCredit[]): Promise<void> {
  const named = [...new Set(credits.flatMap(({ seen }) => (seen ?? []).map(({ experiment }) => experiment)))];
  if (named.length === 0) return;
  // Locked as the foreign key's check locks them: none can be deleted between this read and the insert.
  const existing = await tx.select({ id: experiments.id }).from(experiments).where(inArray(experiments.id, named)).for("key share");
  const kept = new Set(existing.map(({ id }) => id));
  const rows = credits.flatMap(({ source, seen, unit, at }) =>
    (seen ?? []).filter(({ experiment }) => kept.has(experiment)).map(({ experiment, variant }) => ({ ...source, experimentId: experiment, variant, unit, at })),
  );
  if (rows.length > 0) await tx.insert(experimentConversions).values(rows).onConflictDoNothing();
}

/** A booking's credits as its attribution now names them: the browser's experiments replace what its row held. */
export async function recreditConversion(tx: Executor, credit: ExperimentCredit & { source: { conversionId: string } }): Promise<void> {
  await tx.delete(experimentConversions).where(eq(experimentConversions.conversionId, credit.source.conversionId));
  await creditExperiments(tx, [credit]);
}
