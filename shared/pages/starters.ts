/**
 * A new section or list item as the editor adds it: valid by its schema, its copy and prices the
 * template's placeholders ("[Write the title]", placeholders.ts), so it saves at once and cannot
 * be published until written (templates.ts). Read from the schema itself, so a new section type
 * needs nothing here.
 */
import type { z } from "zod";
import { href, price } from "./fields.ts";
import { placeholder, PLACEHOLDER_PRICE } from "./placeholders.ts";
import { SECTION_SCHEMAS, type Section, type SectionType } from "./sections.ts";

type Schema = z.core.$ZodType;

const defOf = (schema: Schema) => schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;

/** The words of a field's name: "linkLabel" → "link label". */
export const wordsOf = (key: string) => key.replace(/([a-z])([A-Z0-9])/g, "$1 $2").toLowerCase();

type Check = { _zod: { def: { check: string; minimum?: number; maximum?: number } } };
const limit = (def: Record<string, unknown>, check: "min_length" | "max_length") => ((def["checks"] as Check[] | undefined) ?? []).find((item) => item._zod.def.check === check)?._zod.def;

/** A placeholder that fits the field; an address is the home page's, an anchor a plain word. */
function placeholderFor(schema: Schema, name: string): string {
  if (schema === href) return "/";
  if (name === "id") return "item";
  const text = placeholder(`the ${name}`);
  const maximum = limit(defOf(schema), "max_length")?.maximum ?? Infinity;
  return text.length <= maximum ? text : "[Write]";
}

export function starterOf(schema: Schema, name = "text"): unknown {
  // A price holds no words: it starts as the placeholder price, never as a figure that could be real.
  if (schema === price) return { ...PLACEHOLDER_PRICE };
  const def = defOf(schema);
  switch (def.type) {
    case "string":
      return placeholderFor(schema, name);
    case "boolean":
      return false;
    case "number":
      return 0;
    case "literal":
      return (def["values"] as unknown[])[0];
    case "enum":
      return Object.values(def["entries"] as Record<string, string>)[0];
    case "default":
      return typeof def["defaultValue"] === "function" ? (def["defaultValue"] as () => unknown)() : def["defaultValue"];
    case "optional":
      return undefined;
    case "union":
      return starterOf((def["options"] as Schema[])[0]!, name);
    case "tuple":
      return (def["items"] as Schema[]).map((item, index) => starterOf(item, `${name} ${index + 1}`));
    case "array": {
      const minimum = limit(def, "min_length")?.minimum ?? 0;
      return Array.from({ length: minimum }, () => starterOf(def["element"] as Schema, name.replace(/s$/, "")));
    }
    case "object": {
      const value = Object.fromEntries(
        Object.entries(def["shape"] as Record<string, Schema>)
          .map(([key, field]) => [key, starterOf(field, key === "id" ? key : wordsOf(key))] as const)
          .filter(([, item]) => item !== undefined),
      );
      // A table's first row has a cell for each column.
      if (Array.isArray(value["columns"]) && Array.isArray(value["rows"])) value["rows"] = [value["columns"].map(() => "[Write]")];
      return value;
    }
    case "pipe":
      return starterOf(def["in"] as Schema, name);
    default:
      return undefined;
  }
}

export function sectionSchemaOf(type: SectionType) {
  return SECTION_SCHEMAS.find((schema) => (defOf(schema.shape.type)["values"] as unknown[])[0] === type)!;
}

/** A new section of `type` whose anchor is not among `taken`. */
export function newSection(type: SectionType, taken: ReadonlySet<string>): Section {
  let id: string = type;
  for (let n = 2; taken.has(id); n++) id = `${type}-${n}`;
  return { ...(starterOf(sectionSchemaOf(type)) as Section), type, id } as Section;
}
