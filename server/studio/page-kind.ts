/**
 * The site's page as a kind of document (server/documents/kind.ts; ADR 040): its document is one
 * JSON value of its row, checked whole by its schema and finished when no template placeholder is
 * left; it lives at its own path, and publishing takes the editor's copy live. The not-found page
 * never leaves the site, and the menus' links to it follow it when it moves. What goes when a live page leaves or moves (its tests) is the composition
 * root's to give (`whenLeaving`): the studio does not reach into another area's tables.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, ne } from "drizzle-orm";
import type { Executor } from "#server/platform/db/database.ts";
import { pageEvents, pages, type PageRow } from "#server/platform/db/content-schema.ts";
import { refuseProblems } from "#server/platform/field-problems.ts";
import { EDITORS_PUBLISH, PublishingError, type DocumentEvent, type DocumentKind, type EventDetail, type Leaving } from "#server/documents/kind.ts";
import { pageDocument, type PageDocument } from "#shared/pages/page.ts";
import { sameValue } from "#shared/same-value.ts";
import { problemsByField } from "#shared/pages/problems.ts";
import { templateLeftovers, unfinishedFields, unfinishedProblem } from "#shared/pages/templates.ts";
import { NOT_FOUND_PATH } from "#shared/site-paths.ts";
import { isInLocaleSpace } from "#shared/i18n/addresses.ts";
import { localeSegment } from "#shared/i18n/locales.ts";
import { TRANSLATION_WORDS } from "#shared/i18n/page-translation.ts";
import { readLocales } from "#server/platform/site-settings.ts";
import { mayUse } from "#shared/admin-roles.ts";
import { withLinksMoved } from "#shared/pages/menus.ts";
import { changeMenusEverywhere } from "./menu-translations.ts";
import { missingImages } from "./page-images.ts";
import { refuseUnpublishedForms, unpublishedForms } from "./page-forms.ts";
import { keepPageRevision, keptPageRevisions, readPageRevision, workingCopy } from "./page-revisions.ts";

export type PageKind = DocumentKind<PageRow, PageDocument, "page", "pages">;

export async function lockedPage(tx: Executor, id: number): Promise<PageRow> {
  const [row] = await tx.select().from(pages).where(eq(pages.id, id)).for("update");
  if (!row) throw new PublishingError(`There is no page ${id}.`);
  return row;
}

export async function recordPageEvent(tx: Executor, pageId: number, actor: string, action: DocumentEvent, at: Date, detail?: EventDetail): Promise<void> {
  await tx.insert(pageEvents).values({ id: randomUUID(), pageId, actor, action, at, detail: detail ?? null });
}

/** The document checked whole, refused by field in words ("sections.2.items.0.title"). */
export function checkedDocument(input: unknown): PageDocument {
  const parsed = pageDocument.safeParse(input);
  if (!parsed.success) refuseProblems(problemsByField(parsed.error));
  return parsed.data!;
}

/** The site (and review) need a finished page: within the limits (a copy kept before them may not be), no template placeholder left. */
export function refuseUnfinished(document: PageDocument): void {
  checkedDocument(document);
  const problem = unfinishedProblem(document);
  if (problem) throw new PublishingError(problem, unfinishedFields(document));
  // A translation's placeholders are in its title and breadcrumbs too (ADR 054), where no template writes one.
  const { title, breadcrumbs, product } = document;
  const left = templateLeftovers({ title, breadcrumbs, product });
  if (left.length) throw new PublishingError(`Replace the placeholder copy first: ${left.join("; ")}.`, left.includes("title") ? { title: "Replace the placeholder with your own words." } : undefined);
}

const LOCALE_SPACE_WORDS = (segment: string) => `/${segment} holds the pages of one of the site's languages; choose an address outside it.`;

