/**
 * The site's settings in the store (ADR 027): one row of what the team changed from site.ts's
 * defaults. A change moves the store to a new generation, so every page that shows a fact (the
 * footer is on all of them) is rendered again with it within a second, on every process.
 */
import { and, eq, isNull, like, or, sql } from "drizzle-orm";
import { DEFAULT_LOCALE_SETTINGS, localeName, localeSegment, localeSettingsOf, type LocaleSettings } from "#shared/i18n/locales.ts";
import { DEFAULT_SETTINGS, settingsProblems, tidySettings, type SiteSettings } from "#shared/site-settings.ts";
import type { Database, Executor } from "#server/platform/db/database.ts";
import { forms, pages, posts, siteSettings } from "#server/platform/db/content-schema.ts";
import { nextGeneration } from "#server/platform/db/generation.ts";
import { refuseProblems } from "#server/platform/field-problems.ts";

type Group = keyof SiteSettings;
const GROUPS = Object.keys(DEFAULT_SETTINGS) as Group[];

export interface StoredSettings {
  settings: SiteSettings;
  /** The site's languages, from the same row (readLocales). */
  locales: LocaleSettings;
  updatedAt: Date | null;
  updatedBy: string | null;
}

/**
 * The settings as stored, each group (email, address, hours…) that does not pass the rules taken
 * from the defaults: a row written around the API can never put a script or a `javascript:` link
 * on the site.
 */
export function settingsFrom(stored: Partial<SiteSettings> | undefined): SiteSettings {
  if (!stored || typeof stored !== "object") return DEFAULT_SETTINGS;
  let merged: SiteSettings;
  try {
    merged = tidySettings({ ...DEFAULT_SETTINGS, ...stored });
  } catch {
    return DEFAULT_SETTINGS;
  }
  const broken = new Set(Object.keys(settingsProblems(merged)).map((key) => key.split(".")[0] as Group));
  return Object.fromEntries(GROUPS.map((group) => [group, broken.has(group) ? DEFAULT_SETTINGS[group] : merged[group]])) as unknown as SiteSettings;
}

export async function readSettings(db: Executor): Promise<StoredSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  return { settings: settingsFrom(row?.settings), locales: localesFrom(row?.settings), updatedAt: row?.updatedAt ?? null, updatedBy: row?.updatedBy ?? null };
}

/**
 * Saves the settings (422 with a sentence per field when one is wrong) and names the groups that
 * changed; nothing changed saves nothing.
 */
export async function saveSettings(db: Database, input: SiteSettings, { actor, now = new Date() }: { actor: string; now?: Date }): Promise<Group[]> {
  const settings = tidySettings(input);
  refuseProblems(settingsProblems(settings));
  return db.transaction(async (tx) => {
    // One change at a time: two editors saving at once each see the other's result.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('site_settings'))`);
    const { settings: current } = await readSettings(tx);
    const changed = GROUPS.filter((group) => JSON.stringify(current[group]) !== JSON.stringify(settings[group]));
    if (!changed.length) return changed;
    // The locales have their own form: a change of the facts keeps them.
    await writeRow(tx, (stored) => ({ ...settings, ...(stored?.locales === undefined ? {} : { locales: stored.locales }) }), actor, now);
    return changed;
  });
}

export const LOCALE_ADDRESS_WORDS = {
  taken: (segment: string, path: string) => `The page at ${path} is in /${segment}, where this language's pages would live: move that page first.`,
  translated: (code: string, count: number) =>
    `${localeName(code)} (${code}) still has ${count === 1 ? "a translation" : `${count} translations`}: delete ${count === 1 ? "it" : "them"} before removing the language.`,
  defaultHeld: (code: string, count: number) =>
    `The site's pages are written in ${localeName(code)} (${code}) and ${count === 1 ? "a translation is" : `${count} translations are`} made from them: the default language cannot change while translations exist.`,
} as const;

/** How many documents (pages, posts, forms) are translations into `code`. */
async function translationCount(tx: Executor, code: string): Promise<number> {
  const counts = await Promise.all([pages, posts, forms].map((table) => tx.$count(table, eq(table.locale, code))));
  return counts.reduce((sum, count) => sum + count, 0);
}

/** The site's locales (ADR 054) as stored; the one language of today when none were set or what is stored breaks the rules. */
export async function readLocales(db: Executor): Promise<LocaleSettings> {
  const [row] = await db.select({ settings: siteSettings.settings }).from(siteSettings).where(eq(siteSettings.id, 1));
  return localesFrom(row?.settings);
}

function localesFrom(settings: { locales?: unknown } | undefined): LocaleSettings {
  const stored = settings?.locales as LocaleSettings | undefined;
  if (!stored || typeof stored !== "object") return DEFAULT_LOCALE_SETTINGS;
  const checked = localeSettingsOf(stored);
  return "settings" in checked ? checked.settings : DEFAULT_LOCALE_SETTINGS;
}

/**
 * Saves the locales (422 in words by field: a code that is none, one twice, a reserved segment, or
 * a segment a page of the default language already has); answers whether they changed.
 */
export async function saveLocales(db: Database, input: LocaleSettings, { actor, now = new Date() }: { actor: string; now?: Date }): Promise<boolean> {
  const checked = localeSettingsOf(input);
  if ("problems" in checked) refuseProblems(checked.problems);
  const locales = (checked as { settings: LocaleSettings }).settings;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('site_settings'))`);
    const problems: Record<string, string> = {};
    for (const [index, code] of locales.others.entries()) {
      const segment = localeSegment(code);
      const [page] = await tx
        .select({ path: pages.path })
        .from(pages)
        .where(and(isNull(pages.translationOf), or(eq(pages.path, `/${segment}`), like(pages.path, `/${segment}/%`))))
        .limit(1);
      if (page) problems[`others.${index}`] = LOCALE_ADDRESS_WORDS.taken(segment, page.path);
    }
    // A language leaves only with its translations gone: they would be documents no address or list reaches.
    const stored = await readLocales(tx);
    const removed = stored.others.filter((code) => !locales.others.includes(code));
    for (const code of removed) {
      const held = await translationCount(tx, code);
      if (held) problems["others"] = LOCALE_ADDRESS_WORDS.translated(code, held);
    }
    // The originals are in the default language: another default would leave them and their translations misnamed.
    if (locales.default !== stored.default) {
      const held = (await Promise.all(stored.others.map((code) => translationCount(tx, code)))).reduce((sum, count) => sum + count, 0);
      if (held) problems["default"] = LOCALE_ADDRESS_WORDS.defaultHeld(stored.default, held);
    }
    refuseProblems(problems);
    if (JSON.stringify(await readLocales(tx)) === JSON.stringify(locales)) return false;
    await writeRow(tx, (stored) => ({ ...(stored ?? DEFAULT_SETTINGS), locales }), actor, now);
    return true;
  });
}

type StoredRow = typeof siteSettings.$inferSelect;

/** Stores what `edit` makes of the row's settings, and moves the store to a new generation. */
async function writeRow(tx: Executor, edit: (stored: StoredRow["settings"] | undefined) => StoredRow["settings"], actor: string, now: Date): Promise<void> {
  const [stored] = await tx.select({ settings: siteSettings.settings }).from(siteSettings).where(eq(siteSettings.id, 1));
  const row = { settings: edit(stored?.settings), updatedAt: now, updatedBy: actor };
  await tx
    .insert(siteSettings)
    .values({ id: 1, ...row })
    .onConflictDoUpdate({ target: siteSettings.id, set: row });
  await nextGeneration(tx);
}
