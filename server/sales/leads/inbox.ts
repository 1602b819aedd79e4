/**
 * The inbox's queries: a page of contacts (each shown by its latest lead) with search and filters,
 * the same view's leads for the export, and how many leads are new. Search is PostgreSQL full-text
 * search over a generated column (schema.ts). One lead's page is lead.ts.
 */
import { and, count, desc, eq, gte, lt, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "#server/platform/db/database.ts";
import { isLeadStatus, type LeadStatus } from "#shared/lead-status.ts";
import { adminUsers, contactMessages, contacts } from "#server/platform/db/schema.ts";
import { leadPages } from "./queries.ts";
import { searchParam, searchQuery } from "#server/platform/db/text-search.ts";

export const INBOX_PAGE_SIZE = 25;
/**
 * The list counts matching leads up to this many and then says "10,000+": counting every row of a
 * broad search over 100,000 leads costs more than listing a page of them (docs/benchmarks.md).
 */
export const COUNT_CAP = 10_000;

export interface InboxFilter {
  q?: string;
  status?: LeadStatus;
  /** Inclusive start day, YYYY-MM-DD (UTC). */
  from?: string;
  /** Inclusive end day, YYYY-MM-DD (UTC). */
  to?: string;
  /** Only the contacts this account owns ("My leads"). */
  ownerId?: string;
  /** Only leads from this built form (`?form=<id>`); in the list, the contacts that sent one. */
  formId?: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filter from a URL's query string; anything malformed is dropped rather than failing the page. `me`: the account asking. */
export function filterFromParams(params: URLSearchParams, me?: string): InboxFilter {
  const filter: InboxFilter = {};
  if (params.get("owner") === "me" && me) filter.ownerId = me;
  const q = searchParam(params);
  if (q) filter.q = q;
  const status = params.get("status");
  if (isLeadStatus(status)) filter.status = status;
  const form = params.get("form");
  if (form && /^[1-9]\d{0,9}$/.test(form) && Number(form) <= 2 ** 31 - 1) filter.formId = Number(form);
  for (const key of ["from", "to"] as const) {
    const day = params.get(key);
    if (day && DAY.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`))) filter[key] = day;
  }
  return filter;
}

/** The leads a view holds (the export's rows). */
function whereOf(filter: InboxFilter): SQL | undefined {
  const conditions: SQL[] = [];
  const query = filter.q ? searchQuery(filter.q) : undefined;
  // Every word of a lead is in its contact's indexed document: the contacts found narrow the leads to check.
  if (query)
    conditions.push(
      sql`${contactMessages.contactId} in (select ${contacts.id} from ${contacts} where ${contacts.search} @@ to_tsquery('simple', ${query}))`,
      sql`${contactMessages.search} @@ to_tsquery('simple', ${query})`,
    );
  if (filter.ownerId) conditions.push(sql`${contactMessages.contactId} in (select ${contacts.id} from ${contacts} where ${contacts.ownerId} = ${filter.ownerId})`);
  // Spam is out of sight unless asked for, like a mail client's spam folder.
  if (filter.status) conditions.push(eq(contactMessages.status, filter.status));
  else conditions.push(ne(contactMessages.status, "spam"));
  if (filter.from) conditions.push(gte(contactMessages.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) conditions.push(lt(contactMessages.createdAt, new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000)));
  if (filter.formId !== undefined) conditions.push(eq(contactMessages.formId, filter.formId));
  return and(...conditions);
}

/**
 * The contacts a view lists: those with a lead the search finds, by their latest lead's status
 * (spam out of sight unless asked for) and day, and owner. Only the contacts' own columns (the
 * latest lead's status and time, and every message's words, are kept there), so the list and its
 * count need no join.
 */
function contactsWhere(filter: InboxFilter): SQL | undefined {
  const conditions: SQL[] = [];
  const query = filter.q ? searchQuery(filter.q) : undefined;
  if (query) conditions.push(sql`${contacts.search} @@ to_tsquery('simple', ${query})`);
  if (filter.status) conditions.push(eq(contacts.latestStatus, filter.status));
  else conditions.push(ne(contacts.latestStatus, "spam"));
  if (filter.from) conditions.push(gte(contacts.latestAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) conditions.push(lt(contacts.latestAt, new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000)));
  if (filter.ownerId) conditions.push(eq(contacts.ownerId, filter.ownerId));
  // The form's partial index finds its leads; their contacts are the list's.
  if (filter.formId !== undefined) conditions.push(sql`${contacts.id} in (select ${contactMessages.contactId} from ${contactMessages} where ${contactMessages.formId} = ${filter.formId})`);
  return and(...conditions);
}

/** A contact as the list shows it: its latest lead (the row links to it), how many it sent, its owner. */
const summaryColumns = {
  id: contactMessages.id,
  contactId: contacts.id,
  createdAt: contactMessages.createdAt,
  lastActivityAt: contacts.lastActivityAt,
  messageCount: contacts.messageCount,
  owner: adminUsers.email,
  name: contactMessages.name,
  email: contactMessages.email,
  company: contactMessages.company,
  status: contactMessages.status,
  dueAt: contactMessages.dueAt,
  firstResponseAt: contactMessages.firstResponseAt,
  /** The built form it answered (null: the contact form): the list shows the form's name instead of the message. */
  formId: contactMessages.formId,
  /** The start of the message, for the list (the whole one is on the lead's page). */
  preview: sql<string>`left(${contactMessages.message}, 140)`,
};

function listedContacts(db: Database) {
  return db.select(summaryColumns).from(contacts).innerJoin(contactMessages, eq(contactMessages.id, contacts.latestMessageId)).leftJoin(adminUsers, eq(adminUsers.id, contacts.ownerId));
}

export async function listLeads(db: Database, filter: InboxFilter, page = 1, pageSize = INBOX_PAGE_SIZE) {
  const where = contactsWhere(filter);
  const safePage = Math.max(1, Math.min(Math.floor(page) || 1, 100_000));
  const matching = db
    .select({ id: contacts.id })
    .from(contacts)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as("matching");
  const [leads, [counted]] = await Promise.all([
    listedContacts(db)
      .where(where)
      .orderBy(desc(contacts.lastActivityAt), desc(contacts.id))
      .limit(pageSize)
      .offset((safePage - 1) * pageSize),
    db.select({ value: count() }).from(matching),
  ]);
  const total = Math.min(counted?.value ?? 0, COUNT_CAP);
  return { leads, total, totalIsCapped: (counted?.value ?? 0) > COUNT_CAP, page: safePage, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/** Every lead of a filtered view, newest first, a page per query (for the streamed export). */
export function leadPagesForExport(db: Database, filter: InboxFilter) {
  return leadPages(db, whereOf(filter), "desc");
}

/** The header's "N new": contacts whose latest message nobody has worked yet, as the list shows them. */
export async function countNew(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(contacts).where(eq(contacts.latestStatus, "new"));
  return row?.value ?? 0;
}
