/**
 * The page experiments a lead's or a booked demo's visitor saw before it (ADR 042), added to its
 * attribution. The visitor is known by the site's first-party cookie alone; what they saw is asked
 * of the experiments area, which the composition root passes in (sales never imports it).
 */
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { Attribution } from "#shared/attribution.ts";
import { VISITOR_COOKIE, VISITOR_ID, type ExperimentExposure } from "#shared/experiments/experiment.ts";
import type { Logger } from "#server/platform/logger.ts";

export type ExperimentsSeen = (visitorId: string, before: Date) => Promise<ExperimentExposure[]>;

/** `attribution` with the experiments its visitor saw; as it is when none, or when they cannot be read (the lead is kept either way). */
export async function withExperimentsSeen(c: Context, attribution: Attribution, seen: ExperimentsSeen | undefined, logger: Logger): Promise<Attribution> {
  const visitor = getCookie(c, VISITOR_COOKIE);
  if (!seen || !visitor || !VISITOR_ID.test(visitor)) return attribution;
  try {
    const experiments = await seen(visitor, new Date());
    return experiments.length ? { ...attribution, experiments } : attribution;
  } catch (error) {
    logger.warn({ err: error }, "experiments: could not read what the visitor saw; the lead is kept without it");
    return attribution;
  }
}
