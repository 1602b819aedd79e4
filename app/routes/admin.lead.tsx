/**
 * One lead: every field, its status (one click), notes and history with who did what,
 * its deliveries with a retry for a failed one, and erasure of everything from its address.
 */
import { Mail } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, redirect, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin.lead";
import { AttributionPanel } from "#app/components/admin/attribution-panel.tsx";
import { FormError } from "#app/components/admin/auth-card.tsx";
import { Panel } from "#app/components/admin/panel.tsx";
import { formatDateTime } from "#app/components/admin/format.ts";
import { StatusBadge } from "#app/components/admin/status-badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { adminCopy } from "#app/content/admin.ts";
import { api, ApiError, type LeadDetail } from "#app/lib/admin-api.ts";
import { LEAD_STATUSES, STATUS_LABELS } from "#app/lib/lead-status.ts";

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
    else if (intent === "retry") await api(`/deliveries/${encodeURIComponent(String(form.get("delivery")))}/retry`, { method: "POST", from });
    else if (intent === "erase") {
      const { erased } = await api<{ erased: number }>("/erase", { method: "POST", body: { email: form.get("email"), confirm: form.get("confirm") }, from });
      return redirect(`/admin?erased=${erased}`);
    }
    return { intent };
  } catch (error) {
    if (error instanceof ApiError) return { intent, error: error.message };
    throw error;
  }
}

