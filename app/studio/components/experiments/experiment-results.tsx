/**
 * An experiment's report (ADR 042, ADR 044): per goal, each variant's visitors, conversions, rate,
 * uplift with its always-valid interval and chance to beat the control; the verdict in a sentence,
 * which says "too early" before a week and the minimum of conversions, and a warning when the split
 * is not the one configured. The primary goal comes first.
 */
import { Panel } from "#app/admin/components/panel.tsx";
import type { ExperimentDetail } from "#app/admin/lib/admin-api.ts";
import { experimentsCopy } from "#app/studio/content/experiments.ts";
import { GOAL_LABELS, type ExperimentGoal } from "#shared/experiments/experiment.ts";

const copy = experimentsCopy.results;
type Results = NonNullable<ExperimentDetail["results"]>;
type GoalReport = Results["goals"][number];

const percent = (value: number, digits = 1) => `${(value * 100).toFixed(digits)}%`;
const signed = (value: number) => `${value >= 0 ? "+" : "−"}${Math.abs(value * 100).toFixed(1)}%`;

function verdictOf(report: GoalReport, names: Map<string, string>): string {
  const { verdict, daysLeft } = report;
  if (verdict.kind === "sample-ratio-mismatch") return copy.blocked;
  if (verdict.kind === "waiting") return copy.tooEarly(verdict.conversionsNeeded, verdict.daysToWeek);
  if (verdict.kind === "keep-running") return copy.noWinner(daysLeft);
  if (verdict.kind === "no-difference") return copy.noDifference;
  if (verdict.kind === "control-wins") return copy.controlWins;
  return copy.winner(names.get(verdict.key) ?? verdict.key);
}

export function ExperimentResults({ results, names }: { results: Results | null; names: Map<string, string> }) {
  if (!results) {
    return (
      <Panel title={copy.title} id="results">
        <p className="text-sm text-muted-foreground">{copy.notStarted}</p>
      </Panel>
    );
  }
  return (
    <Panel title={copy.title} id="results" lead={`${copy.ran(results.days)} ${copy.explain}`}>
      <div className="grid gap-6">
        {results.goals.map((report, index) => (
          <GoalTable key={report.goal} report={report} primary={index === 0} names={names} />
        ))}
      </div>
    </Panel>
  );
}

function GoalTable({ report, primary, names }: { report: GoalReport; primary: boolean; names: Map<string, string> }) {
  const id = `results-${report.goal}`;
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h3 id={id} className="text-sm font-semibold">
        {copy.goalTitle(GOAL_LABELS[report.goal as ExperimentGoal], primary)}
      </h3>
      {report.sampleRatio.mismatch ? (
        <p role="alert" className="rounded-lg border border-rose-300 bg-rose-50 px-3 py-2 text-sm text-rose-900 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-200">
          {copy.mismatch}
        </p>
      ) : null}
      <p className={primary ? "text-sm font-medium" : "text-sm text-muted-foreground"} data-testid={primary ? "verdict" : undefined}>
        {verdictOf(report, names)}
      </p>
      <div className="overflow-x-auto rounded-lg border border-border">
        <table className="w-full min-w-[44rem] text-sm">
          <caption className="sr-only">{GOAL_LABELS[report.goal as ExperimentGoal]}</caption>
          <thead className="border-b border-border text-left text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">{copy.columns.variant}</th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">{copy.columns.visitors}</th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">{copy.columns.conversions}</th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">{copy.columns.rate}</th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">{copy.columns.uplift}</th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">{copy.columns.chance}</th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {report.variants.map((variant) => (
              <tr key={variant.key} className="border-b border-border last:border-b-0">
                <th scope="row" className="px-3 py-2 text-left font-semibold">
                  {names.get(variant.key) ?? variant.key}
                </th>
                <td className="px-3 py-2 text-right">{variant.visitors.toLocaleString("en")}</td>
                <td className="px-3 py-2 text-right">{variant.conversions.toLocaleString("en")}</td>
                <td className="px-3 py-2 text-right">{variant.rate === null ? "—" : percent(variant.rate, 2)}</td>
                <td className="px-3 py-2 text-right">{variant.difference?.relative ? `${signed(variant.difference.relative.estimate)} (${signed(variant.difference.relative.low)} to ${signed(variant.difference.relative.high)})` : "—"}</td>
                <td className="px-3 py-2 text-right">{variant.chanceToBeatControl === null ? "—" : percent(variant.chanceToBeatControl, 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
