/**
 * The planner (ADR 044): before the start, the smallest lift worth knowing and the page's recent
 * traffic (measured, or the editor's own figures) give how long the test needs; longer than a
 * quarter says so and suggests a goal that converts more often or a bigger lift. Once started,
 * the plan locked at the start.
 */
import { Panel } from "#app/admin/components/panel.tsx";
import { experimentsCopy } from "#app/studio/content/experiments.ts";
import { LabelledInput } from "#app/ui/labelled-input.tsx";
import { EXPERIMENT_GOALS, GOAL_LABELS, goalLabel, type ExperimentGoal } from "#shared/experiments/experiment.ts";
import { planExperiment, type ExperimentPlan } from "#shared/experiments/plan.ts";
import { planFor, type MeasuredTraffic } from "#shared/experiments/traffic.ts";
import type { ExperimentDraft } from "./use-experiment-editor.ts";

const copy = experimentsCopy.plan;
type Definition = ExperimentDraft["definition"];

const count = (value: number) => Math.round(value).toLocaleString("en");
const percent = (value: number) => `${(value * 100).toLocaleString("en", { maximumFractionDigits: 2 })}%`;
const dayAfter = (days: number, from = new Date()) => new Date(from.getTime() + days * 86_400_000).toLocaleDateString("en", { day: "numeric", month: "long", year: "numeric" });

interface PlanProps {
  definition: Definition;
  measured: MeasuredTraffic | null;
  set: (patch: Partial<Definition>) => void;
  problems: Readonly<Record<string, string>>;
  /** Started: the plan as it was locked (null for a test started before plans). */
  locked: { plan: ExperimentPlan | null } | null;
  /** The live forms, for a goal that is one of them sent. */
  forms?: ReadonlyArray<{ id: number; name: string }>;
}

export function ExperimentPlanner({ definition, measured, set, problems, locked, forms = [] }: PlanProps) {
  if (locked) {
    const { plan } = locked;
    return (
      <Panel title={copy.title} id="experiment-plan">
        <p className="text-sm">{plan ? copy.locked(count(plan.visitorsPerVariant), Math.ceil(plan.days), Math.round(plan.minimumLift * 100)) : copy.noPlan}</p>
      </Panel>
    );
  }
  const goal = goalLabel(definition.goal, forms);
  const measuredRate = measured?.rates[definition.goal as ExperimentGoal] ?? null;
  const hasMeasured = Boolean(measured?.dailyVisitors && measuredRate);
  const plan = planFor(definition, measured);
  return (
    <Panel title={copy.title} id="experiment-plan" lead={copy.lead}>
      <div className="grid gap-4">
        {/* Half the width from sm up, as each of the traffic figures below: their inputs line up. */}
        <LabelledInput
          id="experiment-lift"
          className="sm:w-[calc(50%-0.5rem)]"
          label={copy.lift}
          hint={copy.liftHint}
          problem={problems["minimumLift"]}
          type="number"
          inputMode="decimal"
          min={1}
          max={500}
          step={1}
          value={Math.round(definition.minimumLift * 1000) / 10}
          onChange={(event) => set({ minimumLift: event.target.valueAsNumber / 100 })}
        />
        <TrafficFigures definition={definition} measured={measured} hasMeasured={hasMeasured} set={set} problems={problems} goal={goal} />
        <PlanOutcome definition={definition} measured={measured} plan={plan} fromMeasured={hasMeasured && definition.trafficEstimate === null} />
      </div>
    </Panel>
  );
}

