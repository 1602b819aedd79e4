/**
 * Content storage: the blog's posts and authors, the redirects table and the publishing schedule
 * (docs/decisions/024-content-in-the-store.md). Same database as the leads, same migrations.
 */
import { sql } from "drizzle-orm";
import type { PostStatus } from "#app/lib/post-status.ts";
import { bigint, boolean, customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  // PGlite hands back a Uint8Array, node-postgres a Buffer: the application sees Buffers.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

export type { PostStatus } from "#app/lib/post-status.ts";

/** The people who write the blog. A post names its author by `name`, as the Markdown files do. */
export const authors = pgTable("authors", {
  name: text("name").primaryKey(),
  role: text("role"),
  bio: text("bio"),
  /** A portrait among the stored images ("images/maya-chen.jpg"), or none. */
  photo: text("photo"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const posts = pgTable(
  "posts",
  {
    id: integer("id").primaryKey(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    /** The article in Markdown, as the writer wrote it (site facts such as {brand} unfilled). */
    body: text("body").notNull(),
    author: text("author")
      .notNull()
      .references(() => authors.name, { onUpdate: "cascade" }),
    category: text("category").notNull(),
    tags: jsonb("tags").$type<string[]>().notNull(),
    /** The team's own cover photo (a stored image's path); the generated cover otherwise. */
    cover: text("cover"),
    coverAlt: text("cover_alt"),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    canonicalUrl: text("canonical_url"),
    noindex: boolean("noindex").notNull().default(false),
    status: text("status").$type<PostStatus>().notNull().default("draft"),
    /** When it went or goes live: the date the article shows. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    /** A scheduled unpublish, if any. */
    unpublishAt: timestamp("unpublish_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every save: a save based on an older revision is refused, not applied over it. */
    revision: integer("revision").notNull().default(1),
  },
  (table) => [
    uniqueIndex("posts_slug_idx").on(table.slug),
    index("posts_status_publish_at_idx").on(table.status, table.publishAt),
  ],
);

/**
 * Addresses that moved or went: a published post's old slug (301 to the new one), a manual
 * redirect, or a removed address (410, `to` null).
 */
export const redirects = pgTable("redirects", {
  from: text("from_path").primaryKey(),
  to: text("to_path"),
  reason: text("reason").$type<"slug" | "manual">().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type PostEventAction = "submitted" | "returned" | "published" | "scheduled" | "unpublished" | "unpublish-scheduled";

/** What happened to a post on its way to the site, who did it ("cli", "schedule" or an account's email) and when. */
export const postEvents = pgTable(
  "post_events",
  {
    id: text("id").primaryKey(),
    /** The order events were recorded in: two steps in one instant still read in the order taken. */
    seq: integer("seq").generatedAlwaysAsIdentity(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actor: text("actor").notNull(),
    action: text("action").$type<PostEventAction>().notNull(),
    /** A scheduled time, or the note sent back with a returned draft. */
    detail: jsonb("detail").$type<{ at?: string; note?: string }>(),
  },
  (table) => [index("post_events_post_idx").on(table.postId, table.seq)],
);

export type ContentJobAction = "publish" | "unpublish" | "cover";

/**
 * A publish or unpublish due at a time, or a post's cover to draw: a durable job any process may
 * run, once (server/content/scheduler.ts, cover-jobs.ts).
 */
export const contentJobs = pgTable(
  "content_jobs",
  {
    id: text("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    action: text("action").$type<ContentJobAction>().notNull(),
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    doneAt: timestamp("done_at", { withTimezone: true }),
  },
  (table) => [
    index("content_jobs_due_idx").on(table.runAt).where(sql`${table.doneAt} is null`),
    uniqueIndex("content_jobs_pending_idx").on(table.postId, table.action).where(sql`${table.doneAt} is null`),
  ],
);

/**
 * The team's own images, by the name posts and authors give them (`images/chart.png`): pictures in
 * an article's text, cover photos, portraits. Imported with the posts (or the seed) and kept as
 * they came; what the pages show is made from them (media).
 */
export const images = pgTable("images", {
  name: text("name").primaryKey(),
  contentType: text("content_type").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  sha256: text("sha256").notNull(),
  body: bytea("body").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Images the server made for the pages (covers, share cards, sizes of the team's images), by address, with the hash of what
 * each was made from: every process serves the same bytes, and an unchanged post's are made once.
 */
export const media = pgTable("media", {
  path: text("path").primaryKey(),
  sourceHash: text("source_hash").notNull(),
  contentType: text("content_type").notNull(),
  body: bytea("body").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One row: the generation the site is at. Every publish increments it in its own transaction. */
export const contentState = pgTable("content_state", {
  id: integer("id").primaryKey().default(1),
  generation: bigint("generation", { mode: "number" }).notNull().default(0),
  /** When the seed in content/blog was imported; set once. */
  seededAt: timestamp("seeded_at", { withTimezone: true }),
});

export type PostRow = typeof posts.$inferSelect;
export type PostEventRow = typeof postEvents.$inferSelect;
export type AuthorRow = typeof authors.$inferSelect;
export type RedirectRow = typeof redirects.$inferSelect;
