/**
 * POST /api/submit-contact: JSON from the site's form, or a plain form post when JavaScript is off.
 * Order of checks: cross-site, content type, size (before parsing), parse, rate limit, honeypot,
 * validation, then the durable write. The rate limit comes after parsing (a body is at most 64 KB)
 * so that a visitor without JavaScript who is told to wait gets the form back with what they typed.
 */
import { randomUUID } from "node:crypto";
import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { contactFormCopy, contactServerCopy } from "#shared/content/contact.ts";
import { normalizeAttribution } from "#shared/attribution.ts";
import { withExperimentsSeen, type ExperimentsSeen } from "#server/sales/experiments-seen.ts";
import { CONTACT_ENDPOINT, CONTACT_FIELDS, HONEYPOT_FIELD, validateContact } from "#shared/contact-schema.ts";
import type { AppEnv } from "#server/platform/http/env.ts";
import { mediaType } from "#server/platform/http/media-type.ts";
import { isCrossSite, requestHost } from "#server/platform/http/origin.ts";
import type { RateLimit } from "#server/platform/http/rate-limit.ts";
import { isDatabaseUnavailable, isDiskFull, UNAVAILABLE_RETRY_AFTER } from "#server/platform/db/availability.ts";
import type { OutboxChannel } from "#server/platform/db/schema.ts";
import type { Logger } from "#server/platform/logger.ts";
import type { FallbackState } from "./fallback-page.ts";
import type { ContactStore } from "./store.ts";

export const CONTACT_PATH = CONTACT_ENDPOINT;
/** 2,000 characters of message may be up to 20,000 UTF-16 units (ten per character), JSON-escaped. */
export const MAX_BODY_BYTES = 64 * 1024;

export interface ContactDeps {
  /** Durable storage of messages with their outbox rows (group commit). */
  store: ContactStore;
  channels: readonly OutboxChannel[];
  rateLimiter: RateLimit;
  /** The client's address for rate limiting (socket address, or the one a trusted proxy appended). */
  clientAddress: (c: Context) => string;
  /** Whether X-Forwarded-Host (and -Proto) come from our own proxy and may be believed. */
  trustProxy: boolean;
  /** The no-JavaScript answer page: the contact page again, values kept, the error shown. */
  renderFallback: (state: FallbackState) => Promise<string>;
  /** Called after a message is stored (wakes the outbox worker). */
  onStored?: (id: string) => void;
  /** Extra origins allowed to post (besides the request's own host). */
  allowedOrigins?: readonly string[];
  /** The page experiments a visitor saw (ADR 042); omitted: leads carry none. */
  experimentsSeen?: ExperimentsSeen;
  logger: Logger;
}

type Kind = "json" | "form";
type RejectStatus = 400 | 403 | 409 | 413 | 415 | 422 | 429 | 503;

function kindOf(c: Context): Kind | undefined {
  const type = mediaType(c);
  if (type === "application/json") return "json";
  if (type === "application/x-www-form-urlencoded" || type === "multipart/form-data") return "form";
  return undefined;
}

const noStore = { "Cache-Control": "no-store" };

interface Rejection {
  status: RejectStatus;
  error: string;
  headers?: Record<string, string>;
  values?: Record<string, string>;
  field?: string;
}

async function reject(c: Context, kind: Kind | undefined, deps: ContactDeps, { status, error, headers = {}, values = {}, field }: Rejection) {
  if (kind === "form") {
    // The page's title says "Validation Error" for what the visitor can fix in the form, "Error" for the rest.
    const title = status === 422 ? contactFormCopy.validationTitle : contactFormCopy.errorTitle;
    return c.html(await deps.renderFallback({ values, error, title, field, page: sourcePage(c) }), status, { ...noStore, ...headers });
  }
  return c.json({ error }, status, { ...noStore, ...headers });
}

/** The database is down: nothing was stored, the visitor may retry shortly (their values are kept). */
function unavailable(c: Context, kind: Kind | undefined, deps: ContactDeps, values: Record<string, string> = {}) {
  return reject(c, kind, deps, { status: 503, error: contactServerCopy.unavailable, headers: { "Retry-After": String(UNAVAILABLE_RETRY_AFTER) }, values });
}

