/**
 * The reports' speed to lead (ADR 029, ADR 033): in time and median first answer, overall, by team
 * member, per week, and the leads still waiting for a first answer.
 */
import { Link } from "react-router";
import { reportsCopy } from "#app/sales/content/reports.ts";
import { formatDuration } from "#shared/attribution-facts.ts";
import { formatRate, type Report, type SpeedCell, type WaitingLead, type WaitingLeads } from "#shared/reports.ts";
import { formatDateTime } from "#app/admin/components/format.ts";
import { Panel } from "#app/admin/components/panel.tsx";
import { formatCount, Stat, tableClass, WeekTable } from "./report-tables.tsx";

const copy = reportsCopy.speed;

const median = (cell: SpeedCell) => (cell.medianSeconds === null ? copy.none : formatDuration(cell.medianSeconds));
const inTime = (cell: SpeedCell) => (cell.due ? formatRate(cell.inTime, cell.due) : copy.none);
const scrollTable = `${tableClass} whitespace-nowrap [&_td]:pr-4 [&_th]:pr-4`;

export function SpeedReport({ weeks, speed }: { weeks: string[]; speed: Report["speed"] }) {
  const { all, byMember, waiting } = speed;
  if (all.total.leads === 0)
    return (
      <Panel title={copy.title} id="speed" lead={copy.lead}>
        <p className="text-sm text-muted-foreground">{copy.empty}</p>
      </Panel>
    );
  return (
    <Panel title={copy.title} id="speed" lead={copy.lead}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={copy.inTime} value={inTime(all.total)} />
        <Stat label={copy.median} value={median(all.total)} />
        <Stat label={copy.waiting} value={formatCount(waiting.count)} />
        <Stat label={copy.overdue} value={formatCount(waiting.overdue)} />
      </dl>
      <div className="mt-5 overflow-x-auto" tabIndex={0} role="region" aria-label={copy.byMember}>
        <table className={scrollTable} aria-describedby="speed-by-member-note">
          <caption className="mb-2 text-left text-sm font-semibold">{copy.byMember}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.member}</th>
              <th scope="col" className="text-right!">{copy.leads}</th>
              <th scope="col" className="text-right!">{copy.answered}</th>
              <th scope="col" className="text-right!">{copy.inTime}</th>
              <th scope="col" className="text-right!">{copy.median}</th>
            </tr>
          </thead>
          <tbody>
            {byMember.map((row) => (
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
      <p id="speed-by-member-note" className="mt-2 text-sm text-muted-foreground">
        {copy.byMemberNote}
      </p>
      <WeekTable
        caption={copy.byWeek}
        weeks={weeks}
        columns={[all, ...byMember].map((row) => ({ label: row.key, values: row.perWeek.map((cell) => (cell.leads ? `${median(cell)} · ${inTime(cell)}` : copy.none)) }))}
      />
      <WaitingList waiting={waiting} />
    </Panel>
  );
}

/** How long before (or since) its due time, as of when the report was made. */
function dueText(lead: WaitingLead): string {
  const reportedAt = Date.parse(lead.createdAt) + lead.waitedSeconds * 1000;
  const seconds = Math.round(Math.abs(Date.parse(lead.dueAt) - reportedAt) / 1000);
  return lead.overdue ? copy.overdueBy(formatDuration(seconds)) : copy.dueIn(formatDuration(seconds));
}

/** The leads nobody has answered yet, due first at the top, each a link to its page. */
function WaitingList({ waiting }: { waiting: WaitingLeads }) {
  return (
    <section aria-labelledby="speed-waiting" className="mt-6">
      <h3 id="speed-waiting" className="font-semibold">
        {copy.waitingList}
      </h3>
      {waiting.count === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">{copy.noneWaiting}</p>
      ) : (
        <>
          <p className="mt-1 mb-3 text-sm text-muted-foreground">
            {copy.waitingLead} {waiting.count > waiting.leads.length ? copy.shown(waiting.leads.length, waiting.count) : ""}
          </p>
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={copy.waitingList}>
            <table className={scrollTable}>
              <thead>
                {/* Who, how late and how long first: on a phone the owner is what scrolls out of view. */}
                <tr>
                  <th scope="col">{copy.columns.lead}</th>
                  <th scope="col" className="text-right!">{copy.columns.due}</th>
                  <th scope="col" className="text-right!">{copy.columns.waited}</th>
                  <th scope="col">{copy.columns.owner}</th>
                </tr>
              </thead>
              <tbody>
                {waiting.leads.map((lead) => (
                  <tr key={lead.id}>
                    <td className="min-w-32 whitespace-normal">
                      <Link to={`/admin/leads/${lead.id}`} className="font-semibold break-words text-primary hover:underline">
                        {lead.name}
                      </Link>
                      {lead.company ? <span className="block break-words text-muted-foreground">{lead.company}</span> : null}
                    </td>
                    <td className={lead.overdue ? "text-right font-semibold text-destructive tabular-nums" : "text-right tabular-nums"}>
                      <time dateTime={lead.dueAt} title={formatDateTime(lead.dueAt)}>
                        {dueText(lead)}
                      </time>
                    </td>
                    <td className="text-right tabular-nums">{formatDuration(lead.waitedSeconds)}</td>
                    <td className={lead.owner ? undefined : "text-muted-foreground"}>{lead.owner ?? copy.noOwner}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
