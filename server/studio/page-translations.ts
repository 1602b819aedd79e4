/**
 * A page's translations in the studio (ADR 054): made from the original (its structure, each word
 * a placeholder, at its locale's address), one per original and locale; each a page like any
 * other for the one workflow. A translation records the original's kept revision it was made
 * from; it is out of date when the original's words have changed since, until "Mark up to date".
 */
import { and, eq, isNotNull } from "drizzle-orm";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { pageRevisions, pages, type PageRow } from "#server/platform/db/content-schema.ts";
import { refuseProblems } from "#server/platform/field-problems.ts";
import { readLocales } from "#server/platform/site-settings.ts";
import { PublishingError, type ChangeBy } from "#server/documents/kind.ts";
import { translatedFromRevision } from "#server/documents/translated-from.ts";
import { holdsEdits } from "#server/documents/workflow.ts";
import { translationFreshness } from "#shared/i18n/freshness.ts";
import { localeName } from "#shared/i18n/locales.ts";
import { TRANSLATION_WORDS, translationDraft, translationPath } from "#shared/i18n/page-translation.ts";
import { pageTexts, type PageText, type TextChange } from "#shared/pages/page-texts.ts";
import { pathProblem, type PageDocument } from "#shared/pages/page.ts";
import { checkedDocument, lockedPage, recordPageEvent, refuseTakenPath, type PageKind } from "./page-kind.ts";
import { editable, type EditablePage } from "./page-workflow.ts";
import { workingCopy } from "./page-revisions.ts";

/** What the original says now, for its translators: what the site shows (or will), else the copy being edited. */
export const originalCopy = (row: PageRow): PageDocument => (holdsEdits(row.status) ? row.document : workingCopy(row));

/** A new draft translating page `id` into `locale`, at `path` (the original's under the locale's segment by default). */
export async function createTranslation(
  kind: PageKind,
  db: Database,
  id: number,
  { locale, path }: { locale: string; path?: string | undefined },
  { actor = "cli", now = new Date() }: ChangeBy = {},
): Promise<EditablePage> {
  const locales = await readLocales(db);
  if (!locales.others.includes(locale)) refuseProblems({ locale: TRANSLATION_WORDS.notALocale });
  return db.transaction(async (tx) => {
    const original = await lockedPage(tx, id);
    if (original.translationOf !== null) throw new PublishingError(TRANSLATION_WORDS.ofATranslation);
    const [existing] = await tx
      .select({ path: pages.path })
      .from(pages)
      .where(and(eq(pages.translationOf, id), eq(pages.locale, locale)));
    if (existing) throw new PublishingError(TRANSLATION_WORDS.twice(localeName(locale), existing.path));
    const address = path?.trim() || translationPath(originalCopy(original).path, locale);
    const problem = pathProblem(address);
    if (problem) refuseProblems({ path: problem });
    const document = checkedDocument(translationDraft(originalCopy(original), address));
    await refuseTakenPath(tx, undefined, { translationOf: id, locale } as PageRow, document);
    const translatedFrom = await translatedFromRevision(kind, tx, original, originalCopy(original), { actor, now });
    const [row] = await tx.insert(pages).values({ path: address, document, status: "draft", createdAt: now, updatedAt: now, updatedBy: actor, locale, translationOf: id, translatedFrom }).returning();
    await recordPageEvent(tx, row!.id, actor, "created", now);
    return editable(row!);
  });
}

/** A translation as its editor and the list see it: its original, whether it is out of date and what changed. */
export interface TranslationState {
  locale: string;
  original: { id: number; title: string; path: string; texts: PageText[] };
  outOfDate: boolean;
  changes: TextChange[];
}

async function stateOf(db: Executor, translation: Pick<PageRow, "locale" | "translationOf" | "translatedFrom">, original: PageRow): Promise<TranslationState> {
  const now = originalCopy(original);
  const texts = pageTexts(now);
  const [madeFrom] =
    translation.translatedFrom === null
      ? []
      : await db
          .select({ document: pageRevisions.document })
          .from(pageRevisions)
          .where(and(eq(pageRevisions.id, translation.translatedFrom), eq(pageRevisions.pageId, original.id)));
  const { outOfDate, changes } = translationFreshness(translation.translatedFrom, madeFrom && pageTexts(madeFrom.document), texts);
  return {
    locale: translation.locale!,
    original: { id: original.id, title: now.title, path: now.path, texts },
    outOfDate,
    changes,
  };
}

/** The translation's state, or undefined for an original. */
export async function translationState(db: Executor, row: PageRow): Promise<TranslationState | undefined> {
  if (row.translationOf === null) return undefined;
  const [original] = await db.select().from(pages).where(eq(pages.id, row.translationOf));
  return original && stateOf(db, row, original);
}

/** An original's translations, for its editor's "Translate" and the list. */
export async function translationsOf(db: Executor, id: number) {
  return db.select({ id: pages.id, locale: pages.locale, path: pages.path, status: pages.status }).from(pages).where(eq(pages.translationOf, id)).orderBy(pages.locale);
}

/** The translations on the site, as a page picker lists them (an experiment runs on one in its own language). */
export async function publishedTranslations(db: Executor): Promise<Array<{ path: string; title: string }>> {
  const rows = await db
    .select({ path: pages.path, document: pages.document })
    .from(pages)
    .where(and(isNotNull(pages.translationOf), eq(pages.status, "published")))
    .orderBy(pages.path);
  return rows.map(({ path, document }) => ({ path, title: (document as { title: string }).title }));
}

/** Every translation for the studio's list: its original, locale, status and whether it is out of date. */
export async function listTranslations(db: Database) {
  const rows = await db.select().from(pages).where(isNotNull(pages.translationOf)).orderBy(pages.path);
  const originals = new Map<number, PageRow>();
  const listed = [];
  for (const row of rows) {
    const originalId = row.translationOf!;
    if (!originals.has(originalId)) {
      const [original] = await db.select().from(pages).where(eq(pages.id, originalId));
      if (original) originals.set(originalId, original);
    }
    const original = originals.get(originalId);
    const { outOfDate } = original ? await stateOf(db, row, original) : { outOfDate: false };
    listed.push({
      id: row.id,
      path: row.path,
      title: workingCopy(row).title,
      hasPendingChanges: row.pending !== null,
      status: row.status,
      publishAt: row.publishAt,
      updatedAt: row.updatedAt,
      updatedBy: row.updatedBy,
      locale: row.locale!,
      translationOf: originalId,
      outOfDate,
    });
  }
  return listed;
}

/** "Mark up to date": the translation now follows what its original says now. */
export async function markUpToDate(kind: PageKind, db: Database, id: number, { actor = "cli", now = new Date() }: ChangeBy = {}): Promise<EditablePage> {
  return db.transaction(async (tx) => {
    const row = await lockedPage(tx, id);
    if (row.translationOf === null) throw new PublishingError("This page is an original: only a translation is kept up to date with one.");
    const original = await lockedPage(tx, row.translationOf);
    const translatedFrom = await translatedFromRevision(kind, tx, original, originalCopy(original), { actor, now });
    const [changed] = await tx.update(pages).set({ translatedFrom }).where(eq(pages.id, id)).returning();
    await recordPageEvent(tx, id, actor, "updated", now, { note: "Marked up to date with its original." });
    return editable(changed!);
  });
}
