/**
 * A page's way to the site, as a post's (ADR 025, ADR 040): created from a template, saved by its
 * editor (a save based on an older revision is refused and kept, never applied over another's),
 * reviewed, published, scheduled, unpublished. A live page's saves wait in `pending` until an
 * editor's "Update"; publishing, scheduling and updating go only with the revision the editor read.
 * Every change of what the site shows moves the store to a new generation in the same transaction;
 * a live page that moves leaves a 301 from its old address.
 */
import { randomUUID } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { pageEvents, pageJobs, pages, previewLinks, redirects, type PageEventAction, type PageRow } from "#server/platform/db/content-schema.ts";
import { nextGeneration } from "#server/platform/db/generation.ts";
import { refuseProblems, type FieldProblemList } from "#server/platform/field-problems.ts";
import { PublishingError, refuseUnseenChanges, type ChangeBy } from "#server/site/publishing.ts";
import { pageDocument, pathProblem, type PageDocument } from "#shared/pages/page.ts";
import { sameValue } from "#shared/pages/page-diff.ts";
import { pageFromTemplate, unfinishedProblem, type PageTemplate } from "#shared/pages/templates.ts";
import { NOT_FOUND_PATH } from "#shared/site-paths.ts";
import { problemsByField } from "#shared/pages/problems.ts";
import { dayInWords } from "#shared/dates.ts";
import { keepPageRevision, readPageRevision, workingCopy } from "./page-revisions.ts";
import { missingImages } from "./page-images.ts";
import { endTestsOfPage, pageLeaving } from "./page-tests.ts";

export interface EditablePage {
  id: number;
  status: PageRow["status"];
  revision: number;
  updatedAt: Date;
  updatedBy: string | null;
  publishAt: Date | null;
  unpublishAt: Date | null;
  /** The copy being worked on: a live page's pending edits, else the page itself. */
  document: PageDocument;
  /** A live or scheduled page with edits an editor has not put on it yet. */
  hasPendingChanges: boolean;
}

export type PageSaveResult = { saved: EditablePage } | { conflict: EditablePage; keptAs: number };

const holdsEdits = (status: PageRow["status"]) => status === "published" || status === "scheduled";

function editable(row: PageRow): EditablePage {
  const { id, status, revision, updatedAt, updatedBy, publishAt, unpublishAt } = row;
  return { id, status, revision, updatedAt, updatedBy, publishAt, unpublishAt, document: workingCopy(row), hasPendingChanges: row.pending !== null };
}

export async function editablePage(db: Executor, id: number): Promise<EditablePage | undefined> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id));
  return row && editable(row);
}

/** Every page for the studio's list, by address. */
export function listPages(db: Database) {
  // The working copy's title alone, not every page's whole document.
  const title = sql<string>`coalesce(${pages.pending}, ${pages.document})->>'title'`;
  const hasPendingChanges = sql<boolean>`${pages.pending} is not null`;
  return db
    .select({ id: pages.id, path: pages.path, title, hasPendingChanges, status: pages.status, publishAt: pages.publishAt, updatedAt: pages.updatedAt, updatedBy: pages.updatedBy })
    .from(pages)
    .orderBy(asc(pages.path));
}

/** A page's history, in the order it happened. */
export function pageHistory(db: Database, pageId: number) {
  return db.select().from(pageEvents).where(eq(pageEvents.pageId, pageId)).orderBy(asc(pageEvents.seq));
}

async function recordEvent(tx: Executor, pageId: number, actor: string, action: PageEventAction, at: Date, detail?: { at?: string; note?: string; revision?: number; from?: string }) {
  await tx.insert(pageEvents).values({ id: randomUUID(), pageId, actor, action, at, detail: detail ?? null });
}

async function lockedPage(tx: Executor, id: number): Promise<PageRow> {
  const [row] = await tx.select().from(pages).where(eq(pages.id, id)).for("update");
  if (!row) throw new PublishingError(`There is no page ${id}.`);
  return row;
}

/** The document checked whole, refused by field in words ("sections.2.items.0.title"). */
export function checkedDocument(input: unknown): PageDocument {
  const parsed = pageDocument.safeParse(input);
  if (!parsed.success) refuseProblems(problemsByField(parsed.error));
  return parsed.data!;
}

