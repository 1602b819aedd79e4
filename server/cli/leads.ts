/**
 * Operator CLI for stored leads and the admin app's accounts: `npm run leads -- <command>` (commands.ts).
 * Uses the same configuration as the server (DATA_DIR or DATABASE_URL). While the server runs on
 * the embedded database, the command runs inside it over its admin channel (a Unix socket in
 * DATA_DIR, admin-channel.ts, ADR 014); otherwise the CLI opens the database itself.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SITE_URL } from "#app/lib/site-url.ts";
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/database.ts";
import { runInServer } from "./admin-channel.ts";
import { run } from "./commands.ts";
import { terminalSafe } from "./terminal-safe.ts";

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
    // The server that owns the embedded database runs the command (ADR 014); else open it here.
    const { args, file } = splitOut(process.argv.slice(2));
    const remote = config.databaseUrl ? undefined : await runInServer(config.dataDir, { args, tty: tty && !file });
    if (remote) {
      if (file && remote.code === 0) {
        fs.writeFileSync(file, `${remote.output}\n`, { mode: 0o600 });
        console.log(`Wrote ${file}`);
      } else console.log(remote.output);
      process.exit(remote.code);
    }
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      migrationsFolder: path.resolve(bundleDir, "../../drizzle"),
    });
    // What the command says is printed once its changes are on stable storage, not before.
    const lines: string[] = [];
    const code = await run(process.argv.slice(2), database.db, (text) => lines.push(text), { origin, tty });
    await database.afterCommit?.();
    await database.close();
    for (const line of lines) console.log(line);
    process.exit(code);
  } catch (error) {
    console.error(`Error: ${terminalSafe((error as Error).message)}`);
    process.exit(1);
  }
}
