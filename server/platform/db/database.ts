/**
 * Opens the database: the PostgreSQL server at DATABASE_URL, or without one the server's own
 * PostgreSQL in DATA_DIR (embedded-postgres.ts, ADR 034). Migrations (drizzle/) run at start. The
 * server that started the embedded PostgreSQL owns it (DATA_DIR's lock), starts it again if it dies
 * (postgres-keeper.ts, ADR 043) and stops it at shutdown; a CLI on the same DATA_DIR connects to
 * it, or starts it for the length of its command.
 */
import fs from "node:fs";
import path from "node:path";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { isDatabaseUnavailable, isDiskFull, rootCause } from "./availability.ts";
import { dataDirInUse, lockDataDir } from "./data-dir-lock.ts";
import { watchDiskSpace, WritesFailing, type SpaceWatch } from "./disk-space.ts";
import { embeddedUrl, startEmbeddedPostgres, type EmbeddedPostgresOptions } from "./embedded-postgres.ts";
import { keepPostgres, type KeeperEvent, type KeeperState } from "./postgres-keeper.ts";
import { moveEmbeddedStore } from "./pglite-move.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction's handle (the callback's argument of `db.transaction`), or the database itself. */
export type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A raw query's rows (`db.execute`: node-postgres' result, whose shape the database type does not say). */
export const rowsOf = async <T>(query: Promise<unknown>): Promise<T[]> => ((await query) as { rows: T[] }).rows;

export interface OpenDatabase {
  db: Database;
  /** The database's own server in DATA_DIR, or the one at DATABASE_URL. */
  where: "data-dir" | "database-url";
  /** Its connection URL (LISTEN/NOTIFY needs a connection of its own). */
  url: string;
  /** Throws when the database does not answer, or (while a write was refused for want of space) cannot write (readiness). */
  ping: () => Promise<void>;
  /** The server's own PostgreSQL, kept running by this process: running, being restarted, or given up on. Absent for DATABASE_URL and a CLI sharing a server's. */
  serverState?: () => KeeperState;
  close: () => Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  migrationsFolder: string;
  /** Pool size. */
  poolSize?: number;
  /** A PostgreSQL connection broke (restart, failover, terminated backend); the pool recovers by itself. */
  onConnectionError?: (error: Error) => void;
  /** What the embedded PostgreSQL logs. */
  onServerLog?: EmbeddedPostgresOptions["onLog"];
  /** The embedded PostgreSQL exited, is being restarted, is back, or could not be brought back. */
  onServerEvent?: (event: KeeperEvent) => void;
  /** As root, the embedded PostgreSQL's files were put outside DATA_DIR (DATA_DIR/postgres links to them). */
  onClusterRelocated?: (clusterDir: string) => void;
  /** Writes started failing for want of disk space (PostgreSQL's words), or succeed again. */
  onDiskFull?: (full: boolean, cause?: string) => void;
  /** The store of a version before ADR 034 (PGlite in DATA_DIR/pglite) was moved into PostgreSQL. */
  onStoreMoved?: (rows: number, keptAt: string) => void;
  /** For the CLI: with a server running on DATA_DIR, use its PostgreSQL instead of refusing. */
  shareRunningServer?: boolean;
}

