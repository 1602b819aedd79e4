/**
 * The server's own PostgreSQL killed with SIGKILL (the OOM killer, an operator's slip): the server
 * says so in its log, starts it again on the same files, and takes leads again within seconds,
 * with every lead it acknowledged before still stored. Runs the built server (`npm run build` first).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, expect, it } from "vitest";
import { embeddedUrl } from "#server/platform/db/embedded-postgres.ts";
import { freePort, spawnBuiltServer, waitUntilServing, type BuiltServer } from "./built-server.ts";

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** The server's own PostgreSQL's main process (the first line of its pid file). */
function postmasterPid(dataDir: string): number {
  return Number(fs.readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0]);
}

async function postLead(base: string, i: number): Promise<Response> {
  return fetch(`${base}/api/submit-contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: `Before ${i}`, email: `restart${i}@example.com`, message: "Still there after the kill?" }),
  });
}

/** Polls `check` until it holds or `ms` pass; the last answer is returned either way. */
async function within<T>(ms: number, check: () => Promise<T>, holds: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (holds(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it("restarts its own PostgreSQL after a SIGKILL, says so, takes leads again and keeps the ones it acknowledged", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pg-restart-"));
  const port = await freePort();
  const server: BuiltServer = spawnBuiltServer({ ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: "10000" });
  cleanups.push(() => {
    server.process.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilServing(port, server, "/readyz", 600);

  const acknowledged: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const answer = await postLead(base, i);
    expect(answer.status).toBe(201);
    acknowledged.push(((await answer.json()) as { id: string }).id);
  }

  const killed = postmasterPid(dataDir);
  process.kill(killed, "SIGKILL");
  const started = Date.now();

  // Back within a bounded time: readiness, then a lead stored (201), the process still the same one.
  const ready = await within(
    20_000,
    () => fetch(`${base}/readyz`),
    (answer) => answer.status === 200,
  );
  expect(ready.status, server.output().slice(-2_000)).toBe(200);
  const lead = await within(
    5_000,
    () => postLead(base, 99),
    (answer) => answer.status === 201,
  );
  expect(lead.status).toBe(201);
  console.log(`[restart] PostgreSQL back and a lead stored ${Date.now() - started} ms after its SIGKILL`);
  expect((await fetch(`${base}/healthz`)).status).toBe(200);
  expect(server.process.exitCode).toBeNull();
  expect(postmasterPid(dataDir)).not.toBe(killed);

  // The operator reads what happened: PostgreSQL gone (by which signal), then back. The log reaches
  // this process through a pipe, so its last line may follow the answers above by a moment.
  const logLines = async () =>
    server
      .output()
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { level: string; msg: string });
  const lines = await within(5_000, logLines, (read) => read.some((line) => /PostgreSQL is back/.test(line.msg)));
  expect(lines.find((line) => /PostgreSQL .*exited.*SIGKILL/.test(line.msg))).toMatchObject({ level: "error" });
  expect(lines.find((line) => /restarting PostgreSQL/.test(line.msg))).toBeDefined();
  expect(lines.find((line) => /PostgreSQL is back/.test(line.msg))).toBeDefined();

  const client = new pg.Client({ connectionString: embeddedUrl(dataDir) });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>("SELECT id FROM contact_messages WHERE id = ANY($1)", [acknowledged]);
    expect(rows.map((row) => row.id).sort()).toEqual([...acknowledged].sort());
  } finally {
    await client.end();
  }
}, 120_000); // a first start runs initdb, slow on a busy 2-core machine
