/**
 * Signing somebody in: every password or passkey check goes through the throttle (counted first,
 * bounded in flight per address), and a proven sign-in starts a fresh session.
 */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { eq } from "drizzle-orm";
import { adminUsers, type AdminUserRow } from "#server/platform/db/schema.ts";
import { audit, type AuditAction } from "./audit.ts";
import { ADMIN_RESPONSE_HEADERS, busy, problem, throttled, type AdminDeps } from "./http.ts";
import { HashingBusy, verifyPassword } from "./passwords.ts";
import { createSession, endSession, SESSION_ABSOLUTE_MS, SESSION_COOKIE, type SignInMethod } from "./sessions.ts";
import { ACCOUNT_FAILURE_LIMIT, ADDRESS_FAILURE_LIMIT, claimAttempt, inFlightLimit, releaseAttempt, throttleKeys } from "./throttle.ts";

/** Password and passkey checks in flight at once from one client address (this process). */
export const SIGN_INS_IN_FLIGHT_PER_ADDRESS = 2;

/** What the admin app shows of the signed-in person. */
export function userView(user: AdminUserRow) {
  return { email: user.email, role: user.role, away: user.away };
}

function setSessionCookie(c: Context, token: string) {
  setCookie(c, SESSION_COOKIE, token, { path: "/", secure: true, httpOnly: true, sameSite: "Lax", maxAge: SESSION_ABSOLUTE_MS / 1000 });
}

/** A check of a password or passkey: the refusal to send, or whether it passed. */
export type ThrottledCheck = (c: Context, account: string, check: () => Promise<boolean>) => Promise<ThrottleRefusal | boolean>;

/** The throttle's answer: too many attempts (429 with Retry-After) or too many at once. */
type ThrottleRefusal = ReturnType<typeof problem>;

/**
 * One password or passkey check under the throttle: counted before it is evaluated (so concurrent
 * guesses cannot outrun the count), refused at once when over a limit, and given back when it
 * succeeds or could not be evaluated. Answers the refusal itself; else whether the check passed.
 */
export function createThrottledCheck(deps: AdminDeps): ThrottledCheck {
  const { db } = deps;
  const signInsInFlight = inFlightLimit(SIGN_INS_IN_FLIGHT_PER_ADDRESS);
  return async (c, account, check) => {
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
  };
}

/**
 * The signed-in person's password asked again before a change that matters (a new password, a new
 * passkey), under the sign-in throttle: a stolen session must not become a password oracle. The
 * refusal to send (audited as `refusal`), or undefined when the password is right.
 */
export function createPasswordConfirmation(deps: AdminDeps, throttledCheck: ThrottledCheck) {
  return async (c: Context, user: AdminUserRow, password: string, refusal: { action: AuditAction; message: string }): Promise<ThrottleRefusal | undefined> => {
    const passed = await throttledCheck(c, user.email, async () => Boolean(user.passwordHash) && verifyPassword(password, user.passwordHash!));
    if (passed instanceof Response) return passed;
    if (passed) return undefined;
    await audit(deps.db, { actor: user.email, action: refusal.action, address: deps.clientAddress(c), ok: false });
    return problem(c, 422, refusal.message);
  };
}

export type PasswordConfirmation = ReturnType<typeof createPasswordConfirmation>;

/** Starts a session after a proven sign-in; any session the browser already had is ended (no fixation). */
export function createSignIn(deps: AdminDeps) {
  const { db } = deps;
  return async (c: Context, user: AdminUserRow, method: SignInMethod) => {
    const previous = getCookie(c, SESSION_COOKIE);
    if (previous) await endSession(db, previous);
    const session = await createSession(db, user.id, method, c.req.header("user-agent") ?? "");
    await db.update(adminUsers).set({ lastSignInAt: new Date() }).where(eq(adminUsers.id, user.id));
    await audit(db, { actor: user.email, action: "sign-in", detail: { method }, address: deps.clientAddress(c) });
    setSessionCookie(c, session.token);
    return c.json({ user: userView(user), csrfToken: session.csrfToken }, 200, ADMIN_RESPONSE_HEADERS);
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
