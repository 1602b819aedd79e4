/**
 * Varnish with deploy/varnish/site.vcl: a BAN request from an address its `purgers` ACL allows,
 * naming the keys in X-Purge-Keys (space-separated), bans every object whose Surrogate-Key holds
 * one of them; X-Purge-All bans everything. Debian's varnish 7.1 does this without a vmod. Several
 * caches (one per machine) each get every ban.
 */
import { batches, purgeRequest, type Purger } from "./purger.ts";

/** Keys per ban: one regular expression each, kept short for the ban list. */
const KEYS_PER_BAN = 200;

export function varnishPurger(urls: readonly string[]): Purger {
  const ban = (headers: Record<string, string>) => Promise.all(urls.map((url) => purgeRequest(url, { method: "BAN", headers }, `varnish ${url}`)));
  return {
    name: "varnish",
    async purge(keys) {
      for (const batch of batches(keys, KEYS_PER_BAN)) await ban({ "X-Purge-Keys": batch.join(" ") });
    },
    async purgeAll() {
      await ban({ "X-Purge-All": "1" });
    },
  };
}
