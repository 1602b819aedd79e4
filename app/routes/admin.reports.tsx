/**
 * Reports: which sources, campaigns and landing pages bring leads, week by week, and how
 * many booking-page visits end in a booked demo. The options live in the URL, so a view can be shared.
 */
import { Form, useSearchParams } from "react-router";
import type { Route } from "./+types/admin.reports";
import { Panel } from "#app/components/admin/panel.tsx";
import { OTHER_COLOR, SERIES_COLORS, WeekChart, weekLabel, type ChartSeries } from "#app/components/admin/week-chart.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { adminCopy } from "#app/content/admin.ts";
import { reportsCopy as copy } from "#app/content/reports.ts";
import { api } from "#app/lib/admin-api.ts";
import { formatRate, NOT_RECORDED, REPORT_TOUCHES, REPORT_WEEK_CHOICES, reportQueryFrom, type Report, type ReportRow } from "#app/lib/reports.ts";

export const meta = () => [{ title: `${copy.title} · ${adminCopy.productName}` }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  return api<Report>(`/reports${url.search}`, { from: url, signal: request.signal });
}

/** Series to draw: the biggest rows in their own colour, the rest together as "Other". */
function topSeries(rows: ReportRow[], weeks: number, count = SERIES_COLORS.length - 1): ChartSeries[] {
  const top = rows.slice(0, count).map((row, index) => ({ label: row.key, values: row.perWeek, color: SERIES_COLORS[index]! }));
  const rest = rows.slice(count);
  if (rest.length === 0) return top;
  const values = Array.from({ length: weeks }, (_, week) => rest.reduce((sum, row) => sum + (row.perWeek[week] ?? 0), 0));
  return [...top, { label: `${copy.other} (${rest.length})`, values, color: OTHER_COLOR }];
}

const tableClass = "w-full border-collapse text-sm [&_td]:border-t [&_td]:border-border [&_td]:py-2 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold [&_th]:text-muted-foreground";
const number = (value: number) => value.toLocaleString("en-US");
const share = (part: number, whole: number) => (whole === 0 ? "–" : `${Math.round((part / whole) * 100)}%`);

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-border bg-background p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}

function Breakdown({ title, id, keyLabel, rows, total }: { title: string; id: string; keyLabel: string; rows: ReportRow[]; total: number }) {
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
              <td className="text-right tabular-nums">{number(row.total)}</td>
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

function WeekTable({ caption, weeks, columns }: { caption: string; weeks: string[]; columns: { label: string; values: number[] }[] }) {
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
                    {number(column.values[index] ?? 0)}
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

export default function Reports({ loaderData: report }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { weeks: weekCount, touch } = reportQueryFrom(params);
  const { weeks, leads, booking } = report;
  const sources = topSeries(report.bySource, weeks.length);
  const bookingSeries: ChartSeries[] = [
    { label: copy.totals.visits, values: booking.visits.perWeek, color: SERIES_COLORS[1]! },
    { label: copy.totals.booked, values: booking.booked.perWeek, color: SERIES_COLORS[0]! },
  ];
  const range = copy.weeks(weekCount).toLowerCase();

  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{copy.title}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{copy.lead}</p>
      </div>

      <Form method="get" aria-label={copy.options} className="grid gap-3 rounded-xl border border-border bg-background p-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor="weeks">{copy.range}</Label>
          <Select id="weeks" name="weeks" defaultValue={String(weekCount)}>
            {REPORT_WEEK_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {copy.weeks(choice)}
              </option>
            ))}
          </Select>
        </div>
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 text-sm font-medium">{copy.touch}</legend>
          <div className="flex flex-wrap gap-2">
            {REPORT_TOUCHES.map((choice) => (
              <label key={choice} className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-3 text-sm font-semibold has-checked:border-primary has-checked:bg-primary-soft">
                <input type="radio" name="touch" value={choice} defaultChecked={touch === choice} className="accent-primary" />
                {copy.touches[choice]}
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" variant="secondary" className="h-11">
          {copy.apply}
        </Button>
        <p className="text-sm text-muted-foreground sm:col-span-3">{copy.touchHint[report.touch]}</p>
      </Form>

      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={copy.totals.leads} value={number(leads.total)} />
        <Stat label={copy.totals.visits} value={number(booking.visits.total)} />
        <Stat label={copy.totals.booked} value={number(booking.booked.total)} />
        <Stat label={copy.totals.rate} value={formatRate(booking.booked.total, booking.visits.total)} />
      </dl>

      <Panel title={copy.leadsBySource} id="leads-by-source">
        {leads.total === 0 ? (
          <p className="text-sm text-muted-foreground">{copy.empty}</p>
        ) : (
          <>
            <WeekChart weeks={weeks} series={sources} stacked summary={`${copy.leadsBySource}, ${range}: ${sources.map((s) => `${s.label} ${s.values.reduce((a, b) => a + b, 0)}`).join(", ")}.`} />
            <WeekTable caption={copy.leadsBySourceTable} weeks={weeks} columns={[...sources, { label: copy.columns.total, values: leads.perWeek }]} />
          </>
        )}
      </Panel>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Breakdown title={copy.bySource} id="by-source" keyLabel={copy.columns.source} rows={report.bySource} total={leads.total} />
        <Breakdown title={copy.byCampaign} id="by-campaign" keyLabel={copy.columns.campaign} rows={report.byCampaign} total={leads.total} />
        <Breakdown title={copy.byLandingPage} id="by-landing-page" keyLabel={copy.columns.landingPage} rows={report.byLandingPage} total={leads.total} />
      </div>

      <Panel title={copy.booking} id="booking">
        {booking.visits.total === 0 && booking.booked.total === 0 ? (
          <p className="text-sm text-muted-foreground">{copy.emptyBooking}</p>
        ) : (
          <>
            <WeekChart
              weeks={weeks}
              series={bookingSeries}
              stacked={false}
              summary={`${copy.booking}, ${range}: ${number(booking.visits.total)} visits, ${number(booking.booked.total)} booked.`}
            />
            <WeekTable caption={copy.bookingTable} weeks={weeks} columns={bookingSeries} />
            <h3 className="mt-6 mb-2 font-semibold">{copy.bookingBySource}</h3>
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
                {booking.bySource.map((row) => (
                  <tr key={row.key}>
                    <td className="wrap-anywhere">{row.key}</td>
                    <td className="text-right tabular-nums">{number(row.visits)}</td>
                    <td className="text-right tabular-nums">{number(row.booked)}</td>
                    <td className="text-right tabular-nums">{formatRate(row.booked, row.visits)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </Panel>
      {report.bySource.some((row) => row.key === NOT_RECORDED) ? <p className="text-sm text-muted-foreground">{copy.notRecordedNote}</p> : null}
    </div>
  );
}
