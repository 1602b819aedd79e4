/**
 * Gives contacts without an owner one (ADR 028), inside the transaction that stores their message:
 * a built form's rule on an answer, else the first of the admin's rules that matches, else every active sales account, in turns kept in
 * the `lead_routing` row (locked, so two processes never hand out the same turn). Away and
 * disabled accounts are skipped; a contact whose owner was disabled gets a new one.
 */
import { randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { nextInTurn, ruleFor, type RoutedLead, type RoutingRule } from "#shared/lead-routing.ts";
import type { Executor } from "#server/platform/db/database.ts";
import { adminUsers, contacts, leadEvents, leadRouting } from "#server/platform/db/schema.ts";
import { salesTeam } from "./lead.ts";

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

/** Sales accounts that may take new leads (the team less those away), in a stable order: their ids. */
async function availableSales(tx: Executor): Promise<string[]> {
  return (await salesTeam(tx))
    .filter((account) => !account.away)
    .map((account) => account.id)
    .sort();
}

/** The routing row, locked for this transaction (created with no rules the first time). */
async function lockedRouting(tx: Executor): Promise<{ rules: RoutingRule[]; lastOwnerId: string | null }> {
  await tx.insert(leadRouting).values({ id: 1 }).onConflictDoNothing();
  const [row] = await tx.select({ rules: leadRouting.rules, lastOwnerId: leadRouting.lastOwnerId }).from(leadRouting).where(eq(leadRouting.id, 1)).for("update");
  return row!;
}

/** Assigns each contact an owner when a sales account can take it; answers the owner by contact. */
export async function assignOwners(tx: Executor, unowned: readonly Unowned[]): Promise<Map<string, string>> {
  const owners = new Map<string, string>();
  if (!unowned.length) return owners;
  const sales = await availableSales(tx);
  if (!sales.length) return owners;
  const available = new Set(sales);
  const routing = await lockedRouting(tx);
  let last = routing.lastOwnerId;
  for (const { contactId, messageId, lead, route } of unowned) {
    const byAnswer = route?.owners.some((owner) => available.has(owner)) ? route : undefined;
    const rule = byAnswer ?? ruleFor(routing.rules, lead, available);
    const owner = nextInTurn(rule ? sales.filter((id) => rule.owners.includes(id)) : sales, last)!;
    last = owner;
    owners.set(contactId, owner);
    await tx.update(contacts).set({ ownerId: owner }).where(eq(contacts.id, contactId));
    await tx.insert(leadEvents).values({ id: randomUUID(), messageId, actor: ROUTING_ACTOR, kind: "owner", note: rule ? rule.name : null, ownerId: owner });
  }
  await tx.update(leadRouting).set({ lastOwnerId: last }).where(eq(leadRouting.id, 1));
  return owners;
}

/** The owners of these contacts that can still work them (not disabled), by contact. */
export async function activeOwners(tx: Executor, contactIds: readonly string[]): Promise<Map<string, string>> {
  if (!contactIds.length) return new Map();
  const rows = await tx
    .select({ contactId: contacts.id, ownerId: contacts.ownerId })
    .from(contacts)
    .innerJoin(adminUsers, eq(adminUsers.id, contacts.ownerId))
    .where(and(sql`${contacts.id} in ${contactIds}`, isNull(adminUsers.disabledAt)));
  return new Map(rows.map((row) => [row.contactId, row.ownerId!]));
}
