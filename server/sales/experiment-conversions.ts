/**
 * What a stored lead or booking credits to the page experiments its visitor saw (ADR 042): one
 * `experiment_conversions` row per experiment, written in the transaction that stores it, so the
 * experiments' report counts rows rather than reading attributions. Sales writes them through the
 * platform's schema; it never imports the experiments area.
 */
import { eq, inArray, sql, type SQL } from "drizzle-orm";
import type { ExperimentExposure } from "#shared/experiments/experiment.ts";
import type { Executor } from "#server/platform/db/database.ts";
import { insertRows } from "#server/platform/db/recordset.ts";
import { experimentConversions, experiments } from "#server/platform/db/schema.ts";

const CREDIT_COLUMNS = { experiment_id: "integer", variant: "text", unit: "text", at: "timestamptz", contact_message_id: "text", conversion_id: "text" } as const;

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
  const statement = experimentCredits(credits);
  if (statement) await tx.execute(statement);
}

/**
 * `creditExperiments` as one statement, for a CTE beside the lead's own rows (undefined: nothing to
 * write). The experiments it names are locked as the foreign key's check locks them, so none can be
 * deleted between the statement's read and its insert.
 */
export function experimentCredits(credits: readonly ExperimentCredit[]): SQL | undefined {
  const rows = credits.flatMap(({ source, seen, unit, at }) =>
    (seen ?? []).map(({ experiment, variant }) => ({
      experiment_id: experiment,
      variant,
      unit,
      at,
      contact_message_id: "contactMessageId" in source ? source.contactMessageId : null,
      conversion_id: "conversionId" in source ? source.conversionId : null,
    })),
  );
  if (rows.length === 0) return undefined;
  return sql`${insertRows("experiment_conversions", rows, CREDIT_COLUMNS)}
    where experiment_id in (select ${experiments.id} from ${experiments} where ${inArray(
      experiments.id,
      rows.map((row) => row.experiment_id),
    )} for key share)
    on conflict do nothing`;
}

/** A booking's credits as its attribution now names them: the browser's experiments replace what its row held. */
export async function recreditConversion(tx: Executor, credit: ExperimentCredit & { source: { conversionId: string } }): Promise<void> {
  await tx.delete(experimentConversions).where(eq(experimentConversions.conversionId, credit.source.conversionId));
  await creditExperiments(tx, [credit]);
}
