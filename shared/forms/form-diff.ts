/**
 * How one copy of a form differs from another, as an editor reads it: the form's own settings that
 * differ, and its fields matched by key (only in one copy, changed, or in another order). What the
 * revisions list says of each revision against the copy being edited.
 */
import { sameValue } from "#shared/pages/page-diff.ts";
import type { FormDocument } from "./form.ts";

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