/** host:port/database of a connection URL, without the credentials, for error messages. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const socket = parsed.searchParams.get("host");
    return socket ? `${socket} (socket)${parsed.pathname}` : `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
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
function transactionsOnTheirOwnClient(pool: pg.Pool, db: Database, space: SpaceWatch): void {
  // One drizzle per pooled connection, made on its first transaction: making one walks the whole
  // schema's relations (~8% of the server's busy time under the contact form's load, issue 72).
  const drizzleOf = new WeakMap<pg.PoolClient, Database>();
  const onOwnClient = async <T>(work: (client: pg.PoolClient, onClient: Database) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      let onClient = drizzleOf.get(client);
      if (!onClient) drizzleOf.set(client, (onClient = drizzleNodePg(client, { schema }) as unknown as Database));
      return await work(client, onClient);
    } catch (error) {
      space.note(error);
      // A full disk leaves the connection sound; every other outage may have cut it.
      if (isDatabaseUnavailable(error) && !isDiskFull(error)) broken = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      client.release(broken);
    }
  };
  db.transaction = ((run, config) => onOwnClient((_client, onClient) => onClient.transaction(run, config))) as Database["transaction"];
  readsThenWrites.set(db, (decide) =>
    onOwnClient(async (client, onClient) => {
      // A pipelined client sends its queries at once, in the order they were made, and PostgreSQL
      // answers them in that order: BEGIN goes out with the first reads, COMMIT with the writes.
      // Each wait's queries leave as one write to the socket (corked until the reads are made): a
      // write costs a system call and wakes PostgreSQL's backend, most of a query's cost here.
      const socket = client.connection.stream;
      socket.cork();
      process.nextTick(() => socket.uncork());
      const begin = client.query("BEGIN");
      // Its failure fails every statement behind it; handled now, so it is never an unhandled rejection meanwhile.
      begin.catch(() => undefined);
      try {
        const writes = await decide(onClient);
        socket.cork();
        let sent: Promise<unknown>[];
        try {
          // `.execute()` sends a drizzle query now; awaiting one would send it a microtask later, behind the COMMIT.
          sent = [...writes.map((write) => onClient.execute(write).execute()), client.query("COMMIT")];
        } finally {
          socket.uncork();
        }
        await Promise.all([...sent, begin]);
      } catch (error) {
        await begin.catch(() => undefined);
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      }
    }),
  );
}

type ReadsThenWrites = (decide: (tx: Executor) => Promise<SQL[]>) => Promise<void>;
const readsThenWrites = new WeakMap<Database, ReadsThenWrites>();

/**
 * A transaction that reads what it needs, then writes what it decided, in two waits for the server
 * whatever its statements: `decide` makes its reads at once (they go right behind BEGIN) and answers
 * the statements to write, which go with the COMMIT. Under load each wait is spent behind the
 * server's other work, so a commit costs its waits more than PostgreSQL's (issue 72).
 */
export function readThenWrite(db: Database, decide: (tx: Executor) => Promise<SQL[]>): Promise<void> {
  const run = readsThenWrites.get(db);
  if (!run) throw new Error("readThenWrite needs a database from openDatabase");
  return run(decide);
}