export default function Lead({ loaderData }: Route.ComponentProps) {
  const copy = adminCopy.lead;
  const { lead, deliveries, history } = loaderData;
  const result = useActionData<ActionResult>();
  const navigation = useNavigation();
  const pendingIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : undefined;
  const pendingStatus = pendingIntent === "status" ? navigation.formData?.get("status") : undefined;
  const shownStatus = (pendingStatus as typeof lead.status | undefined) ?? lead.status;
  const errorFor = (intent: string) => (result?.intent === intent ? result.error : undefined);
  // A saved note empties the box; anything else (a status saved meanwhile) leaves what is typed.
  const noteForm = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (navigation.state === "idle" && result?.intent === "note" && !result.error) noteForm.current?.reset();
  }, [navigation.state, result]);

  return (
    <div className="grid gap-6">
      <Link to="/admin" className="w-fit text-sm font-semibold text-primary hover:underline">
        ← {copy.back}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words">{lead.name}</h1>
          <p className="mt-1 text-muted-foreground break-words">
            <a className="underline-offset-2 hover:underline" href={`mailto:${lead.email}`}>
              {lead.email}
            </a>
            {lead.company ? ` · ${lead.company}` : ""}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <StatusBadge status={shownStatus} className="text-sm" />
          <Button asChild variant="secondary" size="sm">
            <a href={`mailto:${lead.email}`}>
              <Mail aria-hidden="true" />
              {copy.reply}
            </a>
          </Button>
        </div>
      </div>

      {/* Phone order: status and details, the message and notes, then deliveries and erasure. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr]">
        <div className="grid content-start gap-6 lg:col-start-2 lg:row-start-1">
          <Panel title={copy.status} id="status-heading">
            {errorFor("status") ? <FormError id="status-error">{errorFor("status")}</FormError> : null}
            {/* One click sets the status: each button is its own submission. */}
            <Form method="post" className="flex flex-wrap gap-2" aria-labelledby="status-heading">
              <input type="hidden" name="intent" value="status" />
              {LEAD_STATUSES.map((status) => (
                <button
                  key={status}
                  type="submit"
                  name="status"
                  value={status}
                  aria-pressed={shownStatus === status}
                  className="inline-flex h-9 items-center rounded-lg border border-border px-3 text-sm font-semibold hover:bg-muted aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground"
                >
                  {STATUS_LABELS[status]}
                </button>
              ))}
            </Form>
          </Panel>
          <Panel title={copy.details} id="details">
            <dl className="grid gap-3 text-sm">
              {(
                [
                  [copy.fields.received, formatDateTime(lead.createdAt)],
                  [copy.fields.phone, lead.phone ? <a className="underline-offset-2 hover:underline" href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`}>{lead.phone}</a> : ""],
                  [copy.fields.company, lead.company],
                  [copy.fields.sourcePage, lead.sourcePage ?? ""],
                  [copy.fields.id, <span className="font-mono text-xs break-all">{lead.id}</span>],
                ] as const
              )
                .filter(([, value]) => value)
                .map(([label, value]) => (
                  <div key={label}>
                    <dt className="text-muted-foreground">{label}</dt>
                    <dd className="font-medium break-words">{value}</dd>
                  </div>
                ))}
            </dl>
          </Panel>
        </div>
        <div className="grid content-start gap-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <Panel title={copy.message} id="message">
            <p className="whitespace-pre-wrap break-words">{lead.message}</p>
          </Panel>
          <Panel title={copy.notes} id="notes">
            <Form method="post" className="grid gap-2" ref={noteForm}>
              {errorFor("note") ? <FormError id="note-error">{errorFor("note")}</FormError> : null}
              <Label htmlFor="note">{copy.addNote}</Label>
              <Textarea id="note" name="note" rows={3} required maxLength={5000} />
              <Button type="submit" name="intent" value="note" variant="secondary" size="sm" className="w-fit" disabled={pendingIntent === "note"}>
                {copy.saveNote}
              </Button>
            </Form>
            {history.length === 0 ? (
              <p className="mt-4 text-sm text-muted-foreground">{copy.noHistory}</p>
            ) : (
              <ol className="mt-5 grid gap-4 border-l-2 border-border pl-4">
                {history.map((event) => (
                  <li key={event.id} className="text-sm">
                    <p className="text-muted-foreground">
                      <span className="font-semibold text-foreground">{event.actor}</span>{" "}
                      {event.kind === "status" && event.fromStatus && event.toStatus
                        ? copy.statusChange(STATUS_LABELS[event.fromStatus], STATUS_LABELS[event.toStatus])
                        : "added a note"}{" "}
                      · <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                    </p>
                    {event.note ? <p className="mt-1 whitespace-pre-wrap break-words">{event.note}</p> : null}
                  </li>
                ))}
              </ol>
            )}
          </Panel>
        </div>
        <div className="grid content-start gap-6 lg:col-start-2 lg:row-start-2">
          <AttributionPanel attribution={lead.attribution} />
          <Panel title={copy.deliveries} id="deliveries">
            {deliveries.length === 0 ? (
              <p className="text-sm text-muted-foreground">{copy.noDeliveries}</p>
            ) : (
              <ul className="grid gap-3 text-sm">
                {deliveries.map((delivery) => (
                  <li key={delivery.id} className="grid gap-1">
                    <p className="flex items-center justify-between gap-2">
                      <span className="font-medium">{copy.channel[delivery.channel]}</span>
                      <span className={delivery.status === "dead" ? "font-semibold text-destructive" : "text-muted-foreground"}>
                        {copy.deliveryStatus[delivery.status]} · {copy.attempts(delivery.attempts)}
                      </span>
                    </p>
                    {delivery.lastError && delivery.status !== "delivered" ? (
                      <p className="break-words text-muted-foreground">{delivery.lastError}</p>
                    ) : null}
                    {delivery.status === "dead" ? (
                      <Form method="post">
                        <input type="hidden" name="delivery" value={delivery.id} />
                        <Button type="submit" name="intent" value="retry" variant="secondary" size="sm">
                          {copy.retry}
                        </Button>
                      </Form>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
            {errorFor("retry") ? <FormError id="retry-error">{errorFor("retry")}</FormError> : null}
          </Panel>
          <Panel title={copy.erase.title} id="erase" className="border-destructive/30">
            <p className="mb-3 text-sm text-muted-foreground">{copy.erase.lead(lead.email)}</p>
            <Form method="post" className="grid gap-2">
              {errorFor("erase") ? <FormError id="erase-error">{errorFor("erase")}</FormError> : null}
              <input type="hidden" name="email" value={lead.email} />
              <Label htmlFor="confirm">{copy.erase.confirmLabel}</Label>
              <Input id="confirm" name="confirm" type="email" autoComplete="off" required />
              <Button type="submit" name="intent" value="erase" variant="destructive" size="sm">
                {copy.erase.submit}
              </Button>
            </Form>
          </Panel>
        </div>
      </div>
    </div>
  );
}
