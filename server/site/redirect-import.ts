/**
 * Redirects in bulk from a CSV (from,to[,status]), as a marketer brings them from a site move: each
 * row checked by the same rules as the form (redirect-rules.ts), against the stored table and the
 * rows above it, so a file that closes a loop or names an address twice is refused row by row, in
 * words, and nothing of it is written (publishing.ts imports all of it or none).
 */
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from "#shared/redirect-import.ts";
import { redirectProblems, storedFrom, type RedirectTable } from "./redirect-rules.ts";

export { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS };

export interface PlannedRedirect {
  line: number;
  from: string;
  to: string;
  status: 301 | 302;
  /** What the row does to the table: a new redirect, or one that replaces the stored one. */
  action: "create" | "replace";
}

export interface RedirectImportPlan {
  rows: PlannedRedirect[];
  /** Each refused row's line and why; the whole file is refused when any is. */
  problems: { line: number; message: string }[];
}

/** The file refused as a whole, in words: too large, not text, or no rows. */
export class ImportRefused extends Error {}

/** Splits CSV text into records: commas, double-quoted fields with "" inside, CRLF or LF. */
function records(text: string): string[][] {
  const out: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === "") quoted = true;
    else if (char === ",") {
      record.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      out.push([...record, field]);
      record = [];
      field = "";
    } else field += char;
  }
  if (quoted) throw new ImportRefused("A quoted field is never closed: check the file's quotes.");
  if (field !== "" || record.length) out.push([...record, field]);
  return out;
}

function statusOf(value: string | undefined): 301 | 302 | undefined {
  const text = (value ?? "").trim();
  if (text === "" || text === "301") return 301;
  return text === "302" ? 302 : undefined;
}

/**
 * What importing `csv` would do to `table` (every stored redirect): the rows to write and, by line,
 * the problems that refuse it. Throws ImportRefused when the file cannot be read as redirects at all.
 */
export function planRedirectImport(csv: string, table: RedirectTable): RedirectImportPlan {
  if (Buffer.byteLength(csv) > IMPORT_MAX_BYTES) throw new ImportRefused(`The file is larger than ${IMPORT_MAX_BYTES / 1_000_000} MB: split it into smaller files.`);
  // Binary or control characters: not a CSV a spreadsheet wrote (tabs, CR and LF are allowed).
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(csv)) throw new ImportRefused("The file has control characters: export it from your spreadsheet again as CSV (UTF-8).");
  const all = records(csv.replace(/^\uFEFF/, "")).map((record, index) => ({ line: index + 1, record }));
  const lines = all.filter(({ record }) => record.some((field) => field.trim() !== ""));
  if (lines[0] && lines[0].record[0]?.trim().toLowerCase() === "from") lines.shift();
  if (lines.length === 0) throw new ImportRefused("The file has no redirects: one a line, old address, new address and optionally 301 or 302.");
  if (lines.length > IMPORT_MAX_ROWS) throw new ImportRefused(`The file has ${lines.length.toLocaleString("en")} redirects; import at most ${IMPORT_MAX_ROWS.toLocaleString("en")} at a time.`);

  const working = new Map(table);
  const seenOn = new Map<string, number>();
  const rows: PlannedRedirect[] = [];
  const problems: RedirectImportPlan["problems"] = [];
  for (const { line, record } of lines) {
    const [from = "", to = "", status, ...extra] = record.map((field) => field.trim());
    const refuse = (message: string) => problems.push({ line, message });
    if (extra.some((field) => field !== "")) refuse("Too many columns: give the old address, the new one and optionally 301 or 302.");
    else if (!to) refuse(`“${from}” has no new address.`);
    else if (statusOf(status) === undefined) refuse(`“${status}” is not a redirect kind: give 301 (for good) or 302 (for now).`);
    else {
      const key = storedFrom(from);
      const earlier = seenOn.get(key);
      const found = redirectProblems(from, to, working);
      if (earlier !== undefined) refuse(`${from} is already redirected on line ${earlier}.`);
      else if (found.from || found.to) refuse([found.from, found.to].filter(Boolean).join(" "));
      else {
        rows.push({ line, from: key, to, status: statusOf(status)!, action: table.has(key) ? "replace" : "create" });
        working.set(key, to);
        seenOn.set(key, line);
      }
    }
  }
  return { rows, problems };
}
