/**
 * How one copy of a form differs from another, as an editor reads it: the form's own settings that
 * differ, and its fields matched by key (only in one copy, changed, or in another order). What the
 * revisions list says of each revision against the copy being edited.
 */
import { sameValue, valueChanges, type FieldChange } from "#shared/pages/field-changes.ts";
import { formField, storedFormDocument, type FormDocument, type FormField } from "./form.ts";

/** The form's settings beside its fields, as the revisions list names them. */
export type FormSetting = Exclude<keyof FormDocument, "fields">;

export type FormChange = { kind: "setting"; setting: FormSetting } | { kind: "only-here" | "only-there" | "changed"; field: { key: string; label: string } } | { kind: "order" };

const SETTINGS: readonly FormSetting[] = ["name", "submitLabel", "thankYou", "download", "routing", "proofOfWork"];

/** What `here` has that `there` does not: `only-here` fields are in `here` alone. */
export function formChanges(here: FormDocument, there: FormDocument): FormChange[] {
  const changes: FormChange[] = SETTINGS.filter((setting) => !sameValue(here[setting], there[setting])).map((setting) => ({ kind: "setting", setting }));
  const thereByKey = new Map(there.fields.map((field) => [field.key, field]));
  const hereKeys = new Set(here.fields.map((field) => field.key));
  for (const field of here.fields) {
    const other = thereByKey.get(field.key);
    if (!other) changes.push({ kind: "only-here", field: { key: field.key, label: field.label } });
    else if (!sameValue(field, other)) changes.push({ kind: "changed", field: { key: field.key, label: field.label } });
  }
  for (const field of there.fields) if (!hereKeys.has(field.key)) changes.push({ kind: "only-there", field: { key: field.key, label: field.label } });
  const order = (fields: FormDocument["fields"], keys: ReadonlySet<string>) => fields.map((field) => field.key).filter((key) => keys.has(key));
  if (!sameValue(order(here.fields, new Set(thereByKey.keys())), order(there.fields, hereKeys))) changes.push({ kind: "order" });
  return changes;
}

/**
 * Every part in which `to` differs from `from`, with both texts (shared/pages/field-changes.ts): the
 * settings under the studio's names for them, then each field (matched by key, named by its label)
 * by the labels of its own settings, then their order, as the fields' labels in each.
 */
export function formFieldChanges(from: FormDocument, to: FormDocument, names: { settings: Record<FormSetting, string>; order: string }): FieldChange[] {
  const settings = storedFormDocument.shape;
  const changes = SETTINGS.flatMap((setting) => valueChanges(settings[setting], from[setting], to[setting], [names.settings[setting]]));
  const fromByKey = new Map(from.fields.map((field) => [field.key, field]));
  const toKeys = new Set(to.fields.map((field) => field.key));
  const fieldChanges = (before: FormField | undefined, after: FormField | undefined) => valueChanges(formField, before, after, [`“${(after ?? before)!.label}”`]);
  for (const field of to.fields) changes.push(...fieldChanges(fromByKey.get(field.key), field));
  for (const field of from.fields) if (!toKeys.has(field.key)) changes.push(...fieldChanges(field, undefined));
  const order = (fields: FormDocument["fields"], keys: ReadonlySet<string>) => fields.filter((field) => keys.has(field.key));
  const [before, after] = [order(from.fields, toKeys), order(to.fields, new Set(fromByKey.keys()))];
  const [keysBefore, keysAfter] = [before, after].map((fields) => fields.map((field) => field.key));
  if (!sameValue(keysBefore, keysAfter)) changes.push({ where: [names.order], before: before.map((field) => field.label).join("\n"), after: after.map((field) => field.label).join("\n") });
  return changes;
}
