/**
 * A page under test as the server serves it (ADR 042): the visitor's variant from the first byte,
 * chosen from their random first-party id; the control for everyone who does not take part; every
 * answer `private`, so no shared cache hands one visitor's variant to another. Pages without a
 * running experiment never come here.
 */
import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import { generateCookie, getCookie } from "hono/cookie";
import { VISITOR_COOKIE, VISITOR_ID, type LiveExperiment } from "#shared/experiments/experiment.ts";
import type { ContentPages } from "#server/site/pages.ts";
import type { Database } from "#server/platform/db/database.ts";
import type { Logger } from "#server/platform/logger.ts";
import type { ContactDeps } from "#server/sales/contact/route.ts";
import type { ConversionDeps } from "#server/sales/conversions/route.ts";
import type { StaticFile } from "#server/site/static-site.ts";
import { assignedVariant } from "./assignment.ts";
import { audienceOf } from "./audience.ts";
import { ExposureRecorder } from "./exposures.ts";

export interface ExperimentServing {
  pages: ContentPages;
  exposures: ExposureRecorder;
}

/**
 * Pages under test served from `pages`, their views recorded, and the lead routes told what a
 * visitor saw: how a server process (boot.ts) and the tests put experiments together.
 */
export function startExperiments(db: Database, pages: ContentPages, leadRoutes: { contact: ContactDeps; conversions: ConversionDeps }, logger: Logger): ExperimentServing {
  const exposures = new ExposureRecorder(db, (error) => logger.error({ err: error, subsystem: "experiments" }, "experiments: views could not be written"));
  const seen = (visitorId: string, before: Date) => exposures.seenBy(visitorId, before);
  leadRoutes.contact.experimentsSeen = seen;
  leadRoutes.conversions.experimentsSeen = seen;
  return { pages, exposures };
}

/** Revalidated on every view (a stopped experiment shows at once), kept by the visitor's browser alone. */
export const TESTED_PAGE_CACHE = "private, max-age=0, must-revalidate";

/** As long as the consent banner's answer is kept: a visitor keeps their variant for six months. */
const VISITOR_MAX_AGE_SECONDS = 180 * 24 * 3600;

export type TestedAnswer = { declined: true } | { file: StaticFile; headers: Record<string, string> };

/**
 * The answer for `path` under `experiment`: the variant's page, or `declined` for a prefetch (a
 * prefetched page is shown without another request, so its view could not be counted; a browser
 * drops a prefetch that is not 2xx and asks again when the visitor goes there). Null when the
 * experiment stopped meanwhile or reached its end: the caller serves the page as it is.
 */
export async function testedPage(c: Context, path: string, experiment: LiveExperiment, { pages, exposures }: ExperimentServing, now = new Date()): Promise<TestedAnswer | null> {
  if (experiment.endsAt && experiment.endsAt <= now) return null;
  const audience = audienceOf(
    (name) => c.req.header(name),
    (name) => getCookie(c, name),
  );
  if (audience === "prefetch") return { declined: true };
  const visitor = audience === "participant" ? visitorOf(c) : undefined;
  const variant = visitor ? assignedVariant(String(experiment.id), visitor.id, experiment.variants) : experiment.variants[0]!;
  const file = await pages.variantPage(path, experiment.id, variant.key);
  if (!file) return null;
  if (visitor && c.req.method === "GET") exposures.record(experiment.id, visitor.id, variant.key);
  const headers: Record<string, string> = { "Cache-Control": TESTED_PAGE_CACHE };
  if (visitor?.cookie) headers["Set-Cookie"] = visitor.cookie;
  return { file, headers };
}

/** The visitor's id from their cookie, or a new one and the cookie that keeps it: random, nothing else in it. */
function visitorOf(c: Context): { id: string; cookie?: string } {
  const kept = getCookie(c, VISITOR_COOKIE);
  if (kept && VISITOR_ID.test(kept)) return { id: kept };
  const id = randomBytes(16).toString("base64url");
  return { id, cookie: generateCookie(VISITOR_COOKIE, id, { path: "/", secure: true, httpOnly: true, sameSite: "Lax", maxAge: VISITOR_MAX_AGE_SECONDS }) };
}