/** Refuses an address another page holds, or the not-found page's moving. */
async function refuseTakenPath(tx: Executor, id: number | undefined, row: PageRow | undefined, document: PageDocument): Promise<void> {
  const problems: Record<string, string> = {};
  if (row?.path === NOT_FOUND_PATH && document.path !== NOT_FOUND_PATH) problems["path"] = "The not-found page keeps its address.";
  const [holder] = await tx.select({ id: pages.id, document: pages.document }).from(pages).where(id === undefined ? eq(pages.path, document.path) : and(eq(pages.path, document.path), ne(pages.id, id)));
  if (holder) problems["path"] = `Another page, “${holder.document.title}”, is at ${document.path}; choose another address.`;
  refuseProblems(problems);
}

/** A new draft at `path` from a template. */
export async function createPage(db: Database, { template, path, title }: { template: PageTemplate; path: string; title: string }, { actor = "cli", now = new Date() }: ChangeBy = {}): Promise<EditablePage> {
  const problems: FieldProblemList = { ...(pathProblem(path) && { path: pathProblem(path) }), ...(!title.trim() && { title: "Give the page a title." }) };
  refuseProblems(problems);
  const document = checkedDocument(pageFromTemplate(template, path, title.trim()));
  return db.transaction(async (tx) => {
    await refuseTakenPath(tx, undefined, undefined, document);
    const [row] = await tx.insert(pages).values({ path, document, status: "draft", createdAt: now, updatedAt: now, updatedBy: actor }).returning();
    await recordEvent(tx, row!.id, actor, "created", now);
    return editable(row!);
  });
}

/** Keeps the editor's copy, or refuses it: a document that breaks the rules, or one based on a revision saved over since (kept as a revision). */
export async function savePage(db: Database, id: number, request: { document: unknown; baseRevision: number; editSession: string }, { actor = "cli", now = new Date() }: ChangeBy = {}): Promise<PageSaveResult> {
  const document = checkedDocument(request.document);
  return db.transaction(async (tx) => {
    const row = await lockedPage(tx, id);
    if (isDeepStrictEqual(workingCopy(row), document)) return { saved: editable(row) };
    if (row.revision !== request.baseRevision && row.editSession !== request.editSession) {
      const keptAs = await keepPageRevision(tx, row, document, { actor, now, kind: "conflict" });
      return { conflict: editable(row), keptAs };
    }
    await refuseTakenPath(tx, id, row, document);
    refuseProblems(await missingImages(tx, document));
    await keepPageRevision(tx, row, document, { actor, now, kind: "edit" });
    return { saved: editable(await writeCopy(tx, row, document, { actor, now, editSession: request.editSession })) };
  });
}

async function writeCopy(tx: Executor, row: PageRow, document: PageDocument, { actor, now, editSession = null }: { actor: string; now: Date; editSession?: string | null }): Promise<PageRow> {
  const change = holdsEdits(row.status) ? { pending: isDeepStrictEqual(row.document, document) ? null : document } : { document, path: document.path, pending: null };
  const [changed] = await tx
    .update(pages)
    .set({ ...change, revision: row.revision + 1, updatedAt: now, updatedBy: actor, editSession })
    .where(eq(pages.id, row.id))
    .returning();
  return changed!;
}

/** The site (and review) need a finished page: within the limits (a copy kept before them may not be), no template placeholder left. */
function refuseUnfinished(document: PageDocument): void {
  checkedDocument(document);
  const problem = unfinishedProblem(document);
  if (problem) throw new PublishingError(problem);
}

type PageChange = Partial<Pick<PageRow, "status" | "publishAt" | "unpublishAt" | "document" | "path" | "pending">>;

async function change(db: Database, id: number, decide: (row: PageRow) => PageChange, event: PageEventAction, { actor = "cli", now = new Date(), seen }: ChangeBy): Promise<EditablePage> {
  return db.transaction(async (tx) => {
    const row = await lockedPage(tx, id);
    if (row.path === NOT_FOUND_PATH && event === "unpublished") throw new PublishingError("The not-found page cannot be taken off the site: every unknown address shows it.");
    if (event === "published" || event === "scheduled") {
      refuseUnseenChanges(row, seen, "page", event === "published" ? "publish" : "schedule");
      refuseUnfinished(workingCopy(row));
    }
    // A page going live goes with its editor's copy.
    const live = event === "published" || event === "scheduled" ? { document: workingCopy(row), path: workingCopy(row).path, pending: null } : {};
    if ("path" in live && live.path !== row.path) await refuseTakenPath(tx, id, row, live.document!);
    const [changed] = await tx
      .update(pages)
      .set({ ...live, ...decide(row), updatedAt: now, revision: row.revision + 1 })
      .where(eq(pages.id, id))
      .returning();
    if (row.status === "published" && changed!.path !== row.path) await recordMove(tx, row.path, changed!.path);
    const leaving = pageLeaving(row, changed!);
    if (leaving) await endTestsOfPage(tx, row, leaving, { actor, now });
    await schedulePageJobs(tx, changed!);
    // Taking a page down takes its shared copies down too.
    if (event === "unpublished") await tx.delete(previewLinks).where(eq(previewLinks.pageId, id));
    await recordEvent(tx, id, actor, event, now, event === "scheduled" ? { at: changed!.publishAt!.toISOString() } : undefined);
    await nextGeneration(tx);
    return editable(changed!);
  });
}

