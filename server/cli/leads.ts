/**
 * Operator CLI for stored leads and the admin app's accounts: `npm run leads -- <command>` (commands.ts).
 * Uses the same configuration as the server (DATA_DIR or DATABASE_URL) and talks to the database:
 * the running server's own PostgreSQL, or one it starts for the command (ADR 034).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SITE_URL } from "#shared/site-url.ts";
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/platform/db/database.ts";
import { run } from "./commands.ts";
import { terminalSafe } from "#server/platform/terminal-safe.ts";

/** `--out FILE` is written by the CLI itself, also when the server runs the command. */
function splitOut(args: string[]): { args: string[]; file?: string } {
  const index = args.indexOf("--out");
  if (index < 0) return { args };
  return { args: [...args.slice(0, index), ...args.slice(index + 2)], file: args[index + 1] };
}

// Run only when executed as the CLI bundle, not when imported by tests.
if (process.argv[1] && path.basename(process.argv[1]).startsWith("leads")) {
  const bundleDir = path.dirname(fileURLToPath(import.meta.url));
  const config = loadConfig(process.env);
  const origin = config.publicUrl ?? SITE_URL;
  const tty = process.stdout.isTTY === true;
  try {
    const { args, file } = splitOut(process.argv.slice(2));
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      migrationsFolder: path.resolve(bundleDir, "../../drizzle"),
      shareRunningServer: true,
    });
    const lines: string[] = [];
    const code = await run(args, database.db, (text) => lines.push(text), { origin, tty: tty && !file });
    await database.close();
    if (file && code === 0) {
      fs.writeFileSync(file, `${lines.join("\n")}\n`, { mode: 0o600 });
      console.log(`Wrote ${file}`);
    } else for (const line of lines) console.log(line);
    process.exit(code);
  } catch (error) {
    console.error(`Error: ${terminalSafe((error as Error).message)}`);
    process.exit(1);
  }
}
