/**
 * Leads as files a person opens: CSV that a spreadsheet reads safely and JSON. Shared by the CLI
 * (`npm run leads -- export`) and the inbox's export of the current view.
 */
import type { Touch } from "#app/lib/attribution.ts";
import { CONTACT_FIELDS, MULTILINE_FIELDS } from "#app/lib/contact-schema.ts";
import type { ContactMessageRow } from "#server/db/schema.ts";

type Column = readonly [name: string, value: (row: ContactMessageRow) => unknown];

const field = (name: keyof ContactMessageRow): Column => [name, (row) => row[name]];
const touchColumns = (which: "first" | "last", keys: readonly (keyof Touch)[]): Column[] =>
  keys.map((key) => [`${which}${key[0]!.toUpperCase()}${key.slice(1)}`, (row) => {
    const value = row.attribution?.[which][key];
    return value && typeof value === "object" ? Object.entries(value).map(([name, id]) => `${name}=${id}`).join(" ") : value;
  }]);

/**
 * The lead's id and time, the one-line contact fields in the contract's order, where it was sent
 * from, its status, where it came from (first and last touch, one column per fact, so a
 * spreadsheet can pivot on them), then the message.
 */
export const CSV_COLUMNS: readonly Column[] = [
  field("id"),
  field("createdAt"),
  ...CONTACT_FIELDS.filter((name) => !MULTILINE_FIELDS.has(name)).map(field),
  field("sourcePage"),
  field("status"),
  ...touchColumns("first", ["source", "medium", "campaign", "term", "content", "landingPage", "referrer", "clickIds", "at"]),
  ...touchColumns("last", ["source", "medium", "campaign", "term", "content", "landingPage", "referrer", "clickIds", "at"]),
  ["secondsToConvert", (row) => row.attribution?.secondsToConvert],
  ...CONTACT_FIELDS.filter((name) => MULTILINE_FIELDS.has(name)).map(field),
];

/** RFC 4180 quoting; a leading = + - @ is prefixed so spreadsheets do not run it as a formula. */
export function csvCell(value: unknown): string {
  let text = value instanceof Date ? value.toISOString() : String(value ?? "");
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: ContactMessageRow[]): string {
  const lines = [CSV_COLUMNS.map(([name]) => name).join(","), ...rows.map((row) => CSV_COLUMNS.map(([, value]) => csvCell(value(row))).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}

/** Excel reads a CSV file as the machine's legacy code page unless it starts with a byte order mark. */
export const UTF8_BOM = "\uFEFF";

/** Fields of the JSON export, in the CSV's order; attribution stays one object, as in the webhook. */
const JSON_FIELDS: readonly (keyof ContactMessageRow)[] = [
  "id",
  "createdAt",
  ...CONTACT_FIELDS.filter((name) => !MULTILINE_FIELDS.has(name)),
  "sourcePage",
  "status",
  "attribution",
  ...CONTACT_FIELDS.filter((name) => MULTILINE_FIELDS.has(name)),
];

/** The JSON export: ISO dates, the attribution as the webhook carries it (null for older leads). */
export function toJsonExport(rows: ContactMessageRow[]): string {
  const records = rows.map((row) => Object.fromEntries(JSON_FIELDS.map((name) => [name, row[name] instanceof Date ? (row[name] as Date).toISOString() : (row[name] ?? null)])));
  return `${JSON.stringify(records, null, 2)}\n`;
}
