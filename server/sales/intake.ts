/**
 * The checks every public post that may become a lead goes through, in this order, before its own
 * (the contact form's schema, a built form's answers): cross-site (403), content type (415), size
 * before parsing (413), parse (400), rate limit (429 + Retry-After), Idempotency-Key syntax (400),
 * honeypot (pretends success, keeps nothing). One copy, so the contact endpoint and the forms'
 * endpoint refuse alike, in the same words.
 */
import type { Context } from "hono";
import { bodyLimit } from "#server/platform/http/body-limit.ts";
import { contactServerCopy } from "#shared/content/contact.ts";
import { HONEYPOT_FIELD } from "#shared/contact-schema.ts";
import { mediaType } from "#server/platform/http/media-type.ts";
import { isCrossSite } from "#server/platform/http/origin.ts";
import type { RateLimit } from "#server/platform/http/rate-limit.ts";
import { isDatabaseUnavailable, isDiskFull, UNAVAILABLE_RETRY_AFTER } from "#server/platform/db/availability.ts";
import type { ProofDecision, ProofGuard } from "#server/platform/http/proof-of-work.ts";
import type { OutboxChannel } from "#server/platform/db/schema.ts";
import type { Logger } from "#server/platform/logger.ts";
import type { Unlocked } from "#shared/forms/form.ts";
import { BUSY_AFTER_MS, type ContactStore, type StoreInput } from "#server/sales/contact/store.ts";
import type { LeadExperiments } from "#server/sales/experiments-seen.ts";

/** 2,000 characters of message may be up to 20,000 UTF-16 units (ten per character), JSON-escaped. */
export const MAX_BODY_BYTES = 64 * 1024;

export type Kind = "json" | "form";
export type RejectStatus = 400 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

export const noStore = { "Cache-Control": "no-store" };

export interface Rejection<V = Record<string, string>> {
  status: RejectStatus;
  error: string;
  headers?: Record<string, string>;
  /** What the visitor typed, for a form to show again. */
  values?: V;
  field?: string;
  /** Every field's problem (JSON clients). */
  fields?: Record<string, string>;
}

/** What the shared checks need: the origins a post may come from, the client's address and its rate limit. */
export interface IntakeDeps {
  rateLimiter: RateLimit;
  clientAddress: (c: Context) => string;
  /** The host a post addressed is read from the proxies' X-Forwarded-Host (the cross-site check, the visit's attribution). */
  trustProxy: boolean;
  allowedOrigins?: readonly string[];
  logger: Logger;
}

/** What every lead's intake needs, the contact form's and a built form's alike: the checks, the proof of work, the visit, the durable write. */
export interface LeadIntakeDeps extends IntakeDeps {
  /** Durable storage of messages with their outbox rows (group commit). */
  store: ContactStore;
  channels: readonly OutboxChannel[];
  /** Called after a message is stored (wakes the outbox worker). */
  onStored?: (id: string) => void;
  /** Who the visitor is and what page experiments they saw (ADR 042), read in the lead's commit; omitted: leads carry none. */
  experiments?: LeadExperiments;
  /**
   * Checks a post's proof of work (ADR 048) once its answers are valid, so fixing a field never
   * costs a new proof: the contact form's JSON posts when it is given (off by default, the spec's
   * form), a built form's posts when the form asks for one. Omitted: every post passes.
   */
  proofOfWork?: ProofGuard;
}

/** A post through the shared checks: its body, what to show again, and its key. */
export interface Taken<V> {
  kind: Kind;
  body: Record<string, unknown>;
  values: V;
  idempotencyKey?: string;
}

export function kindOf(c: Context): Kind | undefined {
  const type = mediaType(c);
  if (type === "application/json") return "json";
  if (type === "application/x-www-form-urlencoded" || type === "multipart/form-data") return "form";
  return undefined;
}

/** The database is down: nothing was stored, the visitor may retry shortly (their values are kept). */
export function unavailable<V>(values: V): Rejection<V> {
  return { status: 503, error: contactServerCopy.unavailable, headers: { "Retry-After": String(UNAVAILABLE_RETRY_AFTER) }, values };
}

/** A busy store: nothing was stored, and the form's script sends it again after this many seconds (its key unchanged). */
export const BUSY_RETRY_AFTER = 1;

/** More leads than the store commits: the words of `unavailable`, sooner. */
export function busy<V>(values: V): Rejection<V> {
  return { status: 503, error: contactServerCopy.unavailable, headers: { "Retry-After": String(BUSY_RETRY_AFTER) }, values };
}

/**
 * A post's proof of work by the policy every form follows (ADR 048): undefined when it may go on,
 * else its refusal in words (422 invalid, 429 too many without one, 503 the database is down).
 */
export async function proofRefusal<V>(c: Context, deps: IntakeDeps, check: () => Promise<ProofDecision>, values: V): Promise<Rejection<V> | undefined> {
  let proof;
  try {
    proof = await check();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    if (!isDiskFull(error)) deps.logger.warn({ reqId: c.get("requestId"), err: error }, "database unavailable, proof of work not checked");
    return unavailable(values);
  }
  if (proof.accepted) return undefined;
  return { status: proof.status, error: proof.error, values, ...(proof.status === 429 && { headers: { "Retry-After": String(proof.retryAfter) } }) };
}

