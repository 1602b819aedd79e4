/**
 * Vitest global setup: one embedded database created and migrated for the whole integration run.
 * Creating a PGlite cluster and migrating it takes ~2 s of CPU; a test that only needs an empty,
 * migrated store copies this directory instead (~0.3 s, `freshPgliteDir` in the harness). Tests of
 * what a first start does (permissions, durability, the built server) still create their own.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "#server/db/database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-template-"));
  const database = await openDatabase({ dataDir, migrationsFolder: path.resolve("drizzle") });
  await database.close();
  project.provide("pgliteTemplate", dataDir);
  return () => fs.rmSync(dataDir, { recursive: true, force: true });
}
