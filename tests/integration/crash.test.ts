/**
 * Kill -9 in the middle of a load, three times over (the second time its PostgreSQL too): every message the server
 * acknowledged (201) must be stored with
 * its outbox row after a restart. Runs the built server (`npm run build` first; `npm test` does).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import { openDatabase } from "#server/platform/db/database.ts";
import { contactMessages, outbox } from "#server/platform/db/schema.ts";
import { freePort, spawnBuiltServer, waitUntilServing, type BuiltServer } from "./built-server.ts";

let server: BuiltServer | undefined;

afterEach(() => {
  server?.process.kill("SIGKILL");
});

async function startServer(dataDir: string, port: number): Promise<BuiltServer> {
  server = spawnBuiltServer({
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: "100000",
    // A channel that cannot deliver: every message gets an outbox row that stays pending.
    WEBHOOK_URL: "http://127.0.0.1:9/unreachable",
    WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 1).toString("base64")}`,
    OUTBOX_POLL_MS: "60000",
    OUTBOX_BASE_DELAY_MS: "60000",
  });
  await waitUntilServing(port, server, "/healthz", 200);
  return server;
}

const ROUNDS = 3;

/** The server's own PostgreSQL's main process (the first line of its pid file). */
function postmasterPid(dataDir: string): number {
  return Number(fs.readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0]);
}

it(`keeps every acknowledged message and its outbox row through ${ROUNDS} SIGKILLs mid-load`, async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "crash-"));
  const port = await freePort();
  const acknowledged: string[] = [];
  let sent = 0;

  for (let round = 1; round <= ROUNDS; round += 1) {
    // Each round starts on the data the previous kill left (stale lock taken over, database recovered).
    const { process: running, exited } = await startServer(dataDir, port);
    const target = acknowledged.length + 60;
    const send = async () => {
      sent += 1;
      const response = await fetch(`http://127.0.0.1:${port}/api/submit-contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: `Load ${sent}`, email: `load${sent}@example.com`, message: "Crash test message." }),
      }).catch(() => undefined);
      if (response?.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
    };
    // 16 concurrent senders; the server is killed once 60 more messages are acknowledged, by the
    // first sender to see it (the others may see it too before the exit is reported).
    let killed = false;
    const workers = Array.from({ length: 16 }, async () => {
      while (running.exitCode === null && running.signalCode === null && sent < 2000 * round) {
        await send();
        if (acknowledged.length >= target && !killed) {
          killed = true;
          // Every other round PostgreSQL dies at the same instant, as in a power cut: it recovers from its WAL.
          if (round % 2 === 0) process.kill(postmasterPid(dataDir), "SIGKILL");
          running.kill("SIGKILL");
        }
      }
    });
    await Promise.all(workers);
    await exited;
    expect(acknowledged.length).toBeGreaterThanOrEqual(target);
  }

  const restarted = await startServer(dataDir, port);
  expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  restarted.process.kill("SIGTERM");
  await restarted.exited;

  // Every acknowledged message is there, with its outbox row.
  const database = await openDatabase({ dataDir, migrationsFolder: path.resolve("drizzle") });
  try {
    const stored = await database.db.select({ id: contactMessages.id }).from(contactMessages).where(inArray(contactMessages.id, acknowledged));
    const rows = await database.db.select({ messageId: outbox.messageId }).from(outbox).where(inArray(outbox.messageId, acknowledged));
    console.log(`[kill -9] ${ROUNDS} rounds: ${acknowledged.length} acknowledged, ${stored.length} stored, ${new Set(rows.map((row) => row.messageId)).size} with their outbox row`);
    expect(stored.length).toBe(acknowledged.length);
    expect(new Set(rows.map((row) => row.messageId)).size).toBe(acknowledged.length);
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 180_000);
