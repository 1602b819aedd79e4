/**
 * What makes a row of a document's table a translation (ADR 054): its locale, the original it
 * translates (a row of the same table) and the original's revision it was made from. An original
 * has neither locale nor original; each original has at most one translation per locale. Every
 * reader of the default locale's site takes originals (`translation_of is null`).
 */
import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, integer, text, uniqueIndex } from "drizzle-orm/pg-core";

/** The columns, each table's own builders; `original` and `revision` name its id and its revisions' id. */
export function translationColumns(original: () => AnyPgColumn, revision: () => AnyPgColumn) {
  return {
    /** The translation's locale, canonical ("de", "pt-BR"); null on an original, which is in the site's default locale. */
    locale: text("locale"),
    /** The original it translates: deleted with it. */
    translationOf: integer("translation_of").references(original, { onDelete: "cascade" }),
    /** The original's revision (a kept one: published or named) it was made from, for "out of date" and what changed. */
    translatedFrom: integer("translated_from").references(revision, { onDelete: "set null" }),
  };
}

/** Locale and original together or neither, and one translation per original and locale. */
export function translationRules(table: string, columns: { locale: AnyPgColumn; translationOf: AnyPgColumn }) {
  return [check(`${table}_translation_pair`, sql`(${columns.locale} is null) = (${columns.translationOf} is null)`), uniqueIndex(`${table}_translation_idx`).on(columns.translationOf, columns.locale)];
}
