/**
 * Fastly's purge API: POST /service/{id}/purge with the keys in a Surrogate-Key header (at most
 * 256 a request), POST /service/{id}/purge_all for everything, authenticated by a Fastly-Key
 * token with purge_select (and purge_all) scope.
 */
import { batches, purgeRequest, type Purger } from "./purger.ts";

export const FASTLY_API_URL = "https://api.fastly.com";
const KEYS_PER_REQUEST = 256;

export function fastlyPurger({ serviceId, apiToken, apiUrl = FASTLY_API_URL }: { serviceId: string; apiToken: string; apiUrl?: string }): Purger {
  const service = `${apiUrl.replace(/\/+$/, "")}/service/${encodeURIComponent(serviceId)}`;
  const headers = { "Fastly-Key": apiToken, Accept: "application/json" };
  return {
    name: "fastly",
    async purge(keys) {
      for (const batch of batches(keys, KEYS_PER_REQUEST)) await purgeRequest(`${service}/purge`, { method: "POST", headers: { ...headers, "Surrogate-Key": batch.join(" ") } }, "fastly purge");
    },
    async purgeAll() {
      await purgeRequest(`${service}/purge_all`, { method: "POST", headers }, "fastly purge_all");
    },
  };
}