export function publishPage(db: Database, id: number, by: ChangeBy = {}) {
  const now = by.now ?? new Date();
  return change(db, id, (row) => ({ status: "published", publishAt: row.status === "unpublished" && row.publishAt ? row.publishAt : now }), "published", { ...by, now });
}

export function schedulePage(db: Database, id: number, at: Date, by: ChangeBy = {}) {
  if (at <= (by.now ?? new Date())) throw new PublishingError("A scheduled time must be in the future; publish now instead.");
  return change(db, id, () => ({ status: "scheduled", publishAt: at }), "scheduled", by);
}

/** A scheduled page back to a draft: nothing goes live at its time, and the edits made since it was scheduled are the draft. */
export function unschedulePage(db: Database, id: number, by: ChangeBy = {}) {
  return change(
    db,
    id,
    (row) => {
      if (row.status !== "scheduled") throw new PublishingError(`This page is ${row.status.replace("_", " ")}: only a scheduled page has a schedule to cancel.`);
      const document = workingCopy(row);
      return { document, path: document.path, pending: null, status: "draft", publishAt: null, unpublishAt: null };
    },
    "unscheduled",
    by,
  );
}

/** Off the site: its address answers 410 Gone. */
export function unpublishPage(db: Database, id: number, by: ChangeBy = {}) {
  return change(db, id, () => ({ status: "unpublished", unpublishAt: null }), "unpublished", by);
}

/** A live or scheduled page's pending edits, on it; a live page that moved leaves a 301 from its old address. */
export async function publishPageChanges(db: Database, id: number, { actor = "cli", now = new Date(), seen }: ChangeBy = {}): Promise<EditablePage> {
  return db.transaction(async (tx) => {
    const row = await lockedPage(tx, id);
    if (!holdsEdits(row.status)) throw new PublishingError(`This page is ${row.status.replace("_", " ")}: publish it rather than update it.`);
    refuseUnseenChanges(row, seen, "page", "update");
    if (!row.pending) throw new PublishingError(row.status === "published" ? "The site already shows this version." : "The scheduled page already holds this version.");
    refuseUnfinished(row.pending);
    await refuseTakenPath(tx, id, row, row.pending);
    const [changed] = await tx
      .update(pages)
      .set({ document: row.pending, path: row.pending.path, pending: null, revision: row.revision + 1, updatedAt: now, updatedBy: actor })
      .where(eq(pages.id, id))
      .returning();
    if (row.status === "published" && row.pending.path !== row.path) await recordMove(tx, row.path, row.pending.path);
    const leaving = pageLeaving(row, changed!);
    if (leaving) await endTestsOfPage(tx, row, leaving, { actor, now });
    await recordEvent(tx, id, actor, "updated", now, row.pending.path !== row.path ? { from: row.path } : undefined);
    await nextGeneration(tx);
    return editable(changed!);
  });
}

/** The page an experiment tested, as its start found it: its id and revision (null when not known). */
export interface TestedPage {
  pageId: number | null;
  revision: number | null;
}

/**
 * A variant that won its experiment goes live as the page's sections (ADR 042, issue 70), kept as
 * a revision like any change, in the caller's transaction (the experiment stops in the same one):
 * the page keeps its own title, description, canonical, search settings and menu place. Refused
 * in words when the page is not the one tested any more, holds edits not yet published (they
 * would go live over it, or undo it later), or changed since the test started (the variant won
 * against an earlier page). Answers the page's revision it became.
 */
