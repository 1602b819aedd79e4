/**
 * Kill -9 in the middle of a load, three times over: every message the server acknowledged (201) must be stored with
 * its outbox row after a restart. Runs the built server (`npm run build` first; `npm test` does).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import { openDatabase } from "../../server/db/database";
import { contactMessages, outbox } from "../../server/db/schema";

const BUNDLE = path.resolve("build/node/server.mjs");
let child: ChildProcess | undefined;

afterEach(() => {
  child?.kill("SIGKILL");
});

function exited(processHandle: ChildProcess): Promise<void> {
  if (processHandle.exitCode !== null || processHandle.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => processHandle.once("exit", () => resolve()));
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startServer(dataDir: string, port: number) {
  const processHandle = spawn(process.execPath, [BUNDLE], {
    env: {
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
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  processHandle.stdout!.on("data", (chunk) => (output += chunk));
  processHandle.stderr!.on("data", (chunk) => (output += chunk));
  for (let i = 0; i < 200; i += 1) {
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
    if (up) return { process: processHandle, output: () => output };
    if (processHandle.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start:\n${output}`);
}

const ROUNDS = 3;

it(`keeps every acknowledged message and its outbox row through ${ROUNDS} SIGKILLs mid-load`, async () => {
  expect(fs.existsSync(BUNDLE), "run `npm run build` first").toBe(true);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "crash-"));
  const port = await freePort();
  const acknowledged: string[] = [];
  let sent = 0;

  for (let round = 1; round <= ROUNDS; round += 1) {
    // Each round starts on the data the previous kill left (stale lock taken over, database recovered).
    const server = await startServer(dataDir, port);
    child = server.process;
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
    // 16 concurrent senders; the server is killed once 60 more messages are acknowledged.
    const running = child;
    const workers = Array.from({ length: 16 }, async () => {
      while (running.exitCode === null && running.signalCode === null && sent < 2000 * round) {
        await send();
        if (acknowledged.length >= target && running.signalCode === null) running.kill("SIGKILL");
      }
    });
    await Promise.all(workers);
    await exited(running);
    expect(acknowledged.length).toBeGreaterThanOrEqual(target);
  }

  const restarted = await startServer(dataDir, port);
  child = restarted.process;
  expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  child.kill("SIGTERM");
  await exited(child);

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
