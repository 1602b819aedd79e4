/**
 * POST /api/form-events: a built form's script tells the server a visitor started the form, or left
 * the page without sending it and at which field (app/site/enhance/form-analytics.ts). Same guards as
 * the conversion beacon, in its order: same site (403), JSON (415), small (413), parsed (400), rate
 * limited per address (429); bots are answered but not counted; a form neither the page nor a variant
 * of its running test shows, or a field the form does not have, is refused (422), so nobody can make
 * rows up. A count, not a lead: held in memory a few seconds (form-stats.ts).
 */
import type { Context, Hono } from "hono";
import { isBot } from "isbot";
import { FORM_EVENTS_ENDPOINT, formEventOf, MAX_FORM_EVENT_BYTES, type FormEvent } from "#shared/forms/analytics.ts";
import type { PublishedForms } from "#shared/forms/published-forms.ts";
import type { AppEnv } from "#server/platform/http/env.ts";
import { beaconBody, beaconChecks } from "#server/platform/http/json-beacon.ts";
import { DatabaseRateLimiter, type RateLimit } from "#server/platform/http/rate-limit.ts";
import type { Database } from "#server/platform/db/database.ts";
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER } from "#server/platform/db/availability.ts";
import type { Logger } from "#server/platform/logger.ts";
import { visitorFields } from "./form-report.ts";
import type { FormStatsRecorder } from "./form-stats.ts";
import type { ExperimentServing } from "./serving.ts";

/** A visitor starts and leaves a form or two a page: a minute's budget well above what a person sends. */
export const FORM_EVENTS_PER_MINUTE = 60;

/** How long a form's field keys are trusted before they are read again: a publish adds fields rarely. */
export const FIELD_KEYS_TTL_MS = 30_000;

/**
 * The live field keys of a form, read at most once per `ttlMs` per form: the beacon checks every
 * stop against them. Only forms a published page or a running test's variant shows are asked for,
 * so the cache stays small.
 */
export function cachedFieldKeys(publishedForms: Pick<PublishedForms, "lastLive">, ttlMs = FIELD_KEYS_TTL_MS): (id: number, now?: number) => Promise<ReadonlySet<string> | null> {
  const kept = new Map<number, { at: number; keys: Promise<ReadonlySet<string> | null> }>();
  return (id, now = Date.now()) => {
    const held = kept.get(id);
    if (held && now - held.at < ttlMs) return held.keys;
    const keys = publishedForms.lastLive(id).then((form) => (form ? new Set(visitorFields(form.document).map((field) => field.key)) : null));
    kept.set(id, { at: now, keys });
    // A failed read is not kept: the next beacon asks again.
    keys.catch(() => kept.delete(id));
    return keys;
  };
}

export interface FormEventDeps {
  stats: FormStatsRecorder;
  /** The forms a path shows: its published page's and those of the variants of a test running there (its sections of type "form"). */
  formsOn: (path: string) => readonly number[];
  /** The live field keys of a form; null: not live. */
  fieldKeys: (form: number) => Promise<ReadonlySet<string> | null>;
  /** Its own budget per address (keys are prefixed, so it never spends another's). */
  rateLimiter: RateLimit;
  clientAddress: (c: Context) => string;
  trustProxy: boolean;
  allowedOrigins?: readonly string[];
  logger: Logger;
}

/** The beacon's route as a server process (boot.ts) and the tests build it: the serving's counts and pages, the forms' fields, the lead routes' guards. */
export function formEventDeps(
  db: Database,
  publishedForms: Pick<PublishedForms, "lastLive">,
  { pages, forms }: Pick<ExperimentServing, "pages" | "forms">,
  { clientAddress, trustProxy, allowedOrigins, logger }: Pick<FormEventDeps, "clientAddress" | "trustProxy" | "allowedOrigins" | "logger">,
): FormEventDeps {
  const rateLimiter = new DatabaseRateLimiter(db, FORM_EVENTS_PER_MINUTE);
  return { stats: forms, formsOn: (path) => pages.formsServedOn(path), fieldKeys: cachedFieldKeys(publishedForms), rateLimiter, clientAddress, trustProxy, allowedOrigins, logger };
}

const noStore = { "Cache-Control": "no-store" };

/** Why an event is not the page's form's, or null when it is. */
async function refusalOf(event: FormEvent, deps: FormEventDeps): Promise<string | null> {
  if (!deps.formsOn(event.path).includes(event.form)) return "That page shows no such form.";
  if (event.event === "start") return null;
  const keys = await deps.fieldKeys(event.form);
  return keys?.has(event.field!) ? null : "That form has no such field.";
}

function record(event: FormEvent, stats: FormStatsRecorder): void {
  if (event.event === "start") stats.started(event.form, event.path);
  else stats.stop(event.form, event.path, event.field!);
}

export function registerFormEventsRoute(app: Hono<AppEnv>, deps: FormEventDeps): void {
  app.post(FORM_EVENTS_ENDPOINT, ...beaconChecks(deps, MAX_FORM_EVENT_BYTES), async (c) => {
    const parsed = await beaconBody(c);
    if (parsed instanceof Response) return parsed;
    const { body } = parsed;
    // Crawlers that run scripts are answered as anyone, and counted as nobody.
    const agent = c.req.header("user-agent") ?? "";
    if (!agent || isBot(agent)) return c.body(null, 204, noStore);
    try {
      const decision = await deps.rateLimiter.check(`form-event:${deps.clientAddress(c)}`);
      if (!decision.allowed) return c.json({ error: "Too many." }, 429, { ...noStore, "Retry-After": String(decision.retryAfter) });
      const event = formEventOf(body);
      if (!event) return c.json({ error: "Send the form, the event (start or stop), the page's path and, for a stop, the field." }, 422, noStore);
      const refusal = await refusalOf(event, deps);
      if (refusal) return c.json({ error: refusal }, 422, noStore);
      record(event, deps.stats);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      return c.json({ error: "Unavailable." }, 503, { ...noStore, "Retry-After": String(UNAVAILABLE_RETRY_AFTER) });
    }
    return c.body(null, 204, noStore);
  });
  app.all(FORM_EVENTS_ENDPOINT, (c) => c.json({ error: "Method not allowed" }, 405, { ...noStore, Allow: "POST" }));
}
