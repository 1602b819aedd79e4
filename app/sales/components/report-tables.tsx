/** The reports' figures as text: totals, breakdowns, a week-by-week table under each chart. */
import { reportsCopy as copy } from "#app/sales/content/reports.ts";
import { formatRate, NOT_RECORDED, type BookingRow, type ExperimentReportRow, type ReportRow } from "#shared/reports.ts";
import { Panel } from "#app/admin/components/panel.tsx";
import { weekLabel } from "./week-chart.tsx";

export const tableClass = "w-full border-collapse text-sm [&_td]:border-t [&_td]:border-border [&_td]:py-2 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold [&_th]:text-muted-foreground";
export const formatCount = (value: number) => value.toLocaleString("en-US");
const share = (part: number, whole: number) => (whole === 0 ? "–" : `${Math.round((part / whole) * 100)}%`);

export function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-border bg-background p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}

/** The top rows of one breakdown (source, campaign, landing page), each with its share of the leads. */
export function Breakdown({ title, id, keyLabel, rows, total }: { title: string; id: string; keyLabel: string; rows: ReportRow[]; total: number }) {
  return (
    <Panel title={title} id={id}>
      <table className={tableClass}>
        <thead>
          <tr>
            <th scope="col">{keyLabel}</th>
            <th scope="col" className="w-16 text-right!">{copy.columns.leads}</th>
            <th scope="col" className="w-28 text-right!">{copy.columns.share}</th>
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, 15).map((row) => (
            <tr key={row.key}>
              <td className={row.key === NOT_RECORDED ? "wrap-anywhere text-muted-foreground" : "wrap-anywhere"}>{row.key}</td>
              <td className="text-right tabular-nums">{formatCount(row.total)}</td>
              <td className="text-right tabular-nums">
                <span className="inline-flex items-center justify-end gap-2">
                  <span aria-hidden="true" className="h-1.5 w-12 overflow-hidden rounded-full bg-muted">
                    <span className="block h-full bg-primary" style={{ width: share(row.total, total) }} />
                  </span>
                  {share(row.total, total)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}

/** A chart's figures, week by week, folded away under its caption. */
/** One row per week, one column per series: counts, or figures already written out (speed to lead). */
export function WeekTable({ caption, weeks, columns }: { caption: string; weeks: string[]; columns: { label: string; values: readonly (number | string)[] }[] }) {
  return (
    <details className="mt-4 text-sm">
      <summary className="cursor-pointer font-semibold text-primary">{caption}</summary>
      <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
        <table className={`${tableClass} whitespace-nowrap [&_td]:pr-4 [&_th]:pr-4`}>
          <thead>
            <tr>
              <th scope="col">{copy.columns.week}</th>
              {columns.map((column) => (
                <th scope="col" key={column.label} className="text-right!">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, index) => (
              <tr key={week}>
                <th scope="row" className="font-normal! text-foreground!">
                  {weekLabel(week)}
                </th>
                {columns.map((column) => (
                  <td key={column.label} className="text-right tabular-nums">
                    {typeof column.values[index] === "string" ? column.values[index] : formatCount(column.values[index] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** Booking-page visits, booked demos and the rate between them, per source. */
export function BookingBySource({ rows }: { rows: BookingRow[] }) {
  return (
    <table className={tableClass}>
      <thead>
        <tr>
          <th scope="col">{copy.columns.source}</th>
          <th scope="col" className="text-right!">{copy.columns.visits}</th>
          <th scope="col" className="text-right!">{copy.columns.booked}</th>
          <th scope="col" className="text-right!">{copy.columns.rate}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <td className="wrap-anywhere">{row.key}</td>
            <td className="text-right tabular-nums">{formatCount(row.visits)}</td>
            <td className="text-right tabular-nums">{formatCount(row.booked)}</td>
            <td className="text-right tabular-nums">{formatRate(row.booked, row.visits)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Leads and booked demos by the experiment and version their visitor saw. */
export function ByExperiment({ rows }: { rows: ExperimentReportRow[] }) {
  return (
    <Panel title={copy.byExperiment} id="by-experiment" lead={copy.byExperimentLead}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.emptyExperiments}</p>
      ) : (
        <table className={tableClass}>
          <thead>
            <tr>
              <th scope="col">{copy.columns.experiment}</th>
              <th scope="col" className="w-20 text-right!">{copy.columns.leads}</th>
              <th scope="col" className="w-20 text-right!">{copy.columns.booked}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.experiment}:${row.key}`}>
                <td className="wrap-anywhere">{row.key}</td>
                <td className="text-right tabular-nums">{formatCount(row.leads)}</td>
                <td className="text-right tabular-nums">{formatCount(row.booked)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
