/**
 * readThenWrite (server/platform/db/database.ts): the lead store's transaction in two waits. What it
 * writes commits together or not at all, and a failed one leaves its pooled client ready for the next.
 */
import os from "node:os";
import fs from "node:fs";
import path from "node:path";
import type { Duplex } from "node:stream";
import { sql } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase, readThenWrite, rowsOf, type OpenDatabase } from "#server/platform/db/database.ts";
import { errorCauses } from "#server/platform/error-causes.ts";
import { freshPostgresDatabase } from "./harness.ts";

describe("a transaction that reads, then writes with its commit", () => {
  let database: OpenDatabase;
  const stored = async () => (await rowsOf<{ id: number }>(database.db.execute(sql`select id from notes order by id`))).map((row) => row.id);
  const insert = (id: number) => sql`insert into notes (id) values (${id})`;

  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "read-then-write-"));
    // One pooled client: every transaction below runs on the one a failure would have left broken.
    database = await openDatabase({ databaseUrl: await freshPostgresDatabase(inject("postgresUrl")), dataDir, migrationsFolder: path.resolve("drizzle"), poolSize: 1 });
    await database.db.execute(sql`create table notes (id integer primary key)`);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("commits what it decided from what it read", async () => {
    await readThenWrite(database.db, async (tx) => {
      const [count] = await rowsOf<{ n: number }>(tx.execute(sql`select count(*)::int as n from notes`));
      return [insert(count!.n + 1), insert(count!.n + 2)];
    });
    expect(await stored()).toEqual([1, 2]);
  });

  it("sends each of its two waits' queries to PostgreSQL as one write", async () => {
    // The pool's one client (poolSize 1), watched at its socket: a call of _write or _writev is one system call.
    const client = await (database.db as unknown as { $client: pg.Pool }).$client.connect();
    const socket = client.connection.stream as Duplex & { _write: Duplex["_write"]; _writev?: Duplex["_writev"] };
    const calls: string[] = [];
    const write = socket._write.bind(socket);
    const writev = socket._writev?.bind(socket);
    socket._write = (chunk, encoding, done) => (calls.push("write"), write(chunk, encoding, done));
    if (writev) socket._writev = (chunks, done) => (calls.push("writev"), writev(chunks, done));
    client.release();
    try {
      await readThenWrite(database.db, async (tx) => {
        const [notes, tables] = await Promise.all([
          rowsOf<{ n: number }>(tx.execute(sql`select count(*)::int as n from notes`)),
          rowsOf<{ n: number }>(tx.execute(sql`select count(*)::int as n from pg_class`)),
        ]);
        return [insert(100 + notes[0]!.n), insert(200 + Math.min(tables[0]!.n, 1))];
      });
    } finally {
      socket._write = write;
      if (writev) socket._writev = writev;
      await database.db.execute(sql`delete from notes where id >= 100`);
    }
    // BEGIN and two reads, then two writes and COMMIT: each query is five messages.
    expect(calls).toEqual(["writev", "writev"]);
  });

  it("writes nothing when one of its writes fails, and says why", async () => {
    const failed = await readThenWrite(database.db, async () => [insert(3), insert(1)]).catch((error: unknown) => error);
    expect([...errorCauses(failed)].some((cause) => (cause as { code?: string }).code === "23505")).toBe(true);
    expect(await stored()).toEqual([1, 2]);
  });

  it("writes nothing when a read fails or the decision throws, and the next one works", async () => {
    await expect(readThenWrite(database.db, async (tx) => (await tx.execute(sql`select * from no_such_table`), [insert(4)]))).rejects.toThrow(/no_such_table/);
    await expect(
      readThenWrite(database.db, async () => {
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    await readThenWrite(database.db, async () => [insert(5)]);
    expect(await stored()).toEqual([1, 2, 5]);
  });
});
