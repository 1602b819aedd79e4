/**
 * Opens the lead database: PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in
 * DATA_DIR. Both run the same migrations (drizzle/) at start. PGlite is single-process, so its data
 * directory is locked: a second server on the same DATA_DIR stops at once with a clear message. Its
 * files are the server's user's alone (server/db/private-files.ts).
 */
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import path from "node:path";
import pg from "pg";
import { isDatabaseUnavailable, rootCause } from "./availability.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import { durablePglite } from "./durable-commit.ts";
import { makeTreePrivate } from "./private-files.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction's handle (the callback's argument of `db.transaction`), or the database itself. */
export type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface OpenDatabase {
  db: Database;
  kind: "pglite" | "postgres";
  /** Throws when the database does not answer (readiness). */
  ping: () => Promise<void>;
  /**
   * Await after a commit, before telling anyone it succeeded: resolves once the commit is on stable
   * storage, rejects if that cannot be ensured. Set for PGlite (server/db/durable-commit.ts); absent
   * where the database's own COMMIT already waits for the disk.
   */
  afterCommit?: () => Promise<void>;
  close: () => Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  migrationsFolder: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** A PostgreSQL connection broke (restart, failover, terminated backend); the pool recovers by itself. */
  onConnectionError?: (error: Error) => void;
  /** DATA_DIR had files or directories other users could open; `count` of them are now the owner's alone. */
  onPermissionsTightened?: (count: number) => void;
}

/** host:port/database of a connection URL, without the credentials, for error messages. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
  } catch {
    return "an unparsable URL";
  }
}

/**
 * drizzle's pooled transaction() sends BEGIN before the try/finally that gives its client back to the
 * pool (drizzle-orm#6241): a BEGIN cut off by a restart would keep the client for good, and a few
 * restarts would leave the pool empty. So a transaction checks its client out here, runs on drizzle
 * over that one client (which drizzle never releases), and always gives it back: with the error when
 * the connection failed, so the pool drops it.
 */
function transactionsOnTheirOwnClient(pool: pg.Pool, db: Database): void {
  db.transaction = (async (run, config) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      return await (drizzleNodePg(client, { schema }) as unknown as Database).transaction(run, config);
    } catch (error) {
      if (isDatabaseUnavailable(error)) broken = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      client.release(broken);
    }
  }) as Database["transaction"];
}

export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // While PostgreSQL is unreachable a request fails fast (503) instead of queueing for a connection.
      connectionTimeoutMillis: 5_000,
      // A 201 means the commit is on the server's disk, whatever the server's default says.
      options: "-c synchronous_commit=on",
    });
    // A terminated backend or a restart emits "error" on idle pooled clients and on checked-out ones
    // between queries; unhandled, that event would end the process and take the site down with it.
    // The pool drops the broken client; the next query opens a new connection.
    const onError = (error: Error) => options.onConnectionError?.(error);
    pool.on("error", onError);
    pool.on("connect", (client) => client.on("error", onError));
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    transactionsOnTheirOwnClient(pool, db);
    try {
      await migrateNodePg(db as never, { migrationsFolder: options.migrationsFolder });
    } catch (error) {
      await pool.end();
      throw new Error(`Could not prepare the PostgreSQL database at DATABASE_URL (${describeUrl(options.databaseUrl)}): ${rootCause(error)}`, { cause: error });
    }
    return {
      db,
      kind: "postgres",
      ping: async () => {
        await pool.query("SELECT 1");
      },
      close: () => pool.end(),
    };
  }

  const release = lockDataDir(options.dataDir);
  try {
    // New files are private (PrivateNodeFS); an install from before that is made so here.
    const tightened = makeTreePrivate(options.dataDir);
    if (tightened > 0) options.onPermissionsTightened?.(tightened);
    // PGlite alone never syncs to disk: durablePglite makes a commit durable before it is acknowledged.
    const durable = durablePglite(path.join(options.dataDir, "pglite"));
    const client = await PGlite.create({ fs: durable.fs, startParams: durable.startParams });
    await durable.opened();
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    await migratePglite(db as never, { migrationsFolder: options.migrationsFolder });
    return {
      db,
      kind: "pglite",
      ping: async () => {
        await client.query("SELECT 1");
      },
      afterCommit: durable.afterCommit,
      close: async () => {
        await client.close();
        durable.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
