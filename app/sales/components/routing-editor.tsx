/**
 * The admin's lead routing: the sales team (with away switches) and the rules, edited as a list in
 * the page's state and saved whole. A refused field is named under it; nothing set is lost.
 */
import { useState } from "react";
import { Form, useSubmit } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { Select } from "#app/ui/select.tsx";
import { routingCopy } from "#app/sales/content/routing.ts";
import type { SalesAccount } from "#app/admin/lib/admin-api.ts";
import type { RoutingRule } from "#shared/lead-routing.ts";
import { FormError } from "#app/admin/components/auth-card.tsx";
import { Panel } from "#app/admin/components/panel.tsx";

const copy = routingCopy;

export type RoutingResult = { intent: string; error?: string; problems?: Partial<Record<string, string>>; done?: string } | undefined;

export function TeamPanel({ team, busy }: { team: SalesAccount[]; busy: boolean }) {
  return (
    <Panel title={copy.team.title} id="team" lead={copy.team.lead}>
      {team.length === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.team.none}</p>
      ) : (
        <ul className="divide-y divide-border">
          {team.map((account) => (
            <li key={account.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
              <span className="min-w-0 text-sm">
                <span className="block truncate font-medium">{account.email}</span>
                <span className={account.away ? "text-xs font-semibold text-foreground" : "text-xs text-success"}>{account.away ? copy.team.away : copy.team.taking}</span>
              </span>
              <Form method="post">
                <input type="hidden" name="userId" value={account.id} />
                <input type="hidden" name="away" value={account.away ? "" : "yes"} />
                <Button
                  type="submit"
                  name="intent"
                  value="away"
                  variant="secondary"
                  size="sm"
                  disabled={busy}
                  aria-label={account.away ? copy.team.markBack(account.email) : copy.team.markAway(account.email)}
                >
                  {account.away ? copy.team.backShort : copy.team.awayShort}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

const blank = (): RoutingRule => ({ name: "", when: {}, owners: [] });

export function RulesEditor({ initial, team, result, busy }: { initial: RoutingRule[]; team: SalesAccount[]; result: RoutingResult; busy: boolean }) {
  const [rules, setRules] = useState(initial);
  const submit = useSubmit();
  const problems = result?.intent === "rules" ? (result.problems ?? {}) : {};
  const count = Object.keys(problems).length;
  const change = (index: number, next: RoutingRule) => setRules(rules.map((rule, at) => (at === index ? next : rule)));
  const move = (index: number, by: number) => {
    const next = [...rules];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    setRules(next);
  };
  return (
    <Panel title={copy.rules.title} id="rules" lead={copy.rules.lead}>
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit({ intent: "rules", rules: JSON.stringify(rules) }, { method: "post" });
        }}
      >
        {rules.length === 0 ? <p className="text-sm text-muted-foreground">{copy.rules.none}</p> : null}
        <ol className="grid gap-4">
          {rules.map((rule, index) => (
            <li key={index}>
              <RuleFields
                index={index}
                rule={rule}
                team={team}
                problems={problems}
                last={index === rules.length - 1}
                onChange={(next) => change(index, next)}
                onMove={(by) => move(index, by)}
                onRemove={() => setRules(rules.filter((_, at) => at !== index))}
              />
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" variant="secondary" size="sm" onClick={() => setRules([...rules, blank()])}>
            {copy.add}
          </Button>
          <Button type="submit" size="sm" disabled={busy}>
            {copy.save}
          </Button>
          {count ? <FormError id="rules-error">{copy.fix(count)}</FormError> : null}
          {result?.intent === "rules" && result.error && !count ? <FormError id="rules-error">{result.error}</FormError> : null}
          {result?.intent === "rules" && result.done ? (
            <p role="status" className="text-sm font-medium">
              {result.done}
            </p>
          ) : null}
        </div>
      </form>
    </Panel>
  );
}

function RuleFields(props: {
  index: number;
  rule: RoutingRule;
  team: SalesAccount[];
  problems: Partial<Record<string, string>>;
  last: boolean;
  onChange: (rule: RoutingRule) => void;
  onMove: (by: number) => void;
  onRemove: () => void;
}) {
  const { index, rule, team, problems, last, onChange, onMove, onRemove } = props;
  const id = (field: string) => `rule-${index}-${field}`;
  const problem = (field: string) => problems[`${index}.${field}`];
  const invalid = (field: string) => (problem(field) ? { "aria-invalid": true as const, "aria-describedby": `${id(field)}-problem` } : {});
  const problemOf = (field: string) =>
    problem(field) ? (
      <p id={`${id(field)}-problem`} className="text-sm font-medium text-destructive">
        {problem(field)}
      </p>
    ) : null;
  const when = (next: Partial<RoutingRule["when"]>) => onChange({ ...rule, when: { ...rule.when, ...next } });
  const title = rule.name.trim() || copy.rule(index);
  return (
    <fieldset className="grid gap-3 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold">{copy.rule(index)}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid content-start gap-1.5">
          <Label htmlFor={id("name")}>{copy.name}</Label>
          <Input id={id("name")} value={rule.name} maxLength={80} onChange={(event) => onChange({ ...rule, name: event.target.value })} {...invalid("name")} />
          {problemOf("name")}
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={id("company")}>{copy.company}</Label>
          <Select id={id("company")} value={rule.when.company ?? ""} onChange={(event) => when({ company: (event.target.value || undefined) as RoutingRule["when"]["company"] })}>
            <option value="">{copy.companyAny}</option>
            <option value="given">{copy.companyGiven}</option>
            <option value="empty">{copy.companyEmpty}</option>
          </Select>
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={id("words")}>{copy.words}</Label>
          <Input
            id={id("words")}
            value={(rule.when.words ?? []).join(", ")}
            aria-describedby={`${id("words")}-hint`}
            onChange={(event) => when({ words: event.target.value.split(",").map((word) => word.trimStart()) })}
            {...invalid("words")}
          />
          <p id={`${id("words")}-hint`} className="text-xs text-muted-foreground">
            {copy.wordsHint}
          </p>
          {problemOf("words")}
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={id("campaign")}>{copy.campaign}</Label>
          <Input id={id("campaign")} value={rule.when.campaign ?? ""} onChange={(event) => when({ campaign: event.target.value })} {...invalid("campaign")} />
          {problemOf("campaign")}
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={id("landingPage")}>{copy.landingPage}</Label>
          <Input id={id("landingPage")} value={rule.when.landingPage ?? ""} placeholder="/pricing" onChange={(event) => when({ landingPage: event.target.value })} {...invalid("landingPage")} />
          {problemOf("landingPage")}
        </div>
      </div>
      {problemOf("when")}
      <fieldset className="grid gap-1.5" {...invalid("owners")}>
        <legend className="text-sm font-medium">{copy.owners}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {team.map((account) => (
            <label key={account.id} className="flex min-h-8 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={rule.owners.includes(account.id)}
                onChange={(event) => onChange({ ...rule, owners: event.target.checked ? [...rule.owners, account.id] : rule.owners.filter((owner) => owner !== account.id) })}
              />
              {account.email}
            </label>
          ))}
        </div>
        {problemOf("owners")}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="ghost" size="sm" disabled={index === 0} onClick={() => onMove(-1)} aria-label={copy.up(title)}>
          ↑
        </Button>
        <Button type="button" variant="ghost" size="sm" disabled={last} onClick={() => onMove(1)} aria-label={copy.down(title)}>
          ↓
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove} aria-label={copy.remove(title)}>
          {copy.removeShort}
        </Button>
      </div>
    </fieldset>
  );
}
