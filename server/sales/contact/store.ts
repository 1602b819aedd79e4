/**
 * Durable first: a message and one outbox row per delivery channel are committed in a single
 * transaction before the visitor gets their 201. If the process dies after that, the outbox
 * still holds the work; if it dies before, the visitor saw no success and can retry.
 *
 * Group commit: submissions that arrive while a write is in flight wait for it and are then
 * committed together in the next transaction. A lone submission is written at once (no timer,
 * no added latency); under load one commit, and one disk sync, acknowledges many messages: with the
 * embedded database the wait for the sync is what lets submissions queue up (docs/benchmarks.md,
 * "Contact endpoint at campaign scale"). A batch that fails is retried message by message, so one bad row
 * (a racing Idempotency-Key) never fails the messages that happened to share its commit; a message
 * whose new contact another process made meanwhile is written again, to the contact it made.
 *
 * Each message joins its contact (one per address) in the same transaction, and a contact without
 * a working owner gets one there too, with the owner's email in the outbox (ADR 028): a lead is
 * never stored without its owner while a sales account can take it.
 *
 * "Committed" means on stable storage: PostgreSQL's COMMIT returns once its WAL is synced
 * (synchronous_commit=on, server/platform/db/database.ts), so one disk sync acknowledges a whole batch.
 */
import { createHash, randomUUID } from "node:crypto";
import { eq, sql, type SQL } from "drizzle-orm";
import type { Attribution } from "#shared/attribution.ts";
import type { FormAnswers, GivenConsent, Unlocked } from "#shared/forms/form.ts";
import { CONTACT_FIELDS, type ContactMessage } from "#shared/contact-schema.ts";
import { readThenWrite, type Database, type Executor } from "#server/platform/db/database.ts";
import { errorCauses } from "#server/platform/error-causes.ts";
import { GroupedWork } from "#server/platform/db/grouped-work.ts";
import { insertRows } from "#server/platform/db/recordset.ts";
import { contactMessages, type outbox, type OutboxChannel } from "#server/platform/db/schema.ts";
import { joinContacts, lockedContacts, writeContacts } from "#server/sales/leads/contacts.ts";
import { readSettings } from "#server/platform/site-settings.ts";
import { siteWith } from "#shared/site-settings.ts";
import { replyDue } from "#shared/business-time.ts";
import { assignOwners, lockedRouting, type AnswerRoute } from "#server/sales/leads/routing.ts";
import { experimentCredits } from "#server/sales/experiment-conversions.ts";
import { attributedWith, type LeadVisitor, type SeenReader } from "#server/sales/experiments-seen.ts";
import type { ExperimentExposure } from "#shared/experiments/experiment.ts";
import { splitLocalePath } from "#shared/i18n/addresses.ts";
import type { SiteLocales } from "#shared/i18n/locales.ts";

/** A duplicate answers what its lead holds: its id, and what it unlocked (a retry gets the same link). */
export type StoreResult = { status: "created"; id: string } | { status: "duplicate"; id: string; unlocked?: Unlocked } | { status: "conflict" } | { status: "busy" };

/**
 * A lead is refused (503, tried again by the form's script) rather than queued once the oldest
 * waiting lead has waited this long: past the store's capacity a queue only grows, and every
 * visitor in it would wait longer than one who is told to try again in a second.
 */
export const BUSY_AFTER_MS = 2_000;

export interface StoreInput {
  message: ContactMessage;
  channels: readonly OutboxChannel[];
  idempotencyKey?: string;
  sourcePage?: string;
  attribution?: Attribution;
  /** The experiments' id of a visitor who saw one (one conversion per visitor); absent for everyone else. */
  visitorId?: string;
  /** The visitor whose experiments the commit reads and adds to `attribution` (and `visitorId` when they saw one). */
  visitor?: LeadVisitor;
  /** A built form's answers (absent: the site's contact form). */
  form?: FormSubmission;
  /** The owners a built form's rule on an answer names for a new contact (a returning one keeps its owner). */
  route?: AnswerRoute;
  /** Waits its turn when the store is busy instead of being refused: a sender whose retries come minutes apart (the scheduler). */
  waitWhenBusy?: boolean;
}

