/**
 * The whole site as the server answers it on its first start: the build's files, plus every page,
 * feed, sitemap, cover and search file the store renders from the seed (ADR 024, ADR 040), written
 * as files into one directory. The build checks and the bench read the site from there.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { SITE_URL } from "#shared/site-url.ts";
import { ContentPages } from "#server/site/pages.ts";
import { loadRenderer, serverBuildFile } from "#server/site/renderer.ts";
import { seedContent, seedDirOf } from "#server/studio/seed.ts";
import { openDatabase, type Database } from "#server/platform/db/database.ts";
import { memoryLogger } from "#server/platform/logger.ts";
import type { StaticFile } from "#server/site/static-site.ts";
import { CLIENT_DIR, SITE_DIR } from "./built-site.ts";

/** The store's pages over the server's own PostgreSQL in a throwaway DATA_DIR, seeded as on the server's first start. */
export async function seededContentPages(clientDir = CLIENT_DIR): Promise<{ pages: ContentPages; db: Database; close(): Promise<void> }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "rendered-site-"));
  const database = await openDatabase({ dataDir, migrationsFolder: path.resolve("drizzle") });
  await seedContent(database.db, seedDirOf(clientDir));
  const pages = new ContentPages({
    db: database.db,
    render: await loadRenderer(serverBuildFile(clientDir)),
    origin: SITE_URL,
    logger: memoryLogger().logger,
  });
  const close = async () => {
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  return { pages, db: database.db, close };
}

/** Writes build/client and the seeded store's files into `outDir`; returns how many files the store added. */
export async function renderSite(outDir = SITE_DIR, clientDir = CLIENT_DIR): Promise<number> {
  await fs.rm(outDir, { recursive: true, force: true });
  await fs.cp(clientDir, outDir, { recursive: true });
  const { pages, close } = await seededContentPages(clientDir);
  try {
    const addresses = await pages.addresses();
    for (const address of addresses) {
      const file = await pages.file(address);
      if (!file) throw new Error(`The store has no file at ${address}, though it lists it`);
      await writeServedFile(outDir, address, file);
    }
    return addresses.length;
  } finally {
    await close();
  }
}

/** A page's address has no file extension: /pricing, /blog/some-slug. */
const isPageAddress = (address: string) => !path.posix.basename(address).includes(".");

/** A page at /a/b as a/b/index.html, any other file at its path, with its precompressed forms. */
async function writeServedFile(outDir: string, address: string, file: StaticFile): Promise<void> {
  const target = path.join(outDir, isPageAddress(address) ? path.join(address, "index.html") : address);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, file.body);
  if (file.br) await fs.writeFile(`${target}.br`, file.br);
  if (file.gzip) await fs.writeFile(`${target}.gz`, file.gzip);
}
