/**
 * A form's translations in the studio (ADR 054), as a post's are (post-translations.ts): made from
 * the original (its questions, keys, limits, routing and download, each word a placeholder), one per
 * original and locale, each a form like any other for the one workflow, with its own versions: a
 * page in that locale shows it in place of its original, and its leads name it. A translator writes
 * words only: a save keeps the translation's own structure (`wordsOnly`). It records the original's
 * kept revision it was made from, and is out of date when the original's words changed since, until
 * "Update from the original" takes the original's questions again and keeps the words still asked.
 */
import { and, eq } from "drizzle-orm";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { formRevisions, forms, type FormRow } from "#server/platform/db/content-schema.ts";
import { refuseProblems } from "#server/platform/field-problems.ts";
import { readLocales } from "#server/platform/site-settings.ts";
import { PublishingError, type ChangeBy } from "#server/documents/kind.ts";
import { translatedFromRevision } from "#server/documents/translated-from.ts";
import { holdsEdits, writeCopy } from "#server/documents/workflow.ts";
import type { FormDocument } from "#shared/forms/form.ts";
import { formWordsWritten } from "#shared/forms/form-words.ts";
import { translationFreshness } from "#shared/i18n/freshness.ts";
import { FORM_TRANSLATION_WORDS, formTexts, formTranslationDraft, refreshedTranslation } from "#shared/i18n/form-translation.ts";
import { localeName } from "#shared/i18n/locales.ts";
import { TRANSLATION_WORDS } from "#shared/i18n/page-translation.ts";
import type { PageText, TextChange } from "#shared/pages/page-texts.ts";
import { sameValue } from "#shared/same-value.ts";
import { formKind, recordFormEvent, workingCopy } from "./form-kind.ts";
import { editable, type EditableForm } from "./form-workflow.ts";

/** What the original says now, for its translators: what the site shows (or will), else the copy being written. */
export const originalCopy = (row: FormRow): FormDocument => (holdsEdits(row.status) ? row.document : workingCopy(row));

/** The site's other languages a form can be translated into: those whose form words are written. */
export async function formTranslationLocales(db: Executor): Promise<string[]> {
  return (await readLocales(db)).others.filter(formWordsWritten);
}

/** A new draft translating form `id` into `locale`. */
export async function createFormTranslation(db: Database, id: number, { locale }: { locale: string }, { actor = "cli", now = new Date() }: ChangeBy = {}): Promise<EditableForm> {
  const locales = await readLocales(db);
  if (!locales.others.includes(locale)) refuseProblems({ locale: TRANSLATION_WORDS.notALocale });
  // Its messages, button states and alerts would be English around the translator's words.
  if (!formWordsWritten(locale)) refuseProblems({ locale: FORM_TRANSLATION_WORDS.noFormWords(localeName(locale, "en")) });
  return db.transaction(async (tx) => {
    const original = await formKind.lock(tx, id);
    if (original.translationOf !== null) throw new PublishingError(FORM_TRANSLATION_WORDS.ofATranslation);
    const [existing] = await tx
      .select({ id: forms.id })
      .from(forms)
      .where(and(eq(forms.translationOf, id), eq(forms.locale, locale)));
    if (existing) throw new PublishingError(FORM_TRANSLATION_WORDS.twice(localeName(locale, "en")));
    const document = formTranslationDraft(originalCopy(original), localeName(locale, "en"));
    const translatedFrom = await translatedFromRevision(formKind, tx, original, originalCopy(original), { actor, now });
    const [row] = await tx.insert(forms).values({ document, status: "draft", createdAt: now, updatedAt: now, updatedBy: actor, locale, translationOf: id, translatedFrom }).returning();
    await formKind.revisions.keep(tx, row!, document, { actor, now, kind: "edit" });
    await recordFormEvent(tx, row!.id, actor, "created", now);
    return editable(row!);
  });
}

/** A translation as its builder shows it: its original's words by field, whether it is out of date and what changed. */
export interface FormTranslationState {
  locale: string;
  original: { id: number; name: string; texts: PageText[] };
  outOfDate: boolean;
  changes: TextChange[];
}

