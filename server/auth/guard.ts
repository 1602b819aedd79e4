/**
 * What runs before every route of the admin API: one guard refuses cross-site requests, requires a session except on the
 * ways in, refuses a disabled account and a role the route is not for (declared on the route, access.ts),
 * and checks the CSRF token of every state change. A route added later is behind the guard, and
 * the admin's alone, without code of its own.
 */
import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { mayUse } from "#shared/admin-roles.ts";
import { isSameOrigin, STATE_CHANGING_METHODS } from "#server/platform/http/origin.ts";
import { ADMIN_RESPONSE_HEADERS, clearCookie, problem, type AdminDeps, type AdminEnv } from "./http.ts";
import { areaOfRoute, isOpenToVisitors } from "./access.ts";
import { sessionFromCookie, SESSION_COOKIE } from "./sessions.ts";
import { sameToken } from "./tokens.ts";

/** The guard in front of every route but the ways in (declared `openToVisitors()` on the route). */
export function sessionGuard({ db, trustProxy }: AdminDeps): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    for (const [name, value] of Object.entries(ADMIN_RESPONSE_HEADERS)) c.header(name, value);
    if (!isSameOrigin(c, trustProxy)) return problem(c, 403, "Cross-site requests are not allowed.");
    if (isOpenToVisitors(c)) return next();
    const found = await sessionFromCookie(db, getCookie(c, SESSION_COOKIE));
    if (found.state === "none") return problem(c, 401, "Sign in to continue.");
    if (found.state === "disabled") {
      clearCookie(c, SESSION_COOKIE);
      return problem(c, 403, "This account is disabled.");
    }
    const { active, token } = found;
    if (!mayUse(active.user.role, areaOfRoute(c))) return problem(c, 403, "Your role does not include this part of the admin app.");
    if (STATE_CHANGING_METHODS.has(c.req.method)) {
      const type = c.req.header("content-type") ?? "";
      const sent =
        c.req.header("x-csrf-token") ?? (type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data") ? String((await c.req.parseBody())["csrf"] ?? "") : "");
      if (!sameToken(sent, active.session.csrfToken)) return problem(c, 403, "The page is out of date. Reload it and try again.");
    }
    c.set("admin", { ...active, token });
    return next();
  };
}
