/**
 * POST /api/submit-contact: JSON from the site's form, or a plain form post when JavaScript is off.
 * Order of checks: cross-site, content type, size (before parsing), parse, rate limit, honeypot,
 * validation, then the durable write. The rate limit comes after parsing (a body is at most 64 KB)
 * so that a visitor without JavaScript who is told to wait gets the form back with what they typed.
 * A form post is answered by its page: the page route's action runs it through these same checks
 * (`answerFromPage`), then redirects to the thank-you page or shows the page with the error.
 */
import { randomUUID } from "node:crypto";
import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { contactFormCopy, contactServerCopy } from "#shared/content/contact.ts";
import { normalizeAttribution } from "#shared/attribution.ts";
import { THANK_YOU_PATH, type ContactFormAnswer, type ContactPost, type ContactPostOutcome } from "#shared/contact-post.ts";
import { withExperimentsSeen, type ExperimentsSeen } from "#server/sales/experiments-seen.ts";
import { CONTACT_ENDPOINT, CONTACT_FIELDS, HONEYPOT_FIELD, validateContact } from "#shared/contact-schema.ts";
import type { AppEnv } from "#server/platform/http/env.ts";
import { mediaType } from "#server/platform/http/media-type.ts";
import { isCrossSite, requestHost } from "#server/platform/http/origin.ts";
import { proofDecision, type ProofGuard } from "#server/platform/http/proof-of-work.ts";
import type { RateLimit } from "#server/platform/http/rate-limit.ts";
import { isDatabaseUnavailable, isDiskFull, UNAVAILABLE_RETRY_AFTER } from "#server/platform/db/availability.ts";
import type { OutboxChannel } from "#server/platform/db/schema.ts";
import type { Logger } from "#server/platform/logger.ts";
import { minimalAnswer } from "./minimal-answer.ts";
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
  /**
   * Answers a form posted without JavaScript from the site's page at `from` when it holds the
   * form, else from the contact page: its route's action submits `post`. Undefined when no page
   * holds the form (omitted: a site without pages), and the answer is a minimal page.
   */
  answerFromPage?: (from: string | undefined, post: ContactPost) => Promise<Response | undefined>;
  /** Called after a message is stored (wakes the outbox worker). */
  onStored?: (id: string) => void;
  /** Extra origins allowed to post (besides the request's own host). */
  allowedOrigins?: readonly string[];
  /** The page experiments a visitor saw (ADR 042); omitted: leads carry none. */
  experimentsSeen?: ExperimentsSeen;
  /**
   * Asks JSON posts for a proof of work (ADR 048), checked once the message is valid, so fixing a
   * field never costs a new proof. Omitted (the default): the spec's form, no proof asked.
   */
  proofOfWork?: ProofGuard;
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
  /** What the visitor typed, for a form to show again. */
  values?: Record<string, string>;
  field?: string;
  /** Every field's problem (JSON clients). */
  fields?: Record<string, string>;
}

/** What became of a submission: stored (or a replay of a stored one), a bot's discarded, or refused. */
type Outcome = { status: 201; id: string } | { status: "discarded" } | Rejection;

/** The database is down: nothing was stored, the visitor may retry shortly (their values are kept). */
function unavailable(values: Record<string, string> = {}): Rejection {
  return { status: 503, error: contactServerCopy.unavailable, headers: { "Retry-After": String(UNAVAILABLE_RETRY_AFTER) }, values };
}

export function registerContactRoute(app: Hono<AppEnv>, deps: ContactDeps) {
  app.post(CONTACT_PATH, (c) => (kindOf(c) === "form" ? formAnswer(c, deps) : jsonAnswer(c, deps)));

  // Every other method, OPTIONS and TRACE included: this address only takes a POST.
  app.all(CONTACT_PATH, (c) => c.json({ error: "Method not allowed" }, 405, { ...noStore, Allow: "POST" }));
}

async function jsonAnswer(c: Context, deps: ContactDeps): Promise<Response> {
  const outcome = await submission(c, deps);
  // A bot is told it succeeded; a replay gets the same answer as the original request (Idempotency-Key semantics).
  if (outcome.status === "discarded") return c.json({ id: randomUUID() }, 201, noStore);
  if (outcome.status === 201) return c.json({ id: outcome.id }, 201, noStore);
  const { status, error, headers = {}, field, fields } = outcome;
  return c.json(status === 422 ? { error, field, fields } : { error }, status, { ...noStore, ...headers });
}

/** A form posted without JavaScript: its page's action submits it; a site without such a page answers with a minimal one. */
async function formAnswer(c: Context, deps: ContactDeps): Promise<Response> {
  let outcome: Outcome | undefined;
  const post: ContactPost = { submit: async () => postOutcome((outcome = await submission(c, deps))) };
  const page = await deps.answerFromPage?.(sourcePage(c), post);
  if (page) return outcome && "error" in outcome ? withHeaders(page, { ...noStore, ...outcome.headers }) : page;
  const done = outcome ?? (await submission(c, deps));
  if (!("error" in done)) return c.redirect(THANK_YOU_PATH, 303);
  return c.html(minimalAnswer(formAnswerOf(done)), done.status, { ...noStore, ...done.headers });
}

