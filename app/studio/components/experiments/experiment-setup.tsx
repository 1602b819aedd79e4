/**
 * A draft experiment's setup: its name, what counts as a conversion, an optional end, and its variants with their shares of the traffic (the control first,
 * the page as published). Each variant but the control opens its page below. Fixed once started.
 */
import type { ReactNode } from "react";
import PlusIcon from "lucide-react/icons/plus";
import Trash2Icon from "lucide-react/icons/trash-2";
import { Panel } from "#app/admin/components/panel.tsx";
import { experimentsCopy } from "#app/studio/content/experiments.ts";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { Select } from "#app/ui/select.tsx";
import { CONTROL_KEY, EXPERIMENT_GOALS, formGoal, GOAL_LABELS, goalLabel, MAX_VARIANTS } from "#shared/experiments/experiment.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import { withBrand } from "#shared/brand.ts";
import { api, type PageDetail } from "#app/admin/lib/admin-api.ts";
import type { ExperimentDraft } from "./use-experiment-editor.ts";

const copy = experimentsCopy.editor;
const VARIANT_KEYS = ["b", "c", "d"];

type Definition = ExperimentDraft["definition"];
type Variant = Definition["variants"][number];

interface SetupProps {
  draft: ExperimentDraft;
  onChange: (draft: ExperimentDraft) => void;
  problems: Readonly<Record<string, string>>;
  locked: boolean;
  /** The variant whose page is open below, and opening another. */
  editing: string;
  onEdit: (key: string) => void;
  /** The page as published: what a variant added starts from. */
  page: PageDocument | null;
  /** The site's published pages: another one's sections can be a variant. */
  pages: Array<{ id: number; path: string; title: string }>;
  /** The live forms: one of them sent can be the goal. */
  forms?: ReadonlyArray<{ id: number; name: string }>;
}

