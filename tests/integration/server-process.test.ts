/**
 * The built server as an operator runs it (`node build/node/server.mjs`): what it says when the
 * configuration is wrong, and how it stops. `npm run build` first (`npm test` does).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/lib/postgres-server";
import { startWebhookReceiver } from "./harness";

const BUNDLE = path.resolve("build/node/server.mjs");
const SECRET = `whsec_${Buffer.from("a-very-secret-signing-key-123456").toString("base64")}`;
const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "server-"));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function start(env: Record<string, string>) {
  expect(fs.existsSync(BUNDLE), "run `npm run build` first").toBe(true);
  const child = spawn(process.execPath, [BUNDLE], {
    env: { PATH: process.env.PATH, HOST: "127.0.0.1", DATA_DIR: tempDir(), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitUntilServing(port: number, server: ReturnType<typeof start>) {
  for (let i = 0; i < 300; i += 1) {
    if (await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false)) return;
    if (server.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start:\n${server.output()}`);
}

/** What an operator reads: JSON lines; a fatal one names the problem, and no stack trace follows. */
function fatalLine(output: string): string {
  const lines = output.trim().split("\n");
  for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
  expect(output).not.toMatch(/\n\s+at /);
  const fatal = lines.map((line) => JSON.parse(line) as { level: string; msg: string }).find((entry) => entry.level === "fatal");
  expect(fatal, output).toBeDefined();
  return fatal!.msg;
}

describe("the server process", () => {
  it("names a bad setting in one line and exits 1", async () => {
    const badPort = start({ PORT: "eighty" });
    expect(await badPort.exited).toBe(1);
    expect(fatalLine(badPort.output())).toMatch(/^cannot start: Invalid environment: PORT /);
    const unsigned = start({ WEBHOOK_URL: "https://crm.example/hook" });
    expect(await unsigned.exited).toBe(1);
    expect(fatalLine(unsigned.output())).toContain("WEBHOOK_SECRET is required when WEBHOOK_URL is set");
  });

  it("says which port is taken", async () => {
    const port = await freePort();
    const blocker = net.createServer().listen(port, "127.0.0.1");
    cleanups.push(() => new Promise<void>((resolve) => blocker.close(() => resolve())));
    const server = start({ PORT: String(port) });
    expect(await server.exited).toBe(1);
    expect(fatalLine(server.output())).toBe(`cannot start: port ${port} on 127.0.0.1 is already in use (another server running? set PORT)`);
  });

  it("says why an unreachable DATABASE_URL cannot be used, without the password", async () => {
    const port = await freePort();
    const server = start({ PORT: String(await freePort()), DATABASE_URL: `postgres://leads:s3cret@127.0.0.1:${port}/leads` });
    expect(await server.exited).toBe(1);
    const message = fatalLine(server.output());
    expect(message).toContain(`127.0.0.1:${port}/leads`);
    expect(message).toContain("ECONNREFUSED");
    expect(server.output()).not.toContain("s3cret");
  });

  it("on SIGTERM with a delivery backlog, finishes the send in flight and exits 0", async () => {
    const hook = await startWebhookReceiver([], { delayMs: 1_000 });
    cleanups.push(() => hook.close());
    const port = await freePort();
    const server = start({ PORT: String(port), WEBHOOK_URL: hook.url, WEBHOOK_SECRET: SECRET, OUTBOX_CONCURRENCY: "1", RATE_LIMIT_PER_MINUTE: "1000" });
    await waitUntilServing(port, server);
    for (let i = 0; i < 20; i += 1) {
      const answer = await fetch(`http://127.0.0.1:${port}/api/submit-contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Backlog", email: `b${i}@example.com`, message: "Queued." }),
      });
      expect(answer.status).toBe(201);
    }
    while (hook.hooks.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const started = performance.now();
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(hook.hooks.length).toBeLessThan(20);
    expect(server.output()).toContain('"msg":"stopped"');
  });
});
