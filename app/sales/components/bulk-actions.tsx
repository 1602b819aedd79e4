/**
 * The inbox's bulk actions (as in HubSpot's lists): the leads ticked on this page are given to one
 * owner or set to one status at once, after a confirmation in words when there are several.
 */
import { useEffect, useRef, useState } from "react";
import { useSubmit } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { Label } from "#app/ui/label.tsx";
import { Select } from "#app/ui/select.tsx";
import { inboxCopy } from "#app/sales/content/inbox.ts";
import type { LeadPage } from "#app/admin/lib/admin-api.ts";
import { LEAD_STATUSES, STATUS_LABELS, type LeadStatus } from "#shared/lead-status.ts";

const copy = inboxCopy.bulk;

/** What the rep asked for, said back before it is done. */
type Pending = { action: "owner"; ownerId: string; owner: string } | { action: "status"; status: LeadStatus };

/** The select-all box of the page: ticked when every lead is, mixed when some are. */
export function SelectAll({ count, selected, onChange }: { count: number; selected: number; onChange: (all: boolean) => void }) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = selected > 0 && selected < count;
  }, [selected, count]);
  return (
    <label className="flex w-fit items-center gap-3 px-4 text-sm font-medium">
      <input ref={box} type="checkbox" className="size-4 accent-primary" checked={count > 0 && selected === count} onChange={(event) => onChange(event.target.checked)} />
      {copy.selectAll(count)}
    </label>
  );
}

/** The toolbar shown while leads are ticked: how many, and what to do to all of them. */
export function BulkToolbar({ ids, accounts, submitting, onClear }: { ids: string[]; accounts: LeadPage["salesAccounts"]; submitting: boolean; onClear: () => void }) {
  const submit = useSubmit();
  const dialog = useRef<HTMLDialogElement>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [ownerId, setOwnerId] = useState(accounts[0]?.id ?? "");
  const [status, setStatus] = useState<LeadStatus>("contacted");

  const send = (change: Pending) => {
    const body: Record<string, string> = { intent: "bulk", ids: JSON.stringify(ids), action: change.action };
    if (change.action === "owner") Object.assign(body, { ownerId: change.ownerId, owner: change.owner });
    else body["status"] = change.status;
    void submit(body, { method: "post" });
  };
  // One lead is changed as on its own page; several are said back first.
  const ask = (change: Pending) => {
    if (ids.length === 1) return send(change);
    setPending(change);
    dialog.current?.showModal();
  };
  const question = pending ? (pending.action === "owner" ? copy.confirmAssign(ids.length, pending.owner) : copy.confirmStatus(ids.length, STATUS_LABELS[pending.status])) : "";

  return (
    <section aria-label={copy.toolbar} className="grid gap-3 rounded-xl border border-primary/40 bg-primary/5 p-4 sm:flex sm:flex-wrap sm:items-end">
      <p className="text-sm font-semibold sm:mr-auto sm:self-center" aria-live="polite">
        {copy.selected(ids.length)}
      </p>
      {accounts.length ? (
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            ask({ action: "owner", ownerId, owner: accounts.find((account) => account.id === ownerId)?.email ?? "" });
          }}
        >
          <div className="grid min-w-0 flex-1 gap-1.5">
            <Label htmlFor="bulk-owner">{copy.assignTo}</Label>
            <Select id="bulk-owner" value={ownerId} onChange={(event) => setOwnerId(event.target.value)} className="h-9 min-w-0">
              {accounts.map((account) => (
                <option key={account.id} value={account.id}>
                  {account.email}
                  {account.away ? copy.away : ""}
                </option>
              ))}
            </Select>
          </div>
          <Button type="submit" size="sm" variant="secondary" disabled={submitting}>
            {copy.assign}
          </Button>
        </form>
      ) : null}
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          ask({ action: "status", status });
        }}
      >
        <div className="grid min-w-0 flex-1 gap-1.5">
          <Label htmlFor="bulk-status">{copy.setStatusTo}</Label>
          <Select id="bulk-status" value={status} onChange={(event) => setStatus(event.target.value as LeadStatus)} className="h-9 min-w-0">
            {LEAD_STATUSES.map((choice) => (
              <option key={choice} value={choice}>
                {STATUS_LABELS[choice]}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit" size="sm" variant="secondary" disabled={submitting}>
          {copy.setStatus}
        </Button>
      </form>
      <Button type="button" size="sm" variant="ghost" onClick={onClear}>
        {copy.clear}
      </Button>

      <dialog
        ref={dialog}
        aria-labelledby="bulk-confirm-title"
        onClose={() => setPending(null)}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-border bg-card p-6 text-foreground shadow-card backdrop:bg-black/50"
      >
        <form
          method="dialog"
          className="grid gap-4"
          onSubmit={() => {
            if (pending) send(pending);
          }}
        >
          <h2 id="bulk-confirm-title" className="text-lg font-bold">
            {question}
          </h2>
          <p className="text-sm text-muted-foreground">{copy.confirmHint}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => dialog.current?.close()}>
              {copy.cancel}
            </Button>
            <Button type="submit">{pending?.action === "owner" ? copy.confirmAssignButton(ids.length) : copy.confirmStatusButton(ids.length)}</Button>
          </div>
        </form>
      </dialog>
    </section>
  );
}

/** What a bulk change did, in words: how many changed, how many already were so, which were gone. */
export function bulkOutcome(result: { changed: string[]; unchanged: string[]; missing: string[] }, change: { action: string; owner?: string; status?: string }): string {
  const done =
    change.action === "owner" ? copy.assigned(result.changed.length, change.owner ?? "") : copy.statusSet(result.changed.length, STATUS_LABELS[change.status as LeadStatus] ?? change.status ?? "");
  return [done, result.unchanged.length ? copy.already(result.unchanged.length) : "", result.missing.length ? copy.missing(result.missing.length) : ""].filter(Boolean).join(" ");
}
