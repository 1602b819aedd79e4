/**
 * Leads as files a person opens: CSV that a spreadsheet reads safely and JSON. Shared by the CLI
 * (`npm run leads -- export`) and the inbox's export of the current view.
 */
import { stringify, type Options } from "csv-stringify/sync";
import type { Touch } from "#shared/attribution.ts";
import { experimentsSeenLine } from "#shared/attribution-facts.ts";
import { CONTACT_FIELDS, MULTILINE_FIELDS } from "#shared/contact-schema.ts";
import type { FormDocument } from "#shared/forms/form.ts";
import { answerValueText } from "#shared/forms/answer-text.ts";
import { formRefsOf, formVersionKey, type PublishedForms } from "#shared/forms/published-forms.ts";
import type { LeadRecord } from "./queries.ts";

/**
 * What an export knows of built forms: the versions its leads answered (their names), and, for an
 * export of one form's leads, that form's field keys (a column each, instead of one JSON column).
 */
export interface FormContext {
  documents: Map<string, FormDocument>;
  fieldKeys?: readonly string[];
}

const NO_FORMS: FormContext = { documents: new Map() };

type Column = readonly [name: string, value: (row: LeadRecord, forms: FormContext) => unknown];

const field = (name: keyof LeadRecord): Column => [name, (row) => row[name]];
const touchColumns = (which: "first" | "last", keys: readonly (keyof Touch)[]): Column[] =>
  keys.map((key) => [
    `${which}${key[0]!.toUpperCase()}${key.slice(1)}`,
    (row) => {
      const value = row.attribution?.[which][key];
      return value && typeof value === "object"
        ? Object.entries(value)
            .map(([name, id]) => `${name}=${id}`)
            .join(" ")
        : value;
    },
  ]);

/**
 * The lead's id and time, the one-line contact fields in the contract's order, where it was sent
 * from and that page's language, its status, its owner's email and its contact, when its first answer was due and came,
 * where it came from (first and last touch, one column per fact, so a
 * spreadsheet can pivot on them), the experiments' versions its visitor saw; then (csvColumns) its
 * form and answers, and the message.
 */
export const CSV_COLUMNS: readonly Column[] = [
  field("id"),
  field("createdAt"),
  ...CONTACT_FIELDS.filter((name) => !MULTILINE_FIELDS.has(name)).map(field),
  field("sourcePage"),
  field("locale"),
  field("status"),
  field("owner"),
  field("contactId"),
  field("dueAt"),
  field("firstResponseAt"),
  ...touchColumns("first", ["source", "medium", "campaign", "term", "content", "landingPage", "referrer", "clickIds", "at"]),
  ...touchColumns("last", ["source", "medium", "campaign", "term", "content", "landingPage", "referrer", "clickIds", "at"]),
  ["secondsToConvert", (row) => row.attribution?.secondsToConvert],
  ["experiments", (row) => (row.attribution ? experimentsSeenLine(row.attribution) : undefined)],
];

/** The form's name in the version the lead answered (its id when that version cannot be read). */
function formNameOf(row: LeadRecord, forms: FormContext): string | undefined {
  if (row.formId === null || row.formVersion === null) return undefined;
  return forms.documents.get(formVersionKey({ formId: row.formId, version: row.formVersion }))?.name ?? String(row.formId);
}

/** Keys whose answer fills the lead's own column (store.ts), which the export already has. */
const LEAD_COLUMN_ANSWERS = new Set(["name", "email", "company", "phone", "message"]);

/**
 * [key, column name] of each answer column: a key that fills the lead's own column is left out (a
 * second `email` header would confuse an import); one named like another column (`status`) is
 * written `answer_status`.
 */
function answerColumnKeys(keys: readonly string[]): [string, string][] {
  const taken = new Set([...CSV_COLUMNS.map(([name]) => name), "form", "form_version"]);
  return keys.filter((key) => !LEAD_COLUMN_ANSWERS.has(key)).map((key) => [key, taken.has(key) ? `answer_${key}` : key]);
}

/** The form, its version, and its answers: one column per field key for one form's export, else one JSON cell. */
function formColumns(forms: FormContext): Column[] {
  const answers: Column[] = forms.fieldKeys
    ? answerColumnKeys(forms.fieldKeys).map(([key, column]) => [column, (row) => (row.answers?.[key] === undefined ? undefined : answerValueText(row.answers[key]))])
    : [["answers", (row) => (row.answers ? JSON.stringify(row.answers) : undefined)]];
  return [["form", formNameOf], ["form_version", (row) => row.formVersion ?? undefined], ...answers];
}

/** Every column of an export: the lead's, its form's, then the message last. */
function csvColumns(forms: FormContext): Column[] {
  return [...CSV_COLUMNS, ...formColumns(forms), ...CONTACT_FIELDS.filter((name) => MULTILINE_FIELDS.has(name)).map(field)];
}

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

const csvHeader = (forms: FormContext) => csvColumns(forms).map(([name]) => name);
const csvRecords = (rows: LeadRecord[], forms: FormContext) => {
  const columns = csvColumns(forms);
  return rows.map((row) => columns.map(([, value]) => value(row, forms)));
};