/** Refuses an address another page holds, or the not-found page's moving. */
export async function refuseTakenPath(tx: Executor, id: number | undefined, row: PageRow | undefined, document: PageDocument): Promise<void> {
  const problems: Record<string, string> = {};
  if (row?.path === NOT_FOUND_PATH && document.path !== NOT_FOUND_PATH) problems["path"] = "The not-found page keeps its address.";
  const [holder] = await tx
    .select({ id: pages.id, document: pages.document })
    .from(pages)
    .where(id === undefined ? eq(pages.path, document.path) : and(eq(pages.path, document.path), ne(pages.id, id)));
  if (holder) problems["path"] = `Another page, “${holder.document.title}”, is at ${document.path}; choose another address.`;
  // A locale's segment is its pages' (ADR 054): an original there would hide them, or stand for them.
  const locale = row?.translationOf == null ? (await readLocales(tx)).others.find((code) => isInLocaleSpace(document.path, code)) : undefined;
  if (locale && !problems["path"]) problems["path"] = LOCALE_SPACE_WORDS(localeSegment(locale));
  // A translation stays in its locale's space.
  if (row?.locale && !isInLocaleSpace(document.path, row.locale) && !problems["path"]) problems["path"] = TRANSLATION_WORDS.outsideLocale(localeSegment(row.locale));
  refuseProblems(problems);
}

/** The page kind, with what goes when a live page leaves the site or its address. */
export function createPageKind({ whenLeaving }: { whenLeaving: Leaving<PageRow> }): PageKind {
  return {
    noun: "page",
    plural: "pages",
    table: pages,
    idColumn: pages.id,
    lock: lockedPage,
    async write(tx, id, change) {
      const [before] = change.path === undefined ? [] : await tx.select({ path: pages.path }).from(pages).where(eq(pages.id, id));
      const [row] = await tx.update(pages).set(change).where(eq(pages.id, id)).returning();
      // The menus hold the page's links by address: they follow it, so a draft's link never points where nothing is.
      if (before && before.path !== row!.path) await changeMenusEverywhere(tx, (menus) => withLinksMoved(menus, before.path, row!.path), { actor: row!.updatedBy ?? "cli", now: row!.updatedAt });
      return row!;
    },
    workingCopy,
    ownCopy: (row) => row.document,
    columnsOf: (document) => ({ document, path: document.path }),
    pendingOf: (row) => row.pending,
    sameCopy: sameValue,
    address: (row) => row.path,
    named: (row) => `“${row.document.title}”`,
    subject: () => "This page",
    refuseUnfinished,
    refuseCopy: (tx, row, document) => refuseTakenPath(tx, row.id, row, document),
    refuseEdit: async (tx, _row, document) => refuseProblems({ ...(await missingImages(tx, document)), ...(await unpublishedForms(tx, document)) }),
    refuseLeaving(row) {
      if (row.path === NOT_FOUND_PATH) throw new PublishingError("The not-found page cannot be taken off the site: every unknown address shows it.");
    },
    refuseGoingLive: (tx, row, document) => refuseUnpublishedForms(tx, document, row.locale),
    // Loaded when a step checks links (the studio's): the CLI's publish reads no Markdown and no section schema.
    linksGoingLive: async (tx, copy, at) => (await import("./links-going-live.ts")).pageLinksGoingLive(tx, copy, at),
    goesLiveWithWorkingCopy: true,
    publishDay: (row, now) => (row.status === "unpublished" && row.publishAt ? row.publishAt : now),
    historyNamesMoves: true,
    events: {
      record: recordPageEvent,
      history: (db, pageId) => db.select().from(pageEvents).where(eq(pageEvents.pageId, pageId)).orderBy(asc(pageEvents.seq)),
    },
    revisions: {
      keep: keepPageRevision,
      read: async (db, id, revisionId) => {
        const revision = await readPageRevision(db, id, revisionId);
        // A revision kept under older limits is checked as any copy is.
        return revision && { copy: checkedDocument(revision.document) };
      },
      kept: keptPageRevisions,
    },
    jobs: {
      queue: { name: "page_jobs", kindColumn: "action", subjectColumn: "page_id", doneStatus: "done", doneAtColumn: "done_at", handlerNoun: "handler" },
      worker: { name: "pages", concurrency: 2 },
    },
    previewColumn: "pageId",
    whenLeaving,
    // Deleting a page takes an address off the site and links out of the menus: an editor's step, as unpublishing is.
    access: { steps: EDITORS_PUBLISH, delete: (asker) => mayUse(asker.role, "publishing") },
  };
}
