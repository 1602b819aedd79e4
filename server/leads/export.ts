/**
 * Leads as files a person opens: CSV that a spreadsheet reads safely and JSON. Shared by the CLI
 * (`npm run leads -- export`) and the inbox's export of the current view.
 */
import { CONTACT_FIELDS, MULTILINE_FIELDS } from "#app/lib/contact-schema.ts";
import type { ContactMessageRow } from "#server/db/schema.ts";

/** The lead's id and time, the one-line contact fields in the contract's order, where it was sent from, then the message. */
export const CSV_COLUMNS: readonly (keyof ContactMessageRow)[] = [
  "id",
  "createdAt",
  ...CONTACT_FIELDS.filter((field) => !MULTILINE_FIELDS.has(field)),
  "sourcePage",
  "status",
  ...CONTACT_FIELDS.filter((field) => MULTILINE_FIELDS.has(field)),
];

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


/** Excel reads a CSV file as the machine's legacy code page unless it starts with a byte order mark. */
export const UTF8_BOM = "\uFEFF";

/** The JSON export: the same columns as the CSV, in the same order, with ISO dates. */
export function toJsonExport(rows: ContactMessageRow[]): string {
  const records = rows.map((row) => Object.fromEntries(CSV_COLUMNS.map((column) => [column, row[column] instanceof Date ? (row[column] as Date).toISOString() : (row[column] ?? null)])));
  return `${JSON.stringify(records, null, 2)}\n`;
}
