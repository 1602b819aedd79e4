/**
 * The reports' view by experiment (ADR 042): leads and booked demos in the range by the page
 * experiment and variant their visitor saw, read from their attribution. Spam is left out; a lead or
 * demo whose visitor saw no experiment is not in it.
 */
import { inArray, sql } from "drizzle-orm";
import { rowsOf, type Database } from "#server/platform/db/database.ts";
import { experiments } from "#server/platform/db/schema.ts";
import type { ExperimentReportRow } from "#shared/reports.ts";

type Counted = { experiment: number; variant: string; count: number };

const SEEN = sql`jsonb_array_elements(coalesce(attribution->'experiments', '[]'::jsonb)) as seen`;

export async function byExperiment(db: Database, from: string): Promise<ExperimentReportRow[]> {
  const [leads, demos] = await Promise.all([
    rowsOf<Counted>(db.execute(sql`select (seen->>'experiment')::int as experiment, seen->>'variant' as variant, count(*)::int as count from contact_messages cross join ${SEEN} where status <> 'spam' and created_at >= ${from}::date group by 1, 2`)),
    rowsOf<Counted>(db.execute(sql`select (seen->>'experiment')::int as experiment, seen->>'variant' as variant, count(*)::int as count from conversions cross join ${SEEN} where kind = 'demo_booked' and at >= ${from}::date group by 1, 2`)),
  ]);
  const ids = [...new Set([...leads, ...demos].map((row) => row.experiment))];
  if (ids.length === 0) return [];
  const named = await db.select({ id: experiments.id, name: experiments.name, variants: experiments.variants }).from(experiments).where(inArray(experiments.id, ids));
  const nameOf = (id: number, key: string) => {
    const experiment = named.find((row) => row.id === id);
    return experiment ? `${experiment.name}: ${experiment.variants.find((variant) => variant.key === key)?.name ?? key}` : `#${id}: ${key}`;
  };
  const rows = new Map<string, ExperimentReportRow>();
  for (const [list, field] of [[leads, "leads"], [demos, "booked"]] as const) {
    for (const { experiment, variant, count } of list) {
      const key = `${experiment}:${variant}`;
      const row = rows.get(key) ?? { experiment, key: nameOf(experiment, variant), leads: 0, booked: 0 };
      row[field] += count;
      rows.set(key, row);
    }
  }
  return [...rows.values()].sort((a, b) => b.experiment - a.experiment || a.key.localeCompare(b.key));
}
