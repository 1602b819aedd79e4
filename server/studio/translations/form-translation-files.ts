/**
 * A form translation's file for a translation agency, out and back (ADR 054), as a page's is
 * (page-translation-files.ts): the original's labels, help, placeholders, choices, button,
 * thank-you and download link as they are now and the translation's own, named by field key
 * (`formTexts`), in XLIFF 2.0 or JSON. A file back is checked whole against the original as it is
 * at that moment and taken as "Update from the original" with the file's words: the original's
 * questions, every word the translator's, up to date with that original, in one transaction.
 */
import { eq } from "drizzle-orm";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { forms, type FormRow } from "#server/platform/db/content-schema.ts";
import { FieldsRefused, refuseProblems } from "#server/platform/field-problems.ts";
import { PublishingError, type ChangeBy } from "#server/documents/kind.ts";
import { formDocument, type FormDocument } from "#shared/forms/form.ts";
import { formTextFieldOf, formTexts, refreshedTranslation } from "#shared/i18n/form-translation.ts";
import { problemsByField } from "#shared/pages/problems.ts";
import { workingCopy } from "#server/studio/form-kind.ts";
import { followOriginal, lockedTranslation, originalCopy } from "#server/studio/form-translations.ts";
import type { EditableForm } from "#server/studio/form-workflow.ts";
import { downloadOf, listedProblems, readTranslationFile, translationFile, translationFileFor, type TranslationDownload, type TranslationFormat } from "./translation-files.ts";

const NOT_A_TRANSLATION = "This form is an original: export one of its translations.";

/** The file a translator gets for form translation `id`, or undefined when there is no such form. */
export async function formTranslationDownload(db: Database, id: number, format: TranslationFormat): Promise<TranslationDownload | undefined> {
  const [row] = await db.select().from(forms).where(eq(forms.id, id));
  if (!row) return undefined;
  const original = originalCopy(await originalOf(db, row));
  const body = await translationFile(format, await translationFileFor(db, "form", row), formTexts(original), formTexts(workingCopy(row)));
  return downloadOf(`${row.locale}-${fileStem(original.name) || `form-${row.translationOf}`}`, format, body);
}

/** "2025 AI marketing benchmark" → "2025-ai-marketing-benchmark": a file name a translator's tools keep. */
const fileStem = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);

/**
 * Takes a translator's file into form translation `id`: every problem refused in words (422,
 * nothing written), else the original's questions with the file's words saved as an edit, and the
 * translation up to date with its original.
 */
export async function takeFormTranslationFile(db: Database, id: number, format: TranslationFormat, content: string, by: ChangeBy = {}): Promise<EditableForm> {
  return db.transaction(async (tx) => {
    const { row, original } = await lockedTranslation(tx, id, NOT_A_TRANSLATION);
    const read = await readTranslationFile(format, content, await translationFileFor(tx, "form", row), formTexts(originalCopy(original)));
    if (!read.ok) refuseProblems({ file: listedProblems(read.problems) });
    const document = checkedWords(refreshedTranslation(originalCopy(original), workingCopy(row), read.ok ? read.texts : new Map()));
    return followOriginal(tx, row, original, document, by, "Words taken from a translator's file; up to date with its original.");
  });
}

/** The form with the file's words, or the words the form's rules refuse (too long), named as the file names them. */
function checkedWords(document: FormDocument): FormDocument {
  const parsed = formDocument.safeParse(document);
  if (parsed.success) return parsed.data;
  const problems = Object.entries(problemsByField(parsed.error)).map(([path, problem]) => `${formTextFieldOf(document, path)}: ${problem}`);
  throw new FieldsRefused({ file: listedProblems(problems) });
}

async function originalOf(db: Executor, row: FormRow): Promise<FormRow> {
  if (row.translationOf === null) throw new PublishingError(NOT_A_TRANSLATION);
  const [original] = await db.select().from(forms).where(eq(forms.id, row.translationOf));
  return original!;
}
