/**
 * A built form's funnel over the last days, per page and in total (issue 72): views of the pages
 * showing it and starts (form_stats), submissions as the leads stored from it (contact_messages,
 * spam left out: sales' word on it counts), and where people stopped (form_stops) under the labels
 * of the form's live version. Days are UTC, as the counts are kept.
 */
import { and, count, eq, gte, ne, sql, sum } from "drizzle-orm";
import type { Database } from "#server/platform/db/database.ts";
import { contactMessages, formStats, formStops } from "#server/platform/db/schema.ts";
import { rateOf, type FieldStops, type FormAnalytics, type FormFunnel } from "#shared/forms/analytics.ts";
import type { FormDocument } from "#shared/forms/form.ts";
import type { PublishedForms } from "#shared/forms/published-forms.ts";
import { DAY_MS } from "./running.ts";
import { utcDay } from "./visitors.ts";

/** Where a lead's page is unknown (sent without a Referer). */
export const UNKNOWN_PAGE = "";

interface Tally {
  views: number;
  starts: number;
  submissions: number;
  stops: Map<string, number>;
}

const emptyTally = (): Tally => ({ views: 0, starts: 0, submissions: 0, stops: new Map() });

/** A form's fields in order, hidden ones left out: a visitor never touches them, so never stops at one. */
export function visitorFields(form: FormDocument): Array<{ key: string; label: string }> {
  return form.fields.filter((field) => field.kind !== "hidden").map(({ key, label }) => ({ key, label }));
}

function funnelOf({ views, starts, submissions, stops }: Tally, shown: ReturnType<typeof visitorFields>): FormFunnel {
  // In the form's order, under its live labels; a field since removed is left out.
  const fields: FieldStops[] = shown.flatMap(({ key, label }) => (stops.get(key) ? [{ field: key, label, stops: stops.get(key)! }] : []));
  return { views, starts, submissions, conversionRate: rateOf(submissions, views), startRate: rateOf(starts, views), stops: fields };
}

async function countsOf(db: Database, formId: number, since: string, sinceAt: Date) {
  const [counted, stopped, sent] = await Promise.all([
    db
      .select({ path: formStats.path, views: sum(formStats.views).mapWith(Number), starts: sum(formStats.starts).mapWith(Number) })
      .from(formStats)
      .where(and(eq(formStats.formId, formId), gte(formStats.day, since)))
      .groupBy(formStats.path),
    db
      .select({ path: formStops.path, field: formStops.field, stops: sum(formStops.stops).mapWith(Number) })
      .from(formStops)
      .where(and(eq(formStops.formId, formId), gte(formStops.day, since)))
      .groupBy(formStops.path, formStops.field),
    db
      .select({ path: sql<string>`coalesce(${contactMessages.sourcePage}, ${UNKNOWN_PAGE})`, submissions: count() })
      .from(contactMessages)
      .where(and(eq(contactMessages.formId, formId), gte(contactMessages.createdAt, sinceAt), ne(contactMessages.status, "spam")))
      .groupBy(sql`1`),
  ]);
  return { counted, stopped, sent };
}

/** The form's analytics over the `days` up to `now` (today included), or null when it has no live version. */
export async function formAnalytics(db: Database, publishedForms: Pick<PublishedForms, "lastLive">, formId: number, days: number, now = new Date()): Promise<FormAnalytics | null> {
  const live = await publishedForms.lastLive(formId);
  if (!live) return null;
  const form = live.document;
  const shown = visitorFields(form);
  const since = utcDay(new Date(now.getTime() - (days - 1) * DAY_MS));
  const { counted, stopped, sent } = await countsOf(db, formId, since, new Date(`${since}T00:00:00.000Z`));
  const byPage = new Map<string, Tally>();
  const total = emptyTally();
  const tallyOf = (path: string) => byPage.get(path) ?? byPage.set(path, emptyTally()).get(path)!;
  for (const { path, views, starts } of counted) {
    Object.assign(tallyOf(path), { views, starts });
    total.views += views;
    total.starts += starts;
  }
  for (const { path, submissions } of sent) {
    tallyOf(path).submissions = submissions;
    total.submissions += submissions;
  }
  for (const { path, field, stops } of stopped) {
    tallyOf(path).stops.set(field, stops);
    total.stops.set(field, (total.stops.get(field) ?? 0) + stops);
  }
  const pages = [...byPage].map(([path, tally]) => ({ path, ...funnelOf(tally, shown) })).sort((a, b) => b.views - a.views || b.submissions - a.submissions || a.path.localeCompare(b.path));
  return { form: { id: formId, name: form.name }, days, since, total: funnelOf(total, shown), pages };
}
