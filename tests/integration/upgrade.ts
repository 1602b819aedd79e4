/** An upgrade as an operator runs it: a database at an older version's migrations, then the rest at start. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** A copy of drizzle/ whose journal stops before the migration whose tag ends with `tagSuffix`. */
export function migrationsBefore(tagSuffix: string): string {
  const before = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  fs.cpSync(path.resolve("drizzle"), before, { recursive: true });
  const journalFile = path.join(before, "meta/_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(tagSuffix));
  if (at < 0) throw new Error(`No migration's tag ends with ${tagSuffix}`);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return before;
}
