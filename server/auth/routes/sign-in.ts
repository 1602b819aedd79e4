/**
 * The ways in and out: sign-in with a password, a setup link, the session's own state, and
 * sign-out here or everywhere.
 */
import { Hono } from "hono";
import { access, openToVisitors } from "#server/auth/access.ts";
import { mayUse } from "#shared/admin-roles.ts";
import type { AdminUserRow } from "#server/platform/db/schema.ts";
import { audit } from "#server/auth/audit.ts";
import { ADMIN_RESPONSE_HEADERS, clearCookie, problem, readJson, SIGNED_OUT_HEADERS, text, type AdminDeps, type AdminEnv } from "#server/auth/http.ts";
import { verifyNothing, verifyPassword } from "#server/auth/passwords.ts";
import { endAllSessions, endSession, SESSION_COOKIE } from "#server/auth/sessions.ts";
import { userView, type SignIn, type ThrottledCheck } from "#server/auth/sign-in-check.ts";
import { completeSetup, findUserByEmail, userForSetupToken } from "#server/auth/users.ts";

/** How many leads are new, for the header's count: the sales side's figure, given by the composition (admin-api.ts). */
export type NewLeadCount = (db: AdminDeps["db"]) => Promise<number>;

export function signInRoutes(deps: AdminDeps, throttledCheck: ThrottledCheck, signIn: SignIn, countNew: NewLeadCount) {
  const { db } = deps;
  return new Hono<AdminEnv>()
    .post("/sign-in", openToVisitors(), async (c) => {
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
    })
    .post("/setup/check", openToVisitors(), async (c) => {
      const body = await readJson(c);
      if (body instanceof Response) return body;
      const user = await userForSetupToken(db, text(body["token"], 100) ?? "");
      if (!user || user.disabledAt) return problem(c, 404, "This setup link has expired or was already used. Ask for a new one.");
      return c.json({ email: user.email }, 200, ADMIN_RESPONSE_HEADERS);
    })
    .post("/setup", openToVisitors(), async (c) => {
      const body = await readJson(c);
      if (body instanceof Response) return body;
      const result = await completeSetup(db, text(body["token"], 100) ?? "", text(body["password"], 1024) ?? "");
      if ("problem" in result) return problem(c, 422, result.problem);
      await audit(db, { actor: result.email, action: "setup-completed", address: deps.clientAddress(c) });
      return signIn(c, result, "password");
    })
    .get("/session", access("account"), async (c) => {
      const { user, session } = c.get("admin");
      // How many leads are new is the leads' business: a role without them is told none.
      const newCount = mayUse(user.role, "leads") ? await countNew(db) : 0;
      return c.json({ user: userView(user), csrfToken: session.csrfToken, newCount }, 200, ADMIN_RESPONSE_HEADERS);
    })
    .post("/sign-out", access("account"), async (c) => {
      const { user, token } = c.get("admin");
      await endSession(db, token);
      await audit(db, { actor: user.email, action: "sign-out", address: deps.clientAddress(c) });
      clearCookie(c, SESSION_COOKIE);
      return c.json({ ok: true }, 200, SIGNED_OUT_HEADERS);
    })
    .post("/sign-out-everywhere", access("account"), async (c) => {
      const { user } = c.get("admin");
      const ended = await endAllSessions(db, user.id);
      await audit(db, { actor: user.email, action: "sign-out-everywhere", detail: { sessions: ended }, address: deps.clientAddress(c) });
      clearCookie(c, SESSION_COOKIE);
      return c.json({ ok: true, ended }, 200, SIGNED_OUT_HEADERS);
    });
}
