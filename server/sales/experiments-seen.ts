/**
 * The page experiments a lead's or a booked demo's visitor saw before it (ADR 042), added to its
 * attribution, and the visitor's experiments id kept beside it so that a visitor counts once per
 * goal however many forms they send. Who the visitor is and what they saw is asked of the
 * experiments area with the request, which the composition root passes in (sales never imports it).
 */
import type { Context } from "hono";
import type { Attribution } from "#shared/attribution.ts";
import type { ExperimentExposure } from "#shared/experiments/experiment.ts";
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
