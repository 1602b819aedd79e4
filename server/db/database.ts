/**
 * Opens the lead database: PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in
 * DATA_DIR. Both run the same migrations (drizzle/) at start. PGlite is single-process, so its data
 * directory is locked: a second server on the same DATA_DIR stops at once with a clear message.
 */
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface OpenDatabase {
  db: Database;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  migrationsFolder: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    try {
      await migrateNodePg(db as never, { migrationsFolder: options.migrationsFolder });
    } catch (error) {
      await pool.end();
      throw new Error(`Could not migrate the PostgreSQL database at DATABASE_URL: ${(error as Error).message}`, { cause: error });
    }
    return { db, kind: "postgres", close: () => pool.end() };
  }

  const release = lockDataDir(options.dataDir);
  try {
    const client = await PGlite.create(path.join(options.dataDir, "pglite"));
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    await migratePglite(db as never, { migrationsFolder: options.migrationsFolder });
    return {
      db,
      kind: "pglite",
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Exclusive lock on DATA_DIR for this process; a lock left by a dead process is taken over. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = fs.openSync(lockFile, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => {
        if (readPid(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readPid(lockFile);
      if (owner !== undefined && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `DATA_DIR ${dataDir} is in use by process ${owner}. The embedded database allows one process at a time: ` +
            "stop that process, use another DATA_DIR, or set DATABASE_URL to use PostgreSQL.",
          { cause: error },
        );
      }
      fs.rmSync(lockFile, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not lock ${lockFile}`);
}

function readPid(file: string): number | undefined {
  const value = Number.parseInt(fs.readFileSync(file, "utf8").trim(), 10);
  return Number.isInteger(value) ? value : undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