export async function publishVariant(tx: Executor, tested: TestedPage, variant: { name: string; sections: unknown }, { actor, now, note }: { actor: string; now: Date; note: string }): Promise<number> {
  const [found] = tested.pageId === null ? [] : await tx.select({ id: pages.id }).from(pages).where(and(eq(pages.id, tested.pageId), eq(pages.status, "published")));
  if (!found) throw new PublishingError("The page this experiment tested is no longer on the site: stop it without publishing a variant.");
  const row = await lockedPage(tx, found.id);
  const title = row.document.title;
  if (row.pending) {
    throw new PublishingError(`“${title}” has edits not published yet: “${variant.name}” was tested against the page without them, and they would undo it once published. Stop without publishing, or publish or discard the edits and test again.`);
  }
  if (row.revision !== tested.revision) {
    const by = row.updatedBy?.includes("@") ? ` by ${row.updatedBy}` : "";
    throw new PublishingError(`“${title}” was changed on ${dayInWords(row.updatedAt)}${by}, after the experiment started: “${variant.name}” was tested against the earlier page. Stop without publishing, then make its change on the page as it is now, or test it again.`);
  }
  const document = checkedDocument({ ...row.document, sections: variant.sections });
  refuseUnfinished(document);
  await keepPageRevision(tx, row, document, { actor, now, kind: "experiment" });
  await tx.update(pages).set({ document, revision: row.revision + 1, updatedAt: now, updatedBy: actor }).where(eq(pages.id, row.id));
  await recordEvent(tx, row.id, actor, "updated", now, { note });
  return row.revision + 1;
}

/** A draft handed to the editors, or sent back with a note; the site does not change. */
export async function reviewPage(db: Database, id: number, step: "submitted" | "returned", { actor = "cli", now = new Date(), note }: ChangeBy & { note?: string }): Promise<EditablePage> {
  return db.transaction(async (tx) => {
    const row = await lockedPage(tx, id);
    const from = step === "submitted" ? ["draft", "unpublished"] : ["in_review"];
    if (!from.includes(row.status)) throw new PublishingError(step === "submitted" ? `“${row.document.title}” is ${row.status.replace("_", " ")}: only a draft can be submitted for review.` : `“${row.document.title}” is not in review.`);
    if (step === "submitted") refuseUnfinished(workingCopy(row));
    const [changed] = await tx.update(pages).set({ status: step === "submitted" ? "in_review" : "draft", updatedAt: now }).where(eq(pages.id, id)).returning();
    await recordEvent(tx, id, actor, step, now, note ? { note } : undefined);
    return editable(changed!);
  });
}

/** A live page's old address answers 301 to its new one, chains collapsed, none looping back. */
async function recordMove(tx: Executor, from: string, to: string): Promise<void> {
  await tx.update(redirects).set({ to }).where(eq(redirects.to, from));
  await tx.delete(redirects).where(eq(redirects.from, to));
  await tx.insert(redirects).values({ from, to, reason: "slug" }).onConflictDoUpdate({ target: redirects.from, set: { to, reason: "slug" } });
}

/** The page's scheduled publish as a durable job (page-jobs.ts), replaced or cancelled with its schedule. */
async function schedulePageJobs(tx: Executor, row: PageRow): Promise<void> {
  await tx.delete(pageJobs).where(and(eq(pageJobs.pageId, row.id), eq(pageJobs.action, "publish"), eq(pageJobs.status, "pending")));
  if (row.status === "scheduled" && row.publishAt) await tx.insert(pageJobs).values({ id: randomUUID(), pageId: row.id, action: "publish", nextAttemptAt: row.publishAt });
}


/**
 * Makes a revision the page's working copy (a live page's pending edits), kept as a revision of
 * its own; a revision the same as the copy changes nothing, however often it is asked for.
 */
export async function restorePageRevision(db: Database, id: number, revisionId: number, { actor = "cli", now = new Date() }: ChangeBy = {}): Promise<EditablePage> {
  return db.transaction(async (tx) => {
    const row = await lockedPage(tx, id);
    const revision = await readPageRevision(tx, id, revisionId);
    if (!revision) throw new PublishingError(`There is no revision ${revisionId} of this page.`);
    const document = checkedDocument(revision.document);
    if (sameValue(workingCopy(row), document)) return editable(row);
    await refuseTakenPath(tx, id, row, document);
    refuseProblems(await missingImages(tx, document));
    await keepPageRevision(tx, row, document, { actor, now, kind: "restore" });
    const restored = await writeCopy(tx, row, document, { actor, now });
    await recordEvent(tx, id, actor, "restored", now, { revision: revisionId });
    return editable(restored);
  });
}
