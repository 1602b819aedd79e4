/**
 * An experiment's report (ADR 044): per goal, each variant's visitors, conversions and rate, its
 * difference from the control with an interval valid however often it is read, and the chance to
 * beat the control as a description of today's counts. The primary goal's verdict says what is
 * known and the next step; a split that is not the one configured blocks it. Dashes until there
 * is something to show.
 */
import { Panel } from "#app/admin/components/panel.tsx";
import type { ExperimentDetail } from "#app/admin/lib/admin-api.ts";
import { experimentsCopy } from "#app/studio/content/experiments.ts";
import { Button } from "#app/ui/button.tsx";
import { goalLabel } from "#shared/experiments/experiment.ts";
import { ExperimentChart } from "./experiment-chart.tsx";

const copy = experimentsCopy.results;
type Results = NonNullable<ExperimentDetail["results"]>;
type GoalReport = Results["goals"][number];
type VariantRow = GoalReport["variants"][number];
type Interval = { estimate: number; low: number; high: number };

const percent = (value: number, digits = 1) => `${(value * 100).toFixed(digits)}%`;
const signed = (value: number, unit: "%" | " pts" = "%", digits = 1) => `${value >= 0 ? "+" : "−"}${Math.abs(value * 100).toFixed(digits)}${unit}`;
const ranged = ({ estimate, low, high }: Interval, unit: "%" | " pts", digits = 1) => `${signed(estimate, unit, digits)} (${signed(low, unit, digits)} to ${signed(high, unit, digits)})`;
/** A chance is never shown as certain: rounded to 100% or 0% it would claim what counts cannot know. */
const chance = (value: number) => (value > 0.99 ? copy.chanceAbove : value < 0.01 ? copy.chanceBelow : percent(value, 0));

/** What the reader should do next: a variant to publish, the page to keep, or nothing yet. */
export type NextStep = { publish: string | null; label: string } | null;

function verdictWords(report: GoalReport, names: Map<string, string>, lift: number | null): { text: string; next: NextStep } {
  const { verdict } = report;
  const words = copy.verdict;
  switch (verdict.kind) {
    case "sample-ratio-mismatch":
      return { text: words.mismatch, next: null };
    case "waiting":
      return { text: `${words.waitingLead}${words.waiting(verdict.daysToWeek, verdict.conversionsNeeded)}${words.waitingEnd}`, next: null };
    case "keep-running":
      return { text: words.keepRunning(report.daysLeft), next: null };
    case "winner": {
      const name = names.get(verdict.key) ?? verdict.key;
      return { text: words.winner(name), next: { publish: verdict.key, label: words.winnerNext(name) } };
    }
    case "control-wins":
      return { text: words.controlWins, next: { publish: null, label: words.controlNext } };
    case "no-difference":
      return { text: words.noDifference(lift), next: { publish: null, label: words.noDifferenceNext } };
  }
}

interface ResultsProps {
  results: Results | null;
  names: Map<string, string>;
  /** The plan's smallest lift worth knowing, in percent. */
  lift: number | null;
  /** Opens the stop dialog with this choice; absent for someone who may not stop it. */
  onNextStep?: ((publish: string | null) => void) | undefined;
  /** It was paused at some time: its days leave that out. */
  paused: boolean;
  /** Stopped: the verdict stays, the step it suggested is done or moot. */
  stopped: boolean;
  /** The live forms, for a goal that is one of them sent. */
  forms?: ReadonlyArray<{ id: number; name: string }>;
}

export function ExperimentResults({ results, names, lift, onNextStep, paused, stopped, forms = [] }: ResultsProps) {
  if (!results) {
    return (
      <Panel title={copy.title} id="results">
        <p className="text-sm text-muted-foreground">{copy.notStarted}</p>
      </Panel>
    );
  }
  return (
    <Panel title={copy.title} id="results" lead={copy.ran(results.activeDays, paused)}>
      <div className="grid gap-6">
        {results.goals.map((report, index) => (
          <GoalResults
            key={report.goal}
            report={report}
            label={goalLabel(report.goal, forms)}
            primary={index === 0}
            names={names}
            lift={lift}
            onNextStep={index === 0 ? onNextStep : undefined}
            stopped={stopped}
          />
        ))}
        {results.chart.length > 1 ? <ExperimentChart points={results.chart} names={names} /> : null}
      </div>
    </Panel>
  );
}

