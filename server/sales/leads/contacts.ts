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

export async function joinContacts(tx: Executor, messages: readonly IncomingMessage[]): Promise<Joined> {
  const byKey = new Map<string, IncomingMessage[]>();
  for (const message of messages) {
    const key = emailKeyOf(message.email);
    byKey.set(key, [...(byKey.get(key) ?? []), message]);
  }
  const keys = [...byKey.keys()].sort();
  const rows = keys.map((key) => {
    const latest = byKey.get(key)!.at(-1)!;
    return { id: randomUUID(), emailKey: key, messageCount: byKey.get(key)!.length, latestMessageId: latest.id, latestStatus: "new" as const, latestAt: latest.createdAt };
  });
  const upsert = tx
    .insert(contacts)
    .values(rows)
    .onConflictDoUpdate({
      target: contacts.emailKey,
      set: {
        messageCount: sql`${contacts.messageCount} + excluded.message_count`,
        latestMessageId: sql`excluded.latest_message_id`,
        latestStatus: sql`excluded.latest_status`,
        latestAt: sql`excluded.latest_at`,
        lastActivityAt: sql`now()`,
      },
    })
    .returning({ id: contacts.id, emailKey: contacts.emailKey, ownerId: contacts.ownerId })
    .getSQL();
  // One round trip: each contact with its owner while that account can still work it (not disabled).
  const stored = await rowsOf<{ id: string; emailKey: string; ownerId: string | null }>(
    tx.execute(sql`with stored as (${upsert})
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
