/**
 * Operator CLI for stored leads: `npm run leads -- <command>`.
 * Uses the same configuration as the server (DATA_DIR or DATABASE_URL). With the embedded database
 * the server must be stopped first (one process at a time); with PostgreSQL it can run alongside.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig } from "#server/config.ts";
import { openDatabase, type Database } from "#server/db/database.ts";
import { CONTACT_FIELDS, MULTILINE_FIELDS } from "#app/lib/contact-schema.ts";
import type { ContactMessageRow } from "#server/db/schema.ts";
import { allMessages, eraseEmail, getMessage, listMessages, outboxSummary, purgeOlderThan, retryDead } from "#server/leads/queries.ts";

const USAGE = `Usage: npm run leads -- <command>

  list [--limit N]                  the most recent messages (default 20)
  show <id>                         one message with its delivery state
  export [--format csv|json] [--out FILE]
                                    every message (default: CSV to standard output)
  outbox                            delivery counts by channel and state, and dead letters
  retry-dead [delivery-id ...]      queue dead-lettered deliveries again (all, or the ones named)
  erase <email>                     delete every message from this address (GDPR erasure)
  purge --older-than <days>         delete messages older than N days
`;

/** The lead's id and time, the one-line contact fields in the contract's order, where it was sent from, then the message. */
export const CSV_COLUMNS: readonly (keyof ContactMessageRow)[] = [
  "id",
  "createdAt",
  ...CONTACT_FIELDS.filter((field) => !MULTILINE_FIELDS.has(field)),
  "sourcePage",
  ...CONTACT_FIELDS.filter((field) => MULTILINE_FIELDS.has(field)),
];

/**
 * Makes visitor-written text safe to print on a terminal: control characters (ESC, BEL, the C1
 * CSI) and bidirectional overrides would let a lead clear the screen, retitle the window or hide
 * text. Each becomes a visible escape such as \x1b; line breaks become \n in one-line output.
 */
export function terminalSafe(text: string): string {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, (character) => {
    const code = character.charCodeAt(0);
    if (character === "\n") return "\\n";
    if (character === "\r") return "\\r";
    if (character === "\t") return "\\t";
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}

/** terminalSafe for text of several lines: the line breaks stay, everything else is escaped. */
export function terminalSafeLines(text: string): string {
  return text.split(/\r?\n/).map(terminalSafe).join("\n");
}

/** RFC 4180 quoting; a leading = + - @ is prefixed so spreadsheets do not run it as a formula. */
export function csvCell(value: unknown): string {
  let text = value instanceof Date ? value.toISOString() : String(value ?? "");
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: ContactMessageRow[]): string {
  const lines = [CSV_COLUMNS.join(","), ...rows.map((row) => CSV_COLUMNS.map((column) => csvCell(row[column])).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

export async function run(args: string[], db: Database, out: (text: string) => void): Promise<number> {
  const [command, ...rest] = args;
  switch (command) {
    case "list": {
      const rows = await listMessages(db, Number(option(rest, "--limit") ?? 20));
      if (rows.length === 0) out("No messages yet.");
      for (const row of rows) {
        out(terminalSafe(`${row.createdAt.toISOString()}  ${row.id}  ${row.name} <${row.email}>${row.company ? ` · ${row.company}` : ""}`));
      }
      return 0;
    }
    case "show": {
      const id = rest[0];
      if (!id) return fail(out, "show needs a message id");
      const found = await getMessage(db, id);
      if (!found) return fail(out, `No message ${terminalSafe(id)}`);
      // JSON escapes C0 controls itself; DEL, C1 and bidi controls it leaves as they are.
      out(terminalSafeLines(JSON.stringify(found, null, 2)));
      return 0;
    }
    case "export": {
      const format = option(rest, "--format") ?? "csv";
      if (format !== "csv" && format !== "json") return fail(out, "--format must be csv or json");
      const rows = await allMessages(db);
      const text = format === "csv" ? toCsv(rows) : `${JSON.stringify(rows, null, 2)}\n`;
      const file = option(rest, "--out");
      if (file) {
        fs.writeFileSync(file, text, { mode: 0o600 });
        out(`Wrote ${rows.length} messages to ${file}`);
      } else if (process.stdout.isTTY) out(terminalSafeLines(text.trimEnd()));
      // Piped into a file or another program, the export stays byte-exact.
      else out(text.trimEnd());
      return 0;
    }
    case "outbox": {
      const { rows, dead } = await outboxSummary(db);
      if (rows.length === 0) out("The outbox is empty.");
      for (const row of rows) out(`${row.channel.padEnd(8)} ${row.status.padEnd(10)} ${row.count}`);
      for (const row of dead) out(terminalSafe(`dead: ${row.id} (${row.channel}) message ${row.messageId}, ${row.attempts} attempts: ${row.lastError ?? ""}`));
      return 0;
    }
    case "retry-dead": {
      const count = await retryDead(db, rest);
      out(`Queued ${count} dead-lettered deliveries again.`);
      return 0;
    }
    case "erase": {
      const email = rest[0];
      if (!email) return fail(out, "erase needs an email address");
      const count = await eraseEmail(db, email);
      out(`Erased ${count} messages (and their deliveries) for that address.`);
      return 0;
    }
    case "purge": {
      const days = Number(option(rest, "--older-than"));
      if (!Number.isInteger(days) || days < 1) return fail(out, "purge needs --older-than <days>, a whole number of days");
      const count = await purgeOlderThan(db, days);
      out(`Deleted ${count} messages older than ${days} days.`);
      return 0;
    }
    default:
      out(USAGE);
      return command === undefined || command === "help" || command === "--help" ? 0 : 1;
  }
}

function fail(out: (text: string) => void, message: string): number {
  out(`Error: ${message}`);
  return 1;
}

// Run only when executed as the CLI bundle, not when imported by tests.
if (process.argv[1] && path.basename(process.argv[1]).startsWith("leads")) {
  const bundleDir = path.dirname(fileURLToPath(import.meta.url));
  const config = loadConfig(process.env);
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      migrationsFolder: path.resolve(bundleDir, "../../drizzle"),
    });
    const code = await run(process.argv.slice(2), database.db, (text) => console.log(text));
    await database.close();
    process.exit(code);
  } catch (error) {
    console.error(`Error: ${terminalSafe((error as Error).message)}`);
    process.exit(1);
  }
}
