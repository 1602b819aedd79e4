/**
 * A page's form (the Form section's `form`): one of the published forms, by name and live version,
 * with a link to it in the builder. A form that is not live any more is said so in words; none
 * published yet says where to build one.
 */
import { Link } from "react-router";
import { Select } from "#app/ui/select.tsx";
import type { FormRowSummary } from "#app/admin/lib/admin-api.ts";
import { useChoices } from "#app/studio/components/use-choices.ts";
import { formsCopy } from "#app/studio/content/forms.ts";
import { FieldShell, NothingToChoose } from "./field-shell.tsx";

const copy = formsCopy.widget;

export function FormPickerField({
  label,
  path,
  value,
  onChange,
  problems,
}: {
  label: string;
  path: string;
  value: unknown;
  onChange: (id: number | undefined) => void;
  problems: Readonly<Record<string, string>>;
}) {
  const forms = useChoices("/forms?status=published", (answer: { forms: FormRowSummary[] }) => answer.forms);
  // A new section starts with a placeholder: no form chosen yet.
  const chosen = typeof value === "number" && value > 0 ? value : undefined;
  const notLive = forms && chosen !== undefined && !forms.some((form) => form.id === chosen);
  const problem = problems[path] ?? (notLive ? copy.notLive(chosen) : undefined);
  if (forms && forms.length === 0) {
    return <NothingToChoose label={label} path={path} to="/admin/forms" text={copy.none} problem={problem} />;
  }
  return (
    <FieldShell label={label} path={path} problem={problem}>
      {({ id, describedBy }) => (
        <div className="flex flex-wrap items-center gap-2">
          <Select
            id={id}
            value={chosen === undefined ? "" : String(chosen)}
            onChange={(event) => onChange(event.target.value === "" ? undefined : Number(event.target.value))}
            aria-describedby={describedBy}
            aria-invalid={problem ? true : undefined}
            disabled={!forms}
            className="min-w-0 flex-1"
          >
            <option value="">{copy.choose}</option>
            {(forms ?? []).map((form) => (
              <option key={form.id} value={form.id}>
                {`${form.name} (${formsCopy.version(form.version)})`}
              </option>
            ))}
            {notLive && chosen !== undefined ? <option value={chosen}>{copy.notLive(chosen)}</option> : null}
          </Select>
          {chosen !== undefined ? (
            <Link to={`/admin/forms/${chosen}`} className="text-sm font-semibold text-primary hover:underline">
              {copy.edit}
            </Link>
          ) : null}
        </div>
      )}
    </FieldShell>
  );
}