function postOutcome(outcome: Outcome): ContactPostOutcome {
  return "error" in outcome ? { accepted: false, status: outcome.status, ...formAnswerOf(outcome) } : { accepted: true };
}

function formAnswerOf({ status, error, values = {}, field }: Rejection): ContactFormAnswer {
  // The alert's heading says "Validation Error" for what the visitor can fix in the form, "Error" for the rest.
  return { values, error, title: status === 422 ? contactFormCopy.validationTitle : contactFormCopy.errorTitle, field };
}

function withHeaders(response: Response, extra: Record<string, string>): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return new Response(response.body, { status: response.status, headers });
}

/** One submission through every check, to the durable write. */
async function submission(c: Context, deps: ContactDeps): Promise<Outcome> {
  const { logger } = deps;
  const kind = kindOf(c);
  if (isCrossSite(c, deps.allowedOrigins ?? [], deps.trustProxy)) return { status: 403, error: contactServerCopy.crossSite };
  if (!kind) return { status: 415, error: "Send the message as application/json or a form post." };
  const read = await readBody(c, kind);
  if (!("body" in read)) return read;
  const { body } = read;
  const values = stringValues(body);

  let decision;
  try {
    decision = await deps.rateLimiter.check(deps.clientAddress(c));
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    // A full disk is logged once by the database (database.ts), not once per refused lead.
    if (!isDiskFull(error)) logger.warn({ reqId: c.get("requestId"), err: error }, "rate limit: database unavailable");
    return unavailable(values);
  }
  if (!decision.allowed) return { status: 429, error: contactServerCopy.tooMany, headers: { "Retry-After": String(decision.retryAfter) }, values };

  const idempotencyKey = c.req.header("idempotency-key");
  if (idempotencyKey !== undefined && !/^[\x21-\x7e]{1,255}$/.test(idempotencyKey)) {
    return { status: 400, error: "Idempotency-Key must be 1-255 printable characters." };
  }

  // Bots fill every field; people never see this one. Pretend success, keep nothing.
  if (typeof body[HONEYPOT_FIELD] === "string" && body[HONEYPOT_FIELD].trim() !== "") {
    logger.info({ reqId: c.get("requestId") }, "contact: honeypot hit discarded");
    return { status: "discarded" };
  }

  const validation = validateContact(body);
  if (!validation.success) return { status: 422, error: validation.message, values, field: validation.field, fields: validation.fields };

  if (deps.proofOfWork && kind === "json") {
    const refused = await proofRefusal(c, deps, deps.proofOfWork, body, values);
    if (refused) return refused;
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
    return unavailable(values);
  }
  if (result.status === "conflict") return { status: 409, error: "This Idempotency-Key was already used for a different message." };
  if (result.status === "created") {
    logger.info({ reqId: c.get("requestId"), messageId: result.id }, "contact: message stored");
    deps.onStored?.(result.id);
  } else {
    logger.info({ reqId: c.get("requestId"), messageId: result.id }, "contact: retried submit returned the stored message");
  }
  return { status: 201, id: result.id };
}

/** A JSON post's proof of work, by the policy every form follows (ADR 048): undefined when it may go on. */
async function proofRefusal(c: Context, deps: ContactDeps, guard: ProofGuard, body: Record<string, unknown>, values: Record<string, string>): Promise<Rejection | undefined> {
  const reqId = c.get("requestId");
  let proof;
  try {
    proof = await proofDecision(body, { form: "contact", address: deps.clientAddress(c), guard, onRefused: (reason) => deps.logger.info({ reqId, reason }, "contact: proof of work refused") });
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    if (!isDiskFull(error)) deps.logger.warn({ reqId, err: error }, "contact: database unavailable, proof of work not checked");
    return unavailable(values);
  }
  if (proof.accepted) return undefined;
  return { status: proof.status, error: proof.error, values, ...(proof.status === 429 && { headers: { "Retry-After": String(proof.retryAfter) } }) };
}

/** The body, bounded before it is parsed: a JSON object or a form's fields. */
async function readBody(c: Context, kind: Kind): Promise<{ body: Record<string, unknown> } | Rejection> {
  let read: { body: Record<string, unknown> } | Rejection = { status: 413, error: contactServerCopy.tooLarge };
  // The limit's answer is not sent: what is sent follows from `read`, which stays "too large" unless the body is read.
  await bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.body(null, 413) })(c, async () => {
    try {
      read = { body: kind === "json" ? await readJson(c) : await readForm(c) };
    } catch {
      read = { status: 400, error: kind === "json" ? "The body is not a JSON object." : contactServerCopy.unsupported };
    }
  });
  return read;
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