/** A datetime-local value ("2026-12-20T09:00") in the editor's time zone, from an ISO time. */
const localValue = (iso: string | null) => {
  if (!iso) return "";
  const at = new Date(iso);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

function Field({ id, label, hint, problem, children }: { id: string; label: string; hint?: string; problem?: string | undefined; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {problem ? (
        <p id={`${id}-problem`} className="text-sm text-destructive">
          {problem}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function ExperimentSetup(props: SetupProps) {
  const { draft, onChange, locked } = props;
  const set = (patch: Partial<Definition>) => onChange({ ...draft, definition: { ...draft.definition, ...patch } });
  return (
    <Panel title={copy.setup} id="experiment-setup" lead={locked ? copy.locked : undefined}>
      <div className="grid min-w-0 gap-5">
        <fieldset disabled={locked} className="grid min-w-0 gap-5">
          <legend className="sr-only">{copy.setup}</legend>
          <GoalFields definition={draft.definition} set={set} problems={props.problems} forms={props.forms ?? []} />
        </fieldset>
        {/* Outside the locked fieldset: a started experiment's variants can still be looked at. */}
        <VariantList {...props} set={set} />
      </div>
    </Panel>
  );
}

function GoalFields({
  definition,
  set,
  problems,
  forms,
}: {
  definition: Definition;
  set: (patch: Partial<Definition>) => void;
  problems: Readonly<Record<string, string>>;
  forms: ReadonlyArray<{ id: number; name: string }>;
}) {
  const described = (id: string, field: string) => (problems[field] ? `${id}-problem` : `${id}-hint`);
  return (
    <>
      <div className="grid gap-5 md:grid-cols-2">
        <Field id="experiment-name" label={copy.name} problem={problems["name"]}>
          <Input
            id="experiment-name"
            value={definition.name}
            maxLength={80}
            onChange={(event) => set({ name: event.target.value })}
            aria-invalid={problems["name"] ? true : undefined}
            aria-describedby={problems["name"] ? "experiment-name-problem" : undefined}
          />
        </Field>
        <Field id="experiment-goal" label={copy.goal} hint={copy.goalHint} problem={problems["goal"]}>
          <Select
            id="experiment-goal"
            value={definition.goal}
            onChange={(event) => set({ goal: event.target.value, secondaryGoals: definition.secondaryGoals.filter((goal) => goal !== event.target.value) })}
            aria-describedby={described("experiment-goal", "goal")}
          >
            {EXPERIMENT_GOALS.map((goal) => (
              <option key={goal} value={goal}>
                {GOAL_LABELS[goal]}
              </option>
            ))}
            <FormGoals goal={definition.goal} forms={forms} />
          </Select>
        </Field>
        <Field id="experiment-ends" label={copy.endsAt} hint={copy.endsAtHint} problem={problems["endsAt"]}>
          <Input
            id="experiment-ends"
            type="datetime-local"
            value={localValue(definition.endsAt)}
            onChange={(event) => set({ endsAt: event.target.value ? new Date(event.target.value).toISOString() : null })}
            aria-describedby={described("experiment-ends", "endsAt")}
          />
        </Field>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{copy.secondary}</legend>
        <div className="flex flex-wrap gap-4">
          {EXPERIMENT_GOALS.filter((goal) => goal !== definition.goal).map((goal) => (
            <label key={goal} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={definition.secondaryGoals.includes(goal)}
                onChange={(event) => set({ secondaryGoals: event.target.checked ? [...definition.secondaryGoals, goal] : definition.secondaryGoals.filter((other) => other !== goal) })}
              />
              {GOAL_LABELS[goal]}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}

/** The live forms as goals; a goal's form since taken down stays listed, so the select shows what is saved. */
function FormGoals({ goal, forms }: { goal: string; forms: ReadonlyArray<{ id: number; name: string }> }) {
  const listed = forms.map(({ id }) => formGoal(id));
  const kept = goal.startsWith("form:") && !listed.includes(goal as (typeof listed)[number]) ? [goal] : [];
  if (listed.length + kept.length === 0) return null;
  return (
    <optgroup label={copy.goalForms}>
      {[...listed, ...kept].map((each) => (
        <option key={each} value={each}>
          {goalLabel(each, forms)}
        </option>
      ))}
    </optgroup>
  );
}

function VariantList({ draft, onChange, problems, locked, editing, onEdit, page, pages, set }: SetupProps & { set: (patch: Partial<Definition>) => void }) {
  const { definition } = draft;
  /** A variant takes the sections of the page at `path` (this one as published, or another). */
  const copyFrom = async (key: string, path: string) => {
    const source = path === "" ? page : ((await api<PageDetail>(`/pages/${pages.find((other) => other.path === path)!.id}`)).page.document as PageDocument);
    const current = draft.documents[key];
    if (source && current) onChange({ ...draft, documents: { ...draft.documents, [key]: { ...current, sections: source.sections } } });
    onEdit(key);
  };
  const setVariant = (index: number, patch: Partial<Variant>) => set({ variants: definition.variants.map((variant, at) => (at === index ? { ...variant, ...patch } : variant)) });
  const addVariant = () => {
    const key = VARIANT_KEYS.find((candidate) => !definition.variants.some((variant) => variant.key === candidate));
    if (!key || !page) return;
    const share = Math.floor(100 / (definition.variants.length + 1));
    const variants = [...definition.variants, { key, name: `Variant ${key.toUpperCase()}`, weight: share }].map((variant, index, all) => ({
      ...variant,
      weight: index === 0 ? 100 - share * (all.length - 1) : share,
    }));
    onChange({ definition: { ...definition, variants }, documents: { ...draft.documents, [key]: page } });
    onEdit(key);
  };
  const removeVariant = (key: string) => {
    const variants = definition.variants.filter((variant) => variant.key !== key);
    const { [key]: _removed, ...documents } = draft.documents;
    onChange({ definition: { ...definition, variants }, documents });
    if (editing === key) onEdit(variants[1]?.key ?? CONTROL_KEY);
  };
  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-medium">{copy.variants}</legend>
      <p className={problems["variants"] ? "text-sm text-destructive" : "text-xs text-muted-foreground"} id="experiment-variants-hint">
        {problems["variants"] ?? copy.variantsHint}
      </p>
      <ul className="grid gap-2">
        {definition.variants.map((variant, index) => (
          <VariantRow
            key={variant.key}
            variant={variant}
            index={index}
            problems={problems}
            locked={locked}
            editing={editing === variant.key}
            removable={!locked && definition.variants.length > 2}
            onChange={(patch) => setVariant(index, patch)}
            onEdit={() => onEdit(variant.key)}
            onRemove={() => removeVariant(variant.key)}
            pages={pages}
            onCopyFrom={(path) => void copyFrom(variant.key, path).catch(() => undefined)}
          />
        ))}
      </ul>
      {definition.variants.length < MAX_VARIANTS && !locked ? (
        <Button type="button" variant="secondary" size="sm" className="w-fit" onClick={addVariant} disabled={!page}>
          <PlusIcon aria-hidden="true" />
          {copy.addVariant}
        </Button>
      ) : null}
    </fieldset>
  );
}

interface RowProps {
  variant: Variant;
  index: number;
  problems: Readonly<Record<string, string>>;
  locked: boolean;
  editing: boolean;
  removable: boolean;
  onChange: (patch: Partial<Variant>) => void;
  onEdit: () => void;
  onRemove: () => void;
  pages: SetupProps["pages"];
  onCopyFrom: (path: string) => void;
}

function VariantRow({ variant, index, problems, locked, editing, removable, onChange, onEdit, onRemove, pages, onCopyFrom }: RowProps) {
  const nameProblem = problems[`variants.${index}.name`];
  const weightProblem = problems[`variants.${index}.weight`];
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_6rem] items-start gap-2 rounded-lg border border-border p-3 sm:grid-cols-[2rem_minmax(0,1fr)_7rem_auto] sm:items-center">
      <span aria-hidden="true" className="hidden size-8 place-items-center rounded-full bg-muted text-sm font-semibold uppercase sm:grid">
        {index === 0 ? "A" : variant.key}
      </span>
      <div className="grid gap-1">
        <label htmlFor={`variant-${variant.key}-name`} className="sr-only">
          {copy.variantName(variant.key)}
        </label>
        <Input
          id={`variant-${variant.key}-name`}
          disabled={locked}
          value={variant.name}
          maxLength={60}
          onChange={(event) => onChange({ name: event.target.value })}
          aria-invalid={nameProblem ? true : undefined}
        />
        {nameProblem ? <span className="text-sm text-destructive">{nameProblem}</span> : null}
      </div>
      <div className="grid gap-1">
        <label htmlFor={`variant-${variant.key}-weight`} className="sr-only">
          {copy.variantWeight(variant.key)}
        </label>
        <div className="flex items-center gap-1">
          <Input
            id={`variant-${variant.key}-weight`}
            disabled={locked}
            type="number"
            inputMode="numeric"
            min={1}
            max={99}
            value={variant.weight}
            onChange={(event) => onChange({ weight: event.target.valueAsNumber })}
            aria-invalid={weightProblem ? true : undefined}
            aria-describedby="experiment-variants-hint"
          />
          <span aria-hidden="true" className="text-sm text-muted-foreground">
            %
          </span>
        </div>
        {weightProblem ? <span className="text-sm text-destructive">{weightProblem}</span> : null}
      </div>
      <div className="col-span-2 flex flex-wrap gap-2 sm:col-span-1">
        {index === 0 ? (
          <span className="text-xs text-muted-foreground">{copy.control}</span>
        ) : (
          <>
            <Button type="button" size="sm" variant={editing ? "primary" : "secondary"} aria-pressed={editing} onClick={onEdit}>
              {(locked ? copy.viewPageOf : copy.editPageOf)(variant.name || variant.key)}
            </Button>
            {removable ? (
              <Button type="button" size="sm" variant="ghost" aria-label={copy.removeVariant(variant.name || variant.key)} onClick={onRemove}>
                <Trash2Icon aria-hidden="true" />
              </Button>
            ) : null}
          </>
        )}
      </div>
      {index === 0 || locked ? null : (
        <div className="col-span-2 grid gap-1 sm:col-span-4 sm:grid-cols-[2rem_minmax(0,1fr)] sm:gap-x-2">
          <label htmlFor={`variant-${variant.key}-from`} className="text-xs text-muted-foreground sm:col-start-2">
            {copy.startFrom(variant.name || variant.key)}
          </label>
          <Select
            id={`variant-${variant.key}-from`}
            defaultValue=""
            onChange={(event) => onCopyFrom(event.target.value)}
            aria-describedby={`variant-${variant.key}-from-hint`}
            className="sm:col-start-2"
          >
            <option value="">{copy.thisPage}</option>
            {pages.map((other) => (
              <option key={other.path} value={other.path}>
                {withBrand(other.title)} ({other.path})
              </option>
            ))}
          </Select>
          <p id={`variant-${variant.key}-from-hint`} className="text-xs text-muted-foreground sm:col-start-2">
            {copy.startFromHint}
          </p>
        </div>
      )}
    </li>
  );
}
