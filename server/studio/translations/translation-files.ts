/**
 * A translation's words (a page's, a post's or a form's) as a translation agency's tools read them (ADR 054):
 * XLIFF 2.0, or the same units as JSON. One unit per word of the original (named by its field: a
 * page's as `pageTexts` names them, a post's as `postTexts` does, a form's as `formTexts`), the
 * original's words as source, the translation's as target (empty while still to write). A file
 * coming back is checked whole before a word is taken: the languages and the document it was made
 * for, every unit present and translated, nothing added, the original unchanged since, and each
 * unit's placeholders ({brand}) and link addresses as the original has them.
 */
import createxliff from "xliff/createxliff";
import xliff2js, { type UnitText, type XliffJs } from "xliff/xliff2js";
import type { PageText } from "#shared/pages/page-texts.ts";
import { isPlaceholder } from "#shared/pages/placeholders.ts";
import type { Executor } from "#server/platform/db/database.ts";
import { readLocales } from "#server/platform/site-settings.ts";

/** Which translation a file is for: its id in the file (the translation's document), and its languages. */
export interface TranslationFileFor {
  id: string;
  sourceLocale: string;
  targetLocale: string;
}

export type TranslationFormat = "xliff" | "json";

/** The words a file brings, by field, or why it cannot be taken (each problem in words, naming its unit). */
export type ReadTranslation = { ok: true; texts: Map<string, string> } | { ok: false; problems: string[] };

/** The largest file taken back: a long page's words are a few hundred KB. */
export const MAX_TRANSLATION_FILE_BYTES = 2 * 1024 * 1024;

interface Units {
  sourceLanguage?: string;
  targetLanguage?: string;
  /** The file's units by its document's id. */
  resources?: Record<string, Record<string, { source?: UnitText; target?: UnitText }>>;
}

/** The file a translator gets for a translation whose words are `translation`, of an original whose words are `original`. */
export async function translationFile(format: TranslationFormat, file: TranslationFileFor, original: readonly PageText[], translation: readonly PageText[]): Promise<string> {
  const sources = Object.fromEntries(original.map(({ field, text }) => [field, text]));
  const written = new Map(translation.map(({ field, text }) => [field, text]));
  const targets = Object.fromEntries(Object.keys(sources).map((field) => [field, writtenWords(written.get(field))]));
  if (format === "xliff") return createxliff(file.sourceLocale, file.targetLocale, sources, targets, file.id);
  const units = Object.fromEntries(Object.keys(sources).map((field) => [field, { source: sources[field], target: targets[field] }]));
  return `${JSON.stringify({ sourceLanguage: file.sourceLocale, targetLanguage: file.targetLocale, resources: { [file.id]: units } }, null, 2)}\n`;
}

/** A translation's own words, or nothing while the field still holds the template's placeholder. */
const writtenWords = (text: string | undefined) => (text === undefined || isPlaceholder(text) ? "" : text);

/** The words `content` (a file in `format`) brings for `file`, checked against the original's words as they are now (`expected`). */
export async function readTranslationFile(format: TranslationFormat, content: string, file: TranslationFileFor, expected: readonly PageText[]): Promise<ReadTranslation> {
  if (Buffer.byteLength(content) > MAX_TRANSLATION_FILE_BYTES) return refused(`The file is larger than ${MAX_TRANSLATION_FILE_BYTES / 1024 / 1024} MB: it cannot be this document's words.`);
  const units = await parsed(format, content);
  if (!units)
    return refused(
      format === "xliff" ? "This is not an XLIFF 2.0 file, or it is damaged: export the translation again and translate that file." : "This is not a translation file in JSON, or it is damaged.",
    );
  const languages = wrongLanguages(units, file);
  if (languages) return refused(languages);
  const ids = Object.keys(units.resources ?? {});
  const unitsOf = units.resources?.[file.id];
  if (!unitsOf) return refused(`The file is for another document (${ids.join(", ") || "none"}), not this translation (${file.id}).`);
  const problems = [...expected.flatMap((text) => unitProblems(text, unitsOf[text.field])), ...unknownUnits(unitsOf, expected)];
  if (problems.length) return { ok: false, problems };
  return { ok: true, texts: new Map(expected.map(({ field }) => [field, unitsOf[field]!.target as string])) };
}

