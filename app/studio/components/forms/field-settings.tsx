/**
 * One field's settings in the builder, by its kind: its label and key (the key follows the label
 * until the marketer changes it, or once leads may have answered it), help, required, limits,
 * placeholder, choices and how they show, the consent's version, where a hidden field is filled
 * from, and its CRM properties in a collapsed group. Labels are the schema's own words.
 */
import { use } from "react";
import ChevronDownIcon from "lucide-react/icons/chevron-down";
import { Select } from "#app/ui/select.tsx";
import { formsCopy } from "#app/studio/content/forms.ts";
import { FieldShell } from "#app/studio/components/pages/field-shell.tsx";
import { relabelledField, type Settled } from "#shared/forms/builder.ts";
import { crmMapping, HIDDEN_SOURCES, type FormField } from "#shared/forms/form.ts";
import { ChoiceList } from "./choice-list.tsx";
import { CheckSetting, kindSchema, labelIn, NumberSetting, TextSetting, WordsOnly, type Problems } from "./controls.tsx";

const copy = formsCopy.editor;

export interface FieldSettingsProps {
  field: FormField;
  /** Its place in the form: its problems are under `fields.<index>`. */
  index: number;
  /** The other fields' keys: a derived key is unique among them. */
  otherKeys: ReadonlySet<string>;
  /** Keys and choice values that stay as they are whatever the label (live ones leads may have answered). */
  settled: Settled;
  onChange: (field: FormField) => void;
  problems: Problems;
}

export function FieldSettings({ field, index, otherKeys, settled, onChange, problems }: FieldSettingsProps) {
  const path = `fields.${index}`;
  const schema = kindSchema(field.kind);
  const label = (key: string) => labelIn(schema, key);
  const set = (change: Partial<FormField>) => onChange({ ...field, ...change } as FormField);
  const common = { problems };
  const wordsOnly = use(WordsOnly);
  return (
    <div className="grid min-w-0 gap-4">
      <TextSetting
        label={label("label")}
        path={`${path}.label`}
        value={field.label}
        onChange={(text) => onChange(relabelledField(field, text ?? "", otherKeys, settled.keys))}
        long={field.kind === "consent"}
        {...common}
      />
      {wordsOnly ? null : <TextSetting label={label("key")} path={`${path}.key`} value={field.key} onChange={(key) => set({ key: key ?? "" })} hint={copy.keyHint} mono {...common} />}
      {field.kind !== "hidden" ? <TextSetting label={label("help")} path={`${path}.help`} value={field.help} onChange={(help) => set({ help })} optional long {...common} /> : null}
      {field.kind !== "hidden" && !wordsOnly ? (
        <CheckSetting label={label("required")} path={`${path}.required`} value={field.required} onChange={(required) => set({ required })} {...common} />
      ) : null}
      <KindSettings field={field} path={path} set={set} label={label} problems={problems} settledValues={settled.values.get(field.key)} />
      {wordsOnly ? null : (
        <details className="group rounded-lg border border-border">
          {/* The site's summaries have no marker (app.css): the chevron says it opens, as a field's does. */}
          <summary className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold hover:bg-muted">
            <ChevronDownIcon aria-hidden="true" className="size-4 shrink-0 -rotate-90 transition-transform group-open:rotate-0" />
            {copy.crm}
          </summary>
          <div className="grid gap-3 border-t border-border p-3">
            <p className="text-xs text-muted-foreground">{copy.crmLead}</p>
            {(["hubspot", "salesforce", "pipedrive"] as const).map((crm) => (
              <TextSetting
                key={crm}
                label={labelIn(crmMapping, crm)}
                path={`${path}.crm.${crm}`}
                value={field.crm?.[crm]}
                onChange={(property) => set({ crm: withProperty(field.crm, crm, property) })}
                optional
                mono
                {...common}
              />
            ))}
          </div>
        </details>
      )}
    </div>
  );
}

type Crm = NonNullable<FormField["crm"]>;

/** The mapping with one CRM's property set or left out; none at all when every one is empty. */
function withProperty(crm: Crm | undefined, name: keyof Crm, property: string | undefined): Crm | undefined {
  const next = { ...crm, [name]: property };
  if (property === undefined) delete next[name];
  return Object.keys(next).length ? next : undefined;
}

interface KindSettingsProps {
  field: FormField;
  path: string;
  set: (change: Partial<FormField>) => void;
  label: (key: string) => string;
  problems: Problems;
  /** The live choices' values, kept whatever their labels. */
  settledValues?: ReadonlySet<string>;
}