async function stateOf(db: Executor, translation: Pick<FormRow, "locale" | "translatedFrom">, original: FormRow): Promise<FormTranslationState> {
  const now = originalCopy(original);
  const texts = formTexts(now);
  const [madeFrom] =
    translation.translatedFrom === null
      ? []
      : await db
          .select({ document: formRevisions.document })
          .from(formRevisions)
          .where(and(eq(formRevisions.id, translation.translatedFrom), eq(formRevisions.formId, original.id)));
  const { outOfDate, changes } = translationFreshness(translation.translatedFrom, madeFrom && formTexts(madeFrom.document), texts);
  return { locale: translation.locale!, original: { id: original.id, name: now.name, texts }, outOfDate, changes };
}

/** Form `id`'s state as a translation, or undefined for an original. */
export async function formTranslationState(db: Executor, id: number): Promise<FormTranslationState | undefined> {
  const [row] = await db.select().from(forms).where(eq(forms.id, id));
  if (!row || row.translationOf === null) return undefined;
  const [original] = await db.select().from(forms).where(eq(forms.id, row.translationOf));
  return original && stateOf(db, row, original);
}

/** A form's translation as its original's builder lists it: its language, status and freshness. */
export interface ListedFormTranslation {
  id: number;
  /** What the studio calls it: "Benchmark download (German)" until the translator renames it. */
  name: string;
  locale: string;
  status: FormRow["status"];
  outOfDate: boolean;
}

/** The translations of form `id`, by locale. */
export async function translationsOfForm(db: Executor, id: number): Promise<ListedFormTranslation[]> {
  const [original] = await db.select().from(forms).where(eq(forms.id, id));
  if (!original || original.translationOf !== null) return [];
  const rows = await db.select().from(forms).where(eq(forms.translationOf, id)).orderBy(forms.locale);
  return Promise.all(rows.map(async (row) => ({ id: row.id, name: workingCopy(row).name, locale: row.locale!, status: row.status, outOfDate: (await stateOf(db, row, original)).outOfDate })));
}

/**
 * "Update from the original": the translation takes the original's questions as they are now,
 * keeping its words wherever the same word is still asked (a new one is a placeholder to write).
 */
export async function refreshFormTranslation(db: Database, id: number, by: ChangeBy = {}): Promise<EditableForm> {
  return db.transaction(async (tx) => {
    const { row, original } = await lockedTranslation(tx, id, "This form is an original: only a translation is kept up to date with one.");
    return followOriginal(tx, row, original, refreshedTranslation(originalCopy(original), workingCopy(row)), by, "Updated from its original.");
  });
}

/** Translation `id` and its original, both locked (in that order, as every writer of a translation takes them); `notOne` when `id` is an original. */
export async function lockedTranslation(tx: Executor, id: number, notOne: string): Promise<{ row: FormRow; original: FormRow }> {
  const row = await formKind.lock(tx, id);
  if (row.translationOf === null) throw new PublishingError(notOne);
  return { row, original: await formKind.lock(tx, row.translationOf) };
}

/**
 * The translation's copy becomes `document` (made from the original as it is now), as an edit
 * when it changed; it follows that revision of the original from now on. A live translation's
 * change waits in its pending edits, as any edit of a live form does.
 */
export async function followOriginal(tx: Executor, row: FormRow, original: FormRow, document: FormDocument, { actor = "cli", now = new Date() }: ChangeBy, note: string): Promise<EditableForm> {
  const translatedFrom = await translatedFromRevision(formKind, tx, original, originalCopy(original), { actor, now });
  await tx.update(forms).set({ translatedFrom }).where(eq(forms.id, row.id));
  const followed = { ...row, translatedFrom };
  const changed = !sameValue(document, workingCopy(row));
  if (changed) await formKind.revisions.keep(tx, followed, document, { actor, now, kind: "edit" });
  const written = changed ? await writeCopy(formKind, tx, followed, document, { actor, now }) : followed;
  await recordFormEvent(tx, row.id, actor, "updated", now, { note });
  return editable(written);
}
