/**
 * A page under test as the server serves it (ADR 042): the visitor's variant from the first byte,
 * chosen from their first-party id; the control for everyone who does not take part; every answer
 * `private`, so no shared cache hands one visitor's variant to another. Pages without a running
 * experiment never come here, but every page a person views is counted for the planner.
 */
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { experimentsConsentOf } from "#shared/analytics.ts";
import type { LiveExperiment, LiveVariant } from "#shared/experiments/experiment.ts";
import type { FormPost } from "#shared/forms/form-post.ts";
import type { ContentPages } from "#server/site/pages.ts";
import type { Database } from "#server/platform/db/database.ts";
import type { Logger } from "#server/platform/logger.ts";
import type { ExperimentsSeen, LeadExperiments } from "#server/sales/experiments-seen.ts";
import type { StaticFile } from "#server/site/static-site.ts";
import { formsShownBy } from "#server/site/forms-shown.ts";
import { assignedVariant } from "./assignment.ts";
import { audienceOf, isPersonViewing, type Audience } from "./audience.ts";
import { ExposureRecorder } from "./exposures.ts";
import { PageViewRecorder } from "./page-views.ts";
import { FormStatsRecorder } from "./form-stats.ts";
import { keptVisitorId, VISITOR_COOKIE_REMOVED, VisitorIds, type Visitor } from "./visitors.ts";

export interface ExperimentServing {
  pages: ContentPages;
  exposures: ExposureRecorder;
  visitors: VisitorIds;
  pageViews: PageViewRecorder;
  /** Views of the built forms on each page, and their starts and stops from the forms' beacon. */
  forms: FormStatsRecorder;
  /** Who a request's visitor is and what they saw: the port the conversions' route is built with (ADR 042). */
  seen: ExperimentsSeen;
  /** Who a request's visitor is, and what they saw read in their lead's commit: the lead routes' port. */
  lead: LeadExperiments;
  /** Writes the views and exposures waiting in memory: on shutdown, before the database closes. */
  flush: () => Promise<void>;
}

/**
 * Pages under test served from `pages`, their views recorded, and the port that tells the lead
 * routes who a visitor is and what they saw: how a server process (boot.ts) and the tests put
 * experiments together. `clientAddress` is the one the rate limits see (a trusted proxy's
 * X-Forwarded-For entry, else the socket's).
 */
export function startExperiments(db: Database, pages: ContentPages, clientAddress: (c: Context) => string, logger: Logger): ExperimentServing {
  const failed = (what: string) => (error: unknown) => logger.error({ err: error, subsystem: "experiments" }, `experiments: ${what} could not be written`);
  const exposures = new ExposureRecorder(db, failed("views"));
  const pageViews = new PageViewRecorder(db, failed("page views"));
  const forms = new FormStatsRecorder(db, failed("form counts"));
  const visitors = new VisitorIds(db, clientAddress, (error) =>
    logger.warn({ err: error, subsystem: "experiments" }, "experiments: the day's visitor salt could not be read; a visitor without the cookie is served uncounted"),
  );
  const seen: ExperimentsSeen = async (c, before) => {
    const visitor = await visitors.of(c, before);
    return visitor ? { visitorId: visitor.id, experiments: await exposures.seenBy(visitor.id, before) } : null;
  };
  const lead: LeadExperiments = { visitorOf: async (c, before) => (await visitors.of(c, before))?.id, read: exposures.seenIn };
  const flush = async () => {
    await Promise.all([exposures.flush(), pageViews.flush(), forms.flush()]);
  };
  return { pages, exposures, visitors, pageViews, forms, seen, lead, flush };
}

/** Revalidated on every view (a stopped experiment shows at once), kept by the visitor's browser alone. */
export const TESTED_PAGE_CACHE = "private, max-age=0, must-revalidate";

export type TestedAnswer = { declined: true } | { file: StaticFile; headers: Record<string, string>; forms: readonly number[] };

/** Who the request is for, under the page's consent rule (its analytics settings). */
function audienceAt(c: Context, page?: StaticFile): Audience {
  return audienceOf(
    (name) => c.req.header(name),
    (name) => getCookie(c, name),
    experimentsConsentOf(page?.analytics),
  );
}

