/**
 * Opening the database migrates only when a migration is pending (issue 74): a store that has them
 * all opens without drizzle's migrator, which reads and hashes every SQL file, and one that lacks a
 * migration still gets it. A migrations folder with its journal alone tells the two apart.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { openDatabase } from "#server/platform/db/database.ts";
import { freshPostgresDatabase } from "./harness.ts";

interface Journal {
  entries: Array<{ idx: number; when: number; tag: string }>;
}

let dir: string;
let databaseUrl: string;
const journal = JSON.parse(fs.readFileSync("drizzle/meta/_journal.json", "utf8")) as Journal;

/** A migrations folder holding only a journal: no migration's SQL can be read from it. */
function journalOnly(entries: Journal["entries"]): string {
  const folder = fs.mkdtempSync(path.join(dir, "migrations-"));
  fs.mkdirSync(path.join(folder, "meta"));
  fs.writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries }));
  return folder;
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "pending-migrations-"));
  databaseUrl = await freshPostgresDatabase(inject("postgresUrl"));
  // Every migration of drizzle/, applied by the migrator.
  await (await openDatabase({ databaseUrl, dataDir: dir, migrationsFolder: path.resolve("drizzle") })).close();
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it("opens a store that has every migration without reading one", async () => {
  const database = await openDatabase({ databaseUrl, dataDir: dir, migrationsFolder: journalOnly(journal.entries) });
  await database.close();
});

it("migrates a store that lacks one: the migrator reads the folder's SQL", async () => {
  const last = journal.entries.at(-1)!;
  const newer = { ...last, idx: last.idx + 1, when: last.when + 1, tag: "9999_not_applied" };
  await expect(openDatabase({ databaseUrl, dataDir: dir, migrationsFolder: journalOnly([...journal.entries, newer]) })).rejects.toThrow(
    /^Could not prepare the PostgreSQL database .*: No file .*0000_init\.sql found/,
  );
});