/** What a lead from a built form keeps beyond the contact columns. */
export interface FormSubmission {
  id: number;
  version: number;
  answers: FormAnswers;
  consent: GivenConsent[];
  unlocked?: Unlocked;
}

export interface ContactStoreOptions {
  /**
   * Write transactions in flight at once. One by default: commits that make contacts queue on the
   * routing turn and the reports' week row until the one ahead has synced, so a second transaction
   * only splits the waiting leads into smaller commits (about twice the CPU a lead; docs/benchmarks.md).
   */
  concurrency?: number;
  /** Most messages per commit, to bound the statement size. */
  maxBatch?: number;
  /** Email each lead's owner (the "owner" outbox channel): set when email is configured. */
  notifyOwners?: boolean;
  /** How long the oldest lead may wait for a commit before new ones are refused as busy (BUSY_AFTER_MS). */
  busyAfterMs?: number;
}

interface Pending {
  row: Omit<typeof contactMessages.$inferInsert, "contactId">;
  outboxRows: (typeof outbox.$inferInsert)[];
  route?: AnswerRoute;
  visitor?: LeadVisitor;
  settle: (outcome: { ok: true } | { ok: false; error: unknown }) => void;
}

/** The columns a stored message sets (the rest take their defaults), as `insertRows` reads them. */
const MESSAGE_COLUMNS = {
  id: "text",
  contact_id: "text",
  created_at: "timestamptz",
  due_at: "timestamptz",
  name: "text",
  email: "text",
  company: "text",
  phone: "text",
  message: "text",
  source_page: "text",
  locale: "text",
  attribution: "jsonb",
  visitor_id: "text",
  idempotency_key: "text",
  payload_hash: "text",
  form_id: "integer",
  form_version: "integer",
  answers: "jsonb",
  consent: "jsonb",
  unlocked: "jsonb",
} as const;
const OUTBOX_COLUMNS = { id: "text", message_id: "text", channel: "text" } as const;

export function payloadHash(message: ContactMessage, form?: FormSubmission): string {
  const fields = CONTACT_FIELDS.map((field) => message[field]);
  // A form's answers join the hash only when there are some, so a contact message's hash never changes.
  return createHash("sha256")
    .update(JSON.stringify(form ? [...fields, form.id, form.answers] : fields))
    .digest("hex");
}

export class ContactStore {
  private readonly commits: GroupedWork<Pending>;
  private readonly notifyOwners: boolean;
  private readonly busyAfterMs: number;

  constructor(
    private readonly db: Database,
    options: ContactStoreOptions = {},
  ) {
    this.commits = new GroupedWork((batch) => this.commit(batch), { concurrency: options.concurrency ?? 1, maxBatch: options.maxBatch ?? 100 });
    this.notifyOwners = options.notifyOwners ?? false;
    this.busyAfterMs = options.busyAfterMs ?? BUSY_AFTER_MS;
  }

  async store(input: StoreInput): Promise<StoreResult> {
    // Before the key's lookup too: shedding load must not cost a query.
    if (!input.waitWhenBusy && this.commits.oldestWait() > this.busyAfterMs) return { status: "busy" };
    const hash = payloadHash(input.message, input.form);
    if (input.idempotencyKey) {
      const existing = await this.findByKey(input.idempotencyKey);
      if (existing) return this.answerDuplicate(existing, hash);
    }
    const id = randomUUID();
    const row = {
      id,
      ...input.message,
      sourcePage: input.sourcePage ?? null,
      attribution: input.attribution ?? null,
      visitorId: input.visitorId ?? null,
      formId: input.form?.id ?? null,
      formVersion: input.form?.version ?? null,
      answers: input.form?.answers ?? null,
      consent: input.form?.consent ?? null,
      unlocked: input.form?.unlocked ?? null,
      idempotencyKey: input.idempotencyKey ?? null,
      payloadHash: hash,
    };
    const outboxRows = input.channels.map((channel) => ({ id: `msg_${randomUUID()}`, messageId: id, channel }));
    const outcome = await new Promise<{ ok: true } | { ok: false; error: unknown }>((settle) => this.commits.add({ row, outboxRows, route: input.route, visitor: input.visitor, settle }));
    if (outcome.ok) return { status: "created", id };
    // Two retries with the same key racing each other: the unique index lets one win.
    if (input.idempotencyKey && isUniqueViolation(outcome.error)) {
      const existing = await this.findByKey(input.idempotencyKey);
      if (existing) return this.answerDuplicate(existing, hash);
    }
    throw outcome.error;
  }

