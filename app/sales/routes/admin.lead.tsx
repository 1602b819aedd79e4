/**
 * One lead: every field (a built form's answers under its version's labels), its status (one click), its contact's owner and timeline (every message
 * from the address, notes, logged calls and emails, status changes, assignments) with who did what,
 * its deliveries with a retry for a failed one, and erasure of everything from its address.
 */
import { useEffect, useRef } from "react";
import { Link, redirect, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin.lead";
import { AttributionPanel } from "#app/sales/components/attribution-panel.tsx";
import { DeliveriesPanel, DetailsPanel, ErasePanel, LeadHeading, StatusPanel } from "#app/sales/components/lead-panels.tsx";
import { OwnerPanel, TimelinePanel } from "#app/sales/components/contact-panels.tsx";
import { FormAnswersPanel } from "#app/sales/components/form-answers-panel.tsx";
import { Panel } from "#app/admin/components/panel.tsx";
import { adminCopy } from "#app/admin/content/admin.ts";
import { leadCopy } from "#app/sales/content/lead.ts";
import { api, ApiError, type LeadDetail, type Answer } from "#app/admin/lib/admin-api.ts";

export const meta = ({ data }: Route.MetaArgs) => [{ title: `${data?.lead.name ?? "Lead"} · ${adminCopy.productName}` }];

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return api<LeadDetail>(`/leads/${encodeURIComponent(params.id)}`, { from: new URL(request.url), signal: request.signal });
}

type ActionResult = { intent: string; error?: string; done?: string };

export async function clientAction({ request, params }: Route.ClientActionArgs): Promise<ActionResult | Response> {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const from = new URL(request.url);
  const id = encodeURIComponent(params.id);
  try {
    if (intent === "status") await api(`/leads/${id}/status`, { method: "POST", body: { status: form.get("status") }, from });
    else if (intent === "note") await api(`/leads/${id}/notes`, { method: "POST", body: { note: form.get("note") }, from });
    else if (intent === "activity") await api(`/leads/${id}/activities`, { method: "POST", body: { kind: form.get("kind"), outcome: form.get("outcome"), note: form.get("note") }, from });
    else if (intent === "owner") await api(`/leads/${id}/owner`, { method: "POST", body: { ownerId: form.get("ownerId") }, from });
    else if (intent === "retry") await api(`/deliveries/${encodeURIComponent(String(form.get("delivery")))}/retry`, { method: "POST", from });
    else if (intent === "erase") {
      const { erased } = await api<Answer<"/erase", "$post">>("/erase", { method: "POST", body: { email: form.get("email"), confirm: form.get("confirm") }, from });
      return redirect(`/admin?erased=${erased}`);
    }
    return { intent };
  } catch (error) {
    if (error instanceof ApiError) return { intent, error: error.message };
    throw error;
  }
}

export default function Lead({ loaderData }: Route.ComponentProps) {
  const copy = leadCopy;
  const { lead, form, deliveries, contact, salesAccounts } = loaderData;
  const result = useActionData<ActionResult>();
  const navigation = useNavigation();
  const pendingIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : undefined;
  const pendingStatus = pendingIntent === "status" ? navigation.formData?.get("status") : undefined;
  const shownStatus = (pendingStatus as typeof lead.status | undefined) ?? lead.status;
  const errorFor = (intent: string) => (result?.intent === intent ? result.error : undefined);
  // A saved note, call or email empties the composer; anything else (a status saved meanwhile) leaves what is typed.
  const noteForm = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (navigation.state === "idle" && (result?.intent === "note" || result?.intent === "activity") && !result.error) noteForm.current?.reset();
  }, [navigation.state, result]);

  return (
    <div className="grid gap-6">
      <Link to="/admin" className="w-fit text-sm font-semibold text-primary hover:underline">
        ← {copy.back}
      </Link>
      <LeadHeading lead={lead} status={shownStatus} bookingUrl={loaderData.bookingUrl} />

      {/* Phone order: the message first, then status, owner and details, the timeline, deliveries and erasure. From lg the
          message and timeline stack on the left, the rest on the right; the side's first block spans the message's row and
          an empty one below it, so neither column waits for the other's height. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_auto_1fr]">
        <div className="grid content-start gap-6 lg:col-start-1 lg:row-start-1">
          {form ? <FormAnswersPanel form={form} /> : null}
          {/* A form lead's message is its answer keyed "message", already listed with the others (or empty): not said twice. */}
          {form && (!lead.message || form.answers.some((answer) => answer.key === "message")) ? null : (
            <Panel title={copy.message} id="message">
              <p className="whitespace-pre-wrap break-words">{lead.message}</p>
            </Panel>
          )}
        </div>
        <div className="grid content-start gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <StatusPanel status={shownStatus} error={errorFor("status")} />
          <OwnerPanel contact={contact} accounts={salesAccounts} error={errorFor("owner")} done={result?.intent === "owner" && !result.error} />
          <DetailsPanel lead={lead} />
        </div>
        <div className="grid content-start gap-6 lg:col-start-1 lg:row-span-2 lg:row-start-2">
          <TimelinePanel detail={loaderData} error={errorFor("note") ?? errorFor("activity")} saving={pendingIntent === "note" || pendingIntent === "activity"} formRef={noteForm} />
        </div>
        <div className="grid content-start gap-6 lg:col-start-2 lg:row-start-3">
          <AttributionPanel attribution={lead.attribution} />
          <DeliveriesPanel deliveries={deliveries} error={errorFor("retry")} />
          <ErasePanel email={lead.email} error={errorFor("erase")} />
        </div>
      </div>
    </div>
  );
}