export function toCsv(rows: LeadRecord[], forms: FormContext = NO_FORMS): string {
  return stringify([csvHeader(forms), ...csvRecords(rows, forms)], CSV_OPTIONS);
}

/** Excel reads a CSV file as the machine's legacy code page unless it starts with a byte order mark. */
export const UTF8_BOM = "\uFEFF";

/** Fields of the JSON export, in the CSV's order; attribution stays one object, as in the webhook. */
const JSON_FIELDS: readonly (keyof LeadRecord)[] = [
  "id",
  "createdAt",
  ...CONTACT_FIELDS.filter((name) => !MULTILINE_FIELDS.has(name)),
  "sourcePage",
  "locale",
  "status",
  "owner",
  "contactId",
  "dueAt",
  "firstResponseAt",
  "attribution",
  ...CONTACT_FIELDS.filter((name) => MULTILINE_FIELDS.has(name)),
];

/** A lead in the JSON export: ISO dates, the attribution as the webhook carries it (null for older leads), its form's answers (null for the contact form's). */
function jsonRecord(row: LeadRecord, forms: FormContext) {
  const fields = Object.fromEntries(JSON_FIELDS.map((name) => [name, row[name] instanceof Date ? (row[name] as Date).toISOString() : (row[name] ?? null)]));
  const form = row.formId === null || row.formVersion === null ? null : { id: row.formId, name: formNameOf(row, forms)!, version: row.formVersion };
  return { ...fields, form, answers: row.answers ?? null, consent: row.consent ?? null, unlocked: row.unlocked ?? null };
}

export function toJsonExport(rows: LeadRecord[], forms: FormContext = NO_FORMS): string {
  return `${JSON.stringify(
    rows.map((row) => jsonRecord(row, forms)),
    null,
    2,
  )}\n`;
}

/** One element as `JSON.stringify(records, null, 2)` lays it out, so streamed and whole files are the same text. */
const jsonElement = (row: LeadRecord, forms: FormContext) => JSON.stringify(jsonRecord(row, forms), null, 2).replace(/^/gm, "  ");

/**
 * The field keys of one form's export, a column each: the latest version's in its order, then
 * keys only older versions had (newest first), so no lead's answer lacks a column.
 */
export async function formFieldKeys(publishedForms: PublishedForms, formId: number): Promise<string[]> {
  const keys = new Set<string>();
  for (const version of await publishedForms.history(formId)) for (const field of version.document.fields) keys.add(field.key);
  return [...keys];
}

/** What an export is told of forms: the versions' port, and the one form it holds, if it is filtered to one. */
export interface ExportForms {
  publishedForms?: PublishedForms;
  formId?: number;
}

/** The context of one page of leads: the versions they answered, read once each (the port keeps them). */
async function pageContext(page: LeadRecord[], forms: ExportForms | undefined, fieldKeys: readonly string[] | undefined): Promise<FormContext> {
  const documents = forms?.publishedForms ? await forms.publishedForms.documents(formRefsOf(page)) : new Map<string, FormDocument>();
  return { documents, fieldKeys };
}

export type ExportFormat = "csv" | "json";

/** How an export ended: the leads it read, and whether the whole file went out (not cancelled or failed). */
export interface ExportOutcome {
  count: number;
  complete: boolean;
}

async function* csvChunks(pages: AsyncIterable<LeadRecord[]>, forms?: ExportForms) {
  const fieldKeys = forms?.publishedForms && forms.formId !== undefined ? await formFieldKeys(forms.publishedForms, forms.formId) : undefined;
  yield `${UTF8_BOM}${stringify([csvHeader({ documents: new Map(), fieldKeys })], CSV_OPTIONS)}`;
  for await (const page of pages) yield stringify(csvRecords(page, await pageContext(page, forms, fieldKeys)), CSV_OPTIONS);
}

async function* jsonChunks(pages: AsyncIterable<LeadRecord[]>, forms?: ExportForms) {
  let empty = true;
  for await (const page of pages) {
    if (page.length === 0) continue;
    const context = await pageContext(page, forms, undefined);
    yield `${empty ? "[\n" : ",\n"}${page.map((row) => jsonElement(row, context)).join(",\n")}`;
    empty = false;
  }
  yield empty ? "[]\n" : "\n]\n";
}

/**
 * The export as a download that reads the next page only when the client has taken the last one,
 * so other queries (a visitor's contact form) run between pages. `onEnd` hears once how it ended,
 * before the stream closes, for the audit log.
 */
export function exportStream(pages: AsyncIterable<LeadRecord[]>, format: ExportFormat, onEnd?: (outcome: ExportOutcome) => void | Promise<void>, forms?: ExportForms): ReadableStream<Uint8Array> {
  let count = 0;
  async function* counted() {
    for await (const page of pages) {
      count += page.length;
      yield page;
    }
  }
  const chunks = (format === "csv" ? csvChunks : jsonChunks)(counted(), forms);
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