  private answerDuplicate(existing: { id: string; payloadHash: string; unlocked: Unlocked | null }, hash: string): StoreResult {
    if (existing.payloadHash !== hash) return { status: "conflict" };
    return { status: "duplicate", id: existing.id, ...(existing.unlocked && { unlocked: existing.unlocked }) };
  }

  private async commit(batch: Pending[]): Promise<void> {
    try {
      await this.write(batch);
      return this.acknowledge(batch);
    } catch (error) {
      if (batch.length === 1 && !isForeignKeyViolation(error)) return batch[0]!.settle({ ok: false, error });
    }
    const written: Pending[] = [];
    for (const pending of batch) {
      try {
        // A commit elsewhere made its new contact after this one looked: the next look finds it.
        await this.write([pending]).catch((error: unknown) => (isForeignKeyViolation(error) ? this.write([pending]) : Promise.reject(error)));
        written.push(pending);
      } catch (single) {
        pending.settle({ ok: false, error: single });
      }
    }
    this.acknowledge(written);
  }

  private acknowledge(committed: Pending[]): void {
    for (const pending of committed) pending.settle({ ok: true });
  }

  /**
   * Two waits for PostgreSQL whatever the batch's size (issue 72): BEGIN with the reads (the
   * settings, the routing turn, the batch's contacts that exist, what its visitors saw), then one
   * statement that writes the messages, their contacts, the owners' assignment, the outbox rows and
   * the experiments' credits, with COMMIT. The turn's lock, the found contacts' and the reports'
   * week row (the messages' trigger takes it) are held to the commit.
   */
  private async write(batch: Pending[]): Promise<void> {
    await readThenWrite(this.db, async (tx) => {
      const now = new Date();
      // The turn is locked before the contacts are read: a contact another commit made while this one waited is found.
      const [stored, routing, found, seen] = await Promise.all([
        readSettings(tx),
        lockedRouting(tx),
        lockedContacts(
          tx,
          batch.map(({ row }) => row.email),
        ),
        seenByVisitors(tx, batch),
      ]);
      const joined = joinContacts(
        found,
        batch.map(({ row }) => ({ id: row.id, createdAt: now, email: row.email, company: row.company ?? "", message: row.message, attribution: row.attribution ?? null })),
      );
      // The batch shares its commit's time, so its due time too (computed once: it walks the office's
      // calendar), on the office's clock as the site's settings publish it.
      const dueAt = replyDue(now, siteWith(stored.settings).hours);
      // Each row as the commit writes it, without copying what the lead already holds.
      const rows = batch.map(({ row, visitor }) => {
        const attributed = visitor ? attributedWith(row.attribution ?? null, visitor.visitorId, seen.get(visitor.visitorId)) : undefined;
        return { id: row.id, row, attribution: attributed ? attributed.attribution : (row.attribution ?? null), visitorId: attributed ? attributed.visitorId : (row.visitorId ?? null) };
      });
      const routes = new Map(batch.flatMap((pending) => (pending.route ? [[pending.row.id, pending.route] as const] : [])));
      const assigned = assignOwners(
        routing,
        joined.unowned.map((contact) => ({ ...contact, route: routes.get(contact.messageId) })),
      );
      const owners = new Map([...joined.owners, ...assigned.owners]);
      const ownerRows = this.notifyOwners
        ? rows.filter((row) => owners.has(joined.contactOf.get(row.id)!)).map((row) => ({ id: `msg_${randomUUID()}`, messageId: row.id, channel: "owner" as const }))
        : [];
      const outboxRows = [...batch.flatMap((pending) => pending.outboxRows), ...ownerRows];
      const credits = experimentCredits(
        rows.map((row) => ({ source: { contactMessageId: row.id }, seen: row.attribution?.experiments, unit: row.visitorId ?? joined.contactOf.get(row.id)!, at: now })),
      );
      const writes: SQL[] = [
        writeContacts(joined, assigned.owners, "messages"),
        ...assigned.writes,
        ...(outboxRows.length > 0
          ? [
              insertRows(
                "outbox",
                outboxRows.map(({ id, messageId, channel }) => ({ id, message_id: messageId, channel })),
                OUTBOX_COLUMNS,
              ),
            ]
          : []),
        ...(credits ? [credits] : []),
      ];
      const messages = sql`${insertRows(
        "contact_messages",
        rows.map(({ row, attribution, visitorId }) => messageColumns(row, { contactId: joined.contactOf.get(row.id)!, locales: stored.locales, attribution, visitorId, createdAt: now, dueAt })),
        MESSAGE_COLUMNS,
      )} returning contact_id, search`;
      // Data-modifying CTEs all run, in one snapshot; the foreign keys are checked at the statement's end.
      return [
        sql`with messages as (${messages}), ${sql.join(
          writes.map((write, i) => sql`${sql.raw(`w${i}`)} as (${write})`),
          sql`, `,
        )} select 1`,
      ];
    });
  }

