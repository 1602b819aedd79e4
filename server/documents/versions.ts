/**
 * Named versions, for every kind of document (issue 73): a person names the copy being edited
 * ("Name this version", as in Google Docs or Ghost), and it is kept as it is, never merged into
 * or thinned out (server/studio/revision-rules.ts). The revision holds the copy; the name is the
 * "named" event's note, so naming needs no column of its own and the history says who named what.
 */
import type { Database } from "#server/platform/db/database.ts";
import type { ChangeBy, DocumentKind, DocumentRow } from "./kind.ts";

/** A name is a short line: what a person would call a version in a list. */
export const VERSION_NAME_MAX_LENGTH = 100;

/** Why `name` cannot name a version, in words, or undefined when it can. */
export function versionNameProblem(name: unknown): string | undefined {
  if (typeof name !== "string" || name.trim() === "") return "Give the version a name, e.g. “Launch copy”.";
  if (name.trim().length > VERSION_NAME_MAX_LENGTH) return `Keep the name under ${VERSION_NAME_MAX_LENGTH} characters.`;
  // eslint-disable-next-line no-control-regex -- a name is one line of text, never control characters.
  if (/[\u0000-\u001f\u007f]/.test(name)) return "Write the name on one line.";
  return undefined;
}

/**
 * Names the copy being edited: kept as a revision of its own (the latest autosave when it holds
 * this copy; its named version already: a second name renames it), the name in the history.
 * Answers the revision.
 */
export async function nameVersion<Row extends DocumentRow, Copy>(
  kind: DocumentKind<Row, Copy>,
  db: Database,
  id: number,
  name: string,
  { actor = "cli", now = new Date() }: ChangeBy = {},
): Promise<{ revision: number; name: string }> {
  return db.transaction(async (tx) => {
    const row = await kind.lock(tx, id);
    const revision = await kind.revisions.keep(tx, row, kind.workingCopy(row), { actor, now, kind: "named" });
    await kind.events.record(tx, id, actor, "named", now, { revision, note: name.trim() });
    return { revision, name: name.trim() };
  });
}

/** Each named revision's name, the latest given. */
export async function revisionNames<Row extends DocumentRow, Copy>(kind: DocumentKind<Row, Copy>, db: Database, id: number): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  for (const event of await kind.events.history(db, id)) {
    if (event.action === "named" && event.detail?.revision !== undefined && event.detail.note) names.set(event.detail.revision, event.detail.note);
  }
  return names;
}
