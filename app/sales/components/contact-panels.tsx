/** A lead's contact: who owns it (and giving it to someone else), and its whole timeline, with notes, calls and emails to log. */
import { useState, type Ref } from "react";
import { Form, Link } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { Label } from "#app/ui/label.tsx";
import { Select } from "#app/ui/select.tsx";
import { Textarea } from "#app/ui/textarea.tsx";
import { leadCopy } from "#app/sales/content/lead.ts";
import type { LeadDetail, LeadEvent } from "#app/admin/lib/admin-api.ts";
import { CALL_OUTCOME_LABELS, CALL_OUTCOMES, LEAD_ACTIVITY_KINDS, type LeadActivityKind } from "#shared/lead-activity.ts";
import { STATUS_LABELS } from "#shared/lead-status.ts";
import { FormError } from "#app/admin/components/auth-card.tsx";
import { formatDateTime } from "#app/admin/components/format.ts";
import { Panel } from "#app/admin/components/panel.tsx";
import { StatusBadge } from "#app/admin/components/status-badge.tsx";
import { ChoicePills, ChoiceSelect } from "./choice-fields.tsx";

const copy = leadCopy;

export function OwnerPanel({ contact, accounts, error, done }: { contact: LeadDetail["contact"]; accounts: LeadDetail["salesAccounts"]; error?: string; done?: boolean }) {
  return (
    <Panel title={copy.owner.title} id="owner" lead={contact.owner ? copy.owner.is(contact.owner) : copy.owner.none}>
      {accounts.length ? (
        <Form method="post" className="grid gap-2">
          {error ? <FormError id="owner-error">{error}</FormError> : null}
          <Label htmlFor="owner-id">{copy.owner.choose}</Label>
          <Select id="owner-id" name="ownerId" defaultValue={contact.ownerId ?? accounts[0]!.id}>
            {accounts.map((account) => (
              <option key={account.id} value={account.id}>
                {account.email}
                {account.away ? copy.owner.away : ""}
              </option>
            ))}
          </Select>
          <Button type="submit" name="intent" value="owner" variant="secondary" size="sm" className="w-fit">
            {copy.owner.submit}
          </Button>
          {done ? (
            <p role="status" className="text-sm font-medium">
              {copy.owner.done}
            </p>
          ) : null}
        </Form>
      ) : null}
    </Panel>
  );
}

type Entry = { at: string; key: string } & ({ message: LeadDetail["messages"][number] } | { event: LeadEvent });

function describe(event: LeadEvent): string {
  if (event.kind === "status" && event.fromStatus && event.toStatus) return copy.statusChange(STATUS_LABELS[event.fromStatus], STATUS_LABELS[event.toStatus]);
  if (event.kind === "owner") return copy.assigned(event.owner ?? "?", event.note, event.actor === "routing");
  if (event.kind === "meeting" || event.kind === "meeting-canceled") {
    const when = event.meetingStartsAt ? formatDateTime(event.meetingStartsAt) : "?";
    return event.kind === "meeting" ? copy.meetingBooked(event.meetingTitle ?? "?", when) : copy.meetingCanceled(event.meetingTitle ?? "?", when);
  }
  if (event.kind === "call") return copy.loggedCall(event.outcome ? CALL_OUTCOME_LABELS[event.outcome] : "?");
  if (event.kind === "email") return copy.loggedEmail;
  return copy.addedNote;
}

/** What the composer adds to the timeline: a note, or a call or an email (the lead's first answer), as a CRM logs them. */
type ComposeKind = "note" | LeadActivityKind;
const COMPOSE_KINDS: readonly ComposeKind[] = ["note", ...LEAD_ACTIVITY_KINDS];