/** What only this kind of field has. */
function KindSettings({ field, path, set, label, problems, settledValues }: KindSettingsProps) {
  const common = { problems };
  const placeholder =
    "placeholder" in field ? (
      <TextSetting label={label("placeholder")} path={`${path}.placeholder`} value={field.placeholder} onChange={(text) => set({ placeholder: text })} optional {...common} />
    ) : null;
  switch (field.kind) {
    case "text":
    case "long-text":
      return (
        <>
          <NumberSetting label={label("maxLength")} path={`${path}.maxLength`} value={field.maxLength} onChange={(maxLength) => set({ maxLength })} {...common} />
          {placeholder}
        </>
      );
    case "email":
      return (
        <>
          {placeholder}
          <CheckSetting label={label("businessOnly")} path={`${path}.businessOnly`} value={field.businessOnly} onChange={(businessOnly) => set({ businessOnly })} {...common} />
        </>
      );
    case "phone":
      return placeholder;
    case "number":
      return (
        <>
          {/* The two limits side by side; the check on its own line, as every other field's checks. */}
          <div className="grid grid-cols-2 gap-4">
            <NumberSetting label={label("min")} path={`${path}.min`} value={field.min} onChange={(min) => set({ min })} optional {...common} />
            <NumberSetting label={label("max")} path={`${path}.max`} value={field.max} onChange={(max) => set({ max })} optional {...common} />
          </div>
          <CheckSetting label={label("wholeNumber")} path={`${path}.wholeNumber`} value={field.wholeNumber} onChange={(wholeNumber) => set({ wholeNumber })} {...common} />
        </>
      );
    case "choice":
      return (
        <>
          <ChoiceList choices={field.choices} path={`${path}.choices`} onChange={(choices) => set({ choices })} problems={problems} settled={settledValues} />
          <EnumSetting label={label("display")} path={`${path}.display`} value={field.display} options={copy.display} onChange={(display) => set({ display })} problems={problems} />
        </>
      );
    case "choices":
      return <ChoiceList choices={field.choices} path={`${path}.choices`} onChange={(choices) => set({ choices })} problems={problems} settled={settledValues} />;
    case "consent":
      return <TextSetting label={label("version")} path={`${path}.version`} value={field.version} onChange={(version) => set({ version: version ?? "" })} hint={copy.consentHint} {...common} />;
    case "hidden":
      return <HiddenSettings field={field} path={path} set={set} label={label} problems={problems} />;
    case "checkbox":
      return null;
  }
}

function HiddenSettings({ field, path, set, label, problems }: KindSettingsProps & { field: Extract<FormField, { kind: "hidden" }> }) {
  return (
    <>
      <p className="text-xs text-muted-foreground">{copy.hiddenHint}</p>
      <EnumSetting
        label={label("from")}
        path={`${path}.from`}
        value={field.from}
        options={copy.hiddenFrom}
        onChange={(from) => set({ from, name: from === "attribution" && !(HIDDEN_SOURCES as readonly string[]).includes(field.name) ? "utm_campaign" : field.name })}
        problems={problems}
      />
      {field.from === "attribution" ? (
        <EnumSetting
          label={label("name")}
          path={`${path}.name`}
          value={field.name}
          options={Object.fromEntries(HIDDEN_SOURCES.map((source) => [source, copy.attribution[source] ?? source]))}
          onChange={(name) => set({ name })}
          problems={problems}
        />
      ) : (
        <TextSetting label={label("name")} path={`${path}.name`} value={field.name} onChange={(name) => set({ name: name ?? "" })} mono problems={problems} />
      )}
    </>
  );
}

/** One of a few values, each said in words. */
export function EnumSetting<Value extends string>({
  label,
  path,
  value,
  options,
  onChange,
  problems,
}: {
  label: string;
  path: string;
  value: Value;
  options: Readonly<Record<Value, string>>;
  onChange: (value: Value) => void;
  problems: Problems;
}) {
  const problem = problems[path];
  return (
    <FieldShell label={label} path={path} problem={problem}>
      {({ id, describedBy }) => (
        <Select id={id} value={value} onChange={(event) => onChange(event.target.value as Value)} aria-describedby={describedBy} className="w-fit max-w-full">
          {(Object.entries(options) as Array<[Value, string]>).map(([option, words]) => (
            <option key={option} value={option}>
              {words}
            </option>
          ))}
        </Select>
      )}
    </FieldShell>
  );
}
