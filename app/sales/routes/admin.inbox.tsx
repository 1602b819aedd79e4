/**
 * The inbox, the leads list: newest first, searchable, filtered by status, form and date, paginated, and
 * exportable as it is filtered. The filter lives in the URL, so a view can be bookmarked or shared.
 */
import { useState } from "react";
import { useActionData, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/admin.inbox";
import { ExportForm, FILTER_KEYS, InboxFilters, LeadList, OwnerViews } from "#app/sales/components/inbox-parts.tsx";
import { Pager } from "#app/admin/components/pager.tsx";
import { adminCopy } from "#app/admin/content/admin.ts";
import { inboxCopy } from "#app/sales/content/inbox.ts";
import { BulkToolbar, bulkOutcome, SelectAll } from "#app/sales/components/bulk-actions.tsx";
import { FormError } from "#app/admin/components/auth-card.tsx";
import { api, ApiError, sessionFor, type Answer, type LeadPage } from "#app/admin/lib/admin-api.ts";
import { mayUse } from "#shared/admin-roles.ts";

export const meta = () => [{ title: `${inboxCopy.title} · ${adminCopy.productName}` }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  // A role without the leads lands here after signing in; the layout sends it to its own start.
  if (!mayUse((await sessionFor(request)).user.role, "leads")) return null;
  return api<LeadPage>(`/leads${url.search}`, { from: url, signal: request.signal });
}

type BulkResult = { done: string; error?: undefined } | { error: string; done?: undefined };

/** The toolbar's "Assign to…" or "Set status…" on the selected leads: one request, said back in words. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<BulkResult> {
  const form = await request.formData();
  const change = { action: String(form.get("action")), owner: String(form.get("owner") ?? ""), status: String(form.get("status") ?? "") };
  const body = { ids: JSON.parse(String(form.get("ids") ?? "[]")) as unknown, action: change.action, ownerId: form.get("ownerId"), status: form.get("status") };
  try {
    const result = await api<Answer<"/leads/bulk", "$post">>("/leads/bulk", { method: "POST", body, from: new URL(request.url) });
    return { done: bulkOutcome(result, change) };
  } catch (error) {
    if (error instanceof ApiError) return { error: error.message };
    throw error;
  }
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const copy = inboxCopy;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const loading = navigation.state === "loading";
  const result = useActionData<BulkResult>();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Another page or view, or a change done: the selection starts again (set while rendering, as React advises).
  const [seen, setSeen] = useState({ search: params.toString(), result });
  if (seen.search !== params.toString() || seen.result !== result) {
    setSeen({ search: params.toString(), result });
    if (!result?.error || seen.search !== params.toString()) setSelected(new Set());
  }
  if (!loaderData) return null;
  const { leads, total, totalIsCapped, page, pageCount, forms, salesAccounts } = loaderData;
  const filtered = FILTER_KEYS.some((key) => params.get(key));
  const onPage = leads.filter((lead) => selected.has(lead.id)).map((lead) => lead.id);
  const select = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{copy.title}</h1>
          <p className="mt-1 text-sm text-muted-foreground" aria-live="polite">
            {copy.count(total, totalIsCapped)}
          </p>
        </div>
        <ExportForm params={params} />
      </div>

      <OwnerViews params={params} />
      <InboxFilters params={params} filtered={filtered} forms={forms} />

      {leads.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border bg-background p-8 text-center text-muted-foreground">
          {params.get("owner") === "me" ? copy.emptyMine : filtered ? copy.empty : copy.emptyInbox}
        </p>
      ) : (
        <div className="grid gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <SelectAll count={leads.length} selected={onPage.length} onChange={(all) => setSelected(new Set(all ? leads.map((lead) => lead.id) : []))} />
            <p role="status" className="text-sm font-medium">
              {result?.done ?? ""}
            </p>
          </div>
          {result?.error ? <FormError id="bulk-error">{result.error}</FormError> : null}
          {onPage.length ? <BulkToolbar ids={onPage} accounts={salesAccounts} submitting={navigation.state === "submitting"} onClear={() => setSelected(new Set())} /> : null}
          <LeadList leads={leads} loading={loading} selected={selected} onSelect={select} />
        </div>
      )}

      {pageCount > 1 ? <Pager params={params} page={page} pageCount={pageCount} /> : null}
    </div>
  );
}
