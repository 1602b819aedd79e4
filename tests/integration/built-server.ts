/** The built server (`node build/node/server.mjs`) as a child process, for the tests that run it as an operator would. */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect } from "vitest";

export { freePort } from "#scripts/lib/postgres-server.ts";

export const BUNDLE = path.resolve("build/node/server.mjs");

export interface BuiltServer {
  process: ChildProcess;
  /** Everything it wrote to standard output and error so far. */
  output: () => string;
  /** Its exit code once it has exited (null when a signal ended it). */
  exited: Promise<number | null>;
}

/** Starts the built server with exactly this environment, under `wrap` (e.g. strace and its options) when given. */
export function spawnBuiltServer(env: NodeJS.ProcessEnv, wrap: string[] = []): BuiltServer {
  expect(fs.existsSync(BUNDLE), "run `npm run build` first").toBe(true);
  return spawnServer([...wrap, process.execPath, BUNDLE], env);
}

/** Starts a server process (`command` and its arguments) with exactly this environment. */
export function spawnServer([command, ...args]: string[], env: NodeJS.ProcessEnv): BuiltServer {
  const child = spawn(command!, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { process: child, output: () => output, exited };
}

/** Resolves once `probe` answers 200 on the port; fails with the server's output if it exits first or never does. */
export async function waitUntilServing(port: number, server: BuiltServer, probe = "/healthz", attempts = 300): Promise<void> {
  for (let i = 0; i < attempts && server.process.exitCode === null; i += 1) {
    if (await fetch(`http://127.0.0.1:${port}${probe}`).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start:\n${server.output()}`);
}
