/**
 * Vitest global setup: a throwaway real PostgreSQL server for the integration suite, from Debian's
 * `postgresql` package (installed by .ci/run). Set TEST_DATABASE_URL to use an existing server
 * instead. Never skipped: without PostgreSQL the suite fails with instructions.
 */
import type { TestProject } from "vitest/node";
import { startThrowawayPostgres } from "#scripts/lib/postgres-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("postgresUrl", process.env.TEST_DATABASE_URL);
    return;
  }
  const server = await startThrowawayPostgres({ fsync: false });
  project.provide("postgresUrl", server.url);
  return () => server.stop();
}
