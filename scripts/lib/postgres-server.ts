/**
 * A throwaway PostgreSQL server for tests and benchmarks: the same binaries and setup the server
 * uses for its own (server/platform/db/embedded-postgres.ts), in a temporary directory deleted at the end.
 */
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "#server/platform/db/embedded-postgres.ts";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** A server's admin URL and its lifecycle. Tests may turn fsync off; the bench keeps it on. */
export interface ThrowawayPostgres {
  url: string;
  /** Stops the server and deletes its files. */
  stop: () => Promise<void>;
  /** Stops the server (fast shutdown: connections are cut) and keeps its files, as an outage would. */
  pause: () => Promise<void>;
  /** Starts it again on the same data after pause(); the URL stays the same. */
  resume: () => Promise<void>;
}

export async function startThrowawayPostgres({ fsync = true }: { fsync?: boolean } = {}): Promise<ThrowawayPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pg-"));
  let server: EmbeddedPostgres | undefined = await startEmbeddedPostgres(dir, { fsync, maxConnections: 300 });
  const url = server.url;
  const pause = async () => {
    await server?.stop();
    server = undefined;
  };
  return {
    url,
    pause,
    resume: async () => {
      server ??= await startEmbeddedPostgres(dir, { fsync, maxConnections: 300 });
    },
    stop: async () => {
      try {
        await pause();
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
