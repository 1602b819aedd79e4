/**
 * Exports read leads a page per query (server/sales/leads/queries.ts), after the last row read: no lead
 * is skipped or repeated, even where a page ends among leads stored by one statement (one now()).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, desc, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { run } from "#server/cli/commands.ts";
import { openDatabase, type OpenDatabase } from "#server/platform/db/database.ts";
import { contactMessages, contacts } from "#server/platform/db/schema.ts";
import { exportStream } from "#server/sales/leads/export.ts";
import { leadPagesForExport } from "#server/sales/leads/inbox.ts";
import { EXPORT_PAGE_SIZE } from "#server/sales/leads/queries.ts";
import { freshPostgresDatabase } from "./harness.ts";

/** More than two pages; inserted 150 to a statement, so page ends fall among leads sharing one now(). */
const LEADS = 1_200;
const PER_STATEMENT = 150;

/** One contact holds them all: the export pages leads, whoever sent them. */
const CONTACT = { id: "contact-bulk", emailKey: "bulk@example.com" };

const newLead = (i: number) => ({
  id: randomBytes(8).toString("hex"),
  contactId: CONTACT.id,
  name: `Lead ${i}`,
  email: `lead${i}@example.com`,
  message: `Message ${i}`,
  payloadHash: "x",
  status: i % 7 === 0 ? ("spam" as const) : ("new" as const),
});

const csvIds = (csv: string) =>
  csv
    .split("\r\n")
    .slice(1, -1)
    .map((line) => line.split(",")[0]);

async function readAll(stream: ReadableStream<Uint8Array>) {
  return new Response(stream).text();
}

describe("exports", () => {
  let dir: string;
  let database: OpenDatabase;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "export-paging-"));
    database = await openDatabase({ databaseUrl: await freshPostgresDatabase(inject("postgresUrl")), dataDir: dir, migrationsFolder: path.resolve("drizzle") });
    await database.db.insert(contacts).values(CONTACT);
    for (let start = 0; start < LEADS; start += PER_STATEMENT) {
      await database.db.insert(contactMessages).values(Array.from({ length: PER_STATEMENT }, (_, i) => newLead(start + i)));
    }
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const inboxOrder = async () =>
    (
      await database.db
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(ne(contactMessages.status, "spam"))
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    ).map((row) => row.id);

  it("streams every lead of the inbox's view exactly once, newest first, as CSV and as JSON", async () => {
    const expected = await inboxOrder();
    expect(expected.length).toBeGreaterThan(2 * EXPORT_PAGE_SIZE);

    const csv = await readAll(exportStream(leadPagesForExport(database.db, {}), "csv"));
    expect(csvIds(csv.replace(/^\uFEFF/, ""))).toEqual(expected);

    const json = JSON.parse(await readAll(exportStream(leadPagesForExport(database.db, {}), "json"))) as { id: string; name: string }[];
    expect(json.map((lead) => lead.id)).toEqual(expected);
  });

  it("exports every message for the CLI, oldest first, as CSV and as JSON", async () => {
    const expected = (await database.db.select({ id: contactMessages.id }).from(contactMessages).orderBy(asc(contactMessages.createdAt), asc(contactMessages.id))).map((row) => row.id);
    const file = path.join(dir, "leads.csv");
    expect(await run(["export", "--out", file], database.db, () => {}, { origin: "http://localhost", tty: false })).toBe(0);
    expect(csvIds(fs.readFileSync(file, "utf8"))).toEqual(expected);

    const printed: string[] = [];
    expect(await run(["export", "--format", "json"], database.db, (text) => printed.push(text), { origin: "http://localhost", tty: false })).toBe(0);
    expect((JSON.parse(printed.join("\n")) as { id: string }[]).map((lead) => lead.id)).toEqual(expected);
  });
});
