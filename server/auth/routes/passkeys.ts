/**
 * Passkeys (server/auth/passkeys.ts), bound to the site's own origin (PUBLIC_URL): a request
 * claiming another Host or Origin cannot move them to a look-alike site. Signing in with one, and
 * listing, adding (the password asked again) and removing the account's own.
 */
import { Hono, type Context } from "hono";
import { access, openToVisitors } from "#server/auth/access.ts";
import { getCookie, setCookie } from "hono/cookie";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { audit } from "#server/auth/audit.ts";
import { ADMIN_RESPONSE_HEADERS, clearCookie, problem, readJson, text, type AdminDeps, type AdminEnv } from "#server/auth/http.ts";
import { authenticate, authenticationOptions, CHALLENGE_COOKIE, CHALLENGE_TTL_MS, listPasskeys, registerPasskey, registrationOptions, removePasskey } from "#server/auth/passkeys.ts";
import type { PasswordConfirmation, SignIn, ThrottledCheck } from "#server/auth/sign-in-check.ts";
import { addressKey } from "#server/auth/throttle.ts";

export function passkeyRoutes(deps: AdminDeps, throttledCheck: ThrottledCheck, confirmPassword: PasswordConfirmation, signIn: SignIn) {
  const { db } = deps;
  const rp = deps.relyingParty;
  const setChallenge = (c: Context, token: string) => setCookie(c, CHALLENGE_COOKIE, token, { path: "/", secure: true, httpOnly: true, sameSite: "Strict", maxAge: CHALLENGE_TTL_MS / 1000 });
  const addressTag = (c: Context) => addressKey(deps.clientAddress(c));

  // ASVS 5.0 7.5.1: a new way into the account needs the password again, not only a session.
  return new Hono<AdminEnv>()
    .post("/passkeys/sign-in/options", openToVisitors(), async (c) => {
      const { options, token } = await authenticationOptions(db, rp, addressTag(c));
      setChallenge(c, token);
      return c.json({ options }, 200, ADMIN_RESPONSE_HEADERS);
    })
    .post("/passkeys/sign-in", openToVisitors(), async (c) => {
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
    })
    .get("/passkeys", access("account"), async (c) => c.json({ passkeys: await listPasskeys(db, c.get("admin").user.id) }, 200, ADMIN_RESPONSE_HEADERS))
    .post("/passkeys/register/options", access("account"), async (c) => {
      const body = await readJson(c);
      if (body instanceof Response) return body;
      const { user } = c.get("admin");
      const refused = await confirmPassword(c, user, text(body["password"], 1024) ?? "", { action: "passkey-add-refused", message: "Your password is not right." });
      if (refused) return refused;
      const result = await registrationOptions(db, user, rp, addressTag(c));
      if ("problem" in result) return problem(c, 422, result.problem);
      setChallenge(c, result.token);
      return c.json({ options: result.options }, 200, ADMIN_RESPONSE_HEADERS);
    })
    .post("/passkeys", access("account"), async (c) => {
      const body = await readJson(c);
      if (body instanceof Response) return body;
      const { user } = c.get("admin");
      const result = await registerPasskey(db, user, rp, getCookie(c, CHALLENGE_COOKIE), body["response"] as RegistrationResponseJSON);
      clearCookie(c, CHALLENGE_COOKIE);
      if ("problem" in result) return problem(c, 422, result.problem);
      await audit(db, { actor: user.email, action: "passkey-added", target: result.id.slice(0, 24), address: deps.clientAddress(c) });
      return c.json(result, 201, ADMIN_RESPONSE_HEADERS);
    })
    .post("/passkeys/:id/delete", access("account"), async (c) => {
      const { user } = c.get("admin");
      const id = c.req.param("id").slice(0, 1024);
      if (!(await removePasskey(db, user.id, id))) return problem(c, 404, "No such passkey on this account.");
      await audit(db, { actor: user.email, action: "passkey-removed", target: id.slice(0, 24), address: deps.clientAddress(c) });
      return c.json({ ok: true }, 200, ADMIN_RESPONSE_HEADERS);
    });
}
