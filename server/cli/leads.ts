/**
 * Operator CLI for stored leads and the admin app's accounts: `npm run leads -- <command>` (commands.ts).
 * Uses the same configuration as the server (DATA_DIR or DATABASE_URL) and talks to the database:
 * the running server's own PostgreSQL, or one it starts for the command (ADR 034).
 * A command loads its own code when it runs (import()): the usage loads nothing (issue 74).
 */
import fs from "node:fs";
import path from "node:path";
import { terminalSafe } from "#server/platform/terminal-safe.ts";
import { isLeadsCommand, LEADS_USAGE, leadsUsageCode } from "./leads-usage.ts";

/** `--out FILE` is written by the CLI itself, also when the server runs the command. */
function splitOut(args: string[]): { args: string[]; file?: string } {
  const index = args.indexOf("--out");
  if (index < 0) return { args };
  return { args: [...args.slice(0, index), ...args.slice(index + 2)], file: args[index + 1] };
}

async function main(argv: string[]): Promise<number> {
  const { args, file } = splitOut(argv);
  // The usage needs no store: opening one could start a PostgreSQL in DATA_DIR first.
  if (!isLeadsCommand(args[0])) {
    console.log(LEADS_USAGE);
    return leadsUsageCode(args[0]);
  }
  const [{ cliConfig, openCliDatabase }, { run }] = await Promise.all([import("./store.ts"), import("./commands.ts")]);
  const config = cliConfig();
  const tty = process.stdout.isTTY === true;
  const database = await openCliDatabase(config);
  const lines: string[] = [];
  const code = await run(args, database.db, (text) => lines.push(text), { origin: config.publicUrl, tty: tty && !file });
  await database.close();
  if (file && code === 0) {
    fs.writeFileSync(file, `${lines.join("\n")}\n`, { mode: 0o600 });
    console.log(`Wrote ${file}`);
  } else for (const line of lines) console.log(line);
  return code;
}

// Run only when executed as the CLI bundle, not when imported by tests.
if (process.argv[1] && path.basename(process.argv[1]).startsWith("leads")) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`Error: ${terminalSafe((error as Error).message)}`);
      process.exit(1);
    },
  );
}
