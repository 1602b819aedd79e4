/**
 * A throwaway real PostgreSQL server from Debian's `postgresql` binaries, for tests and benchmarks.
 * Postgres refuses to run as root, so as root it runs as the `postgres` user.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

function findBinDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions.map((v) => path.join(root, v, "bin")).find((dir) => fs.existsSync(path.join(dir, "initdb")));
  if (!bin) {
    throw new Error("PostgreSQL is not installed: `apt-get install postgresql` (or set TEST_DATABASE_URL). The Postgres suite never skips.");
  }
  return bin;
}

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

/** Starts a server on a free loopback port; returns its admin URL and a stop function. Tests may turn fsync off; the bench keeps it on. */
export interface ThrowawayPostgres {
  url: string;
  /** Stops the server and deletes its files. */
  stop: () => void;
  /** Stops the server (fast shutdown: connections are cut) and keeps its files, as an outage would. */
  pause: () => void;
  /** Starts it again on the same port and data after pause(). */
  resume: () => void;
}

export async function startThrowawayPostgres({ fsync = true }: { fsync?: boolean } = {}): Promise<ThrowawayPostgres> {
  const bin = findBinDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pg-"));
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const [file, fileArgs] = asRoot
      ? ["runuser", ["-u", "postgres", "--", path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
    const result = spawnSync(file, fileArgs, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  if (asRoot) execFileSync("chown", ["postgres:postgres", dir]);
  const dataDir = path.join(dir, "data");
  run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const port = await freePort();
  const start = () =>
    run("pg_ctl", ["-D", dataDir, "-l", path.join(dir, "log"), "-w", "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=${fsync ? "on" : "off"}`, "start"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pause: () => run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]),
    resume: start,
    stop: () => {
      try {
        run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
