/**
 * Every field in which two copies of a document differ, by the labels its editor shows ("Hero:
 * Grow faster › Main button › Label", never "sections.0.primary.label"), with the text of each
 * side: what "What differs" compares word by word (issue 73). Read along the document's schema,
 * so a new field is compared, and named, where it is declared.
 */
import { z } from "zod";
import { fieldInfo } from "./field-meta.ts";
import { sameValue } from "#shared/same-value.ts";

export { sameValue };

/** One changed field: where it is, by label, and its text before and after ("" where it is not). */
export interface FieldChange {
  where: string[];
  before: string;
  after: string;
}

/** How values that are not text read in a comparison. */
export const VALUE_WORDS = { yes: "Yes", no: "No" } as const;

/** A value as words: text as it is, a switch as yes or no, a list or a group as its parts, one a line. */
export function textOf(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? VALUE_WORDS.yes : VALUE_WORDS.no;
  if (typeof value !== "object") return String(value);
  const parts = Array.isArray(value) ? value : Object.values(value);
  return parts
    .map(textOf)
    .filter((part) => part !== "")
    .join("\n");
}

/** The fields of an object that differ between `before` and `after`, read along `schema`, each under `where`. */
export function objectChanges(schema: z.ZodObject, before: unknown, after: unknown, where: readonly string[] = [], omit: readonly string[] = []): FieldChange[] {
  const [from, to] = [asRecord(before), asRecord(after)];
  return Object.entries(schema.shape as Record<string, z.ZodType>)
    .filter(([key]) => !omit.includes(key))
    .flatMap(([key, field]) => valueChanges(field, from[key], to[key], [...where, fieldInfo(field).label ?? key]));
}

/**
 * How one value differs, down to its smallest labelled parts (a group's fields, a list's items);
 * a widget's value (an image, a price) and a list of plain values (answers, tags) are one part.
 */
export function valueChanges(schema: z.ZodType, before: unknown, after: unknown, where: readonly string[]): FieldChange[] {
  if (sameValue(before, after)) return [];
  const { inner, widget } = fieldInfo(schema);
  const whole = [{ where: [...where], before: textOf(before), after: textOf(after) }];
  if (widget) return whole;
  if (inner instanceof z.ZodDiscriminatedUnion) {
    const option = sameOption(inner, before, after);
    return option ? objectChanges(option, before, after, where, [inner.def.discriminator as string]) : whole;
  }
  if (inner instanceof z.ZodObject) return objectChanges(inner, before, after, where);
  const item = inner instanceof z.ZodArray ? (inner.element as z.ZodType) : undefined;
  const itemInner = item && fieldInfo(item).inner;
  if (item && (itemInner instanceof z.ZodObject || itemInner instanceof z.ZodDiscriminatedUnion)) {
    const [from, to] = [asList(before), asList(after)];
    return Array.from({ length: Math.max(from.length, to.length) }, (_, index) => valueChanges(item, from[index], to[index], numbered(where, index))).flat();
  }
  return whole;
}

/** The option of a union the values are (a price "range" on both sides, or on the one side there is), or none when they differ in kind. */
function sameOption(union: z.ZodDiscriminatedUnion, before: unknown, after: unknown): z.ZodObject | undefined {
  const key = union.def.discriminator as string;
  const kinds = [before, after].filter((value) => value !== undefined).map((value) => asRecord(value)[key]);
  if (kinds.some((kind) => kind !== kinds[0])) return undefined;
  return (union.options as z.ZodObject[]).find((option) => (option.shape as Record<string, z.ZodType>)[key]?.safeParse(kinds[0]).success);
}

/** "Questions" → "Questions 2": an item of a list, by its place as the editor counts. */
function numbered(where: readonly string[], index: number): string[] {
  const last = where.at(-1) ?? "";
  return [...where.slice(0, -1), `${last} ${index + 1}`.trim()];
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const asRecord = (value: unknown): Record<string, unknown> => (value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
