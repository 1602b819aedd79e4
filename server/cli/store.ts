/**
 * The configuration and the database as an operator CLI's command uses them: the server's own
 * settings (DATA_DIR or DATABASE_URL), and the running server's PostgreSQL, or one started for the
 * command (ADR 034). Loaded by a command that needs the store, never for the usage (issue 74).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig, type ServerConfig } from "#server/config.ts";
import { openDatabase, type OpenDatabase } from "#server/platform/db/database.ts";

/** build/node in the bundle (the chunks sit beside the entries), server/cli from source. */
const bundleDir = path.dirname(fileURLToPath(import.meta.url));

export function cliConfig(): ServerConfig {
  return loadConfig(process.env, path.resolve(bundleDir, "../client"));
}

export function openCliDatabase(config: ServerConfig): Promise<OpenDatabase> {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsFolder: path.resolve(bundleDir, "../../drizzle"),
    shareRunningServer: true,
  });
}
