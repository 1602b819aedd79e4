/**
 * Kill -9 in the middle of a load, three times over (the second time its PostgreSQL too): every message the server
 * acknowledged (201) must be stored with
 * its outbox row after a restart. Runs the built server (`npm run build` first; `npm test` does).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import { openDatabase } from "#server/platform/db/database.ts";
import { contactMessages, outbox } from "#server/platform/db/schema.ts";
import { freePort } from "./built-server.ts";
import { killLeftoverServer, killMidLoad } from "./kill-mid-load.ts";

afterEach(killLeftoverServer);

const ROUNDS = 3;

it(`keeps every acknowledged message and its outbox row through ${ROUNDS} SIGKILLs mid-load`, async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "crash-"));
  const port = await freePort();
  const acknowledged = await killMidLoad({
    dataDir,
    port,
    rounds: ROUNDS,
    send: async (n) => {
      const response = await fetch(`http://127.0.0.1:${port}/api/submit-contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: `Load ${n}`, email: `load${n}@example.com`, message: "Crash test message." }),
      });
      return response.status === 201 ? ((await response.json()) as { id: string }).id : undefined;
    },
  });

  // Every acknowledged message is there, with its outbox row.
  const database = await openDatabase({ dataDir, migrationsFolder: path.resolve("drizzle") });
  try {
    const stored = await database.db.select({ id: contactMessages.id }).from(contactMessages).where(inArray(contactMessages.id, acknowledged));
    const rows = await database.db.select({ messageId: outbox.messageId }).from(outbox).where(inArray(outbox.messageId, acknowledged));
    console.log(`[kill -9] ${ROUNDS} rounds: ${acknowledged.length} acknowledged, ${stored.length} stored, ${new Set(rows.map((row) => row.messageId)).size} with their outbox row`);
    expect(stored.length).toBe(acknowledged.length);
    expect(new Set(rows.map((row) => row.messageId)).size).toBe(acknowledged.length);
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 180_000);
