/**
 * Vitest global setup: a throwaway real PostgreSQL server for the integration suite, from Debian's
 * `postgresql` package (installed by .ci/run). Postgres refuses to run as root, so as root it runs
 * as the `postgres` user. Set TEST_DATABASE_URL to use an existing server instead. Never skipped:
 * without a server the suite fails with instructions.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

function findBinDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions.map((v) => path.join(root, v, "bin")).find((dir) => fs.existsSync(path.join(dir, "initdb")));
  if (!bin) {
    throw new Error("PostgreSQL is not installed: `apt-get install postgresql` (or set TEST_DATABASE_URL). The Postgres suite never skips.");
  }
  return bin;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("postgresUrl", process.env.TEST_DATABASE_URL);
    return;
  }
  const bin = findBinDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pg-test-"));
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const full = asRoot ? ["runuser", ["-u", "postgres", "--", path.join(bin, command), ...args]] : [path.join(bin, command), args];
    const result = spawnSync(full[0] as string, full[1] as string[], { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  if (asRoot) execFileSync("chown", ["postgres:postgres", dir]);
  const dataDir = path.join(dir, "data");
  run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const port = await freePort();
  run("pg_ctl", ["-D", dataDir, "-l", path.join(dir, "log"), "-w", "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, "start"]);
  project.provide("postgresUrl", `postgres://postgres@127.0.0.1:${port}/postgres`);

  return () => {
    try {
      run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
}
