/**
 * A new section or list item as the editor adds it: valid by its schema, its copy and prices the
 * template's placeholders ("[Write the title]", placeholders.ts), so it saves at once and cannot
 * be published until written (templates.ts). Read from the schema itself, so a new section type
 * needs nothing here.
 */
import { z } from "zod";
import { fieldInfo } from "./field-meta.ts";
import { placeholder, PLACEHOLDER_PRICE } from "./placeholders.ts";
import { sectionSchemaOf, type Section, type SectionType } from "#sections/registry.ts";

export { sectionSchemaOf };

/** The words of a field's name: "linkLabel" → "link label". */
export const wordsOf = (key: string) => key.replace(/([a-z])([A-Z0-9])/g, "$1 $2").toLowerCase();

/** A placeholder that fits the field; an address is the home page's, an anchor a plain word. */
function placeholderFor(schema: z.ZodString, name: string): string {
  const { widget } = fieldInfo(schema);
  if (widget === "link") return "/";
  if (name === "id") return "item";
  // Formatted text says how it is written: a heading, a list, a link (not "[Write the markdown]").
  const text = placeholder(widget === "markdown" ? `the ${name} here: headings, lists and links from the toolbar` : `the ${name}`);
  return text.length <= (schema.maxLength ?? Infinity) ? text : "[Write]";
}

/** The fewest entries a list takes, as its schema says when given none. */
function fewestEntries(schema: z.ZodArray): number {
  const tooSmall = schema.safeParse([]).error?.issues.find((issue) => issue.code === "too_small" && issue.path.length === 0);
  return tooSmall && "minimum" in tooSmall ? Number(tooSmall.minimum) : 0;
}

export function starterOf(schema: z.ZodType, name = "text"): unknown {
  // A price holds no words: it starts as the placeholder price, never as a figure that could be real.
  if (fieldInfo(schema).widget === "price") return { ...PLACEHOLDER_PRICE };
  if (schema instanceof z.ZodString) return placeholderFor(schema, name);
  if (schema instanceof z.ZodBoolean) return false;
  if (schema instanceof z.ZodNumber) return 0;
  if (schema instanceof z.ZodLiteral) return schema.value;
  if (schema instanceof z.ZodEnum) return schema.options[0];
  if (schema instanceof z.ZodDefault) return schema.parse(undefined);
  if (schema instanceof z.ZodOptional) return undefined;
  if (schema instanceof z.ZodUnion) return starterOf(schema.options[0] as z.ZodType, name);
  if (schema instanceof z.ZodTuple) return (schema.def.items as z.ZodType[]).map((item, index) => starterOf(item, `${name} ${index + 1}`));
  if (schema instanceof z.ZodArray) return Array.from({ length: fewestEntries(schema) }, () => starterOf(schema.element as z.ZodType, name.replace(/s$/, "")));
  if (schema instanceof z.ZodObject) return objectStarter(schema);
  if (schema instanceof z.ZodPipe) return starterOf(schema.in as z.ZodType, name);
  return undefined;
}

function objectStarter(schema: z.ZodObject): Record<string, unknown> {
  const value = Object.fromEntries(
    Object.entries(schema.shape as Record<string, z.ZodType>)
      // Named as the editor labels the field ("lead paragraph"), else by its key's words.
      .map(([key, field]) => [key, starterOf(field, key === "id" ? key : (fieldInfo(field).label?.toLowerCase() ?? wordsOf(key)))] as const)
      .filter(([, item]) => item !== undefined),
  );
  // A table's first row has a cell for each column.
  if (Array.isArray(value["columns"]) && Array.isArray(value["rows"])) value["rows"] = [value["columns"].map(() => "[Write]")];
  return value;
}

/** A new section of `type` whose anchor is not among `taken`. */
export function newSection(type: SectionType, taken: ReadonlySet<string>): Section {
  let id: string = type;
  for (let n = 2; taken.has(id); n++) id = `${type}-${n}`;
  return { ...(starterOf(sectionSchemaOf(type)) as Section), type, id } as Section;
}
