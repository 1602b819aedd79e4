/** The reports' figures as text: totals, breakdowns, a week-by-week table under each chart. */
import type { ReactNode } from "react";
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

type FigureRow = { id: string; label: string; muted?: boolean; figures: ReactNode[] };

/** A table of figures by key: the key's column, then one right-aligned column a figure. */
function FiguresByKey({ keyLabel, columns, rows }: { keyLabel: string; columns: { label: string; width?: string }[]; rows: FigureRow[] }) {
  return (
    <table className={tableClass}>
      <thead>
        <tr>
          <th scope="col">{keyLabel}</th>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={column.width ? `${column.width} text-right!` : "text-right!"}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={row.muted ? "wrap-anywhere text-muted-foreground" : "wrap-anywhere"}>{row.label}</td>
            {row.figures.map((figure, index) => (
              <td key={index} className="text-right tabular-nums">
                {figure}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A share as a short bar and its percentage. */
function ShareBar({ share }: { share: string }) {
  return (
    <span className="inline-flex items-center justify-end gap-2">
      <span aria-hidden="true" className="h-1.5 w-12 overflow-hidden rounded-full bg-muted">
        <span className="block h-full bg-primary" style={{ width: share }} />
      </span>
      {share}
    </span>
  );
}

/** The top rows of one breakdown (source, campaign, landing page), each with its share of the leads. */
export function Breakdown({ title, id, keyLabel, rows, total }: { title: string; id: string; keyLabel: string; rows: ReportRow[]; total: number }) {
  return (
    <Panel title={title} id={id}>
      <FiguresByKey
        keyLabel={keyLabel}
        columns={[
          { label: copy.columns.leads, width: "w-16" },
          { label: copy.columns.share, width: "w-28" },
        ]}
        rows={rows
          .slice(0, 15)
          .map((row) => ({ id: row.key, label: row.key, muted: row.key === NOT_RECORDED, figures: [formatCount(row.total), <ShareBar key="share" share={share(row.total, total)} />] }))}
      />
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
    <FiguresByKey
      keyLabel={copy.columns.source}
      columns={[{ label: copy.columns.visits }, { label: copy.columns.booked }, { label: copy.columns.rate }]}
      rows={rows.map((row) => ({ id: row.key, label: row.key, figures: [formatCount(row.visits), formatCount(row.booked), formatRate(row.booked, row.visits)] }))}
    />
  );
}

/** Leads and booked demos by the experiment and version their visitor saw. */
export function ByExperiment({ rows }: { rows: ExperimentReportRow[] }) {
  return (
    <Panel title={copy.byExperiment} id="by-experiment" lead={copy.byExperimentLead}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.emptyExperiments}</p>
      ) : (
        <FiguresByKey
          keyLabel={copy.columns.experiment}
          columns={[
            { label: copy.columns.leads, width: "w-20" },
            { label: copy.columns.booked, width: "w-20" },
          ]}
          rows={rows.map((row) => ({ id: `${row.experiment}:${row.key}`, label: row.key, figures: [formatCount(row.leads), formatCount(row.booked)] }))}
        />
      )}
    </Panel>
  );
}
