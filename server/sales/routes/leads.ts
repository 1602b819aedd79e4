/** Working the leads: the list and one lead, its status, notes and logged calls and emails, a failed delivery queued again, an erasure. */
import { Hono, type Context } from "hono";
import { access } from "#server/auth/access.ts";
import { isCallOutcome, isLeadActivityKind, type CallOutcome } from "#shared/lead-activity.ts";
import { isLeadStatus } from "#shared/lead-status.ts";
import { countNew, filterFromParams, listLeads } from "#server/sales/leads/inbox.ts";
import {
  addLeadNote,
  BULK_MAX_LEADS,
  bulkChangeLeads,
  leadDetail,
  logLeadActivity,
  NOTE_MAX_LENGTH,
  reassignLead,
  salesTeam,
  setLeadStatus,
  type BulkChange,
  type LeadActivity,
} from "#server/sales/leads/lead.ts";
import { eraseEmail, retryDead } from "#server/sales/leads/queries.ts";
import { audit, erasedAddressTarget } from "#server/auth/audit.ts";
import { ADMIN_RESPONSE_HEADERS, problem, readJson, text, type AdminEnv } from "#server/auth/http.ts";
import type { SalesAdminDeps } from "./admin-deps.ts";

/** A note's text from a request: trimmed, within the length a note may have, or a refusal in words. */
function noteFrom(value: unknown): string | { problem: string } {
  const note = typeof value === "string" ? value.trim() : "";
  return [...note].length > NOTE_MAX_LENGTH ? { problem: `Keep a note under ${NOTE_MAX_LENGTH.toLocaleString("en-US")} characters.` } : note;
}

/** A logged call or email from a request (the note is optional), or a refusal in words. */
function activityFrom(body: Record<string, unknown>): LeadActivity | { problem: string } {
  const kind = body["kind"];
  if (!isLeadActivityKind(kind)) return { problem: "Choose a call or an email to log." };
  const outcome = body["outcome"];
  if (kind === "call" && !isCallOutcome(outcome)) return { problem: "Choose how the call went." };
  const note = noteFrom(body["note"]);
  if (typeof note !== "string") return note;
  return kind === "call" ? { kind, outcome: outcome as CallOutcome, note } : { kind, note };
}

/** A bulk change's leads and what to do to them, or a refusal in words. */
function bulkFrom(body: Record<string, unknown>): { ids: string[]; change: BulkChange } | { problem: string } {
  const raw = body["ids"];
  if (!Array.isArray(raw) || raw.length === 0 || !raw.every((id) => typeof id === "string" && id.length > 0 && id.length <= 100)) return { problem: "Select the leads to change." };
  const ids = [...new Set(raw as string[])];
  if (ids.length > BULK_MAX_LEADS) return { problem: `Change at most ${BULK_MAX_LEADS} leads at once.` };
  if (body["action"] === "status") {
    const status = body["status"];
    return isLeadStatus(status) ? { ids, change: { kind: "status", status } } : { problem: "Choose a status from the list." };
  }
  if (body["action"] === "owner") {
    const ownerId = text(body["ownerId"], 100);
    return ownerId ? { ids, change: { kind: "owner", ownerId } } : { problem: "Choose who owns these leads." };
  }
  return { problem: "Choose to assign the leads or to set their status." };
}

/** POST /leads/bulk: the inbox's "Assign to…" and "Set status…" on the selected leads. */
async function bulkChange(c: Context<AdminEnv>, deps: SalesAdminDeps) {
  const body = await readJson(c);
  if (body instanceof Response) return body;
  const bulk = bulkFrom(body);
  if ("problem" in bulk) return problem(c, 422, bulk.problem);
  const { user } = c.get("admin");
  const notify = deps.notifyOwners ?? false;
  const result = await bulkChangeLeads(deps.db, bulk.ids, bulk.change, user.email, { notify });
  if ("problem" in result) return problem(c, 422, result.problem);
  if (notify && bulk.change.kind === "owner" && result.changed.length) deps.onRetry?.();
  return c.json(result, 200, ADMIN_RESPONSE_HEADERS);
}

