/**
 * A field of a page named as the editor labels it, from the server's path of a problem
 * ("sections.0.lead" → "Hero › Lead paragraph"): the section's name, then each field's label from
 * its schema's metadata, a list's entry by its number. Paths stay the contract; words are the studio's.
 */
import { z } from "zod";
import { sectionInfo, sectionSchemaOf } from "#sections/registry.ts";
import { fieldInfo } from "#shared/pages/field-meta.ts";
import { pageFields, type PageDocument } from "#shared/pages/page.ts";
import { wordsOf } from "#shared/pages/starters.ts";

const capitalized = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** A section by its type's name, numbered when the page has several of that type ("Features 2"). */
function sectionLabel(sections: PageDocument["sections"], index: number): string {
  const type = sections[index]!.type;
  const label = sectionInfo(type).label;
  const before = sections.slice(0, index).filter((section) => section.type === type).length;
  return sections.some((section, at) => at !== index && section.type === type) ? `${label} ${before + 1}` : label;
}

/** The object a union's value is, by the option whose shape holds `key`. */
function optionWith(union: z.ZodUnion, key: string): z.ZodType | undefined {
  return (union.options as z.ZodType[]).find((option) => option instanceof z.ZodObject && key in option.shape);
}

export function fieldLabelOf(document: PageDocument, path: string): string {
  const keys = path.split(".");
  const parts: string[] = [];
  let schema: z.ZodType = pageFields;
  if (keys[0] === "sections" && /^\d+$/.test(keys[1] ?? "") && document.sections[Number(keys[1])]) {
    parts.push(sectionLabel(document.sections, Number(keys[1])));
    schema = sectionSchemaOf(document.sections[Number(keys[1])]!.type);
    keys.splice(0, 2);
  }
  for (const key of keys) {
    const info = fieldInfo(schema);
    // A widget (a price, an image) is one field in the editor: its parts are not named apart.
    if (info.widget && parts.length) break;
    let inner = info.inner;
    if (inner instanceof z.ZodPipe) inner = inner.in as z.ZodType;
    if (inner instanceof z.ZodUnion) inner = optionWith(inner, key) ?? inner;
    const index = /^\d+$/.test(key) ? Number(key) : undefined;
    if (inner instanceof z.ZodObject && key in inner.shape) {
      schema = (inner.shape as Record<string, z.ZodType>)[key]!;
      parts.push(fieldInfo(schema).label ?? capitalized(wordsOf(key)));
    } else if (index !== undefined && (inner instanceof z.ZodArray || inner instanceof z.ZodTuple)) {
      schema = inner instanceof z.ZodArray ? (inner.element as z.ZodType) : (inner.def.items as z.ZodType[])[index]!;
      parts.push(`${parts.pop() ?? ""} ${index + 1}`.trim());
    } else break;
  }
  return parts.join(" › ") || path;
}
