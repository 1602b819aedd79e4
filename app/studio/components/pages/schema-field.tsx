/**
 * A section's form, drawn from its schema (shared/pages/sections.ts): text as inputs, long text as
 * text areas, formatted text in the posts' editor, choices as selects, lists with add, remove and move, a price as one field. Each field
 * shows its problem in words beside it, by its path in the page ("sections.2.items.0.title").
 */
import { useState } from "react";
import type { z } from "zod";
import ArrowUpIcon from "lucide-react/icons/arrow-up";
import PlusIcon from "lucide-react/icons/plus";
import XIcon from "lucide-react/icons/x";
import { Input } from "#app/ui/input.tsx";
import { Select } from "#app/ui/select.tsx";
import { Textarea } from "#app/ui/textarea.tsx";
import { NamedIcon } from "#app/site/lib/icons.tsx";
import { FIELD_NAMES, pagesCopy } from "#app/studio/content/pages.ts";
import { formattedText, href as hrefSchema, icon as iconSchema, mediaImage as mediaImageSchema, price as priceSchema, type MediaImage, type Price } from "#shared/pages/fields.ts";
import { FieldShell, Problem } from "./field-shell.tsx";
import { MediaImageField } from "./media-image-field.tsx";
import { FormattedTextField } from "#app/studio/components/editor/formatted-text-field.tsx";
import { parsePrice, priceText } from "#shared/pages/price-text.ts";
import { starterOf, wordsOf } from "#shared/pages/starters.ts";
import type { IconName } from "#shared/pages/icons.ts";

type Schema = z.core.$ZodType;
type Def = z.core.$ZodTypeDef & Record<string, unknown>;
const defOf = (schema: Schema) => schema._zod.def as Def;
const copy = pagesCopy.editor;

export interface FieldContext {
  /** Problems by path, as the schema words them. */
  problems: Readonly<Record<string, string>>;
}

