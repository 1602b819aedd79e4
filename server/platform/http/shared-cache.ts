/**
 * What a shared cache in front (Varnish, Fastly, Cloudflare) may keep, and under which names it is
 * purged. Only a public page revalidated by browsers on every view is kept by the cache, for a day
 * or until a publish purges it (server/site/cdn/): a browser still asks every time (max-age=0),
 * and reads neither s-maxage nor Surrogate-Control. Anything personal stays out.
 */
import { createHash } from "node:crypto";

/** How long a shared cache keeps a page, and serves it stale while it asks again, in seconds. */
export interface SharedCachePolicy {
  maxAgeSeconds: number;
  staleSeconds: number;
}

/** A day: a publish purges what changed, so the time only bounds a purge that never arrived. */
export const SHARED_CACHE_POLICY: SharedCachePolicy = { maxAgeSeconds: 86_400, staleSeconds: 60 };

/** The browsers' policy of a public page: the only one a shared cache is given more time for. */
const PUBLIC_PAGE = /^public, max-age=0, must-revalidate$/;

/**
 * The surrogate key naming the page at `path`: what a purge names when that page changes. Hashed,
 * as keys are space- or comma-separated ASCII of bounded length and a path is neither.
 */
export function addressTag(path: string): string {
  return `page-${createHash("sha256").update(path).digest("hex").slice(0, 16)}`;
}

/**
 * The headers that let a shared cache keep the answer for `path`, or none when it must not: any
 * other policy (assets keep theirs; private, no-store, no-cache answers stay out) or a cookie set.
 * Cache-Control's s-maxage is read by every shared cache (Cloudflare); Surrogate-Control, read by
 * Fastly and the Varnish VCL, adds stale-while-revalidate, which must-revalidate would forbid there.
 */
export function sharedCacheHeaders(policy: SharedCachePolicy, path: string, cacheControl: string, setsCookie: boolean): Record<string, string> | undefined {
  if (setsCookie || !PUBLIC_PAGE.test(cacheControl)) return undefined;
  const tag = addressTag(path);
  return {
    "Cache-Control": `${cacheControl}, s-maxage=${policy.maxAgeSeconds}`,
    "Surrogate-Control": `max-age=${policy.maxAgeSeconds}, stale-while-revalidate=${policy.staleSeconds}`,
    "Surrogate-Key": tag,
    "Cache-Tag": tag,
  };
}

/** An answer that sets a cookie is one visitor's: no shared cache may keep it, whatever it said. */
export function cacheControlWithCookie(cacheControl: string | null): string | undefined {
  if (cacheControl && /\b(private|no-store)\b/.test(cacheControl)) return undefined;
  return "private, no-store";
}
