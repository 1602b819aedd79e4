/**
 * Where a request comes from, checked one way for the whole server: the host the visitor addressed
 * (X-Forwarded-Host only from our own proxy), and two policies built on it. A public form refuses
 * what another site makes a browser send; the admin API accepts only its own pages.
 */
import type { Context } from "hono";

/** The methods that change state: what another site must not make a browser send. */
export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Browsers say where a request comes from; refuse posts that another site makes them send. */
export function isCrossSite(c: Context, allowedOrigins: readonly string[], trustProxy = false): boolean {
  const fetchSite = c.req.header("sec-fetch-site");
  if (fetchSite === "cross-site") return true;
  const origin = c.req.header("origin");
  if (origin === undefined) return false;
  if (origin === "null") return true;
  try {
    const host = new URL(origin).host;
    return host !== requestHost(c, trustProxy) && !allowedOrigins.some((allowed) => new URL(allowed).host === host);
  } catch {
    return true;
  }
}

/** The host the visitor addressed. X-Forwarded-Host is the client's to write unless our own proxy sets it. */
export function requestHost(c: Context, trustProxy: boolean): string {
  const forwardedHost = trustProxy ? c.req.header("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  return forwardedHost || c.req.header("host") || new URL(c.req.url).host;
}

/**
 * Only this origin's own pages may call the API: Fetch Metadata where the browser sends it (every
 * current one), the Origin header otherwise. A form on another site, an <img>, a fetch from another
 * origin: all refused before anything runs.
 */
export function isSameOrigin(c: Context, trustProxy: boolean): boolean {
  const site = c.req.header("sec-fetch-site");
  if (site !== undefined) return site === "same-origin" || (site === "none" && c.req.method === "GET");
  const origin = c.req.header("origin");
  if (origin === undefined) return !STATE_CHANGING_METHODS.has(c.req.method);
  try {
    return new URL(origin).host === requestHost(c, trustProxy);
  } catch {
    return false;
  }
}
