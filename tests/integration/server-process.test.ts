/**
 * The built server as an operator runs it (`node build/node/server.mjs`): what it says when the
 * configuration is wrong, and how it stops. `npm run build` first (`npm test` does).
 */
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort, spawnBuiltServer, waitUntilServing, type BuiltServer } from "./built-server.ts";
import { startWebhookSink } from "#tests/shared/delivery-sinks.ts";

const SECRET = `whsec_${Buffer.from("a-very-secret-signing-key-123456").toString("base64")}`;
const servers: BuiltServer[] = [];
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const server of servers.splice(0)) server.process.kill("SIGKILL");
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "server-"));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Only what an operator would set: no inherited environment. */
function start(env: Record<string, string>): BuiltServer {
  const server = spawnBuiltServer({ PATH: process.env.PATH, HOST: "127.0.0.1", DATA_DIR: tempDir(), ...env });
  servers.push(server);
  return server;
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

  it("when its own PostgreSQL dies and cannot be started again, says so at each attempt, then exits 1 for its supervisor", async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const server = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitUntilServing(port, server, "/readyz");
    // The files are no longer PostgreSQL 18's (as after a botched upgrade): every restart is refused.
    const cluster = path.join(dataDir, "postgres");
    fs.writeFileSync(path.join(cluster, "PG_VERSION"), "17\n");
    process.kill(Number(fs.readFileSync(path.join(cluster, "postmaster.pid"), "utf8").split("\n")[0]), "SIGKILL");

    const started = performance.now();
    expect(await server.exited).toBe(1);
    expect(performance.now() - started).toBeLessThan(40_000);
    const lines = server
      .output()
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { level: string; msg: string });
    expect(lines.filter((line) => /^postgres: restarting PostgreSQL/.test(line.msg))).toHaveLength(5);
    expect(lines.filter((line) => /^postgres: restart \d of 5 failed: .*incompatible/.test(line.msg))).toHaveLength(5);
    expect(lines.find((line) => line.level === "fatal")?.msg).toMatch(/^postgres: giving up: PostgreSQL exited \(signal SIGKILL\) and did not start again in 5 attempts/);
    expect(lines.at(-1)?.msg).toBe("stopped");
  }, 60_000);

  it("on SIGTERM with a delivery backlog, finishes the send in flight and exits 0", async () => {
    const hook = await startWebhookSink({ delayMs: 1_000 });
    cleanups.push(() => hook.close());
    const port = await freePort();
    const server = start({ PORT: String(port), WEBHOOK_URL: hook.url, WEBHOOK_SECRET: SECRET, OUTBOX_CONCURRENCY: "1", RATE_LIMIT_PER_MINUTE: "1000" });
    await waitUntilServing(port, server, "/readyz");
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
    server.process.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(hook.hooks.length).toBeLessThan(20);
    expect(server.output()).toContain('"msg":"stopped"');
  });

  it("says at start what each subsystem uses, without a secret, and serves the lead's life as metrics to the token's holder", async () => {
    const hook = await startWebhookSink();
    cleanups.push(() => hook.close());
    const port = await freePort();
    const token = "integration-metrics-token-0123456789";
    const server = start({ PORT: String(port), WEBHOOK_URL: hook.url, WEBHOOK_SECRET: SECRET, METRICS_TOKEN: token, TRUST_PROXY: "1" });
    await waitUntilServing(port, server, "/readyz");

    const lines = server
      .output()
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { level: string; msg: string; subsystem?: string });
    expect(lines.filter((line) => line.subsystem).map((line) => line.subsystem)).toEqual(["runtime", "store", "delivery", "third-parties", "proxy", "cdn", "metrics", "admin", "content", "http"]);
    expect(lines.find((line) => line.subsystem === "delivery")!.msg).toContain(`webhook to ${hook.url}`);
    expect(server.output()).not.toContain(SECRET);
    expect(server.output()).not.toContain(token);

    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    const posted = await fetch(`${base}/api/submit-contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Metered", email: "metered@example.com", message: "Count me." }),
    });
    expect(posted.status).toBe(201);
    while (hook.hooks.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));

    // The delivery is recorded just after the receiver answers: scrape until it shows.
    let text = "";
    for (let attempt = 0; attempt < 100 && !/^outbox_delivery_attempts_total\{channel="webhook",outcome="delivered"\} 1$/m.test(text); attempt += 1) {
      const scrape = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
      expect(scrape.status).toBe(200);
      text = await scrape.text();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(text).toMatch(/^leads_accepted_total 1$/m);
    expect(text).toMatch(/^outbox_delivery_attempts_total\{channel="webhook",outcome="delivered"\} 1$/m);
    expect(text).toMatch(/^outbox_delivery_seconds_count\{channel="webhook"\} 1$/m);
    expect(text).toMatch(/^http_requests_total\{method="POST",route="\/api\/submit-contact",status="201"\} 1$/m);
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/readyz",status="200"\} \d+$/m);
    expect(text).not.toMatch(/outbox_deliveries\{channel="webhook",status="pending"\} [1-9]/);
  });
});
