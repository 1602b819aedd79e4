/**
 * Gives contacts without an owner one (ADR 028), inside the transaction that stores their message:
 * the first of the admin's rules that matches, else every active sales account, in turns kept in
 * the `lead_routing` row (locked, so two processes never hand out the same turn). Away and
 * disabled accounts are skipped; a contact whose owner was disabled gets a new one.
 */
import { randomUUID } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import { nextInTurn, ruleFor, type RoutedLead, type RoutingRule } from "#shared/lead-routing.ts";
import { rowsOf, type Executor } from "#server/platform/db/database.ts";
import { insertRows } from "#server/platform/db/recordset.ts";
import { adminUsers, leadRouting } from "#server/platform/db/schema.ts";

/** The actor named on an assignment the routing made. */
export const ROUTING_ACTOR = "routing";

/** A contact that needs an owner, with the lead that brought it and where that lead is stored. */
export interface Unowned {
  contactId: string;
  messageId: string;
  lead: RoutedLead;
  /** A built form's rule its answers matched (shared/forms/form.ts `routing`): tried before the team's rules. */
  route?: AnswerRoute;
}

/** Owners chosen by a form's answer: the accounts that take turns on it, and the rule's name for the lead's history. */
export interface AnswerRoute {
  name: string;
  owners: readonly string[];
}

/** What an assignment is to write: each contact's owner (the contacts' write sets it, contacts.ts), the event on the lead that brought it, the turn reached. */
export interface Assignment {
  owners: Map<string, string>;
  /** Statements to run once the leads they name are written (or in the statement that writes them: a CTE). */
  writes: SQL[];
}

export interface Routing {
  /** Sales accounts that may take new leads (the team less those away and disabled): their ids, in a stable order. */
  sales: string[];
  rules: RoutingRule[];
  lastOwnerId: string | null;
}

/**
 * The sales accounts that can take leads and, when there are any, the routing row (migration 0042
 * made it) locked for this transaction: one round trip. Without a sales account nothing is locked,
 * so a site without a sales team never queues its leads on the turn. Only the lead store writes
 * both contacts and the turn, always taking the turn first, so two never deadlock.
 */
export async function lockedRouting(tx: Executor): Promise<Routing | undefined> {
  const [row] = await rowsOf<{ sales: string[]; rules: RoutingRule[] | null; lastOwnerId: string | null }>(
    tx.execute(sql`
      select team.sales, routing.rules, routing.last_owner_id as "lastOwnerId"
      from (select coalesce(array_agg(id), '{}') as sales from ${adminUsers} where role = 'sales' and disabled_at is null and not away) team
      left join lateral (select rules, last_owner_id from ${leadRouting} where id = 1 and cardinality(team.sales) > 0 for update) routing on true`),
  );
  if (!row || row.sales.length === 0) return undefined;
  return { sales: [...row.sales].sort(), rules: row.rules ?? [], lastOwnerId: row.lastOwnerId };
}

/**
 * Gives each contact an owner when a sales account can take it (`routing` as `lockedRouting` read it
 * in this transaction); answers the owner by contact and the statements that record it (an event on
 * each lead, the turn), which name the leads and so run with them: the caller writes them, and the
 * owners with the contacts, in the statement that stores the messages.
 */
export function assignOwners(routing: Routing | undefined, unowned: readonly Unowned[]): Assignment {
  const owners = new Map<string, string>();
  if (!unowned.length || !routing) return { owners, writes: [] };
  const { sales } = routing;
  const available = new Set(sales);
  let last = routing.lastOwnerId;
  const events: { id: string; message_id: string; actor: string; kind: "owner"; note: string | null; owner_id: string }[] = [];
  for (const { contactId, messageId, lead, route } of unowned) {
    const byAnswer = route?.owners.some((owner) => available.has(owner)) ? route : undefined;
    const rule = byAnswer ?? ruleFor(routing.rules, lead, available);
    const owner = nextInTurn(rule ? sales.filter((id) => rule.owners.includes(id)) : sales, last)!;
    last = owner;
    owners.set(contactId, owner);
    events.push({ id: randomUUID(), message_id: messageId, actor: ROUTING_ACTOR, kind: "owner", note: rule ? rule.name : null, owner_id: owner });
  }
  return {
    owners,
    writes: [
      insertRows("lead_events", events, { id: "text", message_id: "text", actor: "text", kind: "text", note: "text", owner_id: "text" }),
      sql`update ${leadRouting} set last_owner_id = ${last} where ${leadRouting.id} = 1`,
    ],
  };
}
