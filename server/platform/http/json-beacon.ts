/**
 * What every public JSON beacon (the conversions, the forms' starts and stops) checks before it reads
 * a thing, in the contact form's order: same site (403), JSON (415), small (413), then parsed (400).
 * A browser's sendBeacon sends a Blob typed application/json as a same-origin POST.
 */
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "./body-limit.ts";
import { mediaType } from "./media-type.ts";
import { isCrossSite } from "./origin.ts";

const noStore = { "Cache-Control": "no-store" };

/** The checks before the handler: same site, JSON, at most `maxSize` bytes however the body is sent. */
export function beaconChecks({ allowedOrigins = [], trustProxy }: { allowedOrigins?: readonly string[]; trustProxy: boolean }, maxSize: number): [MiddlewareHandler, MiddlewareHandler] {
  return [
    async (c, next) => {
      if (isCrossSite(c, allowedOrigins, trustProxy)) return c.json({ error: "Cross-site requests are refused." }, 403, noStore);
      if (mediaType(c) !== "application/json") return c.json({ error: "Send application/json." }, 415, noStore);
      await next();
    },
    bodyLimit({ maxSize, onError: (c) => c.json({ error: "Too large." }, 413, noStore) }),
  ];
}

/** The body parsed, or the 400 answer to send. */
export async function beaconBody(c: Context): Promise<{ body: unknown } | Response> {
  try {
    return { body: JSON.parse(await c.req.text()) as unknown };
  } catch {
    return c.json({ error: "The body is not JSON." }, 400, noStore);
  }
}
