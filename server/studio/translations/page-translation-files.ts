/**
 * A page translation's file for a translation agency, out and back (ADR 054): the original's words
 * as they are now and the translation's own, in XLIFF 2.0 or JSON (translation-files.ts). A file
 * back is checked whole against the original as it is at that moment, and its words are saved as
 * one edit of the translation, which is then up to date with that original: one transaction.
 */
import { eq } from "drizzle-orm";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { pages, type PageRow } from "#server/platform/db/content-schema.ts";
import { refuseProblems } from "#server/platform/field-problems.ts";
import { PublishingError, type ChangeBy } from "#server/documents/kind.ts";
import { writeCopy } from "#server/documents/workflow.ts";
import { translatedFromRevision } from "#server/documents/translated-from.ts";
import { pageTexts, withTexts } from "#shared/pages/page-texts.ts";
import { checkedDocument, lockedPage, recordPageEvent, type PageKind } from "#server/studio/page-kind.ts";
import { keepPageRevision, workingCopy } from "#server/studio/page-revisions.ts";
import { originalCopy } from "#server/studio/page-translations.ts";
import { editable, type EditablePage } from "#server/studio/page-workflow.ts";
import { downloadOf, listedProblems, translationFileFor, readTranslationFile, translationFile, type TranslationDownload, type TranslationFormat } from "./translation-files.ts";

const NOT_A_TRANSLATION = "This page is an original: export one of its translations.";

/** The file a translator gets for translation `id`, or undefined when there is no such page. */
export async function translationDownload(db: Database, id: number, format: TranslationFormat): Promise<TranslationDownload | undefined> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id));
  if (!row) return undefined;
  const original = await originalOf(db, row);
  const body = await translationFile(format, await translationFileFor(db, "page", row), pageTexts(originalCopy(original)), pageTexts(workingCopy(row)));
  return downloadOf(row.path.slice(1).replaceAll("/", "-") || "home", format, body);
}

/**
 * Takes a translator's file into translation `id`: every problem refused in words (422, nothing
 * written), else its words saved as an edit and the translation marked up to date with its original.
 */
export async function takeTranslationFile(
  kind: PageKind,
  db: Database,
  id: number,
  format: TranslationFormat,
  content: string,
  { actor = "cli", now = new Date() }: ChangeBy = {},
): Promise<EditablePage> {
  return db.transaction(async (tx) => {
    const row = await lockedPage(tx, id);
    if (row.translationOf === null) throw new PublishingError(NOT_A_TRANSLATION);
    const original = await lockedPage(tx, row.translationOf);
    const read = await readTranslationFile(format, content, await translationFileFor(tx, "page", row), pageTexts(originalCopy(original)));
    if (!read.ok) refuseProblems({ file: listedProblems(read.problems) });
    const document = checkedDocument(withTexts(workingCopy(row), read.ok ? read.texts : new Map()));
    await keepPageRevision(tx, row, document, { actor, now, kind: "edit" });
    const written = await writeCopy(kind, tx, row, document, { actor, now, editSession: `translation-file-${now.getTime()}` });
    const translatedFrom = await translatedFromRevision(kind, tx, original, originalCopy(original), { actor, now });
    const [changed] = await tx.update(pages).set({ translatedFrom }).where(eq(pages.id, written.id)).returning();
    await recordPageEvent(tx, id, actor, "updated", now, { note: "Words taken from a translator's file; up to date with its original." });
    return editable(changed!);
  });
}

async function originalOf(db: Executor, row: PageRow): Promise<PageRow> {
  if (row.translationOf === null) throw new PublishingError(NOT_A_TRANSLATION);
  const [original] = await db.select().from(pages).where(eq(pages.id, row.translationOf));
  return original!;
}
