/**
 * Leads as files a person opens: CSV that a spreadsheet reads safely and JSON. Shared by the CLI
 * (`npm run leads -- export`) and the inbox's export of the current view.
 */
import { stringify, type Options } from "csv-stringify/sync";
import type { Touch } from "#shared/attribution.ts";
import { experimentsSeenLine } from "#shared/attribution-facts.ts";
import { CONTACT_FIELDS, MULTILINE_FIELDS } from "#shared/contact-schema.ts";
import type { LeadRecord } from "./queries.ts";

type Column = readonly [name: string, value: (row: LeadRecord) => unknown];

const field = (name: keyof LeadRecord): Column => [name, (row) => row[name]];
const touchColumns = (which: "first" | "last", keys: readonly (keyof Touch)[]): Column[] =>
  keys.map((key) => [`${which}${key[0]!.toUpperCase()}${key.slice(1)}`, (row) => {
    const value = row.attribution?.[which][key];
    return value && typeof value === "object" ? Object.entries(value).map(([name, id]) => `${name}=${id}`).join(" ") : value;
  }]);

/**
 * The lead's id and time, the one-line contact fields in the contract's order, where it was sent
 * from, its status, its owner's email and its contact, when its first answer was due and came,
 * where it came from (first and last touch, one column per fact, so a
 * spreadsheet can pivot on them), the experiments' versions its visitor saw, then the message.
 */
export const CSV_COLUMNS: readonly Column[] = [
  field("id"),
  field("createdAt"),
  ...CONTACT_FIELDS.filter((name) => !MULTILINE_FIELDS.has(name)).map(field),
  field("sourcePage"),
  field("status"),
  field("owner"),
  field("contactId"),
  field("dueAt"),
  field("firstResponseAt"),
  ...touchColumns("first", ["source", "medium", "campaign", "term", "content", "landingPage", "referrer", "clickIds", "at"]),
  ...touchColumns("last", ["source", "medium", "campaign", "term", "content", "landingPage", "referrer", "clickIds", "at"]),
  ["secondsToConvert", (row) => row.attribution?.secondsToConvert],
  ["experiments", (row) => (row.attribution ? experimentsSeenLine(row.attribution) : undefined)],
  ...CONTACT_FIELDS.filter((name) => MULTILINE_FIELDS.has(name)).map(field),
];

/**
 * Only a phone number: digits (at least one), spaces, ( ) - . and a leading + or -. Such a cell
 * cannot call a function or reach another program, so it needs no formula guard, and a CRM import
 * must read `+44 20 7946 0000` as typed, not `'+44 20 7946 0000`.
 */
const PHONE_NUMBER_ONLY = /^[+-]?[\d ().-]*\d[\d ().-]*$/;

/**
 * Every cell holding a list separator of any locale (, ; tab |) is quoted, not only the file's
 * comma: a spreadsheet that splits on ";" would otherwise start a cell at `;=cmd|...`. So is one
 * holding a lone CR or LF (which a custom record delimiter stops quoting by default). A leading
 * = + - @ tab or CR (or their full-width forms) gets a ' so the cell is text, not a formula,
 * unless the cell is only a phone number.
 */
const CSV_OPTIONS: Options = {
  record_delimiter: "windows",
  quote_record_delimiter: true,
  quoted_match: /[,;\t|]/,
  escape_formulas: true,
  cast: {
    date: (value) => value.toISOString(),
    string: (value) => (PHONE_NUMBER_ONLY.test(value) ? { value, escape_formulas: false } : value),
  },
};

const CSV_HEADER = CSV_COLUMNS.map(([name]) => name);
const csvRecord = (row: LeadRecord) => CSV_COLUMNS.map(([, value]) => value(row));

export function toCsv(rows: LeadRecord[]): string {
  return stringify([CSV_HEADER, ...rows.map(csvRecord)], CSV_OPTIONS);
}

/** Excel reads a CSV file as the machine's legacy code page unless it starts with a byte order mark. */
export const UTF8_BOM = "\uFEFF";

/** Fields of the JSON export, in the CSV's order; attribution stays one object, as in the webhook. */
const JSON_FIELDS: readonly (keyof LeadRecord)[] = [
  "id",
  "createdAt",
  ...CONTACT_FIELDS.filter((name) => !MULTILINE_FIELDS.has(name)),
  "sourcePage",
  "status",
  "owner",
  "contactId",
  "dueAt",
  "firstResponseAt",
  "attribution",
  ...CONTACT_FIELDS.filter((name) => MULTILINE_FIELDS.has(name)),
];

/** A lead in the JSON export: ISO dates, the attribution as the webhook carries it (null for older leads). */
const jsonRecord = (row: LeadRecord) =>
  Object.fromEntries(JSON_FIELDS.map((name) => [name, row[name] instanceof Date ? (row[name] as Date).toISOString() : (row[name] ?? null)]));

export function toJsonExport(rows: LeadRecord[]): string {
  return `${JSON.stringify(rows.map(jsonRecord), null, 2)}\n`;
}

/** One element as `JSON.stringify(records, null, 2)` lays it out, so streamed and whole files are the same text. */
const jsonElement = (row: LeadRecord) => JSON.stringify(jsonRecord(row), null, 2).replace(/^/gm, "  ");

export type ExportFormat = "csv" | "json";

/** How an export ended: the leads it read, and whether the whole file went out (not cancelled or failed). */
export interface ExportOutcome {
  count: number;
  complete: boolean;
}

async function* csvChunks(pages: AsyncIterable<LeadRecord[]>) {
  yield `${UTF8_BOM}${stringify([CSV_HEADER], CSV_OPTIONS)}`;
  for await (const page of pages) yield stringify(page.map(csvRecord), CSV_OPTIONS);
}

async function* jsonChunks(pages: AsyncIterable<LeadRecord[]>) {
  let empty = true;
  for await (const page of pages) {
    if (page.length === 0) continue;
    yield `${empty ? "[\n" : ",\n"}${page.map(jsonElement).join(",\n")}`;
    empty = false;
  }
  yield empty ? "[]\n" : "\n]\n";
}

/**
 * The export as a download that reads the next page only when the client has taken the last one,
 * so other queries (a visitor's contact form) run between pages. `onEnd` hears once how it ended,
 * before the stream closes, for the audit log.
 */
export function exportStream(
  pages: AsyncIterable<LeadRecord[]>,
  format: ExportFormat,
  onEnd?: (outcome: ExportOutcome) => void | Promise<void>,
): ReadableStream<Uint8Array> {
  let count = 0;
  async function* counted() {
    for await (const page of pages) {
      count += page.length;
      yield page;
    }
  }
  const chunks = (format === "csv" ? csvChunks : jsonChunks)(counted());
  const encoder = new TextEncoder();
  const end = async (complete: boolean) => onEnd?.({ count, complete });
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let next: IteratorResult<string>;
      try {
        next = await chunks.next();
      } catch (error) {
        await end(false);
        throw error;
      }
      if (!next.done) return controller.enqueue(encoder.encode(next.value));
      await end(true);
      controller.close();
    },
    async cancel() {
      await chunks.return(undefined);
      await end(false);
    },
  });
}
