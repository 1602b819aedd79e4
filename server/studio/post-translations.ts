/**
 * A post's translations in the studio (ADR 054), as a page's are (page-translations.ts): made from
 * the original (its byline, category, tags and cover, each word a placeholder), one per original
 * and locale, at the original's slug in the locale's blog unless another is given; each a post like
 * any other for the one workflow. A translation records the original's kept revision it was made
 * from, and is out of date when the original's words have changed since, until "Mark up to date".
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { postRevisions, posts, type PostRow } from "#server/platform/db/content-schema.ts";
import { refuseProblems } from "#server/platform/field-problems.ts";
import { readLocales } from "#server/platform/site-settings.ts";
import { fieldsOfRow, workingCopy } from "#server/site/post-rows.ts";
import { PublishingError, type ChangeBy } from "#server/documents/kind.ts";
import { translatedFromRevision } from "#server/documents/translated-from.ts";
import { holdsEdits } from "#server/documents/workflow.ts";
import { translationFreshness } from "#shared/i18n/freshness.ts";
import { localeName } from "#shared/i18n/locales.ts";
import { blogWordsOf } from "#shared/content/blog-words.ts";
import { TRANSLATION_WORDS } from "#shared/i18n/page-translation.ts";
import { POST_TRANSLATION_WORDS, postTexts, postTranslationDraft } from "#shared/i18n/post-translation.ts";
import type { PageText, TextChange } from "#shared/pages/page-texts.ts";
import { storeProblems, type PostFields } from "#shared/post-fields.ts";
import { editable, type EditablePost } from "./editing.ts";
import { postKind, refuseUnknownAuthorOrTakenSlug } from "./post-kind.ts";

/** What the original says now, for its translators: what the site shows (or will), else the copy being written. */
export const originalCopy = (row: PostRow): PostFields => (holdsEdits(row.status) ? fieldsOfRow(row) : workingCopy(row));

/** A new draft translating post `id` into `locale`, at `slug` in that locale's blog (the original's by default). */
export async function createPostTranslation(
  db: Database,
  id: number,
  { locale, slug }: { locale: string; slug?: string | undefined },
  { actor = "cli", now = new Date() }: ChangeBy = {},
): Promise<EditablePost> {
  const locales = await readLocales(db);
  if (!locales.others.includes(locale)) refuseProblems({ locale: TRANSLATION_WORDS.notALocale });
  // A post of a language whose blog frame is not written would never be served (localized-posts.ts).
  if (!blogWordsOf(locale)) refuseProblems({ locale: POST_TRANSLATION_WORDS.noBlogFrame(localeName(locale)) });
  return db.transaction(async (tx) => {
    const original = await postKind.lock(tx, id);
    if (original.translationOf !== null) throw new PublishingError(POST_TRANSLATION_WORDS.ofATranslation);
    const [existing] = await tx
      .select({ slug: posts.slug })
      .from(posts)
      .where(and(eq(posts.translationOf, id), eq(posts.locale, locale)));
    if (existing) throw new PublishingError(POST_TRANSLATION_WORDS.twice(localeName(locale), existing.slug));
    const fields = postTranslationDraft(originalCopy(original), slug?.trim() || original.slug);
    const { slug: slugProblem } = storeProblems(fields);
    if (slugProblem) refuseProblems({ slug: slugProblem });
    // Ids are numbers an import may also give, not a sequence: one new post at a time, as createPost does.
    await tx.execute(sql`lock table ${posts} in share row exclusive mode`);
    const [{ next }] = (await tx.select({ next: sql<number>`coalesce(max(${posts.id}), 0) + 1` }).from(posts)) as [{ next: number }];
    await refuseUnknownAuthorOrTakenSlug(tx, next, fields, locale);
    const translatedFrom = await translatedFromRevision(postKind, tx, original, originalCopy(original), { actor, now });
    const [row] = await tx
      .insert(posts)
      .values({ id: next, ...fields, status: "draft", createdAt: now, updatedAt: now, updatedBy: actor, locale, translationOf: id, translatedFrom })
      .returning();
    await tx.insert(postRevisions).values({ postId: next, at: now, actor, kind: "edit", fields });
    await postKind.events.record(tx, next, actor, "created", now);
    return editable(row!);
  });
}

/** A translation as its editor sees it: its original, whether it is out of date and what changed. */
export interface PostTranslationState {
  locale: string;
  original: { id: number; title: string; slug: string; texts: PageText[] };
  outOfDate: boolean;
  changes: TextChange[];
}

async function stateOf(db: Executor, translation: Pick<PostRow, "locale" | "translatedFrom">, original: PostRow): Promise<PostTranslationState> {
  const now = originalCopy(original);
  const texts = postTexts(now);
  const [madeFrom] =
    translation.translatedFrom === null
      ? []
      : await db
          .select({ fields: postRevisions.fields })
          .from(postRevisions)
          .where(and(eq(postRevisions.id, translation.translatedFrom), eq(postRevisions.postId, original.id)));
  const { outOfDate, changes } = translationFreshness(translation.translatedFrom, madeFrom && postTexts(madeFrom.fields), texts);
  return {
    locale: translation.locale!,
    original: { id: original.id, title: now.title, slug: now.slug, texts },
    outOfDate,
    changes,
  };
}

/** The translation's state, or undefined for an original. */
export async function postTranslationState(db: Executor, row: PostRow): Promise<PostTranslationState | undefined> {
  if (row.translationOf === null) return undefined;
  const [original] = await db.select().from(posts).where(eq(posts.id, row.translationOf));
  return original && stateOf(db, row, original);
}

/** A translation as its original's editor and the studio's list name it: its language, address, status and freshness. */
export interface ListedTranslation {
  id: number;
  translationOf: number;
  locale: string;
  address: string;
  status: PostRow["status"];
  outOfDate: boolean;
}

/** The translations of `originals` (ids), each with whether it is out of date. */
export async function translationsOfPosts(db: Executor, originals: readonly number[]): Promise<ListedTranslation[]> {
  if (originals.length === 0) return [];
  const rows = await db
    .select()
    .from(posts)
    .where(inArray(posts.translationOf, [...originals]))
    .orderBy(posts.locale);
  const byId = new Map(
    (
      await db
        .select()
        .from(posts)
        .where(inArray(posts.id, [...new Set(rows.map((row) => row.translationOf!))]))
    ).map((row) => [row.id, row]),
  );
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      translationOf: row.translationOf!,
      locale: row.locale!,
      address: postKind.address!(row),
      status: row.status,
      outOfDate: (await stateOf(db, row, byId.get(row.translationOf!)!)).outOfDate,
    })),
  );
}

/** "Mark up to date": the translation now follows what its original says now. */
export async function markPostUpToDate(db: Database, id: number, { actor = "cli", now = new Date() }: ChangeBy = {}): Promise<EditablePost> {
  return db.transaction(async (tx) => {
    const row = await postKind.lock(tx, id);
    if (row.translationOf === null) throw new PublishingError("This post is an original: only a translation is kept up to date with one.");
    const original = await postKind.lock(tx, row.translationOf);
    const translatedFrom = await translatedFromRevision(postKind, tx, original, originalCopy(original), { actor, now });
    const [changed] = await tx.update(posts).set({ translatedFrom }).where(eq(posts.id, id)).returning();
    await postKind.events.record(tx, id, actor, "updated", now, { note: "Marked up to date with its original." });
    return editable(changed!);
  });
}
