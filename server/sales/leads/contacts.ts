/**
 * Messages join contacts (ADR 028): in the transaction that stores them, each message finds the
 * contact of its address (created the first time), and a contact without a working owner gets one
 * (routing.ts). Contacts are written in address order, so two transactions never wait on each
 * other's contacts in opposite orders.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Attribution } from "#shared/attribution.ts";
import type { Executor } from "#server/platform/db/database.ts";
import { rowsOf } from "#server/platform/db/database.ts";
import { insertRows } from "#server/platform/db/recordset.ts";
import { adminUsers, contacts } from "#server/platform/db/schema.ts";
import type { Unowned } from "./routing.ts";

/** How addresses are compared: the form trims them; case never makes two people. */
export function emailKeyOf(email: string): string {
  return email.trim().toLowerCase();
}

export interface IncomingMessage {
  id: string;
  createdAt: Date;
  email: string;
  company: string;
  message: string;
  attribution: Attribution | null;
}

/** Where each message went, and the contacts still without a working owner (routing.ts assigns them once the messages are stored). */
export interface Joined {
  contactOf: Map<string, string>;
  owners: Map<string, string>;
  unowned: Unowned[];
}

const CONTACT_COLUMNS = { id: "text", email_key: "text", message_count: "integer", latest_message_id: "text", latest_status: "text", latest_at: "timestamptz" } as const;

export async function joinContacts(tx: Executor, messages: readonly IncomingMessage[]): Promise<Joined> {
  const byKey = new Map<string, IncomingMessage[]>();
  for (const message of messages) {
    const key = emailKeyOf(message.email);
    byKey.set(key, [...(byKey.get(key) ?? []), message]);
  }
  const keys = [...byKey.keys()].sort();
  const rows = keys.map((key) => {
    const latest = byKey.get(key)!.at(-1)!;
    return { id: randomUUID(), email_key: key, message_count: byKey.get(key)!.length, latest_message_id: latest.id, latest_status: "new", latest_at: latest.createdAt };
  });
  // One round trip: each contact, new or found, with its owner while that account can still work it (not disabled).
  const stored = await rowsOf<{ id: string; emailKey: string; ownerId: string | null }>(
    tx.execute(sql`with stored as (
        ${insertRows("contacts", rows, CONTACT_COLUMNS)}
        on conflict (email_key) do update set message_count = ${contacts.messageCount} + excluded.message_count, latest_message_id = excluded.latest_message_id,
          latest_status = excluded.latest_status, latest_at = excluded.latest_at, last_activity_at = now()
        returning id, email_key, owner_id)
      select stored.id, stored.email_key as "emailKey", owner.id as "ownerId" from stored
      left join ${adminUsers} owner on owner.id = stored.owner_id and owner.disabled_at is null`),
  );
  const idOf = new Map(stored.map((row) => [row.emailKey, row.id]));
  const owners = new Map(stored.flatMap((row) => (row.ownerId ? [[row.id, row.ownerId] as const] : [])));
  const contactOf = new Map(messages.map((message) => [message.id, idOf.get(emailKeyOf(message.email))!]));
  const unowned = keys
    .filter((key) => !owners.has(idOf.get(key)!))
    .map((key) => {
      const latest = byKey.get(key)!.at(-1)!;
      return { contactId: idOf.get(key)!, messageId: latest.id, lead: latest };
    });
  return { contactOf, owners, unowned };
}
