/**
 * The Node HTTP server around the Hono app, with the timeouts a public server needs: a client that
 * sends its headers or body a byte at a time is cut off (408) instead of holding a socket and a
 * request slot for minutes. The entry point and the integration tests start it the same way.
 */
import { serve, type ServerType } from "@hono/node-server";
import type { AddressInfo } from "node:net";

export interface HttpServerOptions {
  fetch: (request: Request, env: unknown) => Response | Promise<Response>;
  port: number;
  hostname: string;
  /** The whole request (headers and body) must arrive within this. */
  requestTimeoutMs?: number;
}

const REQUEST_TIMEOUT_MS = 15_000;
const HEADERS_TIMEOUT_MS = 10_000;

/** Resolves once listening; rejects with the listen error (EADDRINUSE, EACCES) instead of throwing later. */
export function startHttpServer(options: HttpServerOptions): Promise<{ server: ServerType; port: number }> {
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    const server = serve(
      {
        fetch: options.fetch,
        port: options.port,
        hostname: options.hostname,
        serverOptions: {
          requestTimeout,
          headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
          // How often Node checks those timeouts (default 30 s, which would let a drip run that long).
          connectionsCheckingInterval: Math.min(1_000, requestTimeout),
        },
      },
      (info) => {
        server.off("error", reject);
        resolve({ server, port: (info as AddressInfo).port });
      },
    );
    server.once("error", reject);
  });
}
