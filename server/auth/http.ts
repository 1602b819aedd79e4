/**
 * What every route of the admin API shares: its address, its dependencies, the headers of
 * every answer, the same-origin check, and the few ways it answers a problem or reads a body.
 */
import { ADMIN_PATH } from "#shared/site-paths.ts";
import type { Context } from "hono";
import { deleteCookie } from "hono/cookie";
import type { Database } from "#server/platform/db/database.ts";
import { FieldsRefused } from "#server/platform/field-problems.ts";
import { mediaType } from "#server/platform/http/media-type.ts";
import type { Logger } from "#server/platform/logger.ts";
import { ADMIN_WINDOW_ISOLATION } from "#server/platform/security-headers.ts";
import { UNSTORABLE_TEXT_PROBLEM, unstorableTextAt } from "#shared/stored-text.ts";
import type { RelyingParty } from "./passkeys.ts";
import type { ActiveSession } from "./sessions.ts";

export const ADMIN_API = `${ADMIN_PATH}/api`;
export const MAX_ADMIN_BODY_BYTES = 64 * 1024;

/** What every admin route is given; an area's routes add their own (SalesAdminDeps, StudioAdminDeps), composed in admin-api.ts. */
export interface AdminDeps {
  db: Database;
  clientAddress: (c: Context) => string;
  /** Whether X-Forwarded-Host comes from our own proxy (the Origin check compares against it). */
  trustProxy: boolean;
  logger: Logger;
  /** The site's own origin (PUBLIC_URL): passkeys are bound to it, never to what a request claims. */
  relyingParty: RelyingParty;
}

export type AdminEnv = { Variables: { admin: ActiveSession & { token: string } } };

/** Every admin answer: never cached, never indexed, in a window no other site's window can reach. */
export const ADMIN_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  ...ADMIN_WINDOW_ISOLATION,
};

export function problem(c: Context, status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503, error: string, extra: Record<string, string> = {}) {
  return c.json({ error }, status, { ...ADMIN_RESPONSE_HEADERS, ...extra });
}

/** A change refused field by field (FieldsRefused) answers 422 with the problems by field; anything else goes on. */
export async function answerRefusedFields<Answer extends Response>(c: Context, run: () => Promise<Answer>) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof FieldsRefused) return c.json({ error: error.message, problems: error.problems as Record<string, string> }, 422, ADMIN_RESPONSE_HEADERS);
    throw error;
  }
}

/** The throttle's answer, the same wherever it guards a password or a passkey. */
export function throttled(c: Context, wait: number) {
  const minutes = Math.ceil(wait / 60);
  return problem(c, 429, `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, { "Retry-After": String(wait) });
}

/** Too many checks at once (from this address, or in all): try again in a moment, nothing was evaluated. */
export function busy(c: Context, status: 429 | 503) {
  return problem(c, status, "Too many sign-ins at once. Try again in a moment.", { "Retry-After": "1" });
}

/** Signed out: the browser drops what it cached or stored of the admin app's pages (ASVS 5.0 14.3.1). */
export const SIGNED_OUT_HEADERS = { ...ADMIN_RESPONSE_HEADERS, "Clear-Site-Data": '"cache", "storage"' };

/** Removes a `__Host-` cookie (it must be cleared with the attributes it was set with). */
export function clearCookie(c: Context, name: string) {
  deleteCookie(c, name, { path: "/", secure: true });
}

/** A request's JSON object, or the answer refusing it: not JSON (415, 400), or holding text the store cannot keep (422, by field). */
export async function readJson(c: Context) {
  if (mediaType(c) !== "application/json") {
    return problem(c, 415, "Send JSON (Content-Type: application/json).");
  }
  try {
    const body: unknown = await c.req.json();
    if (!body || typeof body !== "object" || Array.isArray(body)) return problem(c, 400, "Send a JSON object.");
    // Every route stores what it reads: text the store cannot keep is refused here, by field, for all of them.
    const at = unstorableTextAt(body);
    if (at !== undefined) return c.json({ error: `${at}: ${UNSTORABLE_TEXT_PROBLEM}`, problems: { [at]: UNSTORABLE_TEXT_PROBLEM } }, 422, ADMIN_RESPONSE_HEADERS);
    return body as Record<string, unknown>;
  } catch {
    return problem(c, 400, "The request body is not valid JSON.");
  }
}

export function text(value: unknown, max: number): string | undefined {
  return typeof value === "string" && value.length <= max ? value : undefined;
}
