/**
 * A post translation's file for a translation agency, out and back (ADR 054), as a page's is
 * (page-translation-files.ts): the original's title, excerpt, text and descriptions as they are now
 * and the translation's own, in XLIFF 2.0 or JSON. A file back is checked whole against the
 * original as it is at that moment, and its words are saved as one edit of the translation, which
 * is then up to date with that original: one transaction.
 */
import { eq } from "drizzle-orm";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { posts, type PostRow } from "#server/platform/db/content-schema.ts";
import { refuseProblems } from "#server/platform/field-problems.ts";
import { workingCopy } from "#server/site/post-rows.ts";
import { PublishingError, type ChangeBy } from "#server/documents/kind.ts";
import { writeCopy } from "#server/documents/workflow.ts";
import { translatedFromRevision } from "#server/documents/translated-from.ts";
import { postTexts } from "#shared/i18n/post-translation.ts";
import { storeProblems, type PostFields } from "#shared/post-fields.ts";
import { editable, type EditablePost } from "#server/studio/editing.ts";
import { postKind } from "#server/studio/post-kind.ts";
import { originalCopy } from "#server/studio/post-translations.ts";
import { keepRevision } from "#server/studio/revisions.ts";
import { downloadOf, listedProblems, translationFileFor, readTranslationFile, translationFile, type TranslationDownload, type TranslationFormat } from "./translation-files.ts";

const NOT_A_TRANSLATION = "This post is an original: export one of its translations.";

/** The file a translator gets for post translation `id`, or undefined when there is no such post. */
export async function postTranslationDownload(db: Database, id: number, format: TranslationFormat): Promise<TranslationDownload | undefined> {
  const [row] = await db.select().from(posts).where(eq(posts.id, id));
  if (!row) return undefined;
  const original = await originalOf(db, row);
  const body = await translationFile(format, await translationFileFor(db, "post", row), postTexts(originalCopy(original)), postTexts(workingCopy(row)));
  return downloadOf(`${row.locale}-${row.slug}`, format, body);
}

/**
 * Takes a translator's file into post translation `id`: every problem refused in words (422,
 * nothing written), else its words saved as an edit and the translation marked up to date.
 */
export async function takePostTranslationFile(db: Database, id: number, format: TranslationFormat, content: string, { actor = "cli", now = new Date() }: ChangeBy = {}): Promise<EditablePost> {
  return db.transaction(async (tx) => {
    const row = await postKind.lock(tx, id);
    if (row.translationOf === null) throw new PublishingError(NOT_A_TRANSLATION);
    const original = await postKind.lock(tx, row.translationOf);
    const read = await readTranslationFile(format, content, await translationFileFor(tx, "post", row), postTexts(originalCopy(original)));
    if (!read.ok) refuseProblems({ file: listedProblems(read.problems) });
    // The units are the post's own fields (title, excerpt, body…): the rest is the translation's as it is.
    const fields: PostFields = { ...workingCopy(row), ...Object.fromEntries(read.ok ? read.texts : []) };
    const tooLong = Object.entries(storeProblems(fields)).map(([field, problem]) => `${field}: ${problem}`);
    if (tooLong.length) refuseProblems({ file: listedProblems(tooLong) });
    await keepRevision(tx, row, fields, { actor, now, kind: "edit" });
    const written = await writeCopy(postKind, tx, row, fields, { actor, now, editSession: `translation-file-${now.getTime()}` });
    const translatedFrom = await translatedFromRevision(postKind, tx, original, originalCopy(original), { actor, now });
    const [changed] = await tx.update(posts).set({ translatedFrom }).where(eq(posts.id, written.id)).returning();
    await postKind.events.record(tx, id, actor, "updated", now, { note: "Words taken from a translator's file; up to date with its original." });
    return editable(changed!);
  });
}

async function originalOf(db: Executor, row: PostRow): Promise<PostRow> {
  if (row.translationOf === null) throw new PublishingError(NOT_A_TRANSLATION);
  const [original] = await db.select().from(posts).where(eq(posts.id, row.translationOf));
  return original!;
}