interface Served {
  /** The control's page, whose analytics settings decide who takes part. */
  control: StaticFile;
  audience: Audience;
  visitor?: Visitor;
  variant: LiveVariant;
}

/**
 * The variant of `experiment` the request's visitor is shown at `path`: their assigned one when they
 * take part, else the control. Null when the experiment stopped meanwhile or reached its end.
 */
async function servedVariant(c: Context, path: string, experiment: LiveExperiment, { pages, visitors }: ExperimentServing, now: Date): Promise<Served | null> {
  if (experiment.endsAt && experiment.endsAt <= now) return null;
  const controlVariant = experiment.variants[0]!;
  const control = await pages.variantPage(path, experiment.id, controlVariant.key);
  if (!control) return null;
  const audience = audienceAt(c, control);
  const visitor = audience === "participant" ? await visitors.of(c, now) : undefined;
  const variant = visitor ? assignedVariant(String(experiment.id), visitor.id, experiment.variants) : controlVariant;
  return { control, audience, visitor, variant };
}

/** The built forms a variant's page shows: its own sections', or the published page's for one without (the control). */
function formsOfVariant(pages: ContentPages, path: string, variant: LiveVariant): readonly number[] {
  return variant.document ? formsShownBy(variant.document) : pages.formsOn(path);
}

/**
 * The answer for `path` under `experiment`: the variant's page and the forms it shows, or `declined`
 * for a prefetch (a prefetched page is shown without another request, so its view could not be
 * counted; a browser drops a prefetch that is not 2xx and asks again when the visitor goes there).
 * Null when the experiment stopped meanwhile or reached its end: the caller serves the page as it is.
 */
export async function testedPage(c: Context, path: string, experiment: LiveExperiment, serving: ExperimentServing, now = new Date()): Promise<TestedAnswer | null> {
  const served = await servedVariant(c, path, experiment, serving, now);
  if (!served) return null;
  const { control, audience, visitor, variant } = served;
  if (audience === "prefetch") return { declined: true };
  const file = variant === experiment.variants[0] ? control : await serving.pages.variantPage(path, experiment.id, variant.key);
  if (!file) return null;
  if (visitor && c.req.method === "GET") serving.exposures.record(experiment.id, visitor.id, variant.key, now);
  const headers: Record<string, string> = { "Cache-Control": TESTED_PAGE_CACHE };
  if (visitor?.cookie) headers["Set-Cookie"] = visitor.cookie;
  // A visitor who refused, or has not accepted where the experiments wait for it, keeps no id of ours.
  else if ((audience === "opted-out" || audience === "awaiting-consent") && keptVisitorId(c)) headers["Set-Cookie"] = VISITOR_COOKIE_REMOVED;
  return { file, headers, forms: formsOfVariant(serving.pages, path, variant) };
}

/**
 * A page served to `c`: counted as a view of `path` when a person's browser asked for it (no bot,
 * prefetch or frame), and as a view of each built form it shows: `shown`, the forms of the version
 * served (a variant's under test), else the published page's.
 */
export function countPageView(c: Context, path: string, { pages, pageViews, forms }: ExperimentServing, shown: readonly number[] = pages.formsOn(path), now = new Date()): void {
  if (c.req.method !== "GET" || !isPersonViewing(audienceAt(c))) return;
  pageViews.record(path, now);
  if (shown.length > 0) forms.viewed(shown, path, now);
}

/**
 * A built form posted without JavaScript from the page at `from`, answered by that page as this
 * visitor was shown it: the variant they are assigned when it is under test (the form may be only
 * the variant's), else the page as published. Undefined when that page does not show the form.
 */
export async function answerFormAsServed(c: Context, from: string | undefined, post: FormPost, serving: ExperimentServing, now = new Date()): Promise<Response | undefined> {
  const experiment = from === undefined ? undefined : serving.pages.experimentOn(from);
  const served = experiment && (await servedVariant(c, from!, experiment, serving, now));
  return serving.pages.builtFormAnswer(from, post, served?.variant.document ?? undefined);
}
