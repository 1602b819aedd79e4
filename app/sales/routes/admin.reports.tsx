/**
 * Reports: which sources, campaigns and landing pages bring leads, week by week, how fast the
 * team answers them, and how many booking-page visits end in a booked demo. The options live in the URL, so a view can be shared.
 */
import { useSearchParams } from "react-router";
import type { Route } from "./+types/admin.reports";
import { Panel } from "#app/admin/components/panel.tsx";
import { ReportOptions } from "#app/sales/components/report-options.tsx";
import { BookingBySource, Breakdown, ByExperiment, formatCount, Stat, WeekTable } from "#app/sales/components/report-tables.tsx";
import { OTHER_COLOR, SERIES_COLORS, WeekChart } from "#app/sales/components/week-chart.tsx";
import { SpeedReport } from "#app/sales/components/speed-report.tsx";
import type { ChartSeries } from "#app/sales/components/week-chart-scale.ts";
import { adminCopy } from "#app/admin/content/admin.ts";
import { reportsCopy as copy } from "#app/sales/content/reports.ts";
import { api } from "#app/admin/lib/admin-api.ts";
import { formatRate, NOT_RECORDED, reportQueryFrom, type Report, type ReportRow } from "#shared/reports.ts";

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

      <ReportOptions weekCount={weekCount} touch={touch} shown={report.touch} />

      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={copy.totals.leads} value={formatCount(leads.total)} />
        <Stat label={copy.totals.visits} value={formatCount(booking.visits.total)} />
        <Stat label={copy.totals.booked} value={formatCount(booking.booked.total)} />
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

      <SpeedReport weeks={weeks} speed={report.speed} />

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
              summary={`${copy.booking}, ${range}: ${formatCount(booking.visits.total)} visits, ${formatCount(booking.booked.total)} booked.`}
            />
            <WeekTable caption={copy.bookingTable} weeks={weeks} columns={bookingSeries} />
            <h3 className="mt-6 mb-2 font-semibold">{copy.bookingBySource}</h3>
            <BookingBySource rows={booking.bySource} />
          </>
        )}
      </Panel>
      <ByExperiment rows={report.byExperiment} />
      {report.bySource.some((row) => row.key === NOT_RECORDED) ? <p className="text-sm text-muted-foreground">{copy.notRecordedNote}</p> : null}
    </div>
  );
}
