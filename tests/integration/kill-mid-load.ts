/**
 * Kill -9 in the middle of a load, round after round (every other round its PostgreSQL too, as in a
 * power cut): what the crash tests of each write path share. The built server runs on one DATA_DIR
 * throughout, so each round starts on what the previous kill left (stale lock taken over, database
 * recovered from its WAL); the test then compares the ids it was answered 201 for with the rows stored.
 */
import fs from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { spawnBuiltServer, waitUntilServing, type BuiltServer } from "./built-server.ts";

let running: BuiltServer | undefined;

/** For afterEach: a server a failed round left behind is killed. */
export function killLeftoverServer(): void {
  running?.process.kill("SIGKILL");
}

/** The built server on `dataDir`, every lead given an outbox row that stays pending (a channel that cannot deliver). */
export async function startCrashServer(dataDir: string, port: number): Promise<BuiltServer> {
  running = spawnBuiltServer({
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: "100000",
    WEBHOOK_URL: "http://127.0.0.1:9/unreachable",
    WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 1).toString("base64")}`,
    OUTBOX_POLL_MS: "60000",
    OUTBOX_BASE_DELAY_MS: "60000",
  });
  await waitUntilServing(port, running, "/healthz", 200);
  return running;
}

/** The server's own PostgreSQL's main process (the first line of its pid file). */
function postmasterPid(dataDir: string): number {
  return Number(fs.readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0]);
}

export interface KillMidLoad {
  dataDir: string;
  port: number;
  rounds: number;
  /** Sends the n-th submission (from 1); answers the id it was acknowledged (201) with, else undefined. */
  send: (n: number) => Promise<string | undefined>;
}

/**
 * `rounds` times: start the server, load it from 16 concurrent senders, and SIGKILL it once 60 more
 * submissions are acknowledged (by the first sender to see it; the others may be answered before the
 * exit is reported). Answers every acknowledged id, then starts it once more and stops it cleanly,
 * so its store is recovered and closed for the test to read.
 */
export async function killMidLoad({ dataDir, port, rounds, send }: KillMidLoad): Promise<string[]> {
  const acknowledged: string[] = [];
  let sent = 0;
  for (let round = 1; round <= rounds; round += 1) {
    const { process: server, exited } = await startCrashServer(dataDir, port);
    const target = acknowledged.length + 60;
    let killed = false;
    const sender = async () => {
      while (server.exitCode === null && server.signalCode === null && sent < 2000 * round) {
        sent += 1;
        const id = await send(sent).catch(() => undefined);
        if (id) acknowledged.push(id);
        if (acknowledged.length >= target && !killed) {
          killed = true;
          if (round % 2 === 0) process.kill(postmasterPid(dataDir), "SIGKILL");
          server.kill("SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, sender));
    await exited;
    expect(acknowledged.length).toBeGreaterThanOrEqual(target);
  }

  const restarted = await startCrashServer(dataDir, port);
  expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  restarted.process.kill("SIGTERM");
  await restarted.exited;
  return acknowledged;
}
