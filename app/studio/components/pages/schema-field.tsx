/**
 * A section's form, drawn from its schema (sections/<type>/section.ts): each field's label, help and
 * widget from its metadata (shared/pages/field-meta.ts), else from its type: text as inputs, long
 * text as text areas, formatted text in the posts' editor, choices as selects, lists with add,
 * remove and move, a price as one field. Each field shows its problem in words beside it, by its
 * path in the page ("sections.2.items.0.title").
 */
import { useState } from "react";
import { z } from "zod";
import ArrowUpIcon from "lucide-react/icons/arrow-up";
import PlusIcon from "lucide-react/icons/plus";
import XIcon from "lucide-react/icons/x";
import { Input } from "#app/ui/input.tsx";
import { Select } from "#app/ui/select.tsx";
import { Textarea } from "#app/ui/textarea.tsx";
import { NamedIcon } from "#app/site/lib/icons.tsx";
import { pagesCopy } from "#app/studio/content/pages.ts";
import { editorFields, fieldInfo, type FieldInfo } from "#shared/pages/field-meta.ts";
import { icon as iconSchema, type MediaImage, type Price } from "#shared/pages/fields.ts";
import { FieldShell, OriginalText, Problem, type OriginalWords } from "./field-shell.tsx";
import { MediaImageField } from "./media-image-field.tsx";
import { FormPickerField } from "./form-picker-field.tsx";
import { MediaFileField } from "#app/studio/components/media-file-field.tsx";
import { FormattedTextField } from "#app/studio/components/editor/formatted-text-field.tsx";
import { parsePrice, priceText } from "#shared/pages/price-text.ts";
import { starterOf, wordsOf } from "#shared/pages/starters.ts";
import type { IconName } from "#shared/pages/icons.ts";

const copy = pagesCopy.editor;

export interface FieldContext {
  /** Problems by path, as the schema words them. */
  problems: Readonly<Record<string, string>>;
  /** A translation's editor: the original's words of the field at a path, shown beside it. */
  original?: ((path: string) => OriginalWords | undefined) | undefined;
}

/** "entries" → "entry", "items" → "item": what one element of a list is called. */
const singular = (words: string) => words.replace(/ies$/, "y").replace(/s$/, "");

/** Long enough to want several lines. */
const isLong = (field: FieldInfo) => field.widget !== "link" && field.inner instanceof z.ZodString && (field.inner.maxLength ?? 0) > 200;

interface FieldProps {
  schema: z.ZodType;
  /** The field's key: names a list's entries ("items" → "item"). */
  name: string;
  /** The field's label, from its schema's metadata. */
  label: string;
  path: string;
  value: unknown;
  onChange: (value: unknown) => void;
  context: FieldContext;
}

