/**
 * The embedded database's files hold leads, account emails and password hashes, so no other local user
 * may read or write them: DATA_DIR and every directory in it 0700, every file 0600. PGlite creates
 * its files 0666 whatever the umask (server/db/private-files.ts), so each test runs under the
 * permissive umask 000 to show the result does not depend on it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/database.ts";
import { freePort, spawnBuiltServer, waitUntilServing } from "./built-server.ts";

const migrationsFolder = path.resolve("drizzle");

/** Every entry under `root` (and root) that others could open, as "mode path"; symbolic links aside. */
function notPrivate(root: string): string[] {
  const found: string[] = [];
  const visit = (target: string) => {
    const stat = fs.lstatSync(target);
    if (stat.isSymbolicLink()) return;
    const mode = stat.mode & 0o777;
    if (mode !== (stat.isDirectory() ? 0o700 : 0o600)) found.push(`${mode.toString(8)} ${path.relative(root, target) || "."}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(target)) visit(path.join(target, name));
  };
  visit(root);
  return found;
}

/** Makes every file 0666 and every directory 0755, as an install from before the fix may be. */
function loosen(root: string): number {
  let count = 0;
  const visit = (target: string) => {
    const stat = fs.lstatSync(target);
    if (stat.isDirectory()) {
      fs.chmodSync(target, 0o755);
      for (const name of fs.readdirSync(target)) visit(path.join(target, name));
    } else if (stat.isFile()) fs.chmodSync(target, 0o666);
    else return;
    count += 1;
  };
  visit(root);
  return count;
}

describe("DATA_DIR is private to the server's user", () => {
  let work: string;
  let umask: number;

  beforeEach(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), "private-data-"));
    umask = process.umask(0o000);
  });

  afterEach(() => {
    process.umask(umask);
    fs.rmSync(work, { recursive: true, force: true });
  });

  it("a new database: DATA_DIR 0700, every file 0600 and directory 0700, also the WAL segments written later", async () => {
    const dataDir = path.join(work, "data");
    const database = await openDatabase({ dataDir, migrationsFolder });
    try {
      expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(notPrivate(dataDir)).toEqual([]);

      // New WAL segments, recycled ones and new relation files, written while the server runs.
      for (let round = 0; round < 3; round += 1) {
        await database.db.execute(sql.raw(`CREATE TABLE scratch_${round} (filler text)`));
        await database.db.execute(sql.raw(`INSERT INTO scratch_${round} SELECT repeat('x', 1000) FROM generate_series(1, 3000)`));
        await database.db.execute(sql`SELECT pg_switch_wal()`);
        await database.db.execute(sql`CHECKPOINT`);
      }
      expect(fs.readdirSync(path.join(dataDir, "pglite", "pg_wal")).filter((name) => /^[0-9A-F]{24}$/.test(name)).length).toBeGreaterThan(0);
      expect(notPrivate(dataDir)).toEqual([]);
    } finally {
      await database.close();
    }
    expect(notPrivate(dataDir)).toEqual([]);
  });

  it("an existing database others could read is made private when opened, and the change is reported once", async () => {
    const dataDir = path.join(work, "data");
    await (await openDatabase({ dataDir, migrationsFolder })).close();
    const loosened = loosen(dataDir);

    const reports: number[] = [];
    const database = await openDatabase({ dataDir, migrationsFolder, onPermissionsTightened: (count) => reports.push(count) });
    try {
      expect(reports).toEqual([loosened]);
      expect(notPrivate(dataDir)).toEqual([]);
    } finally {
      await database.close();
    }

    // Private already: nothing to report.
    await (await openDatabase({ dataDir, migrationsFolder, onPermissionsTightened: (count) => reports.push(count) })).close();
    expect(reports).toEqual([loosened]);
  });

  it("the built server (`npm start`) keeps them private, also the files it writes for a submission", async () => {
    const dataDir = path.join(work, "data");
    const port = await freePort();
    const server = spawnBuiltServer({ ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir }); // inherits umask 000
    try {
      await waitUntilServing(port, server, "/healthz", 600);
      const response = await fetch(`http://127.0.0.1:${port}/api/submit-contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Private Lead", email: "private@example.com", message: "Who can read this?" }),
      });
      expect(response.status).toBe(201);
      expect(notPrivate(dataDir)).toEqual([]);

      server.process.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      expect(notPrivate(dataDir)).toEqual([]);
    } finally {
      server.process.kill("SIGKILL");
      await server.exited;
    }
  }, 120_000);
});
