/**
 * An upgrade from a version that kept its store in PGlite (DATA_DIR/pglite, before ADR 034): the
 * first start moves every row into PostgreSQL, in one transaction, and keeps the old directory
 * beside it as `pglite-moved-to-postgres` for a way back.
 *
 * PGlite's files cannot be opened by a native PostgreSQL (a 32-bit WebAssembly build), so the old
 * store is read by PGlite itself, at the version that wrote it. The product does not depend on it:
 * the move installs it once into DATA_DIR/upgrade-tools from the npm registry and removes it after.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type pg from "pg";

/** The PGlite version of the last release that used it (package.json before ADR 034). */
export const PGLITE_VERSION = "0.5.16";
export const MOVED_DIR = "pglite-moved-to-postgres";

/** The few calls the move makes on PGlite (its own types are not installed). */
interface OldStore {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
  transaction<T>(run: (tx: OldStore) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

interface Table {
  name: string;
  columns: string[];
  hasBytes: boolean;
  /** Foreign keys that close a cycle (a translation's original or revision): written once every table is in. */
  later: string[];
}

export async function moveEmbeddedStore(pool: pg.Pool, dataDir: string, migrationsFolder: string): Promise<{ rows: number; keptAt: string } | undefined> {
  if (!dataDir) return undefined;
  const source = path.join(dataDir, "pglite");
  if (!fs.existsSync(path.join(source, "PG_VERSION"))) return undefined;
  const tools = path.join(dataDir, "upgrade-tools");
  const old = await openOldStore(source, tools);
  let rows = 0;
  try {
    await bringUpToDate(old, migrationsFolder);
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      await refuseIfInUse(client);
      const tables = await tablesInInsertOrder(client);
      await client.query(`TRUNCATE ${tables.map((table) => quote(table.name)).join(", ")}`);
      // Rows arrive as they were: triggers (the weekly report's counts) already ran when they were written.
      for (const table of tables) await client.query(`ALTER TABLE ${quote(table.name)} DISABLE TRIGGER USER`);
      for (const table of tables) rows += await copyTable(old, client, table);
      for (const table of tables) await linkLater(old, client, table);
      for (const table of tables) await client.query(`ALTER TABLE ${quote(table.name)} ENABLE TRIGGER USER`);
      await resetSequences(client);
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  } finally {
    await old.close();
  }
  const keptAt = path.join(dataDir, MOVED_DIR);
  fs.renameSync(source, keptAt);
  fs.rmSync(tools, { recursive: true, force: true });
  return { rows, keptAt };
}

async function openOldStore(source: string, tools: string): Promise<OldStore> {
  const entry = path.join(tools, "node_modules/@electric-sql/pglite/dist/index.js");
  if (!fs.existsSync(entry)) {
    try {
      fs.mkdirSync(tools, { recursive: true, mode: 0o700 });
      fs.writeFileSync(path.join(tools, "package.json"), '{ "private": true }\n');
      const args = ["install", "--prefix", tools, "--no-audit", "--no-fund", "--ignore-scripts", "--no-package-lock", `@electric-sql/pglite@${PGLITE_VERSION}`];
      execFileSync("npm", args, { stdio: "pipe" });
    } catch (error) {
      const output = (error as { stderr?: Buffer }).stderr?.toString().trim();
      throw new Error(
        `${source} holds the store of an earlier version, and reading it needs @electric-sql/pglite@${PGLITE_VERSION} from the npm registry, which could not be installed` +
          ` (${output || String(error)}). Start again where the registry is reachable; nothing was changed.`,
        { cause: error },
      );
    }
  }
  const { PGlite } = (await import(pathToFileURL(entry).href)) as { PGlite: { create(dataDir: string): Promise<OldStore> } };
  return PGlite.create(source);
}

/** An old store from before the latest migrations gets them first, as its own version would have. */
async function bringUpToDate(old: OldStore, migrationsFolder: string): Promise<void> {
  const applied = await old.query<{ created_at: string }>("SELECT max(created_at)::text AS created_at FROM drizzle.__drizzle_migrations");
  const last = Number(applied.rows[0]?.created_at ?? 0);
  const { readMigrationFiles } = await import("drizzle-orm/migrator");
  const pending = readMigrationFiles({ migrationsFolder }).filter((migration) => migration.folderMillis > last);
  if (pending.length === 0) return;
  await old.transaction(async (tx) => {
    for (const migration of pending) {
      for (const statement of migration.sql) if (statement.trim()) await tx.exec(statement);
      await tx.query("INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ($1, $2)", [migration.hash, migration.folderMillis]);
    }
  });
}

/** Moving over a PostgreSQL store that already holds leads, posts or accounts would lose them: refuse. */
async function refuseIfInUse(client: pg.PoolClient): Promise<void> {
  const { rows } = await client.query<{ used: boolean }>("SELECT EXISTS (SELECT 1 FROM contact_messages) OR EXISTS (SELECT 1 FROM posts) OR EXISTS (SELECT 1 FROM admin_users) AS used");
  if (rows[0]?.used) {
    throw new Error("DATA_DIR/pglite holds the store of an earlier version, and the PostgreSQL database already has leads, posts or accounts. Move one aside; nothing was changed.");
  }
}

/** The application's tables, each after the tables its foreign keys point to. */
async function tablesInInsertOrder(client: pg.PoolClient): Promise<Table[]> {
  const { rows: columns } = await client.query<{ table_name: string; column_name: string; data_type: string; is_nullable: "YES" | "NO" }>(
    `SELECT c.table_name, c.column_name, c.data_type, c.is_nullable FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.is_generated = 'NEVER'
      ORDER BY c.table_name, c.ordinal_position`,
  );
  const { rows: references } = await client.query<{ child: string; parent: string; columns: string[] }>(
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent,
            array(SELECT a.attname::text FROM pg_attribute a WHERE a.attrelid = c.conrelid AND a.attnum = ANY(c.conkey)) AS columns
       FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace WHERE c.contype = 'f' AND n.nspname = 'public'`,
  );
  const tables = new Map<string, Table>();
  for (const column of columns) {
    const table = tables.get(column.table_name) ?? { name: column.table_name, columns: [], hasBytes: false, later: [] };
    table.columns.push(column.column_name);
    table.hasBytes ||= column.data_type === "bytea";
    tables.set(column.table_name, table);
  }
  const nullable = new Set(columns.filter((column) => column.is_nullable === "YES").map((column) => `${column.table_name}.${column.column_name}`));
  const parentsOf = (name: string) => references.filter((reference) => unquoted(reference.child) === name).map((reference) => unquoted(reference.parent));
  const reaches = (from: string, to: string, seen = new Set<string>()): boolean => {
    if (from === to) return true;
    if (seen.has(from)) return false;
    seen.add(from);
    return parentsOf(from).some((parent) => reaches(parent, to, seen));
  };
  const ordered: Table[] = [];
  const visit = (name: string, path: Set<string>) => {
    const table = tables.get(unquoted(name));
    if (!table || ordered.includes(table) || path.has(table.name)) return;
    path.add(table.name);
    for (const reference of references) {
      if (unquoted(reference.child) !== table.name) continue;
      // A key that may wait and closes a cycle (pages.translated_from names a page_revisions row, which names its page) waits.
      const mayWait = reference.columns.every((column) => nullable.has(`${table.name}.${column}`));
      if (mayWait && reaches(unquoted(reference.parent), table.name)) table.later.push(...reference.columns);
      else visit(reference.parent, path);
    }
    ordered.push(table);
  };
  for (const name of tables.keys()) visit(name, new Set());
  return ordered;
}

const unquoted = (name: string) => name.replace(/^"|"$/g, "");

async function copyTable(old: OldStore, client: pg.PoolClient, table: Table): Promise<number> {
  const list = table.columns.map(quote).join(", ");
  const written = table.columns.map((column) => (table.later.includes(column) ? "NULL" : quote(column))).join(", ");
  const batch = table.hasBytes ? 10 : 500;
  let copied = 0;
  await old.transaction(async (tx) => {
    await tx.exec(`DECLARE move_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM (SELECT ${list} FROM ${quote(table.name)}) t`);
    for (;;) {
      const { rows } = await tx.query<{ row: string }>(`FETCH ${batch} FROM move_rows`);
      if (rows.length === 0) break;
      await client.query(`INSERT INTO ${quote(table.name)} (${list}) OVERRIDING SYSTEM VALUE SELECT ${written} FROM json_populate_recordset(NULL::${quote(table.name)}, $1::json)`, [
        `[${rows.map((row) => row.row).join(",")}]`,
      ]);
      copied += rows.length;
    }
    await tx.exec("CLOSE move_rows");
  });
  const { rows } = await old.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${quote(table.name)}`);
  if (rows[0]?.count !== copied) throw new Error(`${table.name}: ${copied} rows moved of ${rows[0]?.count}`);
  return copied;
}

/** The keys `copyTable` left empty, each row's by its primary key, now that every row they name is in. */
async function linkLater(old: OldStore, client: pg.PoolClient, table: Table): Promise<void> {
  if (table.later.length === 0) return;
  const { rows: keys } = await client.query<{ name: string }>(
    "SELECT a.attname::text AS name FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey) WHERE i.indrelid = $1::regclass AND i.indisprimary",
    [quote(table.name)],
  );
  const key = keys.map(({ name }) => name);
  const linked = table.later.map((column) => `${quote(column)} IS NOT NULL`).join(" OR ");
  const { rows } = await old.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM (SELECT ${[...key, ...table.later].map(quote).join(", ")} FROM ${quote(table.name)} WHERE ${linked}) t`);
  if (rows.length === 0) return;
  await client.query(
    `UPDATE ${quote(table.name)} AS t SET ${table.later.map((column) => `${quote(column)} = j.${quote(column)}`).join(", ")}
       FROM json_populate_recordset(NULL::${quote(table.name)}, $1::json) j WHERE ${key.map((column) => `t.${quote(column)} = j.${quote(column)}`).join(" AND ")}`,
    [`[${rows.map((row) => row.row).join(",")}]`],
  );
}

/** Serial and identity columns continue after the highest value moved. */
async function resetSequences(client: pg.PoolClient): Promise<void> {
  const { rows } = await client.query<{ table_name: string; column_name: string; sequence: string }>(
    `SELECT table_name, column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) AS sequence
       FROM information_schema.columns WHERE table_schema = 'public' AND pg_get_serial_sequence(quote_ident(table_name), column_name) IS NOT NULL`,
  );
  for (const row of rows) {
    await client.query(`SELECT setval($1, COALESCE((SELECT max(${quote(row.column_name)}) FROM ${quote(row.table_name)}), 0) + 1, false)`, [row.sequence]);
  }
}

function quote(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`;
}