/** One field of a section, drawn as its metadata's widget says, else as its type. */
export function SchemaField({ schema, name, label, path, value, onChange, context }: FieldProps) {
  const field = fieldInfo(schema);
  const { inner, optional } = field;
  const text = (next: string) => onChange(optional && next === "" ? undefined : next);
  switch (field.widget) {
    case "price":
      return <PriceField label={label} path={path} value={value as Price} onChange={onChange} context={context} />;
    case "icon":
      return <IconField label={label} path={path} value={value as IconName} onChange={onChange} context={context} />;
    case "media-image":
      return (
        <MediaImageField
          label={label}
          help={field.help}
          altLabel={altLabel(inner)}
          path={path}
          value={value as MediaImage | undefined}
          optional={optional}
          onChange={onChange}
          problems={context.problems}
        />
      );
    case "markdown": {
      const original = context.original?.(path);
      return (
        <div data-field={path} className="grid gap-1.5">
          {original ? <OriginalText id={`original-${path}`} original={original} /> : null}
          <FormattedTextField id={`field-${path}`} label={label} value={(value as string | undefined) ?? ""} problem={context.problems[path]} onChange={text} short />
        </div>
      );
    }
    case "included":
      return <IncludedField label={label} path={path} value={value as boolean | string} onChange={onChange} context={context} />;
    case "form":
      return <FormPickerField label={label} path={path} value={value} onChange={onChange} problems={context.problems} />;
    case "media-file":
      return <MediaFileField label={label} path={path} value={(value as string | undefined) ?? ""} onChange={text} problems={context.problems} />;
  }
  if (inner instanceof z.ZodString) return <TextField label={label} hint={field.help} path={path} value={(value as string | undefined) ?? ""} long={isLong(field)} onChange={text} context={context} />;
  if (inner instanceof z.ZodBoolean) return <CheckField label={label} path={path} value={value === true} onChange={onChange} />;
  if (inner instanceof z.ZodEnum) return <ChoiceField label={label} path={path} value={value} options={inner.options} names={field.choices} onChange={onChange} context={context} />;
  if (inner instanceof z.ZodUnion && inner.options.every((option) => option instanceof z.ZodLiteral)) {
    return <ChoiceField label={label} path={path} value={value} options={inner.options.map((option) => (option as z.ZodLiteral).value)} onChange={onChange} context={context} />;
  }
  if (inner instanceof z.ZodObject) {
    return optional && value === undefined ? (
      <AddOptional label={label} onAdd={() => onChange(starterOf(inner, wordsOf(name)))} />
    ) : (
      <ObjectFields
        schema={inner}
        label={label}
        path={path}
        value={(value ?? {}) as Record<string, unknown>}
        onChange={onChange}
        context={context}
        onRemove={optional ? () => onChange(undefined) : undefined}
      />
    );
  }
  if (inner instanceof z.ZodArray)
    return <ListField element={inner.element as z.ZodType} name={name} label={label} path={path} value={(value ?? []) as unknown[]} onChange={onChange} context={context} />;
  if (inner instanceof z.ZodTuple) {
    return (
      <fieldset className="grid min-w-0 gap-3 rounded-lg border border-border p-3">
        <legend className="px-1 text-sm font-semibold">{label}</legend>
        {(inner.def.items as z.ZodType[]).map((item, index) => {
          const itemName = `${singular(wordsOf(name))} ${index + 1}`;
          return (
            <SchemaField
              key={index}
              schema={item}
              name={itemName}
              label={capitalized(itemName)}
              path={`${path}.${index}`}
              value={(value as unknown[])[index]}
              onChange={(next) => onChange((value as unknown[]).map((old, at) => (at === index ? next : old)))}
              context={context}
            />
          );
        })}
      </fieldset>
    );
  }
  return null;
}

const capitalized = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** The label of an image's description, from the image's own schema. */
const altLabel = (image: z.ZodType) => (image instanceof z.ZodObject ? (editorFields(image).find((field) => field.key === "alt")?.label ?? "alt") : "alt");

