/**
 * A fake Fastly purge API for contract tests, from its documented requests and answers: POST
 * /service/{id}/purge with the keys in a Surrogate-Key header (or {"surrogate_keys": [...]}), at
 * most 256, answered with each key's purge id; POST /service/{id}/purge_all answered
 * {"status": "ok"}; the API token in Fastly-Key. Errors as {msg, detail}.
 */
import { randomUUID } from "node:crypto";
import { retryAfterHeader, startFakeServer, type FakeAnswer, type FakeFailure, type FakeRequest, type FakeServer } from "./fake-http.ts";

export interface FakeFastly extends FakeServer {
  /** Every key purged, in order. */
  purgedKeys: string[];
  /** How many purge_all requests succeeded so far. */
  purgedAll(): number;
}

const error = (status: number, msg: string, detail?: string): FakeAnswer => ({ status, body: { msg, ...(detail && { detail }) } });

export async function startFakeFastly({ serviceId = "SU1Z0isxPaozGVKXdv0eY", apiToken = "fastly-token-0123456789" } = {}): Promise<FakeFastly> {
  const purgedKeys: string[] = [];
  let purgedAll = 0;
  const route = (request: FakeRequest): FakeAnswer => {
    if (request.headers["fastly-key"] !== apiToken) return error(401, "Provided credentials are missing or invalid");
    const match = /^\/service\/([^/]+)\/(purge|purge_all)$/.exec(request.path);
    if (!match || request.method !== "POST") return error(404, "Record not found");
    if (match[1] !== serviceId) return error(404, "Record not found", `Cannot find service '${match[1]}'`);
    if (match[2] === "purge_all") {
      purgedAll += 1;
      return { status: 200, body: { status: "ok" } };
    }
    const header = request.headers["surrogate-key"];
    const keys = typeof header === "string" ? header.split(" ").filter(Boolean) : ((request.body as { surrogate_keys?: string[] } | undefined)?.surrogate_keys ?? []);
    if (keys.length === 0) return error(400, "Bad request", "No surrogate keys given");
    if (keys.length > 256) return error(400, "Bad request", "Too many surrogate keys: at most 256 in one request");
    purgedKeys.push(...keys);
    return { status: 200, body: Object.fromEntries(keys.map((key) => [key, randomUUID()])) };
  };
  const failureAnswer = (failure: Exclude<FakeFailure, { kind: "stall" }>): FakeAnswer => {
    switch (failure.kind) {
      case "rate-limit":
        return { ...error(429, "Too many requests"), headers: retryAfterHeader(failure) };
      case "server-error":
        return error(failure.status ?? 503, "Service unavailable");
      case "unauthorized":
        return error(401, "Provided credentials are missing or invalid");
      case "validation":
        return error(400, "Bad request", failure.message);
    }
  };
  const server = await startFakeServer({ route, failureAnswer });
  return Object.assign(server, { purgedKeys, purgedAll: () => purgedAll });
}
