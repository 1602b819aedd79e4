/** The reports' speed to lead (ADR 029): in time and median first answer, overall, by owner, per week. */
import { reportsCopy } from "#app/content/reports.ts";
import { formatDuration } from "#app/lib/attribution-facts.ts";
import { formatRate, type Report, type SpeedCell } from "#app/lib/reports.ts";
import { Panel } from "./panel.tsx";
import { formatCount, Stat, tableClass, WeekTable } from "./report-tables.tsx";

const copy = reportsCopy.speed;

const median = (cell: SpeedCell) => (cell.medianSeconds === null ? copy.none : formatDuration(cell.medianSeconds));
const inTime = (cell: SpeedCell) => (cell.leads ? formatRate(cell.inTime, cell.leads) : copy.none);

export function SpeedReport({ weeks, speed }: { weeks: string[]; speed: Report["speed"] }) {
  const { all, byOwner } = speed;
  if (all.total.leads === 0)
    return (
      <Panel title={copy.title} id="speed" lead={copy.lead}>
        <p className="text-sm text-muted-foreground">{copy.empty}</p>
      </Panel>
    );
  return (
    <Panel title={copy.title} id="speed" lead={copy.lead}>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Stat label={copy.inTime} value={inTime(all.total)} />
        <Stat label={copy.median} value={median(all.total)} />
        <Stat label={copy.waiting} value={formatCount(all.total.leads - all.total.answered)} />
      </dl>
      <div className="mt-5 overflow-x-auto" tabIndex={0} role="region" aria-label={copy.byOwner}>
        <table className={`${tableClass} whitespace-nowrap [&_td]:pr-4 [&_th]:pr-4`}>
          <caption className="mb-2 text-left text-sm font-semibold">{copy.byOwner}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.owner}</th>
              <th scope="col" className="text-right!">{copy.leads}</th>
              <th scope="col" className="text-right!">{copy.answered}</th>
              <th scope="col" className="text-right!">{copy.inTime}</th>
              <th scope="col" className="text-right!">{copy.median}</th>
            </tr>
          </thead>
          <tbody>
            {byOwner.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="font-normal! text-foreground!">{row.key}</th>
                <td className="text-right tabular-nums">{formatCount(row.total.leads)}</td>
                <td className="text-right tabular-nums">{formatCount(row.total.answered)}</td>
                <td className="text-right tabular-nums">{inTime(row.total)}</td>
                <td className="text-right tabular-nums">{median(row.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <WeekTable
        caption={copy.byWeek}
        weeks={weeks}
        columns={[all, ...byOwner].map((row) => ({ label: row.key, values: row.perWeek.map((cell) => (cell.leads ? `${median(cell)} · ${inTime(cell)}` : copy.none)) }))}
      />
    </Panel>
  );
}
