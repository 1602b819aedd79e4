/**
 * The words of a page a translator translates (ADR 054), each by a field that names its section by
 * anchor ("sections.faq.items.2.answer"), so a unit keeps its name when sections move. Read along
 * the schemas' metadata: links, files, forms, icons and prices hold no words, a library image only
 * its alt text, formatted text is one unit (Markdown), and anchors and choices are no words. What an XLIFF
 * export's units and a translation's out-of-date check are made of.
 */
import { z } from "zod";
import { sectionSchemaOf } from "#sections/registry.ts";
import { fieldInfo, type Widget } from "./field-meta.ts";
import { anchor } from "./fields.ts";
import { pageFields, type PageDocument } from "./page.ts";

export interface PageText {
  field: string;
  text: string;
  /** Formatted text: its Markdown marks, links and pictures stay as they are. */
  markdown?: true;
}

const NO_WORDS: ReadonlySet<Widget> = new Set(["link", "media-file", "form", "icon", "price"]);
/** The page's own fields that hold no words: its address (a translation has its own), and its sections, read by anchor. */
const PAGE_NOT_WORDS = new Set(["path", "sections"]);

function textsAlong(schema: z.ZodType, value: unknown, path: readonly (string | number)[], skip: ReadonlySet<string> = new Set()): PageText[] {
  if (value === undefined || value === null) return [];
  const { inner, widget } = fieldInfo(schema);
  const field = path.join(".");
  if (widget && NO_WORDS.has(widget)) return [];
  if (widget === "markdown") return typeof value === "string" ? [{ field, text: value, markdown: true }] : [];
  if (widget === "media-image") return textsAlong(z.string(), (value as { alt?: unknown }).alt, [...path, "alt"]);
  // Anchors (a section's, a package's) and choices are the page's structure, never words.
  if (typeof value === "string") return inner === anchor || inner instanceof z.ZodEnum || inner instanceof z.ZodLiteral ? [] : [{ field, text: value }];
  if (inner instanceof z.ZodObject) {
    const object = value as Record<string, unknown>;
    return Object.entries(inner.shape as Record<string, z.ZodType>)
      .filter(([key]) => !skip.has(key))
      .flatMap(([key, fieldSchema]) => textsAlong(fieldSchema, object[key], [...path, key]));
  }
  if (!Array.isArray(value)) return [];
  if (inner instanceof z.ZodArray) return value.flatMap((item, index) => textsAlong(inner.element as z.ZodType, item, [...path, index]));
  if (inner instanceof z.ZodTuple) return value.flatMap((item, index) => textsAlong(inner.def.items[index] as z.ZodType, item, [...path, index]));
  return [];
}

/** The page's words in reading order: its own fields (title, description, breadcrumbs…), then each section's. */
export function pageTexts(page: PageDocument): PageText[] {
  return [...textsAlong(pageFields, page, [], PAGE_NOT_WORDS), ...page.sections.flatMap((shown) => textsAlong(sectionSchemaOf(shown.type), shown, ["sections", shown.id]))];
}

/** A word's change between two copies of a page, by field: what a translator of the page must look at again. */
export type TextChange = { field: string; change: "added" | "removed" } | { field: string; change: "changed"; before: string; after: string };

/** The words `after` has new, changed or no longer, against `before` (fields in `after`'s order, then the removed). */
export function textChanges(before: readonly PageText[], after: readonly PageText[]): TextChange[] {
  const was = new Map(before.map(({ field, text }) => [field, text]));
  const now = new Set(after.map(({ field }) => field));
  const changed = after.flatMap(({ field, text }): TextChange[] => {
    const old = was.get(field);
    if (old === undefined) return [{ field, change: "added" }];
    return old === text ? [] : [{ field, change: "changed", before: old, after: text }];
  });
  return [...changed, ...before.filter(({ field }) => !now.has(field)).map(({ field }): TextChange => ({ field, change: "removed" }))];
}

/**
 * `page` with the words `texts` give by field (as `pageTexts` names them), every other value kept:
 * what a translator's file writes into a translation. Only the page's words are written: a field
 * that is not one (an address, an image's name) or that the page does not hold is left as it was.
 */
export function withTexts(page: PageDocument, texts: ReadonlyMap<string, string>): PageDocument {
  const words = new Set(pageTexts(page).map(({ field }) => field));
  let result = page;
  for (const [field, text] of texts) if (words.has(field)) result = withText(result, field.split("."), text);
  return result;
}

function withText(page: PageDocument, path: readonly string[], text: string): PageDocument {
  if (path[0] !== "sections") return setAt(page, path, text) as PageDocument;
  const [, id, ...rest] = path;
  return { ...page, sections: page.sections.map((shown) => (shown.id === id ? (setAt(shown, rest, text) as typeof shown) : shown)) };
}

/** A copy of `value` with `text` at `path` (object keys and array indexes), or `value` itself when the path leads nowhere. */
function setAt(value: unknown, path: readonly string[], text: string): unknown {
  if (path.length === 0) return typeof value === "string" ? text : value;
  const [key, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value)) {
    const index = Number(key);
    if (!Number.isInteger(index) || index < 0 || index >= value.length) return value;
    return value.map((item, i) => (i === index ? setAt(item, rest, text) : item));
  }
  if (!value || typeof value !== "object" || !(key in value)) return value;
  return { ...(value as Record<string, unknown>), [key]: setAt((value as Record<string, unknown>)[key], rest, text) };
}
