/**
 * A built form's posts survive kill -9 as contact messages do (issue 72): a published form takes
 * concurrent JSON posts, a new address each, while the server is killed three times (the second time
 * its PostgreSQL too); after a restart every post answered 201 is stored with its answers, its
 * consent in the words it gave, the form's version and its outbox row. Runs the built server.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import { openDatabase } from "#server/platform/db/database.ts";
import { contactMessages, outbox } from "#server/platform/db/schema.ts";
import { benchmarkForm, CONSENT_TEXT, publishForm } from "#tests/shared/benchmark-form.ts";
import { freePort } from "./built-server.ts";
import { killLeftoverServer, killMidLoad } from "./kill-mid-load.ts";

afterEach(killLeftoverServer);

const ROUNDS = 3;
const SIZES = ["1-50", "51-500", "501+"];

/** The n-th visitor's answers, as the form's script sends them. */
const answersOf = (n: number) => ({
  name: `Load ${n}`,
  email: `load${n}@example.com`,
  company_size: SIZES[n % 3]!,
  job_title: `Title ${n}`,
  interests: n % 2 ? ["seo"] : ["email", "ads"],
  consent: true,
});

/** The form published into a fresh DATA_DIR before the server's first start (the seed still goes in on that start). */
async function storeWithForm(): Promise<{ dataDir: string; formId: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "form-crash-"));
  const database = await openDatabase({ dataDir, migrationsFolder: path.resolve("drizzle") });
  try {
    return { dataDir, formId: await publishForm(database.db, benchmarkForm()) };
  } finally {
    await database.close();
  }
}

it(`keeps every acknowledged form post with its answers, consent, version and outbox row through ${ROUNDS} SIGKILLs mid-load`, async () => {
  const { dataDir, formId } = await storeWithForm();
  const port = await freePort();
  const sentAs = new Map<string, number>();
  const acknowledged = await killMidLoad({
    dataDir,
    port,
    rounds: ROUNDS,
    send: async (n) => {
      const response = await fetch(`http://127.0.0.1:${port}/api/forms/${formId}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...answersOf(n), page: "/benchmark?utm_campaign=crash" }),
      });
      if (response.status !== 201) return undefined;
      const { id } = (await response.json()) as { id: string };
      sentAs.set(id, n);
      return id;
    },
  });

  const database = await openDatabase({ dataDir, migrationsFolder: path.resolve("drizzle") });
  try {
    const columns = {
      id: contactMessages.id,
      formId: contactMessages.formId,
      formVersion: contactMessages.formVersion,
      answers: contactMessages.answers,
      consent: contactMessages.consent,
      email: contactMessages.email,
    };
    const stored = await database.db.select(columns).from(contactMessages).where(inArray(contactMessages.id, acknowledged));
    const outboxRows = await database.db.select({ messageId: outbox.messageId }).from(outbox).where(inArray(outbox.messageId, acknowledged));
    const storedIds = new Set(stored.map((row) => row.id));
    const lost = acknowledged.filter((id) => !storedIds.has(id));
    console.log(`[kill -9, form] ${ROUNDS} rounds: ${acknowledged.length} acknowledged, ${stored.length} stored`);
    expect(lost.length, `acknowledged (201) but not stored: ${lost.slice(0, 5).join(", ")}…`).toBe(0);
    expect(new Set(outboxRows.map((row) => row.messageId)).size).toBe(acknowledged.length);
    for (const row of stored) {
      const n = sentAs.get(row.id)!;
      expect(row).toEqual({
        id: row.id,
        formId,
        formVersion: 1,
        email: `load${n}@example.com`,
        answers: { ...answersOf(n), utm_campaign: "crash", landing: "/benchmark" },
        consent: [{ key: "consent", text: CONSENT_TEXT, version: "2026-12" }],
      });
    }
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 240_000);
