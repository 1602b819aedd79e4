/**
 * A built form's analytics (issue 72): its views, starts, submissions, conversion and start rates in
 * total and per page, and where people stop, over a period the editor picks. Reached from the form's
 * editor (/admin/forms/:id).
 */
import { Form, Link } from "react-router";
import type { Route } from "./+types/admin.form-analytics";
import { Panel } from "#app/admin/components/panel.tsx";
import { adminCopy } from "#app/admin/content/admin.ts";
import { api, type FormAnalyticsView } from "#app/admin/lib/admin-api.ts";
import { formAnalyticsCopy as copy } from "#app/studio/content/form-analytics.ts";
import { Button } from "#app/ui/button.tsx";
import { Select } from "#app/ui/select.tsx";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow, TableRowHead } from "#app/ui/table.tsx";
import { FORM_ANALYTICS_DAYS, type FormFunnel } from "#shared/forms/analytics.ts";

export const meta = ({ data }: Route.MetaArgs) => [{ title: `${data ? copy.heading(data.analytics.form.name) : copy.title} · ${adminCopy.productName}` }];

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const days = url.searchParams.get("days") ?? String(FORM_ANALYTICS_DAYS.default);
  return api<FormAnalyticsView>(`/forms/${encodeURIComponent(params.id)}/analytics?days=${encodeURIComponent(days)}`, { from: url, signal: request.signal });
}

const count = (value: number) => value.toLocaleString("en-US");
const percent = (rate: number | null) => (rate === null ? "–" : `${(rate * 100).toFixed(rate > 0 && rate < 0.1 ? 1 : 0)}%`);

/** A figure with a short bar under it: `share` of the widest (0 to 1); the bar is decoration, the figure is the text. */
function Bar({ text, share }: { text: string; share: number }) {
  return (
    <span className="grid min-w-16 justify-items-end gap-1">
      <span className="tabular-nums">{text}</span>
      <span aria-hidden="true" className="h-1.5 w-full max-w-28 overflow-hidden rounded-full bg-muted">
        <span className="block h-full bg-primary" style={{ width: `${Math.round(share * 100)}%` }} />
      </span>
    </span>
  );
}

/** The header row: the key's column, then the figures' columns, right-aligned over their figures. */
function Heads({ first, figures }: { first: string; figures: readonly string[] }) {
  return (
    <TableHeader>
      <TableRow highlight={false}>
        <TableHead scope="col">{first}</TableHead>
        {figures.map((figure) => (
          <TableHead key={figure} scope="col" className="text-right">
            {figure}
          </TableHead>
        ))}
      </TableRow>
    </TableHeader>
  );
}

function Totals({ total }: { total: FormFunnel }) {
  const figures = [
    [copy.figures.views, count(total.views)],
    [copy.figures.starts, count(total.starts)],
    [copy.figures.submissions, count(total.submissions)],
    [copy.figures.conversionRate, percent(total.conversionRate)],
    [copy.figures.startRate, percent(total.startRate)],
  ] as const;
  return (
    <Panel title={copy.totals} id="form-totals">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-border bg-background p-4">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

function ByPage({ pages }: { pages: FormAnalyticsView["analytics"]["pages"] }) {
  const most = Math.max(1, ...pages.map((page) => page.views));
  // The bars compare the pages: the best converting page's is full.
  const best = Math.max(0, ...pages.map((page) => page.conversionRate ?? 0)) || 1;
  const figures = copy.figures;
  return (
    <Panel title={copy.byPage} id="form-pages">
      {/* Stacked on a phone: a page's five figures under its address, each named. */}
      <Table label={copy.byPageCaption} stacked>
        <TableCaption className="sr-only">{copy.byPageCaption}</TableCaption>
        <Heads first={copy.pageColumn} figures={[figures.views, figures.starts, figures.submissions, figures.conversionRate, figures.startRate]} />
        <TableBody>
          {pages.map((page) => (
            <TableRow key={page.path}>
              <TableRowHead className="font-mono text-[0.8125rem] wrap-anywhere @2xl:min-w-48">{page.path || copy.unknownPage}</TableRowHead>
              <TableCell label={figures.views} className="text-right">
                <Bar text={count(page.views)} share={page.views / most} />
              </TableCell>
              <TableCell label={figures.starts} className="text-right tabular-nums">
                {count(page.starts)}
              </TableCell>
              <TableCell label={figures.submissions} className="text-right tabular-nums">
                {count(page.submissions)}
              </TableCell>
              <TableCell label={figures.conversionRate} className="text-right">
                <Bar text={percent(page.conversionRate)} share={(page.conversionRate ?? 0) / best} />
              </TableCell>
              <TableCell label={figures.startRate} className="text-right tabular-nums">
                {percent(page.startRate)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Panel>
  );
}

function Stops({ stops }: { stops: FormFunnel["stops"] }) {
  const most = Math.max(1, ...stops.map((stop) => stop.stops));
  return (
    <Panel title={copy.stops} id="form-stops" lead={copy.stopsLead}>
      {stops.length === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.noStops}</p>
      ) : (
        <Table label={copy.stopsCaption}>
          <TableCaption className="sr-only">{copy.stopsCaption}</TableCaption>
          <Heads first={copy.fieldColumn} figures={[copy.stopsColumn]} />
          <TableBody>
            {stops.map((stop) => (
              <TableRow key={stop.field}>
                <TableRowHead className="wrap-anywhere">{stop.label}</TableRowHead>
                <TableCell className="w-1/2 text-right">
                  <Bar text={count(stop.stops)} share={stop.stops / most} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Panel>
  );
}

export default function FormAnalyticsRoute({ loaderData, params }: Route.ComponentProps) {
  const { analytics } = loaderData;
  return (
    <div className="grid gap-6">
      <Link to={`/admin/forms/${params.id}`} className="w-fit text-sm font-semibold text-primary hover:underline">
        ← {copy.back}
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight wrap-anywhere">{copy.heading(analytics.form.name)}</h1>
          <p className="mt-1 max-w-prose text-sm text-muted-foreground">
            {copy.since(analytics.since)} · {copy.lead}
          </p>
        </div>
        <Form method="get" className="flex items-end gap-2">
          <div className="grid gap-1.5">
            <label htmlFor="form-analytics-days" className="text-sm font-medium">
              {copy.span}
            </label>
            <Select id="form-analytics-days" name="days" defaultValue={String(analytics.days)} className="w-44">
              {copy.spans.map((span) => (
                <option key={span.days} value={span.days}>
                  {span.label}
                </option>
              ))}
            </Select>
          </div>
          <Button type="submit" variant="secondary">
            {copy.show}
          </Button>
        </Form>
      </div>
      <Totals total={analytics.total} />
      {analytics.pages.length === 0 ? <p className="rounded-xl border border-dashed border-border p-6 text-sm text-muted-foreground">{copy.none}</p> : <ByPage pages={analytics.pages} />}
      <Stops stops={analytics.total.stops} />
    </div>
  );
}