const refused = (problem: string): ReadTranslation => ({ ok: false, problems: [problem] });

async function parsed(format: TranslationFormat, content: string): Promise<Units | undefined> {
  try {
    const units: Units = format === "xliff" ? ((await xliff2js(content)) as XliffJs) : (JSON.parse(content) as Units);
    const resources = units?.resources;
    return resources && typeof resources === "object" && !Array.isArray(resources) ? units : undefined;
  } catch {
    return undefined;
  }
}

function wrongLanguages(units: Units, file: TranslationFileFor): string | undefined {
  const same = (a: unknown, b: string) => typeof a === "string" && a.toLowerCase() === b.toLowerCase();
  if (same(units.sourceLanguage, file.sourceLocale) && same(units.targetLanguage, file.targetLocale)) return undefined;
  return `The file translates ${String(units.sourceLanguage ?? "?")} into ${String(units.targetLanguage ?? "?")}, not ${file.sourceLocale} into ${file.targetLocale}.`;
}

function unitProblems(expected: PageText, unit: { source?: UnitText; target?: UnitText } | undefined): string[] {
  const { field, text } = expected;
  if (!unit) return [`${field}: missing from the file.`];
  if (typeof unit.target !== "string" && unit.target !== undefined) return [`${field}: holds markup this export does not write; keep the text plain.`];
  const target = unit.target?.trim() ?? "";
  if (!target || isPlaceholder(target)) return [`${field}: not translated yet.`];
  // XML tools keep a text's inner line breaks but not its outer whitespace (a post's text ends with one), which Markdown ignores too.
  if (typeof unit.source !== "string" || unit.source.trim() !== text.trim()) return [`${field}: the original has changed since this file was made; export the translation again.`];
  return [...keptTokens(field, "placeholders", placeholdersOf(text), placeholdersOf(target)), ...(expected.markdown ? keptTokens(field, "link addresses", linksOf(text), linksOf(target)) : [])];
}

function unknownUnits(units: Record<string, unknown>, expected: readonly PageText[]): string[] {
  const fields = new Set(expected.map(({ field }) => field));
  return Object.keys(units)
    .filter((field) => !fields.has(field))
    .map((field) => `${field}: not a word of the original; it was not in the exported file.`);
}

/** `{brand}`, `{email}`…: filled from the site's facts, so a translation keeps each as written. */
const placeholdersOf = (text: string) => text.match(/\{[a-zA-Z]+\}/g) ?? [];
/** The addresses of a formatted text's links and pictures (`](…)`): a translation may move them, never change them. */
const linksOf = (text: string) => [...text.matchAll(/\]\(([^)\s]+)[^)]*\)/g)].map((match) => match[1]!);

function keptTokens(field: string, what: string, source: readonly string[], target: readonly string[]): string[] {
  const sorted = (tokens: readonly string[]) => [...tokens].sort().join(" ");
  return sorted(source) === sorted(target) ? [] : [`${field}: keep its ${what} as the original has them (${source.join(", ") || "none"}).`];
}

/** A file's problems a line each, the first ten of them: a file nobody translated would name every text of the document. */
export function listedProblems(problems: readonly string[]): string {
  const shown = problems.slice(0, FILE_PROBLEMS_SHOWN);
  return [...shown, ...(problems.length > shown.length ? [`…and ${problems.length - shown.length} more.`] : [])].join("\n");
}

const FILE_PROBLEMS_SHOWN = 10;

/** Which translation a file is for: the document by kind and id (`page-12`), from the site's default language into the row's. */
export async function translationFileFor(db: Executor, kind: "page" | "post" | "form", row: { id: number; locale: string | null }): Promise<TranslationFileFor> {
  const locales = await readLocales(db);
  return { id: `${kind}-${row.id}`, sourceLocale: locales.default, targetLocale: row.locale! };
}

/** A file a translator downloads: its name, type and text. */
export interface TranslationDownload {
  fileName: string;
  contentType: string;
  body: string;
}

/** `body` as the download named `stem` in `format` (`de-pricing.xlf`). */
export function downloadOf(stem: string, format: TranslationFormat, body: string): TranslationDownload {
  return format === "xliff"
    ? { fileName: `${stem}.xlf`, contentType: "application/xliff+xml; charset=utf-8", body }
    : { fileName: `${stem}.json`, contentType: "application/json; charset=utf-8", body };
}
