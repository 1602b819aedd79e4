/**
 * One interface for the shared cache in front (docs/operations.md, "A CDN in front"): drop what
 * carries any of these surrogate keys, or everything. Each purger throws on an answer that says it
 * did not, with the reason, for the caller to log and retry.
 */
export interface Purger {
  /** What the logs call it: "varnish", "fastly", "cloudflare". */
  readonly name: string;
  /** Drops every cached answer tagged with one of `keys` (Surrogate-Key / Cache-Tag). */
  purge(keys: readonly string[]): Promise<void>;
  /** Drops every cached answer. */
  purgeAll(): Promise<void>;
}

/** How long a purge request may take before it counts as failed (and is tried again). */
export const PURGE_TIMEOUT_MS = 10_000;

/** A purge request the cache refused or did not answer: its status and what it said. */
export class PurgeFailed extends Error {
  override name = "PurgeFailed";
}

/** `keys` in batches of at most `size`: each API takes a bounded number per request. */
export function batches<T>(keys: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < keys.length; start += size) out.push(keys.slice(start, start + size));
  return out;
}

/** Sends one purge request; throws PurgeFailed unless it answers 2xx. */
export async function purgeRequest(url: string, init: RequestInit, what: string): Promise<Response> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(PURGE_TIMEOUT_MS) });
  if (!response.ok) throw new PurgeFailed(`${what}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  return response;
}
