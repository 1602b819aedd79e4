/**
 * Who may call a route of the admin API, declared on the route itself (as Payload's `access` and
 * Ghost's endpoint `permissions` are): `routes.post("/posts/:id/publish", access("publishing"), …)`.
 * The guard (guard.ts) reads the declaration of the route a request matched and asks whether the
 * signed-in person's role may use that part of the admin app (shared/admin-roles.ts). A route that
 * declares nothing is the admin's alone. The few ways in (sign-in, setup, passkey sign-in) declare
 * `openToVisitors()`: the only routes a visitor without a session reaches.
 */
import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import type { AdminArea } from "#shared/admin-roles.ts";

const AREA = Symbol("admin area");
const OPEN = Symbol("open to visitors");

type Declared = MiddlewareHandler & { [AREA]?: AdminArea; [OPEN]?: true };

/** Marks a route as part of `area`; the check itself is the guard's, before any route runs. */
export function access(area: AdminArea): MiddlewareHandler {
  const declared: Declared = (_c, next) => next();
  declared[AREA] = area;
  return declared;
}

/** The part of the admin app the matched route declared; the admin's alone if none. */
export function areaOfRoute(c: Context): AdminArea {
  for (const route of matchedRoutes(c)) {
    const area = (route.handler as Declared)[AREA];
    if (area) return area;
  }
  return "admin";
}

/** Marks one of the ways in: the guard lets a visitor without a session reach it (still same-origin only). */
export function openToVisitors(): MiddlewareHandler {
  const declared: Declared = (_c, next) => next();
  declared[OPEN] = true;
  return declared;
}

/** Whether the matched route is one of the ways in. */
export function isOpenToVisitors(c: Context): boolean {
  return matchedRoutes(c).some((route) => (route.handler as Declared)[OPEN] === true);
}