function TrafficFigures({
  definition,
  measured,
  hasMeasured,
  set,
  problems,
  goal,
}: {
  definition: Definition;
  measured: MeasuredTraffic | null;
  hasMeasured: boolean;
  set: PlanProps["set"];
  problems: PlanProps["problems"];
  goal: string;
}) {
  const own = definition.trafficEstimate;
  const measuredRate = measured?.rates[definition.goal as ExperimentGoal] ?? null;
  // What the other figure starts from once one is typed: the measured one, else a typical page's.
  const fallback = { dailyVisitors: measured?.dailyVisitors ?? 500, rate: measuredRate ?? 0.01 };
  return (
    <div className="grid gap-3">
      <p className="text-sm">{hasMeasured ? copy.measured(Math.round(measured!.dailyVisitors!), measuredRate === null ? null : percent(measuredRate), goal) : copy.notMeasured}</p>
      {hasMeasured ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" checked={own !== null} onChange={(event) => set({ trafficEstimate: event.target.checked ? fallback : null })} />
          {copy.ownFigures}
        </label>
      ) : null}
      {own !== null || !hasMeasured ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {/* Empty until given: a figure shown in the field but not planned from would contradict the plan below. */}
          <NumberField
            id="experiment-daily"
            label={copy.dailyVisitors}
            value={own?.dailyVisitors ?? Number.NaN}
            placeholder={copy.dailyVisitorsExample}
            problem={problems["trafficEstimate.dailyVisitors"]}
            onChange={(value) => set({ trafficEstimate: { ...(own ?? fallback), dailyVisitors: value } })}
          />
          <NumberField
            id="experiment-rate"
            label={copy.rate(goal)}
            value={own ? Math.round(own.rate * 10_000) / 100 : Number.NaN}
            placeholder={copy.rateExample}
            step={0.1}
            problem={problems["trafficEstimate.rate"]}
            onChange={(value) => set({ trafficEstimate: { ...(own ?? fallback), rate: value / 100 } })}
          />
        </div>
      ) : null}
    </div>
  );
}

function NumberField({
  id,
  label,
  value,
  placeholder,
  step = 1,
  problem,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  placeholder: string;
  step?: number;
  problem: string | undefined;
  onChange: (value: number) => void;
}) {
  return (
    <LabelledInput
      id={id}
      label={label}
      problem={problem}
      type="number"
      inputMode="decimal"
      min={0}
      step={step}
      value={Number.isFinite(value) ? value : ""}
      placeholder={placeholder}
      onChange={(event) => onChange(event.target.valueAsNumber)}
    />
  );
}

/** How long, and when that is more than a quarter, what would make it shorter. */
function PlanOutcome({ definition, measured, plan, fromMeasured }: { definition: Definition; measured: MeasuredTraffic | null; plan: ReturnType<typeof planFor>; fromMeasured: boolean }) {
  // Measured figures too few to plan from (a rate of 100%, say): the way on is the editor's own.
  if (!plan || !Number.isFinite(plan.days)) return <p className="text-sm text-muted-foreground">{fromMeasured ? copy.cannotPlanMeasured : copy.cannotPlan}</p>;
  const days = Math.ceil(plan.days);
  return (
    <div className="grid gap-2" role="status" data-testid="plan">
      <p className="text-sm font-medium">{copy.needs(count(plan.visitorsPerVariant), days, dayAfter(days))}</p>
      {plan.longerThanAQuarter ? (
        <div className="grid gap-1 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          <p className="font-semibold">{copy.longerThanAQuarter}</p>
          {shorterPlans(definition, measured, plan.baselineRate).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** A goal that converts more often than this one, and a lift twice as large: each with its length. */
function shorterPlans(definition: Definition, measured: MeasuredTraffic | null, baselineRate: number): string[] {
  const lines: string[] = [];
  const weights = definition.variants.map((variant) => variant.weight);
  const dailyVisitors = definition.trafficEstimate?.dailyVisitors ?? measured?.dailyVisitors ?? 0;
  for (const goal of EXPERIMENT_GOALS) {
    const rate = measured?.rates[goal];
    if (goal === definition.goal || !rate || rate <= baselineRate || !dailyVisitors) continue;
    const other = planExperiment({ baselineRate: rate, dailyVisitors, weights, minimumLift: definition.minimumLift });
    lines.push(copy.suggestGoal(GOAL_LABELS[goal], percent(rate), Math.ceil(other.days)));
  }
  if (dailyVisitors) {
    const bigger = planExperiment({ baselineRate, dailyVisitors, weights, minimumLift: definition.minimumLift * 2 });
    lines.push(copy.suggestLift(Math.round(definition.minimumLift * 200), Math.ceil(bigger.days)));
  }
  return lines;
}
