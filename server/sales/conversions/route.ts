/**
 * POST /api/conversions: the site's own record of a booking-page visit or a booked demo, sent as a
 * beacon (app/site/enhance/conversions.ts), stored with the visit's attribution for the admin app's reports.
 * A booked demo names its meeting, so the scheduler's webhook (server/sales/meetings) never counts it again.
 * Same guards as the contact form, in its order: same site, JSON, small, rate limited per address;
 * nothing here identifies the visitor, but for one who saw a page experiment its visitor id (counted
 * once per visitor there). A count, not a lead: it is written without waiting for a
 * disk sync, and a crash may lose the last few.
 */
import { randomUUID } from "node:crypto";
import type { Context, Hono } from "hono";
import { sql } from "drizzle-orm";
import { normalizeAttribution, type Attribution } from "#shared/attribution.ts";
import { withExperimentsSeen, type ExperimentsSeen } from "#server/sales/experiments-seen.ts";
import { recreditConversion } from "#server/sales/experiment-conversions.ts";
import { CONVERSIONS_ENDPOINT, isConversionKind } from "#shared/conversions.ts";
import { isStorableText } from "#shared/stored-text.ts";
import type { AppEnv } from "#server/platform/http/env.ts";
import { beaconBody, beaconChecks } from "#server/platform/http/json-beacon.ts";
import { requestHost } from "#server/platform/http/origin.ts";
import type { RateLimit } from "#server/platform/http/rate-limit.ts";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { isDatabaseUnavailable, isDiskFull, UNAVAILABLE_RETRY_AFTER } from "#server/platform/db/availability.ts";
import { conversions } from "#server/platform/db/schema.ts";
import type { Logger } from "#server/platform/logger.ts";

/** A kind and an attribution record: a few hundred bytes; the contact form's limit would be generous. */
export const MAX_CONVERSION_BYTES = 8 * 1024;

export interface ConversionDeps {
  db: Database;
  /** Its own budget per address (keys are prefixed, so it never spends the contact form's). */
  rateLimiter: RateLimit;
  clientAddress: (c: Context) => string;
  trustProxy: boolean;
  allowedOrigins?: readonly string[];
  /** The page experiments a visitor saw (ADR 042); omitted: conversions carry none. */
  experimentsSeen?: ExperimentsSeen;
  logger: Logger;
}

const noStore = { "Cache-Control": "no-store" };

/** The scheduler's address of a booked meeting, as its widget reported it; anything else is left out. */
function meetingIdOf(body: unknown): string | null {
  const meeting = (body as { meeting?: unknown }).meeting;
  if (typeof meeting !== "string" || meeting.length > 300 || !isStorableText(meeting)) return null;
  try {
    return new URL(meeting).protocol === "https:" ? meeting : null;
  } catch {
    return null;
  }
}

/**
 * One row per meeting: the scheduler's webhook may have counted this booking already (or will). Its
 * row knows nothing of the page experiments: the browser's visitor and what they saw join it.
 */
function upsertConversion(db: Executor, row: typeof conversions.$inferInsert) {
  return db
    .insert(conversions)
    .values(row)
    .onConflictDoUpdate({
      target: conversions.meetingId,
      set: { visitorId: sql`excluded.visitor_id`, attribution: sql`${conversions.attribution} || jsonb_build_object('experiments', excluded.attribution->'experiments')` },
      setWhere: sql`${conversions.visitorId} is null and excluded.visitor_id is not null`,
    })
    .returning({ id: conversions.id, at: conversions.at, visitorId: conversions.visitorId, meetingId: conversions.meetingId });
}

/** The conversion, and with the experiments its visitor saw, their credits in the same transaction. */
async function storeConversion(db: Database, row: typeof conversions.$inferInsert & { attribution: Attribution }): Promise<void> {
  const seen = row.attribution.experiments;
  if (!seen?.length) {
    await upsertConversion(db, row);
    return;
  }
  await db.transaction(async (tx) => {
    const [stored] = await upsertConversion(tx, row);
    // Nothing written: the meeting's row already has its visitor.
    if (!stored) return;
    await recreditConversion(tx, { source: { conversionId: stored.id }, seen, unit: stored.visitorId ?? stored.meetingId ?? stored.id, at: stored.at });
  });
}

export function registerConversionRoute(app: Hono<AppEnv>, deps: ConversionDeps) {
  app.post(CONVERSIONS_ENDPOINT, ...beaconChecks(deps, MAX_CONVERSION_BYTES), async (c) => {
    const parsed = await beaconBody(c);
    if (parsed instanceof Response) return parsed;
    const { body } = parsed;
    const kind = (body as { kind?: unknown } | null)?.kind;
    if (!isConversionKind(kind)) return c.json({ error: "Unknown conversion." }, 422, noStore);
    try {
      const decision = await deps.rateLimiter.check(`conversion:${deps.clientAddress(c)}`);
      if (!decision.allowed) return c.json({ error: "Too many." }, 429, { ...noStore, "Retry-After": String(decision.retryAfter) });
      const recorded = normalizeAttribution((body as { attribution?: unknown }).attribution, c.req.header("referer") ?? null, new Date(), requestHost(c, deps.trustProxy));
      const { attribution, visitorId } = await withExperimentsSeen(c, recorded, deps.experimentsSeen, deps.logger);
      await storeConversion(deps.db, { id: randomUUID(), kind, attribution, meetingId: kind === "demo_booked" ? meetingIdOf(body) : null, visitorId: visitorId ?? null });
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      // A full disk is logged once by the database (database.ts), not once per refused request.
      if (!isDiskFull(error)) deps.logger.warn({ reqId: c.get("requestId"), err: error }, "conversion: database unavailable, not recorded");
      return c.json({ error: "Unavailable." }, 503, { ...noStore, "Retry-After": String(UNAVAILABLE_RETRY_AFTER) });
    }
    return c.body(null, 204, noStore);
  });
  app.all(CONVERSIONS_ENDPOINT, (c) => c.json({ error: "Method not allowed" }, 405, { ...noStore, Allow: "POST" }));
}
