/**
 * What the fake CRM servers (hubspot.ts, salesforce.ts, pipedrive.ts) share: a node:http server on
 * 127.0.0.1 (port 0: any free one) that parses each request (query, JSON or form body), logs it, and
 * answers with the fake's routes, unless a failure was queued for it: 429 with Retry-After, a 5xx, a
 * 401 or a validation error (each fake writes them in its API's documented shape), or no answer at
 * all until the server closes. No test framework here: the end-to-end run starts fakes as a process.
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  /** Parsed JSON or form fields; undefined when there is no body or it does not parse. */
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** What the next requests are answered with instead of their route. */
export type FakeFailure =
  | { kind: "rate-limit"; retryAfter?: string }
  | { kind: "server-error"; status?: number }
  | { kind: "unauthorized" }
  | { kind: "validation"; message?: string }
  /** No answer at all: the client's deadline has to end it. */
  | { kind: "stall" };

/** Which requests a queued failure answers: the next `count` (default 1), optionally only one method or path prefix. */
export interface FailureTarget {
  count?: number;
  method?: string;
  path?: string;
}

export interface FakeServer {
  url: string;
  /** Every request, in order (failed ones included). */
  requests: FakeRequest[];
  failNext(failure: FakeFailure, target?: FailureTarget): void;
  close(): Promise<void>;
}

export interface FakeServerOptions {
  port?: number;
  route(request: FakeRequest): FakeAnswer;
  /** The failure in the API's own error shape. */
  failureAnswer(failure: Exclude<FakeFailure, { kind: "stall" }>, request: FakeRequest): FakeAnswer;
  /** Requests a queued failure never hits (e.g. Salesforce's token endpoint). */
  exempt?(request: FakeRequest): boolean;
  /** Told of each request once answered: how a fake in a process of its own tells the tests what it got. */
  onAnswer?(request: FakeRequest, answer: FakeAnswer): void;
}

export const correlationId = () => randomUUID();

function parseBody(text: string, contentType: string | undefined): unknown {
  if (!text) return undefined;
  if (contentType?.includes("application/x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function startFakeServer(options: FakeServerOptions): Promise<FakeServer> {
  const requests: FakeRequest[] = [];
  const queued: Array<{ failure: FakeFailure; left: number; method?: string; path?: string }> = [];

  const takeFailure = (request: FakeRequest): FakeFailure | undefined => {
    if (options.exempt?.(request)) return undefined;
    const index = queued.findIndex((entry) => (!entry.method || entry.method === request.method) && (!entry.path || request.path.startsWith(entry.path)));
    if (index < 0) return undefined;
    const entry = queued[index]!;
    entry.left -= 1;
    if (entry.left <= 0) queued.splice(index, 1);
    return entry.failure;
  };

  const server = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const url = new URL(incoming.url ?? "/", "http://fake.invalid");
      const request: FakeRequest = {
        method: incoming.method ?? "GET",
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body: parseBody(Buffer.concat(chunks).toString("utf8"), incoming.headers["content-type"]),
      };
      requests.push(request);
      const failure = takeFailure(request);
      if (failure?.kind === "stall") return;
      let answer: FakeAnswer;
      try {
        answer = failure ? options.failureAnswer(failure, request) : options.route(request);
      } catch (error) {
        answer = { status: 500, body: { error: `fake server bug: ${(error as Error).message}` } };
      }
      options.onAnswer?.(request, answer);
      const body = answer.body === undefined ? "" : JSON.stringify(answer.body);
      outgoing.writeHead(answer.status, { ...(body ? { "content-type": "application/json; charset=utf-8" } : {}), ...answer.headers });
      outgoing.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    failNext(failure, target = {}) {
      queued.push({ failure, left: target.count ?? 1, method: target.method, path: target.path });
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Stalled requests and kept-alive connections would hold close() open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Retry-After when the failure names one; none when it says nothing (the client's default applies). */
export function retryAfterHeader(failure: { retryAfter?: string }): Record<string, string> {
  return failure.retryAfter === undefined ? {} : { "retry-after": failure.retryAfter };
}

/** The bearer token of a request ("" without one). */
export function bearerOf(request: FakeRequest): string {
  const header = request.headers.authorization ?? "";
  return header.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
}