/**
 * The shared checks, in order. `valuesOf` keeps what the visitor typed (never the honeypot);
 * `lists`: a plain post's repeated names (a group of checkboxes) are read as lists.
 */
export async function intake<V>(
  c: Context,
  deps: IntakeDeps,
  valuesOf: (body: Record<string, unknown>) => V,
  { lists = false, words }: { lists?: boolean; words: Pick<StoreWords, "discarded"> },
): Promise<Taken<V> | Rejection<V> | { status: "discarded" }> {
  const { logger } = deps;
  const kind = kindOf(c);
  if (isCrossSite(c, deps.allowedOrigins ?? [], deps.trustProxy)) return { status: 403, error: contactServerCopy.crossSite };
  if (!kind) return { status: 415, error: "Send the message as application/json or a form post." };
  const read = await readBody(c, kind, lists);
  if (!("body" in read)) return read;
  const { body } = read;
  const values = valuesOf(body);

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
    logger.info({ reqId: c.get("requestId") }, words.discarded);
    return { status: "discarded" };
  }
  return { kind, body, values, idempotencyKey };
}

/** The body, bounded before it is parsed: a JSON object or a form's fields. */
async function readBody(c: Context, kind: Kind, lists: boolean): Promise<{ body: Record<string, unknown> } | Rejection<never>> {
  // The rest of a refused body is never read, and Node closes the connection over it: said here, so
  // a client sends its next request on a new one instead of losing it on this one ("other side closed").
  let read: { body: Record<string, unknown> } | Rejection<never> = { status: 413, error: contactServerCopy.tooLarge, headers: { Connection: "close" } };
  // The limit's answer is not sent: what is sent follows from `read`, which stays "too large" unless the body is read.
  await bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.body(null, 413) })(c, async () => {
    try {
      read = { body: kind === "json" ? await readJson(c) : await readForm(c, lists) };
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

/** A form's text fields (files are dropped); with `lists`, a name sent more than once is a list of its texts. */
async function readForm(c: Context, lists: boolean): Promise<Record<string, unknown>> {
  const form = await c.req.parseBody({ all: lists });
  const texts = (value: unknown) => (Array.isArray(value) ? value.filter((item) => typeof item === "string") : typeof value === "string" ? value : undefined);
  return Object.fromEntries(Object.entries(form).flatMap(([name, value]) => (texts(value) === undefined ? [] : [[name, texts(value)]])));
}

/** The site page the form was sent from (same-origin Referer), for the sales team's context. */
export function sourcePage(c: Context): string | undefined {
  const referer = c.req.header("referer");
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return url.pathname.slice(0, 200);
  } catch {
    return undefined;
  }
}

export function withHeaders(response: Response, extra: Record<string, string>): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return new Response(response.body, { status: response.status, headers });
}

/** What the log says of a lead's write, per endpoint ("contact: message stored"), and of a honeypot hit. */
export interface StoreWords {
  stored: string;
  replayed: string;
  unavailable: string;
  /** Refused while the store was busy (logged once per spell, with the count). */
  busy: string;
  discarded: string;
}

/**
 * The durable write, the last step of every lead: 201 once committed (or a replay of the stored
 * one), 409 for a key reused with other answers, 503 while the database is away (values kept).
 */
export async function storeLead<V>(
  c: Context,
  deps: Pick<LeadIntakeDeps, "store" | "onStored" | "logger">,
  input: StoreInput,
  values: V,
  words: StoreWords,
  logged: Record<string, unknown> = {},
): Promise<{ status: 201; id: string; unlocked?: Unlocked } | Rejection<V>> {
  const { logger } = deps;
  let result;
  try {
    result = await deps.store.store(input);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    if (!isDiskFull(error)) logger.warn({ reqId: c.get("requestId"), err: error }, words.unavailable);
    return unavailable(values);
  }
  if (result.status === "busy") {
    logBusy(logger, words.busy);
    return busy(values);
  }
  if (result.status === "conflict") return { status: 409, error: "This Idempotency-Key was already used for a different message." };
  if (result.status === "created") {
    logger.info({ reqId: c.get("requestId"), messageId: result.id, ...logged }, words.stored);
    deps.onStored?.(result.id);
  } else {
    logger.info({ reqId: c.get("requestId"), messageId: result.id, ...logged }, words.replayed);
  }
  return { status: 201, id: result.id, ...(result.status === "duplicate" && result.unlocked && { unlocked: result.unlocked }) };
}

const BUSY_LOG_EVERY_MS = 10_000;
const busyLogged = new WeakMap<Logger, { at: number; refused: number }>();

/** One line per ten seconds of refusals, with their count: a line each would add to the load it reports. */
function logBusy(logger: Logger, words: string): void {
  const now = performance.now();
  const spell = busyLogged.get(logger) ?? { at: -Infinity, refused: 0 };
  spell.refused += 1;
  busyLogged.set(logger, spell);
  if (now - spell.at < BUSY_LOG_EVERY_MS) return;
  logger.warn({ refused: spell.refused, busyAfterMs: BUSY_AFTER_MS }, words);
  spell.at = now;
  spell.refused = 0;
}