/** Every field of an object but its type (and a section's anchor and visibility, which the list holds). */
export function ObjectFields({
  schema,
  label,
  path,
  value,
  onChange,
  context,
  onRemove,
  bare = false,
  omit = [],
}: Omit<FieldProps, "name" | "label" | "schema" | "value" | "onChange"> & {
  schema: z.ZodObject;
  label: string;
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
  onRemove?: () => void;
  bare?: boolean;
  omit?: readonly string[];
}) {
  const listed = editorFields(schema, omit);
  const fields = listed.map((field) => (
    <SchemaField
      key={field.key}
      schema={field.schema}
      name={field.key}
      label={field.label}
      path={path ? `${path}.${field.key}` : field.key}
      value={value[field.key]}
      onChange={(next) => onChange({ ...value, [field.key]: next })}
      context={context}
    />
  ));
  // Short fields only (a link's text and address): side by side where the form is wide enough.
  if (bare) {
    return (
      <div className="@container min-w-0">
        <div className={short(listed) ? "grid gap-4 @sm:grid-cols-2" : "grid gap-4"}>{fields}</div>
      </div>
    );
  }
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border border-border p-4">
      <legend className="flex items-center gap-2 px-1 text-sm font-semibold">
        {label}
        {onRemove ? (
          <button
            type="button"
            onClick={onRemove}
            className="inline-flex size-7 items-center justify-center rounded text-muted-foreground hover:bg-muted hover:text-foreground"
            aria-label={copy.remove(label)}
          >
            <XIcon aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </legend>
      {fields}
    </fieldset>
  );
}

function short(fields: readonly FieldInfo[]): boolean {
  return fields.every(({ inner }) => inner instanceof z.ZodBoolean || (inner instanceof z.ZodString && (inner.maxLength ?? 0) <= 120));
}

function AddOptional({ label, onAdd }: { label: string; onAdd: () => void }) {
  return (
    <button
      type="button"
      onClick={onAdd}
      className="inline-flex w-fit items-center gap-1.5 rounded-lg border border-dashed border-border px-3 py-2 text-sm font-semibold text-muted-foreground hover:border-primary hover:text-primary"
    >
      <PlusIcon aria-hidden="true" className="size-4" />
      {copy.addItem(label.toLowerCase())}
    </button>
  );
}

function ListField({
  element,
  name,
  label,
  path,
  value,
  onChange,
  context,
}: {
  element: z.ZodType;
  name: string;
  label: string;
  path: string;
  value: unknown[];
  onChange: (value: unknown[]) => void;
  context: FieldContext;
}) {
  const itemName = singular(wordsOf(name)) || "item";
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
                <button
                  type="button"
                  onClick={() => move(index, index - 1)}
                  className="inline-flex size-8 items-center justify-center rounded text-muted-foreground hover:bg-muted hover:text-foreground"
                  aria-label={copy.moveItemUp(itemName, index + 1)}
                >
                  <ArrowUpIcon aria-hidden="true" className="size-4" />
                </button>
              ) : null}
              <button
                type="button"
                onClick={() => onChange(value.filter((_, at) => at !== index))}
                className="inline-flex size-8 items-center justify-center rounded text-muted-foreground hover:bg-muted hover:text-destructive"
                aria-label={copy.removeItem(itemName, index + 1)}
              >
                <XIcon aria-hidden="true" className="size-4" />
              </button>
            </span>
          </div>
          {element instanceof z.ZodObject && !fieldInfo(element).widget ? (
            <ObjectFields
              schema={element}
              label={itemName}
              path={`${path}.${index}`}
              value={item as Record<string, unknown>}
              onChange={(next) => onChange(value.map((old, at) => (at === index ? next : old)))}
              context={context}
              bare
            />
          ) : (
            <SchemaField
              schema={element}
              name={itemName}
              label={capitalized(itemName)}
              path={`${path}.${index}`}
              value={item}
              onChange={(next) => onChange(value.map((old, at) => (at === index ? next : old)))}
              context={context}
            />
          )}
        </div>
      ))}
      <button
        type="button"
        onClick={() => onChange([...value, starterOf(element, itemName)])}
        className="inline-flex w-fit items-center gap-1.5 rounded-lg border border-dashed border-border px-3 py-2 text-sm font-semibold text-muted-foreground hover:border-primary hover:text-primary"
      >
        <PlusIcon aria-hidden="true" className="size-4" />
        {copy.addItem(itemName)}
      </button>
      <Problem id={`${path}-problem`} text={problem} />
    </fieldset>
  );
}

function TextField({
  label,
  hint,
  path,
  value,
  long,
  onChange,
  context,
}: {
  label: string;
  hint?: string;
  path: string;
  value: string;
  long: boolean;
  onChange: (text: string) => void;
  context: FieldContext;
}) {
  const problem = context.problems[path];
  return (
    <FieldShell label={label} hint={hint} path={path} problem={problem} original={context.original?.(path)}>
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

function ChoiceField({
  label,
  path,
  value,
  options,
  names = {},
  onChange,
  context,
}: {
  label: string;
  path: string;
  value: unknown;
  options: unknown[];
  /** Each option in words, by its stored value. */
  names?: Readonly<Record<string, string>>;
  onChange: (value: unknown) => void;
  context: FieldContext;
}) {
  const problem = context.problems[path];
  return (
    <FieldShell label={label} path={path} problem={problem}>
      {({ id, describedBy }) => (
        <Select id={id} value={String(value)} onChange={(event) => onChange(options.find((option) => String(option) === event.target.value))} aria-describedby={describedBy}>
          {options.map((option) => (
            <option key={String(option)} value={String(option)}>
              {names[String(option)] ?? String(option)}
            </option>
          ))}
        </Select>
      )}
    </FieldShell>
  );
}

function IconField({ label, path, value, onChange, context }: { label: string; path: string; value: IconName; onChange: (value: IconName) => void; context: FieldContext }) {
  const options = iconSchema.options;
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
          <Select
            id={id}
            value={kind}
            onChange={(event) => onChange(event.target.value === "yes" ? true : event.target.value === "no" ? false : "")}
            aria-describedby={describedBy}
            className="w-40 shrink-0"
          >
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
