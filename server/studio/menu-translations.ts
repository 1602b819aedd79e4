/**
 * The menus in another of the site's locales (ADR 054): one copy per locale, made from the
 * original's shape with every label to write, saved as the original is (checked by its schema,
 * refused over another editor's save) and live with the store's next generation. A copy written
 * from an older version of the original is out of date until saved again.
 */
import { isDeepStrictEqual } from "node:util";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { siteMenuTranslations } from "#server/platform/db/content-schema.ts";
import { nextGeneration } from "#server/platform/db/generation.ts";
import { readLocales } from "#server/platform/site-settings.ts";
import { readMenus, menusFrom } from "#server/site/menus.ts";
import { chromeWordsOf } from "#shared/content/chrome-words.ts";
import { siteMenus, type SiteMenus } from "#shared/pages/menus.ts";
import { changeMenus, checkedMenus } from "./menus.ts";

export interface MenusInLocale {
  locale: string;
  menus: SiteMenus;
  /** 0 until the first save. */
  version: number;
  /** The original's version this copy was written from; null before the first save. */
  translatedFrom: number | null;
  updatedAt: Date | null;
  updatedBy: string | null;
}

export type MenusInLocaleSaveResult = { saved: MenusInLocale; changed: boolean } | { conflict: MenusInLocale };

/** Why the menus cannot be written in `locale`: not one of the site's, or no chrome words there (shared/content/chrome-words.ts). */
export async function menusLocaleProblem(db: Executor, locale: string): Promise<string | undefined> {
  const { others } = await readLocales(db);
  if (!others.includes(locale)) return `${locale} is not one of the site's languages. Add it under Languages first.`;
  if (!chromeWordsOf(locale)) return `The site's header and footer are not written in ${locale} yet, so its menus cannot be translated.`;
  return undefined;
}

/** Where the menus stand in each locale they can be written in (the site's other locales with chrome words). */
export interface MenusLanguage {
  locale: string;
  state: "unwritten" | "current" | "out-of-date";
}

export async function menusLanguages(db: Executor, originalVersion: number): Promise<MenusLanguage[]> {
  const locales = (await readLocales(db)).others.filter((locale) => chromeWordsOf(locale) !== undefined);
  if (locales.length === 0) return [];
  const rows = await db
    .select({ locale: siteMenuTranslations.locale, translatedFrom: siteMenuTranslations.translatedFrom })
    .from(siteMenuTranslations)
    .where(inArray(siteMenuTranslations.locale, locales));
  const from = new Map(rows.map((row) => [row.locale, row.translatedFrom]));
  return locales.map((locale) => ({ locale, state: stateOf(from.has(locale) ? from.get(locale)! : null, originalVersion) }));
}

/** A copy written from an older version of the original is out of date. */
export const stateOf = (translatedFrom: number | null, originalVersion: number): MenusLanguage["state"] =>
  translatedFrom === null ? "unwritten" : translatedFrom < originalVersion ? "out-of-date" : "current";

/** The menus in `locale` as stored; before the first save, the original's shape with every label to write. */
export async function readMenusIn(db: Executor, locale: string): Promise<MenusInLocale> {
  const [row] = await db.select().from(siteMenuTranslations).where(eq(siteMenuTranslations.locale, locale));
  if (row) return { locale, menus: menusFrom(row.menus), version: row.version, translatedFrom: row.translatedFrom, updatedAt: row.updatedAt, updatedBy: row.updatedBy };
  return { locale, menus: unwritten((await readMenus(db)).menus), version: 0, translatedFrom: null, updatedAt: null, updatedBy: null };
}

/** The original's shape and links with no words: what a translator starts from. */
export function unwritten(menus: SiteMenus): SiteMenus {
  const blank = <Link extends { label: string; description?: string }>(link: Link): Link => ({ ...link, label: "", ...(link.description !== undefined && { description: "" }) });
  return {
    header: {
      entries: menus.header.entries.map((entry) => ({ ...blank(entry), items: entry.items.map(blank) })),
      secondary: blank(menus.header.secondary),
      primary: blank(menus.header.primary),
    },
    footer: { blurb: "", columns: menus.footer.columns.map((column) => ({ ...blank(column), items: column.items.map(blank) })) },
  };
}

/** Saves the menus in `locale` made from `baseVersion`, written from the original as it is now; an unchanged copy of a current one saves nothing. */
export async function saveMenusIn(
  db: Database,
  locale: string,
  input: { menus: unknown; baseVersion: number },
  { actor, now = new Date() }: { actor: string; now?: Date },
): Promise<MenusInLocaleSaveResult> {
  const menus = checkedMenus(input.menus);
  return db.transaction(async (tx) => {
    // One change at a time per locale, and none while the original is being saved.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`site_menus:${locale}`}))`);
    const current = await readMenusIn(tx, locale);
    const original = await readMenus(tx);
    if (current.version > 0 && isDeepStrictEqual(current.menus, menus) && current.translatedFrom === original.version) return { saved: current, changed: false };
    if (current.version !== input.baseVersion) return { conflict: current };
    const row = { menus, version: current.version + 1, translatedFrom: original.version, updatedAt: now, updatedBy: actor };
    await tx
      .insert(siteMenuTranslations)
      .values({ locale, ...row })
      .onConflictDoUpdate({ target: siteMenuTranslations.locale, set: row });
    await nextGeneration(tx);
    return { saved: await readMenusIn(tx, locale), changed: true };
  });
}

/**
 * `change` made to the menus and, the same way, to each language's, in the caller's transaction: a
 * page moved or deleted takes its links along in every language, and a copy that was up to date
 * stays so. A language's copy the change cannot apply to (its own links differ) is left as it is.
 */
export async function changeMenusEverywhere(tx: Executor, change: (menus: SiteMenus) => SiteMenus, by: { actor: string; now: Date }): Promise<void> {
  const { changed, from: before } = await changeMenus(tx, change, by);
  const locales = await tx.select({ locale: siteMenuTranslations.locale }).from(siteMenuTranslations).orderBy(asc(siteMenuTranslations.locale));
  let anyLanguage = false;
  for (const { locale } of locales) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`site_menus:${locale}`}))`);
    const current = await readMenusIn(tx, locale);
    const next = changedCopy(current.menus, change);
    if (!next) continue;
    const translatedFrom = changed && current.translatedFrom === before ? before + 1 : current.translatedFrom!;
    await tx
      .update(siteMenuTranslations)
      .set({ menus: next, version: current.version + 1, translatedFrom, updatedAt: by.now, updatedBy: by.actor })
      .where(eq(siteMenuTranslations.locale, locale));
    anyLanguage = true;
  }
  if (anyLanguage && !changed) await nextGeneration(tx);
}

/** `menus` changed, when the change applies and leaves them whole; undefined when it changes nothing or cannot apply. */
function changedCopy(menus: SiteMenus, change: (menus: SiteMenus) => SiteMenus): SiteMenus | undefined {
  try {
    const next = change(menus);
    return isDeepStrictEqual(next, menus) || !siteMenus.safeParse(next).success ? undefined : next;
  } catch {
    return undefined;
  }
}
