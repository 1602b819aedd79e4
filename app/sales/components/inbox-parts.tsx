/** The parts of the inbox's screen: the export of its view, its filters, the list and its pages. */
import { Form, Link } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { inboxCopy } from "#app/sales/content/inbox.ts";
import { currentCsrfToken, type LeadPage, type LeadSummary } from "#app/admin/lib/admin-api.ts";
import { LEAD_STATUSES, STATUS_LABELS } from "#shared/lead-status.ts";
import { formatAge, formatDateTime } from "#app/admin/components/format.ts";
import { isOverdue, OverdueBadge, StatusBadge } from "#app/admin/components/status-badge.tsx";
import { ChoiceSelect } from "./choice-fields.tsx";

const copy = inboxCopy;

/** The query parameters that filter the list (the page number is not one). */
export const FILTER_KEYS = ["q", "status", "from", "to", "owner", "form"] as const;

/** All leads, or the signed-in rep's own ("My leads"), keeping the rest of the view. */
export function OwnerViews({ params }: { params: URLSearchParams }) {
  const mine = params.get("owner") === "me";
  const view = (owner: boolean) => {
    const next = new URLSearchParams(params);
    next.delete("page");
    if (owner) next.set("owner", "me");
    else next.delete("owner");
    return `?${next.toString()}`;
  };
  const tab = (active: boolean) =>
    `inline-flex h-9 items-center rounded-lg px-3 text-sm font-semibold ${active ? "bg-background text-foreground shadow-xs" : "text-muted-foreground hover:text-foreground"}`;
  return (
    <nav aria-label={copy.views} className="w-fit rounded-xl bg-muted/70 p-1">
      <ul className="flex gap-1">
        <li>
          <Link to={view(false)} className={tab(!mine)} aria-current={mine ? undefined : "page"}>
            {copy.everyone}
          </Link>
        </li>
        <li>
          <Link to={view(true)} className={tab(mine)} aria-current={mine ? "page" : undefined}>
            {copy.mine}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/** A plain form post: the browser downloads the file, the page stays. */
export function ExportForm({ params }: { params: URLSearchParams }) {
  return (
    <form method="post" action="/admin/api/export" className="flex items-center gap-2" aria-describedby="export-hint">
      <input type="hidden" name="csrf" value={currentCsrfToken()} />
      {FILTER_KEYS.map((key) => (
        <input key={key} type="hidden" name={key} value={params.get(key) ?? ""} />
      ))}
      <p id="export-hint" className="sr-only">
        {copy.exportHint}
      </p>
      <Button type="submit" name="format" value="csv" variant="secondary" size="sm">
        {copy.exportCsv}
      </Button>
      <Button type="submit" name="format" value="json" variant="secondary" size="sm">
        {copy.exportJson}
      </Button>
    </form>
  );
}

/** Search, status, form and days, sent as the URL's query so a view can be bookmarked or shared. */
export function InboxFilters({ params, filtered, forms }: { params: URLSearchParams; filtered: boolean; forms: LeadPage["forms"] }) {
  const names = new Map(forms.map((form) => [form.id, form.name]));
  return (
    <Form
      method="get"
      role="search"
      aria-label={copy.filters}
      className={`grid gap-3 rounded-xl border border-border bg-background p-4 sm:items-end ${
        // With forms, the search takes its own row from lg up, so the form's select is wide enough for a form's name.
        forms.length > 0 ? "sm:grid-cols-2 lg:grid-cols-[11rem_minmax(16rem,1fr)_auto_auto_auto]" : "sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto_auto_auto]"
      }`}
    >
      {params.get("owner") ? <input type="hidden" name="owner" value={params.get("owner")!} /> : null}
      <div className={forms.length > 0 ? "grid gap-1.5 lg:col-span-full" : "grid gap-1.5"}>
        <Label htmlFor="q">{copy.search}</Label>
        <Input id="q" name="q" type="search" defaultValue={params.get("q") ?? ""} placeholder={copy.searchPlaceholder} />
      </div>
      <ChoiceSelect id="status" label={copy.status} choices={LEAD_STATUSES} show={(status) => STATUS_LABELS[status]} defaultValue={params.get("status") ?? ""}>
        <option value="">{copy.anyStatus}</option>
      </ChoiceSelect>
      {forms.length > 0 ? (
        <ChoiceSelect id="form" label={copy.form} choices={forms.map((form) => form.id)} show={(id) => names.get(id) ?? String(id)} defaultValue={params.get("form") ?? ""}>
          <option value="">{copy.anyForm}</option>
        </ChoiceSelect>
      ) : null}
      <div className="grid grid-cols-2 gap-3 sm:contents">
        <div className="grid gap-1.5">
          <Label htmlFor="from">{copy.from}</Label>
          <Input id="from" name="from" type="date" className="min-w-0" defaultValue={params.get("from") ?? ""} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="to">{copy.to}</Label>
          <Input id="to" name="to" type="date" className="min-w-0" defaultValue={params.get("to") ?? ""} />
        </div>
      </div>
      <div className="flex gap-2">
        <Button type="submit" className="flex-1 sm:flex-none">
          {copy.apply}
        </Button>
        {filtered ? (
          <Button asChild variant="ghost">
            <Link to="/admin">{copy.clear}</Link>
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

/** The page's leads, each a link to its own page with a box to select it for a bulk change; new ones in bold. */
export function LeadList({ leads, loading, selected, onSelect }: { leads: LeadSummary[]; loading: boolean; selected: ReadonlySet<string>; onSelect: (id: string, on: boolean) => void }) {
  return (
    <ul aria-label={copy.title} aria-busy={loading} className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-background">
      {leads.map((lead) => (
        <li key={lead.id} className={`flex items-start sm:items-center ${selected.has(lead.id) ? "bg-primary/5" : ""}`}>
          {/* The label is the box's larger target: the row's height, clear of the link beside it. */}
          <label className="flex shrink-0 cursor-pointer items-start self-stretch pt-4.5 pr-2 pl-4 sm:items-center sm:pt-0">
            <input
              type="checkbox"
              aria-label={copy.selectLead(lead.name, lead.email)}
              className="size-4 accent-primary"
              checked={selected.has(lead.id)}
              onChange={(event) => onSelect(lead.id, event.target.checked)}
            />
          </label>
          <Link
            to={`/admin/leads/${lead.id}`}
            className="grid min-w-0 flex-1 gap-1 py-3.5 pr-4 pl-2 hover:bg-muted/60 focus-visible:bg-muted/60 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] sm:items-center sm:gap-4"
          >
            <span className="min-w-0">
              <span className={lead.status === "new" ? "block truncate font-bold" : "block truncate font-medium"}>{lead.name}</span>
              <span className="block truncate text-sm text-muted-foreground">
                {lead.email}
                {lead.company ? ` · ${lead.company}` : ""}
              </span>
            </span>
            <span className="min-w-0 text-sm text-muted-foreground">
              <span className="line-clamp-2 sm:line-clamp-1">{lead.formId === null ? lead.preview : copy.fromForm(lead.form)}</span>
              <span className="mt-0.5 block truncate text-xs">
                {lead.messageCount > 1 ? `${copy.messages(lead.messageCount)} · ` : ""}
                {copy.owner(lead.owner)}
                {lead.dueAt && !lead.firstResponseAt && !isOverdue(lead) ? ` · ${copy.answerBy(formatDateTime(lead.dueAt))}` : ""}
              </span>
            </span>
            <span className="flex items-center gap-3 sm:justify-end">
              {isOverdue(lead) ? <OverdueBadge label={copy.overdue} /> : null}
              <StatusBadge status={lead.status} />
              <time dateTime={lead.lastActivityAt} className="text-sm whitespace-nowrap text-muted-foreground">
                {formatAge(lead.lastActivityAt)}
              </time>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
