/**
 * The blog's post as a kind of document (server/documents/kind.ts): its fields are columns of its
 * row, finished when complete (shared/post-fields.ts), live at /blog/<slug>; publishing puts what
 * the row holds on the site (a scheduled post's edits wait for "Update"). Writers write as
 * themselves, and delete only the drafts they started.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { articlePath } from "#shared/blog-paths.ts";
import { localeSegment } from "#shared/i18n/locales.ts";
import { completenessProblems, sameFields, type FieldProblems, type PostFields } from "#shared/post-fields.ts";
import { mayUse } from "#shared/admin-roles.ts";
import type { Executor } from "#server/platform/db/database.ts";
import { authors, contentJobs, postEvents, posts, type PostRow } from "#server/platform/db/content-schema.ts";
import { refuseProblems } from "#server/platform/field-problems.ts";
import { EDITORS_PUBLISH, NotAllowed, PublishingError, type DocumentKind } from "#server/documents/kind.ts";
import { fieldsOfRow, workingCopy } from "#server/site/post-rows.ts";
import { keepRevision, keptRevisions, readRevision } from "./revisions.ts";

/** A writer putting a name not theirs on a post: refused whatever else the save holds (403, by field). */
export class BylineRefused extends NotAllowed {
  constructor(message: string) {
    super(message, { author: message });
  }
}

/** The byline of a post nobody chose one for: the team's, never a colleague's. */
export const HOUSE_AUTHOR = "Editorial Team";

/**
 * The fields a new post starts from, before anything is stored: nothing written, by the author the
 * writer's account writes as (Site → Authors), else the house byline.
 */
export async function blankFields(db: Executor, actor: string): Promise<PostFields> {
  const [own] = await db.select({ name: authors.name }).from(authors).where(eq(authors.accountEmail, actor.toLowerCase()));
  return {
    title: "",
    slug: "",
    excerpt: "",
    body: "",
    author: own?.name ?? HOUSE_AUTHOR,
    category: "",
    tags: [],
    cover: null,
    coverAlt: null,
    seoTitle: null,
    seoDescription: null,
    canonicalUrl: null,
    noindex: false,
  };
}

/**
 * Writers write as themselves: a new post is by the author their account writes as (else the house
 * byline), and a stored post keeps the author it has; only an editor changes it.
 */
export async function refuseOthersByline(tx: Executor, author: string, { actor, current }: { actor: string; current?: string }): Promise<void> {
  if (current !== undefined) {
    if (author !== current) throw new BylineRefused("Only an editor can change a post's author: writers write as themselves.");
    return;
  }
  const own = (await blankFields(tx, actor)).author;
  if (author !== own) throw new BylineRefused(`A new post is by “${own}”, the author you write as; an editor can change it.`);
}

/** `locale`: a translation's, whose slug is its locale blog's (null: the default locale's). */
export async function refuseUnknownAuthorOrTakenSlug(tx: Executor, id: number, fields: PostFields, locale: string | null = null): Promise<void> {
  const problems: FieldProblems = {};
  const [holder] = await tx
    .select({ id: posts.id, title: posts.title })
    .from(posts)
    .where(and(eq(posts.slug, fields.slug), locale === null ? isNull(posts.locale) : eq(posts.locale, locale)));
  if (holder && holder.id !== id) problems.slug = `Another post${holder.title ? `, “${holder.title}”,` : ""} already has this address; choose another.`;
  const [author] = await tx.select({ name: authors.name }).from(authors).where(eq(authors.name, fields.author));
  if (!author) problems.author = `“${fields.author}” is not among the authors; choose one from the list, or add them under Authors.`;
  refuseProblems(problems);
}

/** Who started the post: its first "created" event's actor (none for posts imported or seeded). */
const creator = sql`(select ${postEvents.actor} from ${postEvents} where ${postEvents.postId} = ${posts.id} and ${postEvents.action} = 'created' order by ${postEvents.seq} limit 1)`;

export const postKind: DocumentKind<PostRow, PostFields, "post", "posts"> = {
  noun: "post",
  plural: "posts",
  table: posts,
  idColumn: posts.id,
  async lock(tx, id) {
    const [post] = await tx.select().from(posts).where(eq(posts.id, id)).for("update");
    if (!post) throw new PublishingError(`There is no post ${id}.`);
    return post;
  },
  async write(tx, id, change) {
    const [row] = await tx.update(posts).set(change).where(eq(posts.id, id)).returning();
    return row!;
  },
  workingCopy,
  ownCopy: fieldsOfRow,
  columnsOf: (fields) => fields,
  pendingOf: (row) => row.pending,
  sameCopy: sameFields,
  address: (row) => (row.locale === null ? articlePath(row.slug) : `/${localeSegment(row.locale)}${articlePath(row.slug)}`),
  named: (row) => `"${row.title}"`,
  subject: (row) => row.slug,
  // Review and the site need the whole post: a title, an excerpt, text, described images…
  refuseUnfinished: (fields) => refuseProblems(completenessProblems(fields)),
  refuseCopy: (tx, row, fields) => refuseUnknownAuthorOrTakenSlug(tx, row.id, fields, row.locale),
  async refuseEdit(tx, row, fields, by) {
    if (!by.anyAuthor) await refuseOthersByline(tx, fields.author, { actor: by.actor ?? "cli", current: workingCopy(row).author });
  },
  // Loaded when a step checks links (the studio's): the CLI's publish reads no Markdown and no section schema.
  linksGoingLive: async (tx, copy, at) => (await import("./links-going-live.ts")).postLinksGoingLive(tx, copy, at),
  goesLiveWithWorkingCopy: false,
  // A post that already has a day past (published before, or imported with the day it went live on another blog) keeps it.
  publishDay: (row, now) => (row.status !== "scheduled" && row.publishAt !== null && row.publishAt <= now ? row.publishAt : now),
  historyNamesMoves: false,
  events: {
    async record(tx, postId, actor, action, at, detail) {
      await tx.insert(postEvents).values({ id: randomUUID(), postId, actor, action, at, detail: detail ?? null });
    },
    history: (db, postId) => db.select().from(postEvents).where(eq(postEvents.postId, postId)).orderBy(asc(postEvents.seq)),
  },
  revisions: {
    keep: keepRevision,
    read: async (db, id, revisionId) => {
      const revision = await readRevision(db, id, revisionId);
      return revision && { copy: revision.fields };
    },
    kept: keptRevisions,
  },
  jobs: {
    queue: { name: "content_jobs", kindColumn: "action", subjectColumn: "post_id", doneStatus: "done", doneAtColumn: "done_at", handlerNoun: "handler" },
    worker: { name: "content", concurrency: 4 },
    // Its cover photo's sizes made ahead when it is live or about to be (a drawn cover is drawn on request: no job).
    async alongside(tx, row) {
      if ((row.status === "scheduled" || row.status === "published") && row.cover)
        await tx.insert(contentJobs).values({ id: randomUUID(), postId: row.id, action: "cover", nextAttemptAt: new Date() }).onConflictDoNothing();
    },
  },
  previewColumn: "postId",
  access: {
    steps: EDITORS_PUBLISH,
    // An editor deletes any post; a writer only the drafts they started.
    delete: (asker) => mayUse(asker.role, "publishing") || sql`${creator} = ${asker.email}`,
  },
};
