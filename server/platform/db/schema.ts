/**
 * Lead storage: one schema and one migration set for PGlite (embedded) and PostgreSQL.
 * A message and its outbox rows are written in the same transaction (server/sales/contact/store.ts).
 */
import { getTableColumns, sql } from "drizzle-orm";
import { boolean, check, customType, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { Attribution } from "#shared/attribution.ts";
import type { ConversionKind } from "#shared/conversions.ts";
import type { CallOutcome, FirstAnswerKind, LeadActivityKind } from "#shared/lead-activity.ts";
import type { LeadStatus } from "#shared/lead-status.ts";
import type { Role } from "#shared/admin-roles.ts";
import type { RoutingRule } from "#shared/lead-routing.ts";
import type { FormAnswers, GivenConsent, Unlocked } from "#shared/forms/form.ts";
import { experiments } from "./experiments-schema.ts";
import { queueColumns } from "./queue-columns.ts";

/** PostgreSQL's text-search vector (the same type on PGlite). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * A person who wrote, once or many times: submissions from one address (compared lower-cased after
 * the form's trimming) are one contact, with one owner on the sales team (ADR 028). The counts and
 * the latest message are kept here, in the transaction that stores each message, so the inbox lists
 * contacts without grouping every lead on every page.
 */
export const contacts = pgTable(
  "contacts",
  {
    id: text("id").primaryKey(),
    /** lower(email) of its messages: one contact per address. */
    emailKey: text("email_key").notNull(),
    /** The sales account that works this contact; null until one is active. */
    ownerId: text("owner_id").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Its latest message, note, status change or meeting. */
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    messageCount: integer("message_count").notNull().default(0),
    latestMessageId: text("latest_message_id"),
    /** The latest message's status and time, kept here so the inbox filters contacts without a join. */
    latestStatus: text("latest_status").$type<LeadStatus>().notNull().default("new"),
    latestAt: timestamp("latest_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Every one of its messages' search documents together, kept by a trigger (migration 0023): the
     * inbox's word search reads the contacts' narrow rows instead of every matching message's.
     */
    search: tsvector("search")
      .notNull()
      .default(sql`''::tsvector`),
  },
  (table) => [
    uniqueIndex("contacts_email_key_idx").on(table.emailKey),
    // Without GIN's pending list: a commit that would flush it took 60+ ms (issue 72); steady costs less than spikes.
    index("contacts_search_idx").using("gin", table.search).with({ fastupdate: false }),
    index("contacts_last_activity_idx").on(table.lastActivityAt),
    index("contacts_status_activity_idx").on(table.latestStatus, table.lastActivityAt),
    index("contacts_owner_idx").on(table.ownerId, table.lastActivityAt),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: text("id").primaryKey(),
    /** The person who sent it (one per address). */
    contactId: text("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull().default(""),
    phone: text("phone").notNull().default(""),
    message: text("message").notNull(),
    /** The page the visitor sent it from, when known (for sales context). */
    sourcePage: text("source_page"),
    /** The language of that page (ADR 054: its locale segment, else the site's default); null for leads stored before languages. */
    locale: text("locale"),
    /** First and last touch of the visit (shared/attribution.ts); null for leads stored before it existed. */
    attribution: jsonb("attribution").$type<Attribution>(),
    /** The experiments' first-party visitor id, kept only when the visitor saw an experiment (null for everyone else): one conversion per visitor (ADR 044). */
    visitorId: text("visitor_id"),
    /** The built form it answered (null: the site's contact form) and the version it saw (form_versions). */
    formId: integer("form_id"),
    formVersion: integer("form_version"),
    /** Every answer to that version's fields by key, hidden and consent fields included (shared/forms/answers.ts). */
    answers: jsonb("answers").$type<FormAnswers>(),
    /** The consents given, in the exact words and version the visitor read. */
    consent: jsonb("consent").$type<GivenConsent[]>(),
    /** The file the form gave in exchange, and until when its link works. */
    unlocked: jsonb("unlocked").$type<Unlocked>(),
    /** Client-supplied Idempotency-Key: a retried submit returns the first message instead of a second. */
    idempotencyKey: text("idempotency_key"),
    /** SHA-256 of the canonical payload, to tell a retry from a different message reusing a key. */
    payloadHash: text("payload_hash").notNull(),
    status: text("status").$type<LeadStatus>().notNull().default("new"),
    /** When its first answer is due: 24 hours on the office's clock (shared/business-time.ts); null for leads from before. */
    dueAt: timestamp("due_at", { withTimezone: true }),
    /**
     * Its first answer (ADR 033): the first call or email the team logged on its contact after it
     * arrived. A status change or a note is not an answer.
     */
    firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
    /** Who gave the first answer: speed to lead credits them, whoever owns the contact later. */
    firstResponderId: text("first_responder_id").references(() => adminUsers.id, { onDelete: "set null" }),
    /** A logged call or email; "status-or-note" for an answer recorded by the rule before migration 0024, left out of speed to lead. */
    firstResponseKind: text("first_response_kind").$type<FirstAnswerKind>(),
    /**
     * The inbox's full-text search document, generated by the database so it can never drift from
     * the lead: names, company and message as words, the email whole and split at "@" and "." so
     * "acme" finds jane@acme.com, and a built form's string answers (migration 0040: never keys,
     * numbers or ticked boxes). The 'simple' configuration keeps names as written (no stemming).
     * Not indexed (migration 0046): its contact's indexed document holds every one of its words.
     */
    search: tsvector("search").generatedAlwaysAs(
      sql`to_tsvector('simple', name || ' ' || email || ' ' || translate(email, '@.+_-', '     ') || ' ' || company || ' ' || message) || jsonb_to_tsvector('simple', coalesce(answers, '{}'::jsonb), '["string"]'::jsonb)`,
    ),
  },
  (table) => [
    index("contact_messages_status_created_at_idx").on(table.status, table.createdAt),
    uniqueIndex("contact_messages_idempotency_key_idx").on(table.idempotencyKey),
    index("contact_messages_email_idx").on(sql`lower(${table.email})`),
    index("contact_messages_created_at_idx").on(table.createdAt),
    index("contact_messages_contact_idx").on(table.contactId, table.createdAt),
    index("contact_messages_form_idx")
      .on(table.formId, table.createdAt)
      .where(sql`${table.formId} is not null`),
    index("contact_messages_awaiting_idx")
      .on(table.dueAt)
      .where(sql`${table.firstResponseAt} is null`),
  ],
);

export const OUTBOX_STATUSES = ["pending", "delivered", "dead"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
/**
 * The sales inbox's email, the webhook, the email to the lead's owner (ADR 028), the CRMs
 * (docs/crm.md), and the email to the visitor with the link a form gave them (gated content).
 */
export const OUTBOX_CHANNELS = ["email", "webhook", "owner", "hubspot", "salesforce", "pipedrive", "visitor"] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export const outbox = pgTable(
  "outbox",
  {
    id: text("id").primaryKey(),
    messageId: text("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    channel: text("channel").$type<OutboxChannel>().notNull(),
    ...queueColumns<OutboxStatus>(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (table) => [
    index("outbox_due_idx").on(table.status, table.nextAttemptAt),
    index("outbox_message_idx").on(table.messageId),
    uniqueIndex("outbox_message_channel_idx").on(table.messageId, table.channel),
  ],
);

/** A CRM's record of a contact as a delivery created or found it (docs/crm.md): found at once by every process. */
export const crmRecords = pgTable(
  "crm_records",
  {
    channel: text("channel").$type<OutboxChannel>().notNull(),
    contactId: text("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    record: jsonb("record").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.channel, table.contactId] })],
);

/** A lead as the application reads it: every column but the search document, which only the database uses. */
export type ContactMessageRow = Omit<typeof contactMessages.$inferSelect, "search">;
const { search: _searchDocument, ...contactMessageColumns } = getTableColumns(contactMessages);
/** Select these instead of `select()`: the generated search vector is an index, not data to show or export. */
export const leadColumns = contactMessageColumns;
export type OutboxRow = typeof outbox.$inferSelect;

/** Contact submissions per hashed client address and window, shared by every process (PostgreSQL). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/**
 * Booking-page visits and booked demos (shared/conversions.ts), with the visit's attribution, for
 * the admin app's reports. No identifier of the visitor, except the experiments' id of one who saw a
 * page experiment (so they count once there): otherwise a row is a count with a source.
 */
export const conversions = pgTable(
  "conversions",
  {
    id: text("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    kind: text("kind").$type<ConversionKind>().notNull(),
    attribution: jsonb("attribution").$type<Attribution>().notNull(),
    /** A booked demo's meeting at the scheduler (its invitee's address), from the browser or the webhook: counted once. */
    meetingId: text("meeting_id"),
    /** The experiments' first-party visitor id, kept only when the visitor saw an experiment (null for everyone else): one conversion per visitor (ADR 044). */
    visitorId: text("visitor_id"),
  },
  (table) => [index("conversions_at_idx").on(table.at), uniqueIndex("conversions_meeting_idx").on(table.meetingId)],
);

/**
 * One lead's or one booking's credit to a variant it saw (ADR 042): written in the transaction that
 * stores the lead or the conversion (or joins the browser's experiments to a demo the scheduler's
 * webhook stored first), erased with it, and with the experiment. What the goal asks of the lead's
 * status is read from the lead itself, as sales changes it later.
 */
export const experimentConversions = pgTable(
  "experiment_conversions",
  {
    experimentId: integer("experiment_id")
      .notNull()
      .references(() => experiments.id, { onDelete: "cascade" }),
    variant: text("variant").notNull(),
    /** Who it counts for, once per goal: the visitor's experiments id, else the contact who wrote or the meeting (rows from before there was one). */
    unit: text("unit").notNull(),
    /** When the lead was stored or the booking recorded. */
    at: timestamp("at", { withTimezone: true }).notNull(),
    contactMessageId: text("contact_message_id").references(() => contactMessages.id, { onDelete: "cascade" }),
    conversionId: text("conversion_id").references(() => conversions.id, { onDelete: "cascade" }),
  },
  (table) => [
    check("experiment_conversions_one_source", sql`num_nonnulls(${table.contactMessageId}, ${table.conversionId}) = 1`),
    uniqueIndex("experiment_conversions_message_idx").on(table.contactMessageId, table.experimentId, table.variant),
    uniqueIndex("experiment_conversions_conversion_idx").on(table.conversionId, table.experimentId, table.variant),
    index("experiment_conversions_variant_idx").on(table.experimentId, table.variant, table.at),
  ],
);

/**
 * The reports' figures per ISO week (Monday, UTC), kept until the week changes (ADR 031). Triggers
 * (migration 0021) bump `version` whenever a lead, its contact's owner or a conversion of that week
 * changes; figures computed for an older version are computed again on the next read.
 */
export const reportWeeks = pgTable("report_weeks", {
  week: date("week", { mode: "string" }).primaryKey(),
  version: integer("version").notNull().default(1),
  figures: jsonb("figures"),
  figuresVersion: integer("figures_version"),
});

export type MeetingStatus = "booked" | "canceled";

/** A meeting booked through the scheduler (its signed webhook), on its contact's timeline. Erased with the contact. */
export const meetings = pgTable(
  "meetings",
  {
    /** The scheduler's address of the booking (Calendly: the invitee's URI): one row per booking. */
    id: text("id").primaryKey(),
    contactId: text("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    /** The kind of meeting as the scheduler names it, e.g. "30 minute demo". */
    title: text("title").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    status: text("status").$type<MeetingStatus>().notNull(),
    cancelReason: text("cancel_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("meetings_contact_idx").on(table.contactId, table.startsAt)],
);

/** A status change, a note, a logged call or email, or the contact given to an owner (by the routing or by hand). */
export type LeadEventKind = "status" | "note" | LeadActivityKind | "owner" | "meeting" | "meeting-canceled";

/** A lead's history: status changes, notes, logged calls and emails, with who did it and when. Erased with the lead. */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: text("id").primaryKey(),
    messageId: text("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The team member's email, kept as text so history outlives a disabled account. */
    actor: text("actor").notNull(),
    kind: text("kind").$type<LeadEventKind>().notNull(),
    fromStatus: text("from_status").$type<LeadStatus>(),
    toStatus: text("to_status").$type<LeadStatus>(),
    note: text("note"),
    /** A logged call: how it went. */
    outcome: text("outcome").$type<CallOutcome>(),
    /** An assignment: the account the contact went to (its rule's name, if any, is the note). */
    ownerId: text("owner_id"),
    /** A meeting booked or canceled (kinds "meeting", "meeting-canceled"). */
    meetingId: text("meeting_id"),
  },
  (table) => [index("lead_events_message_idx").on(table.messageId, table.at)],
);

/** The vendor's people who may use the admin app. Created by an operator (`npm run leads -- users add`). */
export const adminUsers = pgTable(
  "admin_users",
  {
    id: text("id").primaryKey(),
    /** Stored lower-cased: one account per address. */
    email: text("email").notNull(),
    /** scrypt with its parameters (server/auth/passwords.ts); null until the setup link is used. */
    passwordHash: text("password_hash"),
    /** SHA-256 of the one-time setup link's token, and when it stops working. */
    setupTokenHash: text("setup_token_hash"),
    setupExpiresAt: timestamp("setup_expires_at", { withTimezone: true }),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /** What the account may use (shared/admin-roles.ts, declared on each route: server/auth/access.ts); accounts from before roles are admins. */
    role: text("role").$type<Role>().notNull().default("admin"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    /** Out of the office: a sales account marked away gets no new leads (it keeps its contacts). */
    away: boolean("away").notNull().default(false),
  },
  (table) => [uniqueIndex("admin_users_email_idx").on(table.email), uniqueIndex("admin_users_setup_token_idx").on(table.setupTokenHash)],
);

/**
 * Signed-in sessions. The cookie holds a random token; only its SHA-256 is stored, so a copy of the
 * database signs nobody in. Revoking is deleting the row.
 */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    /** The synchronizer token every state-changing request must echo (X-CSRF-Token or a form field). */
    csrfToken: text("csrf_token").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** Absolute expiry: no activity extends a session past this. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** How the person signed in ("password" or "passkey"), shown in the account's session list. */
    method: text("method").notNull(),
    userAgent: text("user_agent").notNull().default(""),
  },
  (table) => [index("admin_sessions_user_idx").on(table.userId)],
);

/** Passkeys (WebAuthn credentials) people registered to sign in without a password (server/auth/passkeys.ts). */
export const adminPasskeys = pgTable(
  "admin_passkeys",
  {
    /** The credential ID, base64url, as the authenticator made it. */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    /** The signature counter the authenticator last reported (0 for most passkeys, which do not count). */
    counter: integer("counter").notNull().default(0),
    transports: jsonb("transports").$type<string[]>(),
    /** Synced (backed up) by a password manager or platform, or bound to one device. */
    backedUp: boolean("backed_up").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [index("admin_passkeys_user_idx").on(table.userId)],
);

/**
 * WebAuthn challenges in flight: one per ceremony, keyed by the SHA-256 of a token in a short-lived
 * cookie, spent on first use, worthless after five minutes.
 */
export const webauthnChallenges = pgTable(
  "admin_webauthn_challenges",
  {
    id: text("id").primaryKey(),
    challenge: text("challenge").notNull(),
    /** Set for a registration (the signed-in user adding a passkey); null for a sign-in. */
    userId: text("user_id"),
    /** The hashed client address that asked, so one address cannot fill the table. */
    address: text("address").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("admin_webauthn_challenges_address_idx").on(table.address, table.createdAt), index("admin_webauthn_challenges_created_at_idx").on(table.createdAt)],
);

/** Sign-in attempts per account and per address, for the throttle (server/auth/throttle.ts). */
export const signInFailures = pgTable("admin_sign_in_failures", {
  key: text("key").primaryKey(),
  /** Attempts let through in this window and not successful: in flight or failed. */
  count: integer("count").notNull(),
  /** Attempts refused in this window; the first refusal is audited, the rest only counted. */
  refused: integer("refused").notNull().default(0),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/**
 * One row: how new leads find their owner (server/sales/leads/routing.ts). `rules` are tried in order; the
 * round-robin turn is kept here, so every process takes turns from the same place.
 */
export const leadRouting = pgTable("lead_routing", {
  id: integer("id").primaryKey().default(1),
  rules: jsonb("rules").$type<RoutingRule[]>().notNull().default([]),
  /** The account that got the last lead by turns: the next one goes to the account after it. */
  lastOwnerId: text("last_owner_id"),
  updatedAt: timestamp("updated_at", { withTimezone: true }),
  updatedBy: text("updated_by"),
});

/** Who did what: sign-ins (and failures), exports, erasures, status changes, account changes. Append-only. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: text("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The team member's email, "cli" for the operator's command line, or the address tried at a failed sign-in. */
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    /** What it was done to (a lead id, an account); never a visitor's email (an erasure names a hash of it). */
    target: text("target"),
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    /** The client's address (hashed like the rate limit's keys), for sign-in forensics. */
    address: text("address"),
    ok: boolean("ok").notNull().default(true),
  },
  (table) => [index("audit_log_at_idx").on(table.at)],
);

/** Proofs of work already used (docs/decisions/048): each challenge is spent once, kept until it expires. */
export const proofOfWorkSpent = pgTable(
  "proof_of_work_spent",
  {
    challenge: text("challenge").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("proof_of_work_spent_expires_idx").on(table.expiresAt)],
);

/**
 * Secrets every process must share (the signature of download links, of proof-of-work challenges):
 * made once at random by the first process that needs one, unless the operator configured it.
 */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  secret: text("secret").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type LeadEventRow = typeof leadEvents.$inferSelect;
export type ContactRow = typeof contacts.$inferSelect;
export type AdminUserRow = typeof adminUsers.$inferSelect;
export type AdminSessionRow = typeof adminSessions.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;
export type AdminPasskeyRow = typeof adminPasskeys.$inferSelect;

export * from "./content-schema.ts";
export * from "./experiments-schema.ts";
