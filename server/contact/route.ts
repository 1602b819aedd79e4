/**
 * POST /api/submit-contact (the spec's "submit-contact" function). JSON from the site's form,
 * or a plain form post when JavaScript is off. Order of checks: cross-site, rate limit, content
 * type, size (before parsing), parse, honeypot, validation, then the durable write.
 */
import { randomUUID } from "node:crypto";
import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { contactServerCopy } from "../../app/content/contact";
import { HONEYPOT_FIELD, validateContact, type ContactField } from "../../app/lib/contact-schema";
import type { OutboxChannel } from "../db/schema";
import type { RateLimiter } from "./rate-limit";
import type { ContactStore } from "./store";

export const CONTACT_PATH = "/api/submit-contact";
export const MAX_BODY_BYTES = 16 * 1024;

export interface ContactDeps {
  /** Durable storage of messages with their outbox rows (group commit). */
  store: ContactStore;
  channels: readonly OutboxChannel[];
  rateLimiter: RateLimiter;
  /** The client's address for rate limiting (socket address, or X-Forwarded-For behind a trusted proxy). */
  clientAddress: (c: Context) => string;
  /** The no-JavaScript answer page: the form again, values kept, the error shown. */
  renderFallback: (state: { values: Record<string, string>; error: string }) => string;
  /** Called after a message is stored (wakes the outbox worker). */
  onStored?: (id: string) => void;
  /** Extra origins allowed to post (besides the request's own host). */
  allowedOrigins?: readonly string[];
  log?: (line: string) => void;
}

type Kind = "json" | "form";

function kindOf(c: Context): Kind | undefined {
  const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "application/json") return "json";
  if (type === "application/x-www-form-urlencoded" || type === "multipart/form-data") return "form";
  return undefined;
}

const noStore = { "Cache-Control": "no-store" };

function reject(c: Context, kind: Kind | undefined, status: 400 | 403 | 413 | 415 | 422 | 429 | 409, error: string, deps: ContactDeps, extra: Record<string, string> = {}, values: Record<string, string> = {}) {
  if (kind === "form") {
    return c.html(deps.renderFallback({ values, error }), status, { ...noStore, ...extra });
  }
  return c.json({ error }, status, { ...noStore, ...extra });
}

export function registerContactRoute(app: Hono, deps: ContactDeps) {
  const log = deps.log ?? ((line: string) => console.log(line));

  app.on(["GET", "PUT", "PATCH", "DELETE"], CONTACT_PATH, (c) =>
    c.json({ error: "Method not allowed" }, 405, { ...noStore, Allow: "POST" }),
  );

  app.post(
    CONTACT_PATH,
    async (c, next) => {
      const kind = kindOf(c);
      if (isCrossSite(c, deps.allowedOrigins ?? [])) return reject(c, kind, 403, contactServerCopy.crossSite, deps);
      const decision = deps.rateLimiter.check(deps.clientAddress(c));
      if (!decision.allowed) {
        return reject(c, kind, 429, contactServerCopy.tooMany, deps, { "Retry-After": String(decision.retryAfter) });
      }
      if (!kind) return reject(c, kind, 415, "Send the message as application/json or a form post.", deps);
      await next();
    },
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => reject(c, kindOf(c), 413, contactServerCopy.tooLarge, deps),
    }),
    async (c) => {
      const kind = kindOf(c)!;
      let body: Record<string, unknown>;
      try {
        body = kind === "json" ? await readJson(c) : await readForm(c);
      } catch {
        return reject(c, kind, 400, kind === "json" ? "The body is not a JSON object." : contactServerCopy.unsupported, deps);
      }
      const values = stringValues(body);

      const idempotencyKey = c.req.header("idempotency-key");
      if (idempotencyKey !== undefined && !/^[\x21-\x7e]{1,255}$/.test(idempotencyKey)) {
        return reject(c, kind, 400, "Idempotency-Key must be 1-255 printable characters.", deps);
      }

      // Bots fill every field; people never see this one. Pretend success, keep nothing.
      if (typeof body[HONEYPOT_FIELD] === "string" && body[HONEYPOT_FIELD].trim() !== "") {
        log("[contact] honeypot hit discarded");
        return kind === "form" ? c.redirect("/thank-you", 303) : c.json({ id: randomUUID() }, 201, noStore);
      }

      const validation = validateContact(body);
      if (!validation.success) {
        if (kind === "form") return reject(c, kind, 422, validation.message, deps, {}, values);
        return c.json({ error: validation.message, field: validation.field, fields: validation.fields }, 422, noStore);
      }

      const result = await deps.store.store({
        message: validation.data,
        channels: deps.channels,
        idempotencyKey,
        sourcePage: sourcePage(c),
      });
      if (result.status === "conflict") {
        return reject(c, kind, 409, "This Idempotency-Key was already used for a different message.", deps);
      }
      if (result.status === "created") {
        log(`[contact] stored message ${result.id}`);
        deps.onStored?.(result.id);
      } else {
        log(`[contact] retried submit returned message ${result.id}`);
      }
      if (kind === "form") return c.redirect("/thank-you", 303);
      // A replay gets the same answer as the original request (Idempotency-Key semantics).
      return c.json({ id: result.id }, 201, noStore);
    },
  );
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

function stringValues(body: Record<string, unknown>): Record<ContactField | string, string> {
  const values: Record<string, string> = {};
  for (const field of ["name", "email", "company", "phone", "message"]) {
    const value = body[field];
    if (typeof value === "string") values[field] = value.slice(0, 4000);
  }
  return values;
}

/** Browsers say where a request comes from; refuse posts that another site makes them send. */
export function isCrossSite(c: Context, allowedOrigins: readonly string[]): boolean {
  const fetchSite = c.req.header("sec-fetch-site");
  if (fetchSite === "cross-site") return true;
  const origin = c.req.header("origin");
  if (origin === undefined) return false;
  if (origin === "null") return true;
  try {
    const host = new URL(origin).host;
    const requestHost = c.req.header("x-forwarded-host") ?? c.req.header("host") ?? new URL(c.req.url).host;
    return host !== requestHost && !allowedOrigins.some((allowed) => new URL(allowed).host === host);
  } catch {
    return true;
  }
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
