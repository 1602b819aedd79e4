/**
 * What the store holds of a translation (ADR 054, migration 0043), on a real PostgreSQL: a row of
 * its original's table with a locale and the original it translates, one per original and locale,
 * gone with its original; a post's slug is its locale's own. Nothing reads these rows yet.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase, type OpenDatabase } from "#server/platform/db/database.ts";
import { authors, forms, pages, posts } from "#server/platform/db/schema.ts";
import { sqlStateOf } from "#server/platform/logger.ts";
import type { FormDocument } from "#shared/forms/form.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import { freshPostgresDatabase } from "./harness.ts";

const UNIQUE_VIOLATION = "23505";
const CHECK_VIOLATION = "23514";

/** The SQLSTATE a write fails with, or undefined when it succeeds. */
async function refusal(write: Promise<unknown>): Promise<string | undefined> {
  try {
    await write;
    return undefined;
  } catch (error) {
    return sqlStateOf(error);
  }
}

// The store does not check a document's JSON: these tests are about the rows around it.
const page = (path: string) => ({ path, document: { path } as unknown as PageDocument });
const post = (id: number, slug: string) => ({ id, slug, title: slug, excerpt: "", body: "", author: "Maya Chen", category: "Guides", tags: [] });

describe("a translation in the store", () => {
  let database: OpenDatabase;

  beforeAll(async () => {
    const databaseUrl = await freshPostgresDatabase(inject("postgresUrl"));
    database = await openDatabase({ databaseUrl, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "translations-")), migrationsFolder: path.resolve("drizzle") });
    await database.db.insert(authors).values({ name: "Maya Chen", role: "Editor", bio: "" });
  });
  afterAll(() => database.close());

  it("is a page of its own with a locale and its original, one per original and locale", async () => {
    const { db } = database;
    const [original] = await db.insert(pages).values(page("/pricing")).returning();
    const [german] = await db
      .insert(pages)
      .values({ ...page("/de/preise"), locale: "de", translationOf: original!.id })
      .returning();
    expect(german).toMatchObject({ locale: "de", translationOf: original!.id, status: "draft", translatedFrom: null });
    expect(await refusal(db.insert(pages).values({ ...page("/de/preise-2"), locale: "de", translationOf: original!.id }))).toBe(UNIQUE_VIOLATION);
    expect(await refusal(db.insert(pages).values({ ...page("/ar/pricing"), locale: "ar", translationOf: original!.id }))).toBeUndefined();
  });

  it("has both a locale and an original, or neither", async () => {
    const { db } = database;
    const [original] = await db.insert(pages).values(page("/contact")).returning();
    expect(await refusal(db.insert(pages).values({ ...page("/de/kontakt"), locale: "de" }))).toBe(CHECK_VIOLATION);
    expect(await refusal(db.insert(pages).values({ ...page("/de/kontakt"), translationOf: original!.id }))).toBe(CHECK_VIOLATION);
  });

  it("goes with its original", async () => {
    const { db } = database;
    const [original] = await db
      .insert(forms)
      .values({ document: {} as FormDocument })
      .returning();
    await db.insert(forms).values({ document: {} as FormDocument, locale: "de", translationOf: original!.id });
    await db.delete(forms).where(eq(forms.id, original!.id));
    expect(await db.select().from(forms).where(eq(forms.translationOf, original!.id))).toEqual([]);
  });

  it("lets a post's slug be taken once per locale", async () => {
    const { db } = database;
    await db.insert(posts).values(post(1, "ai-in-sales"));
    expect(await refusal(db.insert(posts).values(post(2, "ai-in-sales")))).toBe(UNIQUE_VIOLATION);
    expect(await refusal(db.insert(posts).values({ ...post(3, "ai-in-sales"), locale: "de", translationOf: 1 }))).toBeUndefined();
    await db.insert(posts).values(post(4, "pipeline"));
    expect(await refusal(db.insert(posts).values({ ...post(5, "ai-in-sales"), locale: "de", translationOf: 4 }))).toBe(UNIQUE_VIOLATION);
  });
});