  private async findByKey(key: string) {
    const [row] = await this.db
      .select({ id: contactMessages.id, payloadHash: contactMessages.payloadHash, unlocked: contactMessages.unlocked })
      .from(contactMessages)
      .where(eq(contactMessages.idempotencyKey, key))
      .limit(1);
    return row;
  }
}

/** What the batch's visitors saw, each reader asked once; issued at once, so it joins the commit's first wait. */
async function seenByVisitors(tx: Executor, batch: readonly Pending[]): Promise<Map<string, ExperimentExposure[]>> {
  const byReader = new Map<SeenReader, { visitorId: string; before: Date }[]>();
  for (const { visitor } of batch) {
    if (!visitor) continue;
    const visitors = byReader.get(visitor.read) ?? [];
    visitors.push(visitor);
    byReader.set(visitor.read, visitors);
  }
  const answers = await Promise.all([...byReader].map(([read, visitors]) => read(tx, visitors)));
  return new Map(answers.flatMap((answer) => [...answer]));
}

/** What the commit sets on a lead's row: its contact, its time and due time, and what its visitor saw. */
interface Committed {
  contactId: string;
  locales: SiteLocales;
  createdAt: Date;
  dueAt: Date;
  attribution: Attribution | null;
  visitorId: string | null;
}

/** A message's row as `insertRows` takes it: the columns of MESSAGE_COLUMNS. */
function messageColumns(row: Omit<typeof contactMessages.$inferInsert, "contactId">, committed: Committed): Record<keyof typeof MESSAGE_COLUMNS, unknown> {
  return {
    id: row.id,
    contact_id: committed.contactId,
    created_at: committed.createdAt,
    due_at: committed.dueAt,
    name: row.name,
    email: row.email,
    company: row.company ?? "",
    phone: row.phone ?? "",
    message: row.message,
    source_page: row.sourcePage,
    // The language of the page it came from, by its address (ADR 054); unknown without one.
    locale: row.sourcePage ? splitLocalePath(row.sourcePage, committed.locales).locale : null,
    attribution: committed.attribution,
    visitor_id: committed.visitorId,
    idempotency_key: row.idempotencyKey,
    payload_hash: row.payloadHash,
    form_id: row.formId ?? null,
    form_version: row.formVersion ?? null,
    answers: row.answers ?? null,
    consent: row.consent ?? null,
    unlocked: row.unlocked ?? null,
  };
}

function isUniqueViolation(error: unknown): boolean {
  return [...errorCauses(error)].some((current) => (current as { code?: string }).code === "23505");
}

function isForeignKeyViolation(error: unknown): boolean {
  return [...errorCauses(error)].some((current) => (current as { code?: string }).code === "23503");
}
