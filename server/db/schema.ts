/**
 * Lead storage: one schema and one migration set for PGlite (embedded) and PostgreSQL.
 * A message and its outbox rows are written in the same transaction (server/contact/store.ts).
 */
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: text("id").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull().default(""),
    phone: text("phone").notNull().default(""),
    message: text("message").notNull(),
    /** The page the visitor sent it from, when known (for sales context). */
    sourcePage: text("source_page"),
    /** Client-supplied Idempotency-Key: a retried submit returns the first message instead of a second. */
    idempotencyKey: text("idempotency_key"),
    /** SHA-256 of the canonical payload, to tell a retry from a different message reusing a key. */
    payloadHash: text("payload_hash").notNull(),
  },
  (table) => [
    uniqueIndex("contact_messages_idempotency_key_idx").on(table.idempotencyKey),
    index("contact_messages_email_idx").on(sql`lower(${table.email})`),
    index("contact_messages_created_at_idx").on(table.createdAt),
  ],
);

export const OUTBOX_STATUSES = ["pending", "delivered", "dead"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const OUTBOX_CHANNELS = ["email", "webhook"] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export const outbox = pgTable(
  "outbox",
  {
    id: text("id").primaryKey(),
    messageId: text("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    channel: text("channel").$type<OutboxChannel>().notNull(),
    status: text("status").$type<OutboxStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** When the worker may next try; also a lease: a claimed row is pushed forward while it is being sent. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    /** Set by the worker that claimed the row; only that claim may record the outcome. */
    claimToken: text("claim_token"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (table) => [
    index("outbox_due_idx").on(table.status, table.nextAttemptAt),
    index("outbox_message_idx").on(table.messageId),
    uniqueIndex("outbox_message_channel_idx").on(table.messageId, table.channel),
  ],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;

/** Contact submissions per hashed client address and window, shared by every process (PostgreSQL). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});
