/** A store on a fresh DATA_DIR, its PostgreSQL started as the server starts it (no DATABASE_URL), gone after `measure`. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, type OpenDatabase } from "#server/platform/db/database.ts";

export async function withThrowawayStore<T>(prefix: string, measure: (database: OpenDatabase) => Promise<T>): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  try {
    const database = await openDatabase({ dataDir, migrationsFolder: path.resolve("drizzle") });
    try {
      return await measure(database);
    } finally {
      await database.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
