/**
 * The pages of the site's other locales (ADR 054), as a generation serves them: published
 * translations at their own addresses, each member of a cluster with its hreflang links, and an
 * untranslated page's address in a locale answered as the operator chose (the original whole,
 * canonical to itself, in no list), or not at all.
 */
import { splitLocalePath, localizedPath } from "#shared/i18n/addresses.ts";
import { alternateLinks, type ClusterMember } from "#shared/i18n/alternates.ts";
import { DEFAULT_LOCALE, localeDirection, type LocaleSettings } from "#shared/i18n/locales.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import type { PageLanguage } from "#shared/pages/page-view.ts";
import { GONE_PATH, NOT_FOUND_PATH } from "#shared/site-paths.ts";

/** A published page's row as the snapshot reads it: an original (no locale), or a translation of one. */
export interface PageInCluster {
  id: number;
  path: string;
  locale: string | null;
  translationOf: number | null;
}

/** What a generation knows of its pages' languages. */
export interface PageLanguages {
  locales: LocaleSettings;
  /** The pages of another locale, and the originals with published translations: their language and alternates, by address. */
  byPath: ReadonlyMap<string, PageLanguage>;
  /** Each original's published translations: its address, then the translation's by locale. */
  translations: ReadonlyMap<string, ReadonlyMap<string, string>>;
}

/** Whether the site speaks today's one language only: its pages then carry no language of their own (byte for byte as before). */
const speaksOneLanguage = (locales: LocaleSettings) => locales.default === DEFAULT_LOCALE && locales.others.length === 0;

const languageOf = (lang: string, alternates: PageLanguage["alternates"] = []): PageLanguage => ({ lang, dir: localeDirection(lang), alternates });

/** Whether a page may be listed by search engines: neither noindex nor canonical to another address. */
const indexable = (document: PageDocument) => !document.noindex && !document.canonical;

/**
 * Each page's language and hreflang links. `rows` are the servable published pages (originals and
 * translations of the configured locales); `documents` their documents by address.
 */
export function pageLanguages(rows: readonly PageInCluster[], documents: ReadonlyMap<string, PageDocument>, locales: LocaleSettings): PageLanguages {
  const byPath = new Map<string, PageLanguage>();
  const translations = new Map<string, Map<string, string>>();
  if (speaksOneLanguage(locales)) return { locales, byPath, translations };
  const clusters = new Map<number, ClusterMember[]>();
  const member = (row: PageInCluster, locale: string): ClusterMember => ({ locale, path: row.path, status: "published", indexable: indexable(documents.get(row.path)!) });
  for (const row of rows) {
    const original = row.translationOf ?? row.id;
    const members = clusters.get(original) ?? [];
    members.push(member(row, row.locale ?? locales.default));
    clusters.set(original, members);
  }
  for (const members of clusters.values()) {
    const alternates = alternateLinks(members, locales.default);
    for (const { locale, path } of members) byPath.set(path, languageOf(locale, alternates));
    const original = members.find((member) => member.locale === locales.default);
    if (original) translations.set(original.path, new Map(members.filter((member) => member !== original).map((member) => [member.locale, member.path])));
  }
  return { locales, byPath, translations };
}

/** The page a generation serves at `path`: its document and language, or undefined when none. */
export interface ServedPage {
  document: PageDocument;
  /** Absent on a site of one language. */
  language?: PageLanguage;
}

export function servedPage(pages: ReadonlyMap<string, PageDocument>, languages: PageLanguages, path: string): ServedPage | undefined {
  const { locales, byPath } = languages;
  const one = speaksOneLanguage(locales);
  const document = pages.get(path);
  if (document) return one ? { document } : { document, language: byPath.get(path) ?? languageOf(locales.default) };
  if (one || locales.missing !== "default-page") return undefined;
  const original = untranslatedOriginal(pages, languages, path);
  return original && { document: original, language: languageOf(locales.default) };
}

/** The original `path` names in another locale's space ("/de/pricing" -> "/pricing"), and that locale. */
function originalNamedIn({ locales, byPath }: PageLanguages, path: string): { locale: string; original: string } | undefined {
  const { locale, path: rest } = splitLocalePath(path, locales);
  if (locale === locales.default || rest === NOT_FOUND_PATH || rest === GONE_PATH) return undefined;
  // Only an original's address counts, not another locale's page ("/de/ar/…").
  return (byPath.get(rest)?.lang ?? locales.default) === locales.default ? { locale, original: rest } : undefined;
}

/** The default locale's page `path` names in another locale's space, when that locale has no translation of it. */
function untranslatedOriginal(pages: ReadonlyMap<string, PageDocument>, languages: PageLanguages, path: string): PageDocument | undefined {
  const named = originalNamedIn(languages, path);
  if (!named || languages.translations.get(named.original)?.has(named.locale)) return undefined;
  return pages.get(named.original);
}

/** Where a locale's translation of the page `path` names lives, when at another address ("/de/pricing" -> "/de/preise"): a 301 there. */
export function translationAddress(languages: PageLanguages, path: string): string | undefined {
  const named = originalNamedIn(languages, path);
  const address = named && languages.translations.get(named.original)?.get(named.locale);
  return address === path ? undefined : address;
}

/** The addresses where an untranslated page answers with its original: what a cache in front must purge with it. */
export function standInAddresses(pages: ReadonlyMap<string, PageDocument>, languages: PageLanguages): string[] {
  const { locales } = languages;
  if (speaksOneLanguage(locales) || locales.missing !== "default-page") return [];
  return locales.others.flatMap((locale) =>
    [...pages.keys()].map((path) => localizedPath(locale, path, locales)).filter((address) => !pages.has(address) && untranslatedOriginal(pages, languages, address)),
  );
}

/** The locale of a served page when it is not the default one: what its form sections show in (forms-shown.ts). */
export function translationLocale(languages: PageLanguages, language: PageLanguage | undefined): string | undefined {
  return language && language.lang !== languages.locales.default ? language.lang : undefined;
}