/** The field's name as the form shows it: "linkLabel" → "Link text"; "billing.monthly" named apart from a price's "monthly". */
export function fieldName(key: string, path = ""): string {
  const parent = path.split(".").slice(0, -1).filter((segment) => !/^\d+$/.test(segment)).at(-1);
  const words = (parent === undefined ? undefined : FIELD_NAMES[`${parent}.${key}`]) ?? FIELD_NAMES[key] ?? wordsOf(key);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "entries" → "entry", "items" → "item": what one element of a list is called. */
const singular = (words: string) => words.replace(/ies$/, "y").replace(/s$/, "");

/** Optional and defaulted fields are their inner field; whether empty is allowed is kept. */
function unwrap(schema: Schema): { inner: Schema; optional: boolean } {
  let inner = schema;
  let optional = false;
  for (;;) {
    const def = defOf(inner);
    if (def.type === "optional") optional = true;
    else if (def.type !== "default") return { inner, optional };
    inner = def["innerType"] as Schema;
  }
}

const maxLength = (schema: Schema) =>
  ((defOf(schema)["checks"] as Array<{ _zod: { def: { check: string; maximum?: number } } }> | undefined) ?? []).find((check) => check._zod.def.check === "max_length")?._zod.def.maximum;

interface FieldProps {
  schema: Schema;
  name: string;
  path: string;
  value: unknown;
  onChange: (value: unknown) => void;
  context: FieldContext;
}

/** One field of a section, whatever its kind. */
export function SchemaField({ schema, name, path, value, onChange, context }: FieldProps) {
  const { inner, optional } = unwrap(schema);
  const def = defOf(inner);
  const label = fieldName(name, path);
  if (inner === priceSchema) return <PriceField label={label} path={path} value={value as Price} onChange={onChange} context={context} />;
  if (inner === iconSchema) return <IconField label={label} path={path} value={value as IconName} onChange={onChange} context={context} />;
  if (inner === mediaImageSchema) return <MediaImageField label={label} altLabel={fieldName("alt", `${path}.alt`)} path={path} value={value as MediaImage | undefined} optional={optional} onChange={onChange} problems={context.problems} />;
  if (formattedText.has(inner)) {
    return (
      <div data-field={path}>
        <FormattedTextField id={`field-${path}`} label={label} value={(value as string | undefined) ?? ""} problem={context.problems[path]} onChange={(text) => onChange(optional && text === "" ? undefined : text)} short />
      </div>
    );
  }
  switch (def.type) {
    case "string":
      return <TextField label={label} path={path} value={(value as string | undefined) ?? ""} long={inner !== hrefSchema && (maxLength(inner) ?? 0) > 200} onChange={(text) => onChange(optional && text === "" ? undefined : text)} context={context} />;
    case "boolean":
      return <CheckField label={label} path={path} value={value === true} onChange={onChange} />;
    case "enum":
      return <ChoiceField label={label} path={path} value={value} options={Object.values(def["entries"] as Record<string, string>)} onChange={onChange} context={context} />;
    case "union": {
      const options = def["options"] as Schema[];
      if (options.every((option) => defOf(option).type === "literal")) {
        return <ChoiceField label={label} path={path} value={value} options={options.map((option) => (defOf(option)["values"] as unknown[])[0])} onChange={onChange} context={context} />;
      }
      return <IncludedField label={label} path={path} value={value as boolean | string} onChange={onChange} context={context} />;
    }
    case "object":
      return optional && value === undefined ? (
        <AddOptional label={label} onAdd={() => onChange(starterOf(inner, wordsOf(name)))} />
      ) : (
        <ObjectFields schema={inner} label={label} path={path} value={(value ?? {}) as Record<string, unknown>} onChange={onChange} context={context} onRemove={optional ? () => onChange(undefined) : undefined} />
      );
    case "array":
      return <ListField element={def["element"] as Schema} name={name} path={path} value={(value ?? []) as unknown[]} onChange={onChange} context={context} />;
    case "tuple":
      return (
        <fieldset className="grid min-w-0 gap-3 rounded-lg border border-border p-3">
          <legend className="px-1 text-sm font-semibold">{label}</legend>
          {(def["items"] as Schema[]).map((item, index) => (
            <SchemaField key={index} schema={item} name={`${singular(wordsOf(name))} ${index + 1}`} path={`${path}.${index}`} value={(value as unknown[])[index]} onChange={(next) => onChange((value as unknown[]).map((old, at) => (at === index ? next : old)))} context={context} />
          ))}
        </fieldset>
      );
    default:
      return null;
  }
}

/** Every field of an object but its type (and a section's anchor and visibility, which the list holds). */
export function ObjectFields({ schema, label, path, value, onChange, context, onRemove, bare = false, omit = [] }: Omit<FieldProps, "name" | "value" | "onChange"> & { label: string; value: Record<string, unknown>; onChange: (value: Record<string, unknown>) => void; onRemove?: () => void; bare?: boolean; omit?: readonly string[] }) {
  const shape = defOf(schema)["shape"] as Record<string, Schema>;
  const fields = Object.entries(shape)
    .filter(([key]) => key !== "type" && key !== "hidden" && !omit.includes(key))
    .map(([key, field]) => (
      <SchemaField key={key} schema={field} name={key} path={path ? `${path}.${key}` : key} value={value[key]} onChange={(next) => onChange({ ...value, [key]: next })} context={context} />
    ));
  // Short fields only (a link's text and address): side by side where the form is wide enough.
  if (bare) {
    return (
      <div className="@container min-w-0">
        <div className={short(shape) ? "grid gap-4 @sm:grid-cols-2" : "grid gap-4"}>{fields}</div>
      </div>
    );
  }
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border border-border p-4">
      <legend className="flex items-center gap-2 px-1 text-sm font-semibold">
        {label}
        {onRemove ? (
          <button type="button" onClick={onRemove} className="inline-flex size-7 items-center justify-center rounded text-muted-foreground hover:bg-muted hover:text-foreground" aria-label={copy.remove(label)}>
            <XIcon aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </legend>
      {fields}
    </fieldset>
  );
}

function short(shape: Record<string, Schema>): boolean {
  return Object.values(shape).every((field) => {
    const { inner } = unwrap(field);
    const type = defOf(inner).type;
    return type === "boolean" || (type === "string" && (maxLength(inner) ?? 0) <= 120);
  });
}

function AddOptional({ label, onAdd }: { label: string; onAdd: () => void }) {
  return (
    <button type="button" onClick={onAdd} className="inline-flex w-fit items-center gap-1.5 rounded-lg border border-dashed border-border px-3 py-2 text-sm font-semibold text-muted-foreground hover:border-primary hover:text-primary">
      <PlusIcon aria-hidden="true" className="size-4" />
      {copy.addItem(label.toLowerCase())}
    </button>
  );
}

function ListField({ element, name, path, value, onChange, context }: { element: Schema; name: string; path: string; value: unknown[]; onChange: (value: unknown[]) => void; context: FieldContext }) {
  const itemName = singular(wordsOf(name)) || "item";
  const label = fieldName(name, path);
  const problem = context.problems[path];
  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    onChange(next);
  };
  return (
    <fieldset className="grid min-w-0 gap-3" aria-describedby={problem ? `${path}-problem` : undefined}>
      <legend className="mb-2 text-sm font-semibold">{label}</legend>
      {value.map((item, index) => (
        <div key={index} className="grid min-w-0 gap-2 rounded-lg border border-border bg-subtle/60 p-3">
          <div className="flex items-center justify-between gap-2">
            <span className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{copy.item(itemName, index + 1)}</span>
            <span className="flex gap-1">
              {index > 0 ? (
                <button type="button" onClick={() => move(index, index - 1)} className="inline-flex size-8 items-center justify-center rounded text-muted-foreground hover:bg-muted hover:text-foreground" aria-label={copy.moveItemUp(itemName, index + 1)}>
                  <ArrowUpIcon aria-hidden="true" className="size-4" />
                </button>
              ) : null}
              <button type="button" onClick={() => onChange(value.filter((_, at) => at !== index))} className="inline-flex size-8 items-center justify-center rounded text-muted-foreground hover:bg-muted hover:text-destructive" aria-label={copy.removeItem(itemName, index + 1)}>
                <XIcon aria-hidden="true" className="size-4" />
              </button>
            </span>
          </div>
          {defOf(element).type === "object" ? (
            <ObjectFields schema={element} label={itemName} path={`${path}.${index}`} value={item as Record<string, unknown>} onChange={(next) => onChange(value.map((old, at) => (at === index ? next : old)))} context={context} bare />
          ) : (
            <SchemaField schema={element} name={itemName} path={`${path}.${index}`} value={item} onChange={(next) => onChange(value.map((old, at) => (at === index ? next : old)))} context={context} />
          )}
        </div>
      ))}
      <button type="button" onClick={() => onChange([...value, starterOf(element, itemName)])} className="inline-flex w-fit items-center gap-1.5 rounded-lg border border-dashed border-border px-3 py-2 text-sm font-semibold text-muted-foreground hover:border-primary hover:text-primary">
        <PlusIcon aria-hidden="true" className="size-4" />
        {copy.addItem(itemName)}
      </button>
      <Problem id={`${path}-problem`} text={problem} />
    </fieldset>
  );
}

function TextField({ label, path, value, long, onChange, context }: { label: string; path: string; value: string; long: boolean; onChange: (text: string) => void; context: FieldContext }) {
  const problem = context.problems[path];
  return (
    <FieldShell label={label} path={path} problem={problem}>
      {({ id, describedBy }) =>
        long ? (
          <Textarea id={id} rows={3} value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={problem ? true : undefined} aria-describedby={describedBy} />
        ) : (
          <Input id={id} value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={problem ? true : undefined} aria-describedby={describedBy} />
        )
      }
    </FieldShell>
  );
}

function CheckField({ label, path, value, onChange }: { label: string; path: string; value: boolean; onChange: (value: boolean) => void }) {
  return (
    <label className="flex items-center gap-2.5 text-sm font-medium" data-field={path}>
      <input type="checkbox" checked={value} onChange={(event) => onChange(event.target.checked)} className="size-4 accent-primary" />
      {label}
    </label>
  );
}

function ChoiceField({ label, path, value, options, onChange, context }: { label: string; path: string; value: unknown; options: unknown[]; onChange: (value: unknown) => void; context: FieldContext }) {
  const problem = context.problems[path];
  return (
    <FieldShell label={label} path={path} problem={problem}>
      {({ id, describedBy }) => (
        <Select id={id} value={String(value)} onChange={(event) => onChange(options.find((option) => String(option) === event.target.value))} aria-describedby={describedBy}>
          {options.map((option) => (
            <option key={String(option)} value={String(option)}>
              {String(option)}
            </option>
          ))}
        </Select>
      )}
    </FieldShell>
  );
}

function IconField({ label, path, value, onChange, context }: { label: string; path: string; value: IconName; onChange: (value: IconName) => void; context: FieldContext }) {
  const options = Object.values(defOf(iconSchema)["entries"] as Record<string, IconName>);
  return (
    <FieldShell label={label} path={path} problem={context.problems[path]}>
      {({ id, describedBy }) => (
        <div className="flex items-center gap-2">
          <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
            {options.includes(value) ? <NamedIcon name={value} className="size-5" /> : null}
          </span>
          <Select id={id} value={value} onChange={(event) => onChange(event.target.value as IconName)} aria-describedby={describedBy}>
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        </div>
      )}
    </FieldShell>
  );
}

/** A price as one text field; what cannot be read stays in the field with its problem, and the page keeps the last good price. */
function PriceField({ label, path, value, onChange, context }: { label: string; path: string; value: Price; onChange: (value: Price) => void; context: FieldContext }) {
  const [text, setText] = useState(() => priceText(value));
  const read = parsePrice(text);
  const problem = typeof read === "string" ? read : context.problems[path];
  return (
    <FieldShell label={label} path={path} hint={copy.priceHint} problem={problem}>
      {({ id, describedBy }) => (
        <Input
          id={id}
          value={text}
          inputMode="text"
          onChange={(event) => {
            setText(event.target.value);
            const price = parsePrice(event.target.value);
            if (typeof price !== "string") onChange(price);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
  );
}

/** A comparison cell: a tick, a dash, or a word. */
function IncludedField({ label, path, value, onChange, context }: { label: string; path: string; value: boolean | string; onChange: (value: boolean | string) => void; context: FieldContext }) {
  const kind = value === true ? "yes" : value === false ? "no" : "text";
  return (
    <FieldShell label={label} path={path} problem={context.problems[path]}>
      {({ id, describedBy }) => (
        <div className="flex gap-2">
          <Select id={id} value={kind} onChange={(event) => onChange(event.target.value === "yes" ? true : event.target.value === "no" ? false : "")} aria-describedby={describedBy} className="w-40 shrink-0">
            <option value="yes">{copy.comparison.yes}</option>
            <option value="no">{copy.comparison.no}</option>
            <option value="text">{copy.comparison.text}</option>
          </Select>
          {kind === "text" ? <Input aria-label={`${label}: ${copy.comparison.text}`} value={value as string} onChange={(event) => onChange(event.target.value)} /> : null}
        </div>
      )}
    </FieldShell>
  );
}
