/**
 * The inbox's JSON API under /admin/api (issue 17, ADR 013). One guard runs before every route:
 * cross-site requests are refused, a session is required except on the few routes that sign
 * somebody in (PUBLIC_ADMIN_ROUTES), a disabled account is refused, and every state-changing
 * request must carry the session's CSRF token. A route added later is behind the guard by default.
 */
import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { eq } from "drizzle-orm";
import type { Database } from "#server/db/database.ts";
import { adminUsers, type AdminUserRow } from "#server/db/schema.ts";
import { eraseEmail, retryDead } from "#server/leads/queries.ts";
import { isLeadStatus } from "#app/lib/lead-status.ts";
import { reportQueryFrom } from "#app/lib/reports.ts";
import { addLeadNote, countNew, filterFromParams, leadDetail, leadPagesForExport, listLeads, NOTE_MAX_LENGTH, setLeadStatus } from "#server/leads/inbox.ts";
import { exportStream } from "#server/leads/export.ts";
import { buildReport } from "#server/leads/reports.ts";
import type { Logger } from "#server/logger.ts";
import { STAFF_WINDOW_ISOLATION } from "#server/security-headers.ts";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { audit, erasedAddressTarget } from "./audit.ts";
import {
  authenticate,
  authenticationOptions,
  CHALLENGE_COOKIE,
  CHALLENGE_TTL_MS,
  listPasskeys,
  registerPasskey,
  registrationOptions,
  removePasskey,
  type RelyingParty,
} from "./passkeys.ts";
import { HashingBusy, hashPassword, passwordProblem, verifyNothing, verifyPassword } from "./passwords.ts";
import { createSession, endAllSessions, endSession, endSessionById, listSessions, sessionFromCookie, SESSION_ABSOLUTE_MS, SESSION_COOKIE, type ActiveSession, type SignInMethod } from "./sessions.ts";
import { claimAttempt, inFlightLimit, releaseAttempt, throttleKeys, ACCOUNT_FAILURE_LIMIT, ADDRESS_FAILURE_LIMIT } from "./throttle.ts";
import { sameToken } from "./tokens.ts";
import { completeSetup, findUserByEmail, userForSetupToken } from "./users.ts";

export const ADMIN_API = "/admin/api";
export const MAX_ADMIN_BODY_BYTES = 64 * 1024;

/** The only admin API routes a visitor without a session may call: the ways in. */
export const PUBLIC_ADMIN_ROUTES: ReadonlySet<string> = new Set([
  `POST ${ADMIN_API}/sign-in`,
  `POST ${ADMIN_API}/setup`,
  `POST ${ADMIN_API}/setup/check`,
  `POST ${ADMIN_API}/passkeys/sign-in/options`,
  `POST ${ADMIN_API}/passkeys/sign-in`,
]);

export interface AdminDeps {
  db: Database;
  clientAddress: (c: Context) => string;
  /** Whether X-Forwarded-Host comes from our own proxy (the Origin check compares against it). */
  trustProxy: boolean;
  logger: Logger;
  /** The site's own origin (PUBLIC_URL): passkeys are bound to it, never to what a request claims. */
  relyingParty: RelyingParty;
  /**
   * Resolves once every commit so far is on stable storage (the embedded database; PostgreSQL's
   * COMMIT already waits). A state change is answered only after it.
   */
  afterCommit?: () => Promise<void>;
  /** Wakes the outbox worker after a dead letter is queued again. */
  onRetry?: () => void;
}

export type AdminEnv = { Variables: { admin: ActiveSession & { token: string } } };

/** Every admin answer: never cached, never indexed, in a window no other site's window can reach. */
export const ADMIN_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  ...STAFF_WINDOW_ISOLATION,
};

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Password and passkey checks in flight at once from one client address (this process). */
export const SIGN_INS_IN_FLIGHT_PER_ADDRESS = 2;

/**
 * Only this origin's own pages may call the API: Fetch Metadata where the browser sends it (every
 * current one), the Origin header otherwise. A form on another site, an <img>, a fetch from another
 * origin: all refused before anything runs.
 */
