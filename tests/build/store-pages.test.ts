/**
 * The blog's pages, feed and sitemap as the server makes them from the store (ADR 024) are what
 * the build makes from content/blog: the same bytes, once the seed is imported.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { SITE_URL } from "#app/lib/site-url.ts";
import { ContentPages } from "#server/content/pages.ts";
import { isBlogPagePath } from "#server/content/paths.ts";
import { loadRenderer, serverBuildFile } from "#server/content/renderer.ts";
import { seedContent, seedDirOf } from "#server/content/seed.ts";
import { openDatabase, type OpenDatabase } from "#server/db/database.ts";
import { memoryLogger } from "#server/logger.ts";
import { builtPages, CLIENT_DIR } from "#scripts/lib/built-site.ts";

const blogPages = builtPages().filter((page) => isBlogPagePath(page.route));
let database: OpenDatabase;
let pages: ContentPages;

beforeAll(async () => {
  database = await openDatabase({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "store-pages-")), migrationsFolder: path.resolve("drizzle") });
  await seedContent(database.db, seedDirOf(CLIENT_DIR));
  const render = await loadRenderer(serverBuildFile(CLIENT_DIR));
  const buildSitemap = fs.readFileSync(path.join(CLIENT_DIR, "sitemap.xml"), "utf8");
  pages = new ContentPages({ db: database.db, render, origin: SITE_URL, imagesDir: seedDirOf(CLIENT_DIR), buildSitemap, logger: memoryLogger().logger });
});
afterAll(() => database.close());

it("renders every blog page of the build, byte for byte", async () => {
  expect(blogPages.length).toBeGreaterThan(20);
  for (const page of blogPages) {
    const rendered = await pages.file(page.route);
    expect(rendered?.body.toString(), page.route).toBe(page.html);
  }
});

it("makes the feed and the sitemap the build makes", async () => {
  for (const file of ["blog/rss.xml", "sitemap.xml"]) {
    const served = await pages.file(`/${file}`);
    expect(served?.body.toString(), file).toBe(fs.readFileSync(path.join(CLIENT_DIR, file), "utf8"));
  }
});