/** The embedded server for this process: started under DATA_DIR's lock and kept running, or (the CLI) the running server's. */
async function embeddedServer(options: DatabaseOptions): Promise<{ url: string; stop: () => Promise<void>; state?: () => KeeperState }> {
  if (options.shareRunningServer && dataDirInUse(options.dataDir)) return { url: embeddedUrl(options.dataDir), stop: async () => {} };
  const release = lockDataDir(options.dataDir);
  try {
    const start = (create: boolean) => startEmbeddedPostgres(options.dataDir, { onLog: options.onServerLog, onRelocated: options.onClusterRelocated, create });
    const server = await keepPostgres(start, { onEvent: options.onServerEvent });
    return {
      url: server.url,
      state: server.state,
      stop: async () => {
        await server.stop();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  const embedded = options.databaseUrl ? undefined : await embeddedServer(options);
  const url = options.databaseUrl ?? embedded!.url;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // While PostgreSQL is unreachable a request fails fast (503) instead of queueing for a connection.
    connectionTimeoutMillis: 5_000,
    // A 201 means the commit is on the server's disk, whatever the server's default says.
    options: "-c synchronous_commit=on",
    // Queries made together on one client go out together (node-postgres' pipelining): readThenWrite.
    pipeline: true,
  });
  // A terminated backend or a restart emits "error" on idle pooled clients and on checked-out ones
  // between queries; unhandled, that event would end the process and take the site down with it.
  // The pool drops the broken client; the next query opens a new connection.
  const onError = (error: Error) => options.onConnectionError?.(error);
  pool.on("error", onError);
  pool.on("connect", (client) => client.on("error", onError));
  const space = watchDiskSpace(
    () => probeWrite(pool),
    (full, cause) => options.onDiskFull?.(full, cause),
  );
  // A query that fails gives its client back with the error (pg-pool's query, and ours above).
  pool.on("release", (error) => error && space.note(error));
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  transactionsOnTheirOwnClient(pool, db, space);
  const close = async () => {
    await pool.end();
    await embedded?.stop();
  };
  try {
    if (await migrationsPending(pool, options.migrationsFolder)) {
      const { migrate } = await import("drizzle-orm/node-postgres/migrator");
      await migrate(db as never, { migrationsFolder: options.migrationsFolder });
    }
    const moved = await moveEmbeddedStore(pool, options.dataDir, options.migrationsFolder);
    if (moved) options.onStoreMoved?.(moved.rows, moved.keptAt);
  } catch (error) {
    await close();
    const where = options.databaseUrl ? `at DATABASE_URL (${describeUrl(options.databaseUrl)})` : `in ${options.dataDir}`;
    throw new Error(`Could not prepare the PostgreSQL database ${where}: ${rootCause(error)}`, { cause: error });
  }
  return {
    db,
    where: options.databaseUrl ? "database-url" : "data-dir",
    url,
    ping: async () => {
      await pool.query("SELECT 1");
      const full = await space.check();
      if (full) throw new WritesFailing(full);
    },
    serverState: embedded?.state,
    close,
  };
}

/**
 * Whether the folder has a migration the store lacks: drizzle's migrator applies those dated after
 * the last one it recorded. Asked first, so that a start or a command on a current store loads no
 * migrator (issue 74); whatever cannot be read counts as pending, for the migrator to report.
 */
async function migrationsPending(pool: pg.Pool, migrationsFolder: string): Promise<boolean> {
  try {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as { entries: Array<{ when: number }> };
    // A new store has no table yet: asked without an error in PostgreSQL's log.
    const table = await pool.query<{ present: boolean }>("SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present");
    if (!table.rows[0]?.present) return true;
    const { rows } = await pool.query<{ last: string | null }>("SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations");
    const last = Number(rows[0]?.last ?? 0);
    return journal.entries.some((entry) => entry.when > last);
  } catch {
    return true;
  }
}

/** A write that needs a new block on disk, undone: a temporary table's first row (nothing of it stays). */
async function probeWrite(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let failed: Error | undefined;
  try {
    await client.query("BEGIN");
    await client.query("CREATE TEMPORARY TABLE space_probe (filler text) ON COMMIT DROP");
    await client.query("INSERT INTO space_probe VALUES (repeat('x', 100))");
  } catch (error) {
    failed = error as Error;
    throw error;
  } finally {
    await client.query("ROLLBACK").catch(() => undefined);
    client.release(failed);
  }
}
/**
 * PostgreSQL: a commit is on the server's disk when it answers only if the server syncs its WAL
 * (fsync=on) and waits for that sync before answering (synchronous_commit not off; "local" and the
 * remote_* levels also flush locally). `query` runs a SHOW statement and returns its one value.
 * Returns a warning to log at start when either is off, undefined when a 201 means what it says.
 */
export async function describePostgresDurability(query: (sql: string) => Promise<string>): Promise<string | undefined> {
  const fsync = await query("SHOW fsync");
  const synchronousCommit = await query("SHOW synchronous_commit");
  const problems: string[] = [];
  if (fsync !== "on") problems.push(`fsync=${fsync} (the server never forces its WAL to disk)`);
  if (synchronousCommit === "off") problems.push("synchronous_commit=off (commits are acknowledged before their WAL is flushed)");
  if (problems.length === 0) return undefined;
  return `PostgreSQL is running with ${problems.join(" and ")}: a 201 does not mean the lead survives a crash or power cut. Turn ${problems.length > 1 ? "them" : "it"} on (postgresql.conf or ALTER SYSTEM).`;
}