export function leadRoutes(deps: SalesAdminDeps) {
  const { db, logger } = deps;
  return new Hono<AdminEnv>()
    .get("/leads", access("leads"), async (c) => {
      const params = new URL(c.req.url).searchParams;
      const me = c.get("admin").user.id;
      const [result, newCount, forms, salesAccounts] = await Promise.all([
        listLeads(db, filterFromParams(params, me), Number(params.get("page") ?? 1)),
        countNew(db),
        deps.publishedForms?.names() ?? Promise.resolve([]),
        // The bulk "Assign to…" offers these.
        salesTeam(db),
      ]);
      const formNames = new Map(forms.map((form) => [form.id, form.name]));
      const leads = result.leads.map((lead) => ({ ...lead, form: lead.formId === null ? null : (formNames.get(lead.formId) ?? null) }));
      return c.json({ ...result, leads, forms, newCount, salesAccounts }, 200, ADMIN_RESPONSE_HEADERS);
    })
    .get("/leads/:id", access("leads"), async (c) => {
      const detail = await leadDetail(db, c.req.param("id").slice(0, 100), deps.publishedForms);
      return detail ? c.json(detail, 200, ADMIN_RESPONSE_HEADERS) : problem(c, 404, "This lead does not exist (it may have been erased).");
    })
    .post("/leads/:id/status", access("leads"), async (c) => {
      const body = await readJson(c);
      if (body instanceof Response) return body;
      const status = body["status"];
      if (!isLeadStatus(status)) return problem(c, 422, "Choose a status from the list.");
      const { user } = c.get("admin");
      const id = c.req.param("id").slice(0, 100);
      const result = await setLeadStatus(db, id, status, user.email);
      if (!result) return problem(c, 404, "This lead does not exist (it may have been erased).");
      if (result.changed) await audit(db, { actor: user.email, action: "lead-status", target: id, detail: { status } });
      return c.json(result, 200, ADMIN_RESPONSE_HEADERS);
    })
    .post("/leads/:id/notes", access("leads"), async (c) => {
      const body = await readJson(c);
      if (body instanceof Response) return body;
      const note = noteFrom(body["note"]);
      if (typeof note !== "string") return problem(c, 422, note.problem);
      if (!note) return problem(c, 422, "Write a note first.");
      const { user } = c.get("admin");
      const id = c.req.param("id").slice(0, 100);
      const event = await addLeadNote(db, id, note, user.email);
      if (!event) return problem(c, 404, "This lead does not exist (it may have been erased).");
      await audit(db, { actor: user.email, action: "lead-note", target: id });
      return c.json(event, 201, ADMIN_RESPONSE_HEADERS);
    })
    .post("/leads/:id/activities", access("leads"), async (c) => {
      const body = await readJson(c);
      if (body instanceof Response) return body;
      const activity = activityFrom(body);
      if ("problem" in activity) return problem(c, 422, activity.problem);
      const { user } = c.get("admin");
      const id = c.req.param("id").slice(0, 100);
      const event = await logLeadActivity(db, id, activity, user);
      if (!event) return problem(c, 404, "This lead does not exist (it may have been erased).");
      await audit(db, { actor: user.email, action: "lead-activity", target: id, detail: { kind: activity.kind } });
      return c.json(event, 201, ADMIN_RESPONSE_HEADERS);
    })
    .post("/leads/:id/owner", access("leads"), async (c) => {
      const body = await readJson(c);
      if (body instanceof Response) return body;
      const ownerId = text(body["ownerId"], 100);
      if (!ownerId) return problem(c, 422, "Choose who owns this lead.");
      const { user } = c.get("admin");
      const id = c.req.param("id").slice(0, 100);
      const result = await reassignLead(db, id, ownerId, user.email, { notify: deps.notifyOwners ?? false });
      if (!result) return problem(c, 404, "This lead does not exist (it may have been erased).");
      if ("problem" in result) return problem(c, 422, result.problem);
      if (result.changed) {
        await audit(db, { actor: user.email, action: "lead-owner", target: id, detail: { ownerId } });
        if (deps.notifyOwners) deps.onRetry?.();
      }
      return c.json(result, 200, ADMIN_RESPONSE_HEADERS);
    })
    .post("/leads/bulk", access("leads"), (c) => bulkChange(c, deps))
    .post("/deliveries/:id/retry", access("leads"), async (c) => {
      const { user } = c.get("admin");
      const id = c.req.param("id").slice(0, 100);
      const count = await retryDead(db, [id]);
      if (count === 0) return problem(c, 404, "That delivery is not waiting for a retry.");
      await audit(db, { actor: user.email, action: "retry-delivery", target: id });
      deps.onRetry?.();
      return c.json({ queued: count }, 200, ADMIN_RESPONSE_HEADERS);
    })
    .post("/erase", access("leads"), async (c) => {
      const body = await readJson(c);
      if (body instanceof Response) return body;
      const email = text(body["email"], 320)?.trim() ?? "";
      if (!email.includes("@")) return problem(c, 422, "Enter the email address whose data should be erased.");
      if (text(body["confirm"], 320)?.trim().toLowerCase() !== email.toLowerCase()) return problem(c, 422, "Type the address again to confirm.");
      const erased = await eraseEmail(db, email);
      const { user } = c.get("admin");
      await audit(db, { actor: user.email, action: "erase", target: erasedAddressTarget(email), detail: { messages: erased }, address: deps.clientAddress(c) });
      logger.info({ erased }, "erasure from the admin app");
      return c.json({ erased }, 200, ADMIN_RESPONSE_HEADERS);
    });
}