export function registerContactRoute(app: Hono<AppEnv>, deps: ContactDeps) {
  const { logger } = deps;

  app.post(
    CONTACT_PATH,
    async (c, next) => {
      const kind = kindOf(c);
      if (isCrossSite(c, deps.allowedOrigins ?? [], deps.trustProxy)) return reject(c, kind, deps, { status: 403, error: contactServerCopy.crossSite });
      if (!kind) return reject(c, kind, deps, { status: 415, error: "Send the message as application/json or a form post." });
      await next();
    },
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => reject(c, kindOf(c), deps, { status: 413, error: contactServerCopy.tooLarge }),
    }),
    async (c) => {
      const kind = kindOf(c)!;
      let body: Record<string, unknown>;
      try {
        body = kind === "json" ? await readJson(c) : await readForm(c);
      } catch {
        return reject(c, kind, deps, { status: 400, error: kind === "json" ? "The body is not a JSON object." : contactServerCopy.unsupported });
      }
      const values = stringValues(body);

      let decision;
      try {
        decision = await deps.rateLimiter.check(deps.clientAddress(c));
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        // A full disk is logged once by the database (database.ts), not once per refused lead.
        if (!isDiskFull(error)) logger.warn({ reqId: c.get("requestId"), err: error }, "rate limit: database unavailable");
        return unavailable(c, kind, deps, values);
      }
      if (!decision.allowed) {
        return reject(c, kind, deps, { status: 429, error: contactServerCopy.tooMany, headers: { "Retry-After": String(decision.retryAfter) }, values });
      }

      const idempotencyKey = c.req.header("idempotency-key");
      if (idempotencyKey !== undefined && !/^[\x21-\x7e]{1,255}$/.test(idempotencyKey)) {
        return reject(c, kind, deps, { status: 400, error: "Idempotency-Key must be 1-255 printable characters." });
      }

      // Bots fill every field; people never see this one. Pretend success, keep nothing.
      if (typeof body[HONEYPOT_FIELD] === "string" && body[HONEYPOT_FIELD].trim() !== "") {
        logger.info({ reqId: c.get("requestId") }, "contact: honeypot hit discarded");
        return kind === "form" ? c.redirect("/thank-you", 303) : c.json({ id: randomUUID() }, 201, noStore);
      }

      const validation = validateContact(body);
      if (!validation.success) {
        if (kind === "form") return reject(c, kind, deps, { status: 422, error: validation.message, values, field: validation.field });
        return c.json({ error: validation.message, field: validation.field, fields: validation.fields }, 422, noStore);
      }

      // The browser's record of the visit (JSON from the site's script), else what this request shows.
      const referer = c.req.header("referer") ?? null;
      const recorded = normalizeAttribution(kind === "json" ? body.attribution : undefined, referer, new Date(), requestHost(c, deps.trustProxy));
      const { attribution, visitorId } = await withExperimentsSeen(c, recorded, deps.experimentsSeen, logger);

      let result;
      try {
        result = await deps.store.store({ message: validation.data, channels: deps.channels, idempotencyKey, sourcePage: sourcePage(c), attribution, visitorId });
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        if (!isDiskFull(error)) logger.warn({ reqId: c.get("requestId"), err: error }, "contact: database unavailable, message not stored");
        return unavailable(c, kind, deps, values);
      }
      if (result.status === "conflict") {
        return reject(c, kind, deps, { status: 409, error: "This Idempotency-Key was already used for a different message." });
      }
      if (result.status === "created") {
        logger.info({ reqId: c.get("requestId"), messageId: result.id }, "contact: message stored");
        deps.onStored?.(result.id);
      } else {
        logger.info({ reqId: c.get("requestId"), messageId: result.id }, "contact: retried submit returned the stored message");
      }
      if (kind === "form") return c.redirect("/thank-you", 303);
      // A replay gets the same answer as the original request (Idempotency-Key semantics).
      return c.json({ id: result.id }, 201, noStore);
    },
  );

  // Every other method, OPTIONS and TRACE included: this address only takes a POST.
  app.all(CONTACT_PATH, (c) => c.json({ error: "Method not allowed" }, 405, { ...noStore, Allow: "POST" }));
}

async function readJson(c: Context): Promise<Record<string, unknown>> {
  const parsed: unknown = JSON.parse(await c.req.text());
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new Error("not an object");
  return parsed as Record<string, unknown>;
}

async function readForm(c: Context): Promise<Record<string, unknown>> {
  const form = await c.req.parseBody({ all: false });
  return Object.fromEntries(Object.entries(form).filter(([, value]) => typeof value === "string"));
}

/** What the visitor typed, to put back into the no-JavaScript form (bounded; never the honeypot). */
function stringValues(body: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of CONTACT_FIELDS) {
    const value = body[field];
    if (typeof value === "string") values[field] = value.slice(0, 20_000);
  }
  return values;
}

/** The site page the form was sent from (same-origin Referer), for the sales team's context. */
function sourcePage(c: Context): string | undefined {
  const referer = c.req.header("referer");
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return url.pathname.slice(0, 200);
  } catch {
    return undefined;
  }
}
