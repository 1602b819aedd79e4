/**
 * Refuses the leaked passwords attackers try first (ASVS 5.0 6.2.4). The list is a data file that
 * ships with the code (common-passwords.txt, one per line, written by
 * scripts/generate-common-passwords.ts; the build puts it beside the server's bundle), so the check
 * needs no network and no password leaves the server.
 */
import fs from "node:fs";

export const COMMON_PASSWORD_MESSAGE = "Choose a password that doesn't appear in lists of leaked passwords.";

/** What a list entry is compared as: case and compatibility forms (full-width letters, ligatures) do not make a password new. */
export function commonPasswordKey(password: string): string {
  return password.normalize("NFKC").toLowerCase();
}

/** The list, read when a password is first checked rather than at every start. */
export function commonPasswords(): string[] {
  return fs.readFileSync(new URL("common-passwords.txt", import.meta.url), "utf8").split("\n").filter(Boolean);
}

let known: ReadonlySet<string> | undefined;

/** Whether the password, as typed (nothing trimmed), is in the list. */
export function isCommonPassword(password: string): boolean {
  known ??= new Set(commonPasswords());
  return known.has(commonPasswordKey(password));
}
