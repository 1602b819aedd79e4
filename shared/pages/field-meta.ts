/**
 * What the editor reads from a field's schema besides its type: its label, a line of help and the
 * widget that draws it, as zod's metadata (`.meta({ label })`). One place, so a new field is
 * described where it is declared and the editor, the revisions and the tests read the same words.
 */
import { z } from "zod";

/** How a field is drawn when its type alone does not say: an address, Markdown, a library image or file, a published form, an icon, a price, a comparison cell. */
export type Widget = "link" | "markdown" | "media-image" | "media-file" | "form" | "icon" | "price" | "included";

declare module "zod" {
  interface GlobalMeta {
    /** The field's name in the editor ("Main button"); a section type's name in the palette. */
    label?: string;
    /** One line under the field; a section type's line in the palette. */
    help?: string;
    widget?: Widget;
    /** A choice's options in words ("mock" → "A product mock"); an option left out shows as it is stored. */
    choices?: Readonly<Record<string, string>>;
  }
}

export interface FieldMeta {
  label?: string;
  help?: string;
  widget?: Widget;
  choices?: Readonly<Record<string, string>>;
}

/** A field as the editor draws it: its metadata (its wrappers' over its own), the schema inside `optional`/`default`, and whether it may be left out. */
export interface FieldInfo extends FieldMeta {
  inner: z.ZodType;
  optional: boolean;
}

export function fieldInfo(schema: z.ZodType): FieldInfo {
  let meta: FieldMeta = {};
  let inner = schema;
  let optional = false;
  for (;;) {
    const { label, help, widget, choices } = inner.meta() ?? {};
    meta = { ...definedOnly({ label, help, widget, choices }), ...meta };
    if (inner instanceof z.ZodOptional) optional = true;
    else if (!(inner instanceof z.ZodDefault)) return { ...meta, inner, optional };
    inner = inner.unwrap() as z.ZodType;
  }
}

const definedOnly = (meta: FieldMeta): FieldMeta => Object.fromEntries(Object.entries(meta).filter(([, value]) => value !== undefined));

/** A field of an object with its label, as the editor lists it. */
export interface EditorField extends FieldInfo {
  key: string;
  label: string;
  schema: z.ZodType;
}

/** Keys no form shows: a section's type, and its visibility (the list's eye button). */
const NOT_IN_FORMS = new Set(["type", "hidden"]);

/** The fields of `object` the editor draws, in order; a field without a label is a mistake in its schema, named. */
export function editorFields(object: z.ZodObject, omit: readonly string[] = []): EditorField[] {
  return Object.entries(object.shape as Record<string, z.ZodType>)
    .filter(([key]) => !NOT_IN_FORMS.has(key) && !omit.includes(key))
    .map(([key, schema]) => {
      const info = fieldInfo(schema);
      if (!info.label) throw new Error(`The field "${key}" has no label: declare it with .meta({ label: "…" }).`);
      return { ...info, key, schema, label: info.label };
    });
}

/**
 * The fields under `object` the editor would draw without a label, by path ("items.name"): inside
 * objects, lists and tuples, not inside a widget (which draws its own parts).
 */
export function unlabelledFields(object: z.ZodObject, at = ""): string[] {
  return Object.entries(object.shape as Record<string, z.ZodType>)
    .filter(([key]) => !NOT_IN_FORMS.has(key))
    .flatMap(([key, schema]) => {
      const path = at ? `${at}.${key}` : key;
      const info = fieldInfo(schema);
      return [...(info.label ? [] : [path]), ...(info.widget ? [] : unlabelledInside(info.inner, path))];
    });
}

function unlabelledInside(schema: z.ZodType, path: string): string[] {
  if (schema instanceof z.ZodObject) return unlabelledFields(schema, path);
  if (schema instanceof z.ZodArray) return unlabelledInside(fieldInfo(schema.element as z.ZodType).inner, path);
  if (schema instanceof z.ZodTuple) return (schema.def.items as z.ZodType[]).flatMap((item) => unlabelledInside(fieldInfo(item).inner, path));
  return [];
}
