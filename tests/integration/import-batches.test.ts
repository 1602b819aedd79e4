/**
 * An import writes its new posts many to a statement (server/studio/transfer.ts): what the files
 * say still holds in the order they come, across the batches.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase, type OpenDatabase } from "#server/platform/db/database.ts";
import { posts } from "#server/platform/db/content-schema.ts";
import { importPosts } from "#server/studio/transfer.ts";
import { freshPostgresDatabase } from "./harness.ts";

const post = (slug: string, id?: number) => ({
  fileName: `${slug}.md`,
  source: `---\n${id === undefined ? "" : `id: ${id}\n`}slug: ${slug}\ntitle: "Post ${slug}"\nexcerpt: "An excerpt."\nauthor: "Maya Chen"\ndate: "2026-01-05"\nimage: "/images/blog/${slug}.webp"\ncategory: "SEO"\ntags: ["SEO"]\n---\n\nThe text of ${slug}.\n`,
});

describe("an import of many posts", () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "import-batches-"));
    database = await openDatabase({ databaseUrl: await freshPostgresDatabase(inject("postgresUrl")), dataDir, migrationsFolder: path.resolve("drizzle") });
  });
  afterAll(() => database.close());

  it("moves a post and gives its old address to a new post after it, across batches; the other order is refused", async () => {
    const { db } = database;
    await importPosts(db, [post("first-address", 1)]);
    const many = Array.from({ length: 450 }, (_, i) => post(`new-post-${i}`));
    // Post 1 leaves its address mid-import, between batches of new posts; a later new post takes it.
    const report = await importPosts(db, [...many.slice(0, 250), post("second-address", 1), ...many.slice(250), post("first-address", 2000)]);
    expect(report.updated).toEqual(["second-address"]);
    expect(report.created).toHaveLength(451);
    const stored = await db.select({ id: posts.id, slug: posts.slug }).from(posts).orderBy(asc(posts.id));
    expect(stored).toHaveLength(452);
    expect(stored[0]).toEqual({ id: 1, slug: "second-address" });
    expect(stored.find((row) => row.slug === "first-address")).toEqual({ id: 2000, slug: "first-address" });

    // A new post that comes before the move finds the address taken, and nothing is written.
    await expect(importPosts(db, [post("third-post", 900), post("second-address", 901), post("third-address", 1)])).rejects.toThrow(
      'second-address.md: field "slug": "second-address" is already the address of post 1',
    );
    expect(await db.select({ id: posts.id }).from(posts)).toHaveLength(452);
  });
});
