/** The panels of one lead's page: its status, details, notes and history, deliveries and erasure. */
import { CalendarPlus, Mail } from "lucide-react";
import { Form } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { leadCopy } from "#app/sales/content/lead.ts";
import type { LeadDetail } from "#app/admin/lib/admin-api.ts";
import { LEAD_STATUSES, STATUS_LABELS, type LeadStatus } from "#shared/lead-status.ts";
import { FormError } from "#app/admin/components/auth-card.tsx";
import { formatDateTime } from "#app/admin/components/format.ts";
import { formatDuration } from "#shared/attribution-facts.ts";
import { Panel } from "#app/admin/components/panel.tsx";
import { isOverdue, StatusBadge } from "#app/admin/components/status-badge.tsx";
import { localeName } from "#shared/i18n/locales.ts";

const copy = leadCopy;

type Lead = LeadDetail["lead"];

/** The lead's name, how to reach it and where it stands, with a reply link. */
export function LeadHeading({ lead, status, bookingUrl }: { lead: Lead; status: LeadStatus; bookingUrl: string }) {
  return (
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
      <div className="flex flex-wrap items-center gap-3">
        <StatusBadge status={status} className="text-sm" />
        <Button asChild variant="secondary" size="sm">
          <a href={`mailto:${lead.email}`}>
            <Mail aria-hidden="true" />
            {copy.reply}
          </a>
        </Button>
        <Button asChild variant="secondary" size="sm">
          <a href={bookingUrl} target="_blank" rel="noopener noreferrer">
            <CalendarPlus aria-hidden="true" />
            {copy.bookMeeting}
            <span className="sr-only"> {copy.opensNewTab}</span>
          </a>
        </Button>
      </div>
    </div>
  );
}

export function StatusPanel({ status, error }: { status: LeadStatus; error?: string }) {
  return (
    <Panel title={copy.status} id="status-heading">
      {error ? <FormError id="status-error">{error}</FormError> : null}
      {/* One click sets the status: each button is its own submission. */}
      <Form method="post" className="flex flex-wrap gap-2" aria-labelledby="status-heading">
        <input type="hidden" name="intent" value="status" />
        {LEAD_STATUSES.map((choice) => (
          <button
            key={choice}
            type="submit"
            name="status"
            value={choice}
            aria-pressed={status === choice}
            className="inline-flex h-9 items-center rounded-lg border border-border px-3 text-sm font-semibold hover:bg-muted aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground"
          >
            {STATUS_LABELS[choice]}
          </button>
        ))}
      </Form>
    </Panel>
  );
}

/** When the first answer came, after how long, how and from whom; empty while the lead waits. */
function firstAnswer(lead: Lead): string {
  if (!lead.firstResponseAt) return "";
  const after = copy.answeredIn(formatDuration(Math.round((Date.parse(lead.firstResponseAt) - Date.parse(lead.createdAt)) / 1000)));
  const how = lead.firstResponseKind ? `, ${copy.firstAnswerBy(copy.firstAnswerHow[lead.firstResponseKind], lead.firstResponder)}` : "";
  return `${formatDateTime(lead.firstResponseAt)}, ${after}${how}`;
}

export function DetailsPanel({ lead }: { lead: Lead }) {
  return (
    <Panel title={copy.details} id="details">
      <dl className="grid gap-3 text-sm">
        {(
          [
            [copy.fields.received, formatDateTime(lead.createdAt)],
            [copy.fields.due, lead.dueAt && !lead.firstResponseAt ? `${formatDateTime(lead.dueAt)}${isOverdue(lead) ? ` (${copy.overdue})` : ""}` : ""],
            [copy.fields.firstResponse, firstAnswer(lead)],
            [
              copy.fields.phone,
              lead.phone ? (
                <a className="underline-offset-2 hover:underline" href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`}>
                  {lead.phone}
                </a>
              ) : (
                ""
              ),
            ],
            [copy.fields.company, lead.company],
            [copy.fields.sourcePage, lead.sourcePage ?? ""],
            [copy.fields.locale, lead.locale ? languageOf(lead.locale) : ""],
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
  );
}

/** "German (de)": the language of the page a lead came from, in the admin app's own language. */
function languageOf(code: string): string {
  return `${localeName(code, "en")} (${code})`;
}

/** Each channel's delivery of the lead, with a retry for one that gave up. */
export function DeliveriesPanel({ deliveries, error }: { deliveries: LeadDetail["deliveries"]; error?: string }) {
  return (
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
              {delivery.lastError && delivery.status !== "delivered" ? <p className="break-words text-muted-foreground">{delivery.lastError}</p> : null}
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
      {error ? <FormError id="retry-error">{error}</FormError> : null}
    </Panel>
  );
}

/** Erasure of everything from the lead's address, confirmed by typing the address again. */
export function ErasePanel({ email, error }: { email: string; error?: string }) {
  return (
    <Panel title={copy.erase.title} id="erase" className="border-destructive/30">
      <p className="mb-3 text-sm text-muted-foreground">{copy.erase.lead(email)}</p>
      <Form method="post" className="grid gap-2">
        {error ? <FormError id="erase-error">{error}</FormError> : null}
        <input type="hidden" name="email" value={email} />
        <Label htmlFor="confirm">{copy.erase.confirmLabel}</Label>
        <Input id="confirm" name="confirm" type="email" autoComplete="off" required />
        <Button type="submit" name="intent" value="erase" variant="destructive" size="sm">
          {copy.erase.submit}
        </Button>
      </Form>
    </Panel>
  );
}