function GoalResults({
  report,
  label,
  primary,
  names,
  lift,
  onNextStep,
  stopped,
}: {
  report: GoalReport;
  label: string;
  primary: boolean;
  names: Map<string, string>;
  lift: number | null;
  onNextStep?: ResultsProps["onNextStep"];
  stopped: boolean;
}) {
  const id = `results-${report.goal}`;
  const verdict = verdictWords(report, names, lift);
  const { text } = verdict;
  const next = stopped ? null : verdict.next;
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h3 id={id} className="text-sm font-semibold">
        {copy.goalTitle(label, primary)}
      </h3>
      {primary ? (
        <div
          data-testid="verdict"
          role={report.verdict.kind === "sample-ratio-mismatch" ? "alert" : undefined}
          className={
            report.verdict.kind === "sample-ratio-mismatch"
              ? "grid gap-3 rounded-lg border border-rose-300 bg-rose-50 px-4 py-3 text-sm text-rose-900 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-200"
              : "flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-muted/40 px-4 py-3 text-sm font-medium"
          }
        >
          <p>{text}</p>
          {next && onNextStep ? (
            <Button type="button" size="sm" aria-haspopup="dialog" onClick={() => onNextStep(next.publish)}>
              {next.label}
            </Button>
          ) : next ? (
            <p className="text-muted-foreground">{next.label}.</p>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{copy.secondaryLead}</p>
      )}
      <div className="overflow-x-auto rounded-lg border border-border" tabIndex={0} role="region" aria-label={label}>
        <table className="w-full min-w-[40rem] text-sm">
          <caption className="sr-only">{label}</caption>
          <thead className="border-b border-border text-left text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {copy.columns.variant}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {copy.columns.visitors}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {copy.columns.conversions}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {copy.columns.rate}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold" title={copy.differenceHelp}>
                {copy.columns.difference}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold" title={copy.chanceHelp}>
                {copy.columns.chance}
              </th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {report.variants.map((variant) => (
              <VariantResultRow key={variant.key} variant={variant} name={names.get(variant.key) ?? variant.key} />
            ))}
          </tbody>
        </table>
      </div>
      {primary ? (
        <dl className="grid gap-1 text-xs text-muted-foreground">
          {[
            [copy.columns.difference, copy.differenceHelp],
            [copy.columns.chance, copy.chanceHelp],
          ].map(([term, help]) => (
            <div key={term}>
              <dt className="inline font-semibold">{term}: </dt>
              <dd className="inline">{help}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}

function VariantResultRow({ variant, name }: { variant: VariantRow; name: string }) {
  const { difference } = variant;
  return (
    <tr className="border-b border-border last:border-b-0">
      <th scope="row" className="px-3 py-2 text-left font-semibold">
        {name}
      </th>
      <td className="px-3 py-2 text-right">{variant.visitors.toLocaleString("en")}</td>
      <td className="px-3 py-2 text-right">{variant.conversions.toLocaleString("en")}</td>
      <td className="px-3 py-2 text-right">{variant.rate === null ? copy.empty : percent(variant.rate, 2)}</td>
      <td className="px-3 py-2 text-right">
        {difference === null ? (
          copy.empty
        ) : (
          <>
            <span className="block">{difference.relative ? ranged(difference.relative, "%") : ranged(difference.absolute, " pts", 2)}</span>
            {difference.relative ? <span className="block text-xs text-muted-foreground">{ranged(difference.absolute, " pts", 2)}</span> : null}
          </>
        )}
      </td>
      <td className="px-3 py-2 text-right">{variant.chanceToBeatControl === null ? copy.empty : chance(variant.chanceToBeatControl)}</td>
    </tr>
  );
}
