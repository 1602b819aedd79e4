/**
 * Routing by answer: rules that give a lead to chosen owners of the sales team when a field's
 * answer is one of the chosen ones (a choice field's choices are ticked; another field's answers are
 * typed, one a line), before the team's own rules (the routing screen's).
 */
import { useState } from "react";
import PlusIcon from "lucide-react/icons/plus";
import XIcon from "lucide-react/icons/x";
import { Panel } from "#app/admin/components/panel.tsx";
import type { FormDetail } from "#app/admin/lib/admin-api.ts";
import { Select } from "#app/ui/select.tsx";
import { Textarea } from "#app/ui/textarea.tsx";
import { formsCopy } from "#app/studio/content/forms.ts";
import { IconButton } from "#app/studio/components/icon-button.tsx";
import { FieldShell } from "#app/studio/components/pages/field-shell.tsx";
import { formRoute, type FormDocument } from "#shared/forms/form.ts";
import { sameValue } from "#shared/pages/field-changes.ts";
import { labelIn, TextSetting, type Problems } from "./controls.tsx";

const copy = formsCopy.editor;
type Route = FormDocument["routing"][number];

/** Boxes to tick, one per option, in a fieldset named by `legend`. */
function TickList({
  legend,
  path,
  options,
  chosen,
  onChange,
  problems,
}: {
  legend: string;
  path: string;
  options: Array<{ value: string; label: string }>;
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  problems: Problems;
}) {
  const problem = problems[path];
  return (
    <fieldset className="grid gap-1.5" data-field={path}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={chosen.includes(option.value)}
            onChange={(event) => onChange(event.target.checked ? [...chosen, option.value] : chosen.filter((value) => value !== option.value))}
          />
          {option.label}
        </label>
      ))}
      {problem ? <p className="text-sm text-destructive">{problem}</p> : null}
    </fieldset>
  );
}

/** A typed answer per line, each trimmed, empty lines left out. */
const answersIn = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The answers of a rule on a field without choices, one a line. The text is kept as typed (an
 * Enter starts an empty line the answers leave out); the rule takes its answers.
 */
function TypedAnswers({ id, describedBy, values, onChange }: { id: string; describedBy?: string; values: string[]; onChange: (values: string[]) => void }) {
  const [text, setText] = useState(() => values.join("\n"));
  // A document changed elsewhere (a revision restored, a rule removed above this one) shows its own answers.
  const shown = sameValue(answersIn(text), values) ? text : values.join("\n");
  return (
    <Textarea
      id={id}
      rows={2}
      value={shown}
      onChange={(event) => {
        setText(event.target.value);
        onChange(answersIn(event.target.value));
      }}
      aria-describedby={describedBy}
    />
  );
}

export function RoutingRules({ document, change, team, problems }: { document: FormDocument; change: (next: FormDocument) => void; team: FormDetail["team"]; problems: Problems }) {
  const rules = document.routing;
  const set = (index: number, rule: Route) => change({ ...document, routing: rules.map((old, at) => (at === index ? rule : old)) });
  const firstChoice = document.fields.find((field) => field.kind === "choice" || field.kind === "choices") ?? document.fields[0];
  return (
    <Panel title={copy.routing} id="routing" lead={copy.routingLead}>
      <div className="grid gap-4">
        {team.length === 0 ? <p className="text-sm text-muted-foreground">{copy.noTeam}</p> : null}
        {rules.map((rule, index) => {
          const path = `routing.${index}`;
          const field = document.fields.find((candidate) => candidate.key === rule.field);
          const choices = field && (field.kind === "choice" || field.kind === "choices") ? field.choices : undefined;
          return (
            <fieldset key={index} className="grid min-w-0 gap-3 rounded-lg border border-border p-4">
              <legend className="flex items-center gap-2 px-1 text-sm font-semibold">
                {rule.name || `${copy.routing} ${index + 1}`}
                <IconButton
                  label={copy.removeRoute(rule.name || String(index + 1))}
                  onClick={() => change({ ...document, routing: rules.filter((_, at) => at !== index) })}
                  icon={<XIcon aria-hidden="true" className="size-4" />}
                  danger
                />
              </legend>
              <TextSetting label={labelIn(formRoute, "name")} path={`${path}.name`} value={rule.name} onChange={(name) => set(index, { ...rule, name: name ?? "" })} problems={problems} />
              <FieldShell label={copy.routeField} path={`${path}.field`} problem={problems[`${path}.field`]}>
                {({ id, describedBy }) => (
                  <Select id={id} value={rule.field} onChange={(event) => set(index, { ...rule, field: event.target.value, values: [] })} aria-describedby={describedBy}>
                    {field ? null : <option value={rule.field}>{rule.field}</option>}
                    {document.fields.map((candidate) => (
                      <option key={candidate.key} value={candidate.key}>
                        {candidate.label}
                      </option>
                    ))}
                  </Select>
                )}
              </FieldShell>
              {choices ? (
                <TickList
                  legend={copy.routeAnswers}
                  path={`${path}.values`}
                  options={choices}
                  chosen={rule.values}
                  // A value no choice gives any more (its choice removed) cannot be unticked: any tick drops it.
                  onChange={(values) => set(index, { ...rule, values: values.filter((value) => choices.some((choice) => choice.value === value)) })}
                  problems={problems}
                />
              ) : (
                <FieldShell label={copy.routeAnswers} path={`${path}.values`} hint={copy.routeNoChoices} problem={problems[`${path}.values`]}>
                  {({ id, describedBy }) => <TypedAnswers id={id} describedBy={describedBy} values={rule.values} onChange={(values) => set(index, { ...rule, values })} />}
                </FieldShell>
              )}
              <TickList
                legend={copy.routeOwners}
                path={`${path}.owners`}
                options={team.map((member) => ({ value: member.id, label: member.away ? `${member.email} (${copy.away})` : member.email }))}
                chosen={rule.owners}
                onChange={(owners) => set(index, { ...rule, owners })}
                problems={problems}
              />
            </fieldset>
          );
        })}
        {/* Without an account to give leads to, a new rule could never be valid and would stop every save. */}
        {team.length === 0 ? null : (
          <button
            type="button"
            onClick={() => change({ ...document, routing: [...rules, { name: `Rule ${rules.length + 1}`, field: firstChoice?.key ?? "", values: [], owners: [] }] })}
            className="inline-flex w-fit items-center gap-1.5 rounded-lg border border-dashed border-border px-3 py-2 text-sm font-semibold text-muted-foreground hover:border-primary hover:text-primary"
          >
            <PlusIcon aria-hidden="true" className="size-4" />
            {copy.addRoute}
          </button>
        )}
      </div>
    </Panel>
  );
}
