/**
 * The admin channel (ADR 014): no operator task may require stopping the site. While the server runs on the embedded database it
 * owns that database alone, so `npm run leads` sends its command to the server over a Unix socket
 * in DATA_DIR and the server runs it. Access is the socket file's: mode 0600, owned by the user the
 * server runs as, in the directory that already holds the database files. Nothing listens on a port.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { Database } from "#server/db/database.ts";
import { dataDirInUse } from "#server/db/data-dir-lock.ts";
import type { Logger } from "#server/logger.ts";
import { run } from "./commands.ts";

export const ADMIN_SOCKET = "admin.sock";
/** sun_path is 108 bytes on Linux (104 on macOS): a longer DATA_DIR gets no channel, with a warning. */
const MAX_SOCKET_PATH = 100;
/** An import of many posts travels whole; only the server's own user can reach the socket. */
const MAX_REQUEST_BYTES = 64 * 1024 * 1024;

export function adminSocketPath(dataDir: string): string {
  return path.join(dataDir, ADMIN_SOCKET);
}

export interface ChannelRequest {
  /** Which CLI sent it: `npm run leads` (the default) or `npm run content`. */
  tool?: "leads" | "content";
  args: string[];
  tty: boolean;
  /** What the CLI read for the command (an import's files). */
  input?: unknown;
}

/** Runs `npm run content`'s commands in the server (server/content/commands.ts). */
export type ContentTool = (args: string[], input: unknown, print: (text: string) => void) => Promise<number>;

export interface ChannelAnswer {
  code: number;
  output: string;
}

/** Starts the channel; resolves to its close function, or undefined when it cannot run here. */
export async function startAdminChannel(options: {
  dataDir: string;
  db: Database;
  origin: string;
  logger: Logger;
  /** Resolves once every commit so far is on stable storage: the operator hears "done" only after it. */
  afterCommit?: () => Promise<void>;
  content?: ContentTool;
}): Promise<(() => Promise<void>) | undefined> {
  const socketPath = adminSocketPath(options.dataDir);
  if (socketPath.length > MAX_SOCKET_PATH) {
    options.logger.warn({ socketPath }, "DATA_DIR is too long a path for the admin channel's socket: `npm run leads` needs the server stopped");
    return undefined;
  }
  // This process holds DATA_DIR's lock, so a socket file left there belongs to a process that is gone.
  fs.rmSync(socketPath, { force: true });
  const server = http.createServer((request, response) => {
    const reply = (status: number, answer: ChannelAnswer) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(answer));
    };
    if (request.method !== "POST" || request.url !== "/run") return reply(404, { code: 1, output: "Unknown request." });
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
      if (body.length > MAX_REQUEST_BYTES) request.destroy();
    });
    request.on("end", () => {
      let parsed: ChannelRequest;
      try {
        parsed = JSON.parse(body) as ChannelRequest;
        if (!Array.isArray(parsed.args) || !parsed.args.every((arg) => typeof arg === "string")) throw new Error("args");
      } catch {
        return reply(400, { code: 1, output: "Send {\"args\": [...]}." });
      }
      const lines: string[] = [];
      const print = (text: string) => lines.push(text);
      const command =
        parsed.tool === "content"
          ? (options.content?.(parsed.args, parsed.input, print) ?? Promise.resolve(print("This server does not run content commands.")).then(() => 1))
          : run(parsed.args, options.db, print, { origin: options.origin, tty: parsed.tty === true });
      command
        .then(async (code) => {
          await options.afterCommit?.();
          reply(200, { code, output: lines.join("\n") });
        })
        .catch((error: unknown) => {
          options.logger.error({ err: error }, "admin channel command failed");
          reply(200, { code: 1, output: `Error: ${(error as Error).message}` });
        });
    });
  });
  // 0600 from the start: create the socket under a umask that leaves others out.
  const previous = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socketPath, () => resolve());
    });
  } finally {
    process.umask(previous);
  }
  server.unref();
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      fs.rmSync(socketPath, { force: true });
    });
}

/**
 * Runs a command in the server that owns DATA_DIR. Undefined when no server listens there (no
 * socket, or a stale one), so the caller opens the database itself.
 */
export function runOverChannel(dataDir: string, request: ChannelRequest): Promise<ChannelAnswer | undefined> {
  const socketPath = adminSocketPath(dataDir);
  if (!fs.existsSync(socketPath)) return Promise.resolve(undefined);
  const body = JSON.stringify(request);
  if (Buffer.byteLength(body) > MAX_REQUEST_BYTES) {
    const size = (Buffer.byteLength(body) / 1024 / 1024).toFixed(0);
    return Promise.reject(new Error(`this comes to ${size} MB; the running server takes at most ${MAX_REQUEST_BYTES / 1024 / 1024} MB at a time: import the files in parts`));
  }
  return new Promise((resolve, reject) => {
    const call = http.request({ socketPath, path: "/run", method: "POST", headers: { "Content-Type": "application/json" } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => {
        try {
          resolve(JSON.parse(body) as ChannelAnswer);
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
    call.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNREFUSED" || error.code === "ENOENT") resolve(undefined);
      else reject(error);
    });
    call.end(body);
  });
}

/**
 * The command run by the server that owns DATA_DIR, if one does. A server that holds the lock but
 * has no socket yet is still starting (migrations): wait for it rather than fail on the lock.
 */
export async function runInServer(dataDir: string, request: ChannelRequest): Promise<ChannelAnswer | undefined> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const answer = await runOverChannel(dataDir, request);
    if (answer || !dataDirInUse(dataDir) || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