export function isSameOrigin(c: Context, trustProxy: boolean): boolean {
  const site = c.req.header("sec-fetch-site");
  if (site !== undefined) return site === "same-origin" || (site === "none" && c.req.method === "GET");
  const origin = c.req.header("origin");
  if (origin === undefined) return !UNSAFE_METHODS.has(c.req.method);
  try {
    const forwardedHost = trustProxy ? c.req.header("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
    return new URL(origin).host === (forwardedHost || c.req.header("host") || new URL(c.req.url).host);
  } catch {
    return false;
  }
}

function problem(c: Context, status: 400 | 401 | 403 | 404 | 413 | 415 | 422 | 429 | 503, error: string, extra: Record<string, string> = {}) {
  return c.json({ error }, status, { ...ADMIN_RESPONSE_HEADERS, ...extra });
}

/** The throttle's answer, the same wherever it guards a password or a passkey. */
function throttled(c: Context, wait: number) {
  const minutes = Math.ceil(wait / 60);
  return problem(c, 429, `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, { "Retry-After": String(wait) });
}

/** Too many checks at once (from this address, or in all): try again in a moment, nothing was evaluated. */
function busy(c: Context, status: 429 | 503) {
  return problem(c, status, "Too many sign-ins at once. Try again in a moment.", { "Retry-After": "1" });
}

/** Signed out: the browser drops what it cached or stored of the inbox's pages (ASVS 5.0 14.3.1). */
const SIGNED_OUT_HEADERS = { ...ADMIN_RESPONSE_HEADERS, "Clear-Site-Data": '"cache", "storage"' };

/** Removes a `__Host-` cookie (it must be cleared with the attributes it was set with). */
function clearCookie(c: Context, name: string) {
  deleteCookie(c, name, { path: "/", secure: true });
}

function userView(user: AdminUserRow) {
  return { email: user.email };
}

function setSessionCookie(c: Context, token: string) {
  setCookie(c, SESSION_COOKIE, token, { path: "/", secure: true, httpOnly: true, sameSite: "Lax", maxAge: SESSION_ABSOLUTE_MS / 1000 });
}

async function readJson(c: Context): Promise<Record<string, unknown> | Response> {
  if ((c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() !== "application/json") {
    return problem(c, 415, "Send JSON (Content-Type: application/json).");
  }
  try {
    const body: unknown = await c.req.json();
    return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : problem(c, 400, "Send a JSON object.");
  } catch {
    return problem(c, 400, "The request body is not valid JSON.");
  }
}

function text(value: unknown, max: number): string | undefined {
  return typeof value === "string" && value.length <= max ? value : undefined;
}

export function registerAdminApi(app: Hono, deps: AdminDeps): void {
  const { db, logger } = deps;
  const api = app as unknown as Hono<AdminEnv>;

  /** Starts a session after a proven sign-in; any session the browser already had is ended (no fixation). */
  async function signIn(c: Context, user: AdminUserRow, method: SignInMethod) {
    const previous = getCookie(c, SESSION_COOKIE);
    if (previous) await endSession(db, previous);
    const session = await createSession(db, user.id, method, c.req.header("user-agent") ?? "");
    await db.update(adminUsers).set({ lastSignInAt: new Date() }).where(eq(adminUsers.id, user.id));
    await audit(db, { actor: user.email, action: "sign-in", detail: { method }, address: deps.clientAddress(c) });
    setSessionCookie(c, session.token);
    return c.json({ user: userView(user), csrfToken: session.csrfToken }, 200, ADMIN_RESPONSE_HEADERS);
  }

  const signInsInFlight = inFlightLimit(SIGN_INS_IN_FLIGHT_PER_ADDRESS);

  /**
   * One password or passkey check under the throttle: counted before it is evaluated (so concurrent
   * guesses cannot outrun the count), refused at once when over a limit, and given back when it
   * succeeds or could not be evaluated. Answers the refusal itself; else whether the check passed.
   */
  async function throttledCheck(c: Context, account: string, check: () => Promise<boolean>): Promise<Response | boolean> {
    const address = deps.clientAddress(c);
    const leave = signInsInFlight.enter(address);
    if (!leave) return busy(c, 429);
    try {
      const keys = throttleKeys(account, address);
      const claim = await claimAttempt(db, keys);
      if (!claim.allowed) {
        // One audit row when a window starts refusing, not one per refusal: a flood cannot bury real events.
        for (const scope of claim.newlyThrottled) {
          const limit = scope === "account" ? ACCOUNT_FAILURE_LIMIT : ADDRESS_FAILURE_LIMIT;
          await audit(db, { actor: account, action: "sign-in-throttled", detail: { scope, limit, retryAfterSeconds: claim.wait }, address, ok: false });
        }
        return throttled(c, claim.wait);
      }
      let passed: boolean;
      try {
        passed = await check();
      } catch (error) {
        await releaseAttempt(db, keys);
        if (error instanceof HashingBusy) return busy(c, 503);
        throw error;
      }
      if (passed) await releaseAttempt(db, keys);
      return passed;
    } finally {
      leave();
    }
  }

  // A state change is answered only once it is on stable storage: a power cut must not undo an
  // erasure, a revoked session or a changed password that the inbox or the CLI reported as done.
  api.use(`${ADMIN_API}/*`, async (c, next) => {
    await next();
    if (!UNSAFE_METHODS.has(c.req.method) || !deps.afterCommit) return;
    try {
      await deps.afterCommit();
    } catch (error) {
      logger.error({ err: error }, "an inbox change could not be synced to disk");
      c.res = problem(c, 503, "The change could not be saved safely. Try again in a moment.", { "Retry-After": "5" });
    }
  });

  // No admin request needs more than a form or a passkey response; a larger or endless body is cut
  // off as it streams, whatever Content-Length says (or leaves out).
  api.use(`${ADMIN_API}/*`, bodyLimit({ maxSize: MAX_ADMIN_BODY_BYTES, onError: (c) => problem(c, 413, "Request too large.") }));

  api.use(`${ADMIN_API}/*`, async (c, next) => {
    for (const [name, value] of Object.entries(ADMIN_RESPONSE_HEADERS)) c.header(name, value);
    if (!isSameOrigin(c, deps.trustProxy)) return problem(c, 403, "Cross-site requests are not allowed.");
    if (PUBLIC_ADMIN_ROUTES.has(`${c.req.method} ${c.req.path}`)) return next();
    const found = await sessionFromCookie(db, getCookie(c, SESSION_COOKIE));
    if (found.state === "none") return problem(c, 401, "Sign in to continue.");
    if (found.state === "disabled") {
      clearCookie(c, SESSION_COOKIE);
      return problem(c, 403, "This account is disabled.");
    }
    const { active, token } = found;
    if (UNSAFE_METHODS.has(c.req.method)) {
      const type = c.req.header("content-type") ?? "";
      const sent =
        c.req.header("x-csrf-token") ??
        (type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data") ? String((await c.req.parseBody())["csrf"] ?? "") : "");
      if (!sameToken(sent, active.session.csrfToken)) return problem(c, 403, "The page is out of date. Reload it and try again.");
    }
    c.set("admin", { ...active, token });
    return next();
  });

  api.post(`${ADMIN_API}/sign-in`, async (c) => {
    const body = await readJson(c);
    if (body instanceof Response) return body;
    const email = text(body["email"], 320)?.trim() ?? "";
    const password = text(body["password"], 1024) ?? "";
    if (!email || !password) return problem(c, 422, "Enter your email and password.");
    let user: AdminUserRow | undefined;
    const passed = await throttledCheck(c, email, async () => {
      user = await findUserByEmail(db, email);
      // Same work and same answer for an unknown account, a disabled one, one not set up, and a wrong password.
      return user?.passwordHash && !user.disabledAt ? verifyPassword(password, user.passwordHash) : verifyNothing(password);
    });
    if (passed instanceof Response) return passed;
    if (!passed || !user) {
      await audit(db, { actor: email.toLowerCase(), action: "sign-in-failed", detail: { method: "password" }, address: deps.clientAddress(c), ok: false });
      return problem(c, 401, "That email and password don't match an account.");
    }
    return signIn(c, user, "password");
  });

  api.post(`${ADMIN_API}/setup/check`, async (c) => {
    const body = await readJson(c);
    if (body instanceof Response) return body;
    const user = await userForSetupToken(db, text(body["token"], 100) ?? "");
    if (!user || user.disabledAt) return problem(c, 404, "This setup link has expired or was already used. Ask for a new one.");
    return c.json({ email: user.email }, 200, ADMIN_RESPONSE_HEADERS);
  });

  api.post(`${ADMIN_API}/setup`, async (c) => {
    const body = await readJson(c);
    if (body instanceof Response) return body;
    const result = await completeSetup(db, text(body["token"], 100) ?? "", text(body["password"], 1024) ?? "");
    if ("problem" in result) return problem(c, 422, result.problem);
    await audit(db, { actor: result.email, action: "setup-completed", address: deps.clientAddress(c) });
    return signIn(c, result, "password");
  });

  api.get(`${ADMIN_API}/session`, async (c) => {
    const { user, session } = c.get("admin");
    return c.json({ user: userView(user), csrfToken: session.csrfToken, newCount: await countNew(db) }, 200, ADMIN_RESPONSE_HEADERS);
  });

  api.post(`${ADMIN_API}/sign-out`, async (c) => {
    const { user, token } = c.get("admin");
    await endSession(db, token);
    await audit(db, { actor: user.email, action: "sign-out", address: deps.clientAddress(c) });
    clearCookie(c, SESSION_COOKIE);
    return c.json({ ok: true }, 200, SIGNED_OUT_HEADERS);
  });

  api.post(`${ADMIN_API}/sign-out-everywhere`, async (c) => {
    const { user } = c.get("admin");
    const ended = await endAllSessions(db, user.id);
    await audit(db, { actor: user.email, action: "sign-out-everywhere", detail: { sessions: ended }, address: deps.clientAddress(c) });
    clearCookie(c, SESSION_COOKIE);
    return c.json({ ok: true, ended }, 200, SIGNED_OUT_HEADERS);
  });

  // ASVS 6.2.3: a password change asks for the current one; the other sessions end with it.
  api.post(`${ADMIN_API}/password`, async (c) => {
    const body = await readJson(c);
    if (body instanceof Response) return body;
    const { user, token } = c.get("admin");
    const current = text(body["current"], 1024) ?? "";
    const next = text(body["password"], 1024) ?? "";
    // The sign-in throttle covers this too: a stolen session must not become a password oracle.
    const passed = await throttledCheck(c, user.email, async () => Boolean(user.passwordHash) && verifyPassword(current, user.passwordHash!));
    if (passed instanceof Response) return passed;
    if (!passed) {
      await audit(db, { actor: user.email, action: "password-change-failed", address: deps.clientAddress(c), ok: false });
      return problem(c, 422, "Your current password is not right.");
    }
    const weak = passwordProblem(next, user.email);
    if (weak) return problem(c, 422, weak);
    await db.update(adminUsers).set({ passwordHash: await hashPassword(next) }).where(eq(adminUsers.id, user.id));
    const ended = await endAllSessions(db, user.id, token);
    await audit(db, { actor: user.email, action: "password-changed", detail: { otherSessionsEnded: ended }, address: deps.clientAddress(c) });
    return c.json({ ok: true, otherSessionsEnded: ended }, 200, ADMIN_RESPONSE_HEADERS);
  });

  api.get(`${ADMIN_API}/sessions`, async (c) => {
    const { user, token } = c.get("admin");
    return c.json({ sessions: await listSessions(db, user.id, token) }, 200, ADMIN_RESPONSE_HEADERS);
  });

  api.post(`${ADMIN_API}/sessions/:id/end`, async (c) => {
    const { user } = c.get("admin");
    if (!(await endSessionById(db, user.id, c.req.param("id").slice(0, 100)))) return problem(c, 404, "That session has already ended.");
    await audit(db, { actor: user.email, action: "sign-out", detail: { elsewhere: true }, address: deps.clientAddress(c) });
    return c.json({ ok: true }, 200, ADMIN_RESPONSE_HEADERS);
  });

  api.get(`${ADMIN_API}/leads`, async (c) => {
    const params = new URL(c.req.url).searchParams;
    const [result, newCount] = await Promise.all([listLeads(db, filterFromParams(params), Number(params.get("page") ?? 1)), countNew(db)]);
    return c.json({ ...result, newCount }, 200, ADMIN_RESPONSE_HEADERS);
  });

  api.get(`${ADMIN_API}/reports`, async (c) => {
    const report = await buildReport(db, reportQueryFrom(new URL(c.req.url).searchParams));
    return c.json(report, 200, ADMIN_RESPONSE_HEADERS);
  });

  api.get(`${ADMIN_API}/leads/:id`, async (c) => {
    const detail = await leadDetail(db, c.req.param("id").slice(0, 100));
    return detail ? c.json(detail, 200, ADMIN_RESPONSE_HEADERS) : problem(c, 404, "This lead does not exist (it may have been erased).");
  });

  api.post(`${ADMIN_API}/leads/:id/status`, async (c) => {
    const body = await readJson(c);
    if (body instanceof Response) return body;
    const status = body["status"];
    if (!isLeadStatus(status)) return problem(c, 422, "Choose a status from the list.");
    const { user } = c.get("admin");
    const id = c.req.param("id").slice(0, 100);
    const result = await setLeadStatus(db, id, status, user.email);
    if (!result) return problem(c, 404, "This lead does not exist (it may have been erased).");
    if (result.changed) await audit(db, { actor: user.email, action: "lead-status", target: id, detail: { status } });
    return c.json(result, 200, ADMIN_RESPONSE_HEADERS);
  });

  api.post(`${ADMIN_API}/leads/:id/notes`, async (c) => {
    const body = await readJson(c);
    if (body instanceof Response) return body;
    const note = typeof body["note"] === "string" ? body["note"].trim() : "";
    if (!note) return problem(c, 422, "Write a note first.");
    if ([...note].length > NOTE_MAX_LENGTH) return problem(c, 422, `Keep a note under ${NOTE_MAX_LENGTH.toLocaleString("en-US")} characters.`);
    const { user } = c.get("admin");
    const id = c.req.param("id").slice(0, 100);
    const event = await addLeadNote(db, id, note, user.email);
    if (!event) return problem(c, 404, "This lead does not exist (it may have been erased).");
    await audit(db, { actor: user.email, action: "lead-note", target: id });
    return c.json(event, 201, ADMIN_RESPONSE_HEADERS);
  });

  api.post(`${ADMIN_API}/deliveries/:id/retry`, async (c) => {
    const { user } = c.get("admin");
    const id = c.req.param("id").slice(0, 100);
    const count = await retryDead(db, [id]);
    if (count === 0) return problem(c, 404, "That delivery is not waiting for a retry.");
    await audit(db, { actor: user.email, action: "retry-delivery", target: id });
    deps.onRetry?.();
    return c.json({ queued: count }, 200, ADMIN_RESPONSE_HEADERS);
  });

  // A form post (the CSRF token as a field), so the browser downloads the file itself. The file is
  // streamed a page of leads at a time, so the contact form's writes run between the pages.
  api.post(`${ADMIN_API}/export`, async (c) => {
    const form = await c.req.parseBody();
    const params = new URLSearchParams();
    for (const key of ["q", "status", "from", "to"]) if (typeof form[key] === "string") params.set(key, form[key]);
    const format = form["format"] === "json" ? "json" : "csv";
    const filter = filterFromParams(params);
    const { user } = c.get("admin");
    const address = deps.clientAddress(c);
    // The search text may be a visitor's name or address: the log says a search was used, not what.
    const { q, ...rest } = filter;
    const body = exportStream(leadPagesForExport(db, filter), format, ({ count, complete }) =>
      audit(db, { actor: user.email, action: "export", detail: { format, count, complete, filter: { ...rest, search: Boolean(q) } }, address }),
    );
    const day = new Date().toISOString().slice(0, 10);
    return c.body(body, 200, {
      ...ADMIN_RESPONSE_HEADERS,
      "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.${format}"`,
    });
  });

  api.post(`${ADMIN_API}/erase`, async (c) => {
    const body = await readJson(c);
    if (body instanceof Response) return body;
    const email = text(body["email"], 320)?.trim() ?? "";
    if (!email.includes("@")) return problem(c, 422, "Enter the email address whose data should be erased.");
    if (text(body["confirm"], 320)?.trim().toLowerCase() !== email.toLowerCase()) return problem(c, 422, "Type the address again to confirm.");
    const erased = await eraseEmail(db, email);
    const { user } = c.get("admin");
    await audit(db, { actor: user.email, action: "erase", target: erasedAddressTarget(email), detail: { messages: erased }, address: deps.clientAddress(c) });
    logger.info({ erased }, "erasure from the inbox");
    return c.json({ erased }, 200, ADMIN_RESPONSE_HEADERS);
  });

  // Passkeys (server/admin/passkeys.ts), bound to the site's own origin (PUBLIC_URL): a request
  // claiming another Host or Origin cannot move them to a look-alike site.
  const rp = deps.relyingParty;
  const setChallenge = (c: Context, token: string) =>
    setCookie(c, CHALLENGE_COOKIE, token, { path: "/", secure: true, httpOnly: true, sameSite: "Strict", maxAge: CHALLENGE_TTL_MS / 1000 });
  const addressTag = (c: Context) => throttleKeys("", deps.clientAddress(c)).address;

  api.post(`${ADMIN_API}/passkeys/sign-in/options`, async (c) => {
    const { options, token } = await authenticationOptions(db, rp, addressTag(c));
    setChallenge(c, token);
    return c.json({ options }, 200, ADMIN_RESPONSE_HEADERS);
  });

  api.post(`${ADMIN_API}/passkeys/sign-in`, async (c) => {
    const body = await readJson(c);
    if (body instanceof Response) return body;
    const response = body["response"] as AuthenticationResponseJSON | undefined;
    let result: Awaited<ReturnType<typeof authenticate>> | undefined;
    const passed = await throttledCheck(c, `passkey:${String(response?.id ?? "").slice(0, 200)}`, async () => {
      result = await authenticate(db, rp, getCookie(c, CHALLENGE_COOKIE), response ?? ({} as AuthenticationResponseJSON));
      return !("problem" in result);
    });
    clearCookie(c, CHALLENGE_COOKIE);
    if (passed instanceof Response) return passed;
    if (!passed || !result || "problem" in result) {
      await audit(db, { actor: "passkey", action: "sign-in-failed", detail: { method: "passkey" }, address: deps.clientAddress(c), ok: false });
      return problem(c, 401, result && "problem" in result ? result.problem : "That passkey is not registered for an account here.");
    }
    return signIn(c, result.user, "passkey");
  });

  api.get(`${ADMIN_API}/passkeys`, async (c) => c.json({ passkeys: await listPasskeys(db, c.get("admin").user.id) }, 200, ADMIN_RESPONSE_HEADERS));

  // ASVS 5.0 7.5.1: a new way into the account needs the password again, not only a session.
  api.post(`${ADMIN_API}/passkeys/register/options`, async (c) => {
    const body = await readJson(c);
    if (body instanceof Response) return body;
    const { user } = c.get("admin");
    const password = text(body["password"], 1024) ?? "";
    const passed = await throttledCheck(c, user.email, async () => Boolean(user.passwordHash) && verifyPassword(password, user.passwordHash!));
    if (passed instanceof Response) return passed;
    if (!passed) {
      await audit(db, { actor: user.email, action: "passkey-add-refused", address: deps.clientAddress(c), ok: false });
      return problem(c, 422, "Your password is not right.");
    }
    const result = await registrationOptions(db, user, rp, addressTag(c));
    if ("problem" in result) return problem(c, 422, result.problem);
    setChallenge(c, result.token);
    return c.json({ options: result.options }, 200, ADMIN_RESPONSE_HEADERS);
  });

  api.post(`${ADMIN_API}/passkeys`, async (c) => {
    const body = await readJson(c);
    if (body instanceof Response) return body;
    const { user } = c.get("admin");
    const result = await registerPasskey(db, user, rp, getCookie(c, CHALLENGE_COOKIE), body["response"] as RegistrationResponseJSON);
    clearCookie(c, CHALLENGE_COOKIE);
    if ("problem" in result) return problem(c, 422, result.problem);
    await audit(db, { actor: user.email, action: "passkey-added", target: result.id.slice(0, 24), address: deps.clientAddress(c) });
    return c.json(result, 201, ADMIN_RESPONSE_HEADERS);
  });

  api.post(`${ADMIN_API}/passkeys/:id/delete`, async (c) => {
    const { user } = c.get("admin");
    const id = c.req.param("id").slice(0, 1024);
    if (!(await removePasskey(db, user.id, id))) return problem(c, 404, "No such passkey on this account.");
    await audit(db, { actor: user.email, action: "passkey-removed", target: id.slice(0, 24), address: deps.clientAddress(c) });
    return c.json({ ok: true }, 200, ADMIN_RESPONSE_HEADERS);
  });

  api.all(`${ADMIN_API}/*`, (c) => problem(c, 404, "Not found."));
}
