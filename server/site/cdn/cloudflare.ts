/**
 * Cloudflare's purge API: POST /zones/{zone}/purge_cache with {"tags": [...]} (at most 100 a
 * request) or {"purge_everything": true}, a Bearer API token with the zone's Cache Purge
 * permission. It answers 200 with {"success": false, "errors": [...]} for some refusals.
 */
import { batches, purgeRequest, PurgeFailed, type Purger } from "./purger.ts";

export const CLOUDFLARE_API_URL = "https://api.cloudflare.com/client/v4";
const TAGS_PER_REQUEST = 100;

export function cloudflarePurger({ zoneId, apiToken, apiUrl = CLOUDFLARE_API_URL }: { zoneId: string; apiToken: string; apiUrl?: string }): Purger {
  const endpoint = `${apiUrl.replace(/\/+$/, "")}/zones/${encodeURIComponent(zoneId)}/purge_cache`;
  const send = async (body: object, what: string) => {
    const response = await purgeRequest(endpoint, { method: "POST", headers: { Authorization: `Bearer ${apiToken}`, "Content-Type": "application/json" }, body: JSON.stringify(body) }, what);
    const answer = (await response.json().catch(() => null)) as { success?: boolean; errors?: unknown } | null;
    if (answer?.success !== true) throw new PurgeFailed(`${what}: ${JSON.stringify(answer?.errors ?? answer).slice(0, 300)}`);
  };
  return {
    name: "cloudflare",
    async purge(keys) {
      for (const batch of batches(keys, TAGS_PER_REQUEST)) await send({ tags: batch }, "cloudflare purge by tags");
    },
    async purgeAll() {
      await send({ purge_everything: true }, "cloudflare purge everything");
    },
  };
}
