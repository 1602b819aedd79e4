/**
 * The signed-in person's own account: the password (the current one is asked, under the sign-in
 * throttle) and the sessions where they are signed in.
 */
import { Hono } from "hono";
import { access } from "#server/auth/access.ts";
import { eq } from "drizzle-orm";
import { adminUsers } from "#server/platform/db/schema.ts";
import { audit } from "#server/auth/audit.ts";
import { ADMIN_RESPONSE_HEADERS, problem, readJson, text, type AdminDeps, type AdminEnv } from "#server/auth/http.ts";
import { hashPassword, passwordProblem } from "#server/auth/passwords.ts";
import { endAllSessions, endSessionById, listSessions } from "#server/auth/sessions.ts";
import type { PasswordConfirmation } from "#server/auth/sign-in-check.ts";

export function accountRoutes(deps: AdminDeps, confirmPassword: PasswordConfirmation) {
  const { db } = deps;
  // ASVS 6.2.3: a password change asks for the current one; the other sessions end with it.
  return new Hono<AdminEnv>()
    .post("/password", access("account"), async (c) => {
      const body = await readJson(c);
      if (body instanceof Response) return body;
      const { user, token } = c.get("admin");
      const current = text(body["current"], 1024) ?? "";
      const next = text(body["password"], 1024) ?? "";
      const refused = await confirmPassword(c, user, current, { action: "password-change-failed", message: "Your current password is not right." });
      if (refused) return refused;
      const weak = passwordProblem(next, user.email);
      if (weak) return problem(c, 422, weak);
      await db
        .update(adminUsers)
        .set({ passwordHash: await hashPassword(next) })
        .where(eq(adminUsers.id, user.id));
      const ended = await endAllSessions(db, user.id, token);
      await audit(db, { actor: user.email, action: "password-changed", detail: { otherSessionsEnded: ended }, address: deps.clientAddress(c) });
      return c.json({ ok: true, otherSessionsEnded: ended }, 200, ADMIN_RESPONSE_HEADERS);
    })
    .get("/sessions", access("account"), async (c) => {
      const { user, token } = c.get("admin");
      return c.json({ sessions: await listSessions(db, user.id, token) }, 200, ADMIN_RESPONSE_HEADERS);
    })
    .post("/sessions/:id/end", access("account"), async (c) => {
      const { user } = c.get("admin");
      if (!(await endSessionById(db, user.id, c.req.param("id").slice(0, 100)))) return problem(c, 404, "That session has already ended.");
      await audit(db, { actor: user.email, action: "sign-out", detail: { elsewhere: true }, address: deps.clientAddress(c) });
      return c.json({ ok: true }, 200, ADMIN_RESPONSE_HEADERS);
    });
}
