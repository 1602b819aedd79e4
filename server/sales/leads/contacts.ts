/**
 * Messages join contacts (ADR 028): in the transaction that stores them, each message finds the
 * contact of its address (created the first time), and a contact without a working owner gets one
 * (routing.ts). A contact is written once a commit, whole: a new one with its owner and its
 * messages' search document in its insert, since every later version of its row is another entry
 * in each of its six indexes and a dead row for autovacuum (issue 72).
 */
import { randomUUID } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { Attribution } from "#shared/attribution.ts";
import type { Executor } from "#server/platform/db/database.ts";
import { rowsOf } from "#server/platform/db/database.ts";
import { recordset } from "#server/platform/db/recordset.ts";
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

/** A contact the batch writes to that exists: its id, and its owner while that account can still work it. */
export interface FoundContact {
  id: string;
  ownerId: string | null;
}

/** Where each message goes, and the contacts still without a working owner (routing.ts assigns them). */
export interface Joined {
  contactOf: Map<string, string>;
  owners: Map<string, string>;
  unowned: Unowned[];
  /** Each contact's row as the commit writes it, in address order. */
  rows: ContactRow[];
}

interface ContactRow {
  id: string;
  email_key: string;
  message_count: number;
  latest_message_id: string;
  latest_status: "new";
  latest_at: Date;
}

const CONTACT_COLUMNS = { id: "text", email_key: "text", message_count: "integer", latest_message_id: "text", latest_status: "text", latest_at: "timestamptz", owner_id: "text" } as const;

/**
 * The batch's contacts that exist, locked until the commit in address order (so two transactions
 * never wait on each other's contacts in opposite orders), each with its working owner. The same
 * wait tells the messages' trigger that this commit writes the contacts' search documents itself.
 */
export async function lockedContacts(tx: Executor, emails: readonly string[]): Promise<Map<string, FoundContact>> {
  const keys = [...new Set(emails.map(emailKeyOf))].sort();
  const [rows] = await Promise.all([
    rowsOf<{ id: string; emailKey: string; ownerId: string | null }>(
      tx.execute(sql`select ${contacts.id}, ${contacts.emailKey} as "emailKey", owner.id as "ownerId" from ${contacts}
        left join ${adminUsers} owner on owner.id = ${contacts.ownerId} and owner.disabled_at is null
        where ${contacts.emailKey} in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb)) order by ${contacts.emailKey} for update of ${contacts}`),
    ),
    tx.execute(sql`select set_config('leads.search_kept', 'on', true)`),
  ]);
  return new Map(rows.map((row) => [row.emailKey, { id: row.id, ownerId: row.ownerId }]));
}

/** Each message's contact (found, or a new one), the owners already working them, and those that need one. */
export function joinContacts(found: ReadonlyMap<string, FoundContact>, messages: readonly IncomingMessage[]): Joined {
  const byKey = new Map<string, IncomingMessage[]>();
  for (const message of messages) {
    const key = emailKeyOf(message.email);
    byKey.set(key, [...(byKey.get(key) ?? []), message]);
  }
  const rows = [...byKey.keys()].sort().map((key): ContactRow => {
    const latest = byKey.get(key)!.at(-1)!;
    return { id: found.get(key)?.id ?? randomUUID(), email_key: key, message_count: byKey.get(key)!.length, latest_message_id: latest.id, latest_status: "new", latest_at: latest.createdAt };
  });
  const owners = new Map(rows.flatMap((row) => (found.get(row.email_key)?.ownerId ? [[row.id, found.get(row.email_key)!.ownerId!] as const] : [])));
  const idOf = new Map(rows.map((row) => [row.email_key, row.id]));
  const contactOf = new Map(messages.map((message) => [message.id, idOf.get(emailKeyOf(message.email))!]));
  const unowned = rows.filter((row) => !owners.has(row.id)).map((row) => ({ contactId: row.id, messageId: row.latest_message_id, lead: byKey.get(row.email_key)!.at(-1)! }));
  return { contactOf, owners, unowned, rows };
}

/**
 * The contacts' write, a CTE of the statement whose CTE `messages` inserts the batch's messages
 * (returning `contact_id, search`): new contacts whole, found ones counted on, each given the owner
 * assigned to it and its new messages' words.
 */
export function writeContacts(joined: Joined, assigned: ReadonlyMap<string, string>, messages: string): SQL {
  const rows = joined.rows.map((row) => ({ ...row, owner_id: assigned.get(row.id) ?? null }));
  return sql`insert into ${contacts} (id, email_key, message_count, latest_message_id, latest_status, latest_at, owner_id, search)
    select r.*, coalesce(added.search, ''::tsvector) from (${recordset(rows, CONTACT_COLUMNS)}) r
    left join (select contact_id, search_documents(search) as search from ${sql.identifier(messages)} group by contact_id) added on added.contact_id = r.id
    on conflict (email_key) do update set message_count = ${contacts.messageCount} + excluded.message_count, latest_message_id = excluded.latest_message_id,
      latest_status = excluded.latest_status, latest_at = excluded.latest_at, last_activity_at = now(),
      owner_id = coalesce(excluded.owner_id, ${contacts.ownerId}), search = ${contacts.search} || excluded.search`;
}
