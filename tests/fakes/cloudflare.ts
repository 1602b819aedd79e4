/**
 * A fake Cloudflare purge API for contract tests, from its documented requests and answers: POST
 * /zones/{zone}/purge_cache with {"tags": [...]} (at most 100) or {"purge_everything": true}, an API
 * token as Authorization: Bearer; answers as {success, errors, messages, result: {id}}.
 */
import { bearerOf, retryAfterHeader, startFakeServer, type FakeAnswer, type FakeFailure, type FakeRequest, type FakeServer } from "./fake-http.ts";

export interface FakeCloudflare extends FakeServer {
  /** Every tag purged, in order. */
  purgedTags: string[];
  /** How many purge_everything requests succeeded so far. */
  purgedEverything(): number;
}

const failed = (status: number, code: number, message: string): FakeAnswer => ({ status, body: { success: false, errors: [{ code, message }], messages: [], result: null } });

export async function startFakeCloudflare({ zoneId = "023e105f4ecef8ad9ca31a8372d0c353", apiToken = "cloudflare-token-0123456789" } = {}): Promise<FakeCloudflare> {
  const purgedTags: string[] = [];
  let purgedEverything = 0;
  const route = (request: FakeRequest): FakeAnswer => {
    if (bearerOf(request) !== apiToken) return failed(403, 10000, "Authentication error");
    const match = /^\/zones\/([^/]+)\/purge_cache$/.exec(request.path);
    if (!match || request.method !== "POST") return failed(404, 7003, "Could not route to the requested path");
    if (match[1] !== zoneId) return failed(404, 7003, "Could not route to /zones/" + match[1] + "/purge_cache, perhaps your object identifier is invalid?");
    const body = request.body as { tags?: unknown; purge_everything?: unknown } | undefined;
    const ok = { status: 200, body: { success: true, errors: [], messages: [], result: { id: zoneId } } };
    if (body?.purge_everything === true) {
      purgedEverything += 1;
      return ok;
    }
    if (!Array.isArray(body?.tags) || body.tags.length === 0 || !body.tags.every((tag) => typeof tag === "string"))
      return failed(400, 1012, 'Request must contain one of "purge_everything", "files", "tags", "hosts" or "prefixes"');
    if (body.tags.length > 100) return failed(400, 1018, "Only 100 tags can be purged per request");
    purgedTags.push(...(body.tags as string[]));
    return ok;
  };
  const failureAnswer = (failure: Exclude<FakeFailure, { kind: "stall" }>): FakeAnswer => {
    switch (failure.kind) {
      case "rate-limit":
        return { ...failed(429, 971, "Please wait and consider throttling your request speed"), headers: retryAfterHeader(failure) };
      case "server-error":
        return failed(failure.status ?? 502, 10013, "An unknown error has occurred");
      case "unauthorized":
        return failed(403, 10000, "Authentication error");
      case "validation":
        // Cloudflare answers some refusals 200 with success false.
        return { status: 200, body: { success: false, errors: [{ code: 1012, message: failure.message ?? "Invalid request" }], messages: [], result: null } };
    }
  };
  const server = await startFakeServer({ route, failureAnswer });
  return Object.assign(server, { purgedTags, purgedEverything: () => purgedEverything });
}
