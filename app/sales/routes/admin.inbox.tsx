/**
 * The inbox, the leads list: newest first, searchable, filtered by status, form and date, paginated, and
 * exportable as it is filtered. The filter lives in the URL, so a view can be bookmarked or shared.
 */
import { useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/admin.inbox";
import { ExportForm, FILTER_KEYS, InboxFilters, LeadList, OwnerViews } from "#app/sales/components/inbox-parts.tsx";
import { Pager } from "#app/admin/components/pager.tsx";
import { adminCopy } from "#app/admin/content/admin.ts";
import { inboxCopy } from "#app/sales/content/inbox.ts";
import { api, sessionFor, type LeadPage } from "#app/admin/lib/admin-api.ts";
import { mayUse } from "#shared/admin-roles.ts";

export const meta = () => [{ title: `${inboxCopy.title} · ${adminCopy.productName}` }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  // A role without the leads lands here after signing in; the layout sends it to its own start.
  if (!mayUse((await sessionFor(request)).user.role, "leads")) return null;
  return api<LeadPage>(`/leads${url.search}`, { from: url, signal: request.signal });
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const copy = inboxCopy;
  const [params] = useSearchParams();
  const loading = useNavigation().state === "loading";
  if (!loaderData) return null;
  const { leads, total, totalIsCapped, page, pageCount, forms } = loaderData;
  const filtered = FILTER_KEYS.some((key) => params.get(key));

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
        <LeadList leads={leads} loading={loading} />
      )}

      {pageCount > 1 ? <Pager params={params} page={page} pageCount={pageCount} /> : null}
    </div>
  );
}
