/**
 * The page experiments a lead's or a booked demo's visitor saw before it (ADR 042), added to its
 * attribution, and the visitor's experiments id kept beside it so that a visitor counts once per
 * goal however many forms they send. Who the visitor is and what they saw is asked of the
 * experiments area with the request, which the composition root passes in (sales never imports it).
 */
import type { Context } from "hono";
import type { Attribution } from "#shared/attribution.ts";
import type { ExperimentExposure } from "#shared/experiments/experiment.ts";
import type { Executor } from "#server/platform/db/database.ts";
import type { Logger } from "#server/platform/logger.ts";

/** The request's visitor as the experiments know them (their cookie, or their browser's id for the day) and what they saw up to `before`; null when there is no visitor to ask about. */
export type ExperimentsSeen = (c: Context, before: Date) => Promise<{ visitorId: string; experiments: ExperimentExposure[] } | null>;

export interface Seen {
  attribution: Attribution;
  /** Only for a visitor who saw an experiment: nothing identifies anyone else. */
  visitorId?: string;
}

/** `attribution` with the experiments its visitor saw, and their id; as it is when none, or when they cannot be read (the lead is kept either way). */
export async function withExperimentsSeen(c: Context, attribution: Attribution, seen: ExperimentsSeen | undefined, logger: Logger): Promise<Seen> {
  if (!seen) return { attribution };
  try {
    const visitor = await seen(c, new Date());
    if (!visitor?.experiments.length) return { attribution };
    return { attribution: { ...attribution, experiments: visitor.experiments }, visitorId: visitor.visitorId };
  } catch (error) {
    logger.warn({ err: error }, "experiments: could not read what the visitor saw; the lead is kept without it");
    return { attribution };
  }
}

/** What each visitor saw up to their `before`, read with `tx` when called (a lead's commit reads it in its first wait). */
export type SeenReader = (tx: Executor, visitors: readonly { visitorId: string; before: Date }[]) => Promise<Map<string, ExperimentExposure[]>>;

/** The experiments area's port for the lead routes: who a request's visitor is, and how their leads' commit reads what they saw. */
export interface LeadExperiments {
  visitorOf: (c: Context, before: Date) => Promise<string | undefined>;
  read: SeenReader;
}

/** A lead's visitor, asked about in the commit that stores the lead (issue 72: no lookup of its own on the lead's way). */
export interface LeadVisitor {
  visitorId: string;
  before: Date;
  read: SeenReader;
}

/** The request's visitor for its lead's commit; none when there is no one to ask about or they cannot be told (the lead is kept either way). */
export async function leadVisitor(c: Context, experiments: LeadExperiments | undefined, logger: Logger): Promise<LeadVisitor | undefined> {
  if (!experiments) return undefined;
  const before = new Date();
  try {
    const visitorId = await experiments.visitorOf(c, before);
    return visitorId === undefined ? undefined : { visitorId, before, read: experiments.read };
  } catch (error) {
    logger.warn({ err: error }, "experiments: could not tell who the visitor is; the lead is kept without what they saw");
    return undefined;
  }
}

/** `attribution` with what its visitor saw, and their id only when they saw an experiment. */
export function attributedWith(attribution: Attribution | null, visitorId: string, seen: readonly ExperimentExposure[] | undefined): { attribution: Attribution | null; visitorId: string | null } {
  if (!seen?.length || !attribution) return { attribution, visitorId: null };
  return { attribution: { ...attribution, experiments: [...seen] }, visitorId };
}