/** A note, a call or an email to add, then everything that happened with the contact, newest first: its messages and the team's steps. */
export function TimelinePanel({ detail, error, saving, formRef }: { detail: LeadDetail; error?: string | undefined; saving: boolean; formRef: Ref<HTMLFormElement> }) {
  // The form's reset (after a save) puts the radios back on "Note"; the fields shown follow.
  const [kind, setKind] = useState<ComposeKind>("note");
  const entries: Entry[] = [
    ...detail.messages.map((message) => ({ at: message.createdAt, key: `m-${message.id}`, message })),
    ...detail.history.map((event) => ({ at: event.at, key: `e-${event.id}`, event })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  const compose = copy.compose;
  return (
    <Panel title={copy.notes} id="notes" lead={copy.timelineLead(detail.contact.messageCount)}>
      <Form method="post" className="grid gap-3" ref={formRef} onReset={() => setKind("note")}>
        {error ? <FormError id="note-error">{error}</FormError> : null}
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium">{compose.label}</legend>
          <ChoicePills name="kind" choices={COMPOSE_KINDS} show={(choice) => compose.kinds[choice]} checked="note" onChange={setKind} />
        </fieldset>
        {kind === "call" ? (
          <ChoiceSelect id="outcome" label={compose.outcome} choices={CALL_OUTCOMES} show={(outcome) => CALL_OUTCOME_LABELS[outcome]} defaultValue={CALL_OUTCOMES[0]} className="sm:w-fit" />
        ) : null}
        <div className="grid gap-1.5">
          <Label htmlFor="note">{compose.text[kind]}</Label>
          <Textarea id="note" name="note" rows={3} required={kind === "note"} maxLength={5000} aria-describedby="compose-hint" />
          <p id="compose-hint" className="text-sm text-muted-foreground">
            {compose.hint}
          </p>
        </div>
        <Button type="submit" name="intent" value={kind === "note" ? "note" : "activity"} variant="secondary" size="sm" className="w-fit" disabled={saving}>
          {compose.submit[kind]}
        </Button>
      </Form>
      <ol className="mt-5 grid gap-4 border-l-2 border-border pl-4">
        {entries.map((entry) => (
          <li key={entry.key} className="text-sm">
            {"message" in entry ? <MessageEntry message={entry.message} current={entry.message.id === detail.lead.id} name={detail.lead.name} /> : <EventEntry event={entry.event} />}
          </li>
        ))}
      </ol>
    </Panel>
  );
}

/** The team member's email, or the system that acted (the routing rules, the scheduler's webhook). */
function actorName(actor: string): string {
  return actor === "routing" ? copy.routing : actor === "scheduler" ? copy.scheduler : actor;
}

function EventEntry({ event }: { event: LeadEvent }) {
  return (
    <>
      <p className="text-muted-foreground">
        <span className="font-semibold text-foreground">{actorName(event.actor)}</span> {describe(event)} · <time dateTime={event.at}>{formatDateTime(event.at)}</time>
      </p>
      {(event.kind === "note" || event.kind === "call" || event.kind === "email" || event.kind === "meeting-canceled") && event.note ? (
        <p className="mt-1 whitespace-pre-wrap break-words">{event.note}</p>
      ) : null}
    </>
  );
}

function MessageEntry({ message, current, name }: { message: LeadDetail["messages"][number]; current: boolean; name: string }) {
  return (
    <div className={current ? "rounded-lg bg-muted/60 p-2.5" : undefined}>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground">
        <span className="font-semibold text-foreground">{name}</span> {copy.sentMessage} · <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        <StatusBadge status={message.status} />
      </p>
      {/* The message on this page is shown whole above; the others by their start, each a link. */}
      {current ? (
        <p className="mt-1 text-xs font-semibold text-muted-foreground">{copy.thisMessage}</p>
      ) : (
        <>
          <p className="mt-1 line-clamp-3 break-words">{message.preview}</p>
          <Link to={`/admin/leads/${message.id}`} className="mt-1 inline-block text-xs font-semibold text-primary hover:underline">
            {copy.openMessage}
          </Link>
        </>
      )}
    </div>
  );
}
