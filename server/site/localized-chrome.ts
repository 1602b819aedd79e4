/**
 * The header and footer in the site's other locales (ADR 054): a locale's menus as the team wrote
 * them, each link led to its page's published translation there or left out, where that locale's
 * chrome words exist too. Another locale's pages keep the default locale's chrome, marked as such.
 */
import { articleSlugOf } from "#shared/blog-paths.ts";
import { chromeWordsOf } from "#shared/content/chrome-words.ts";
import { splitLocalePath } from "#shared/i18n/addresses.ts";
import { localeDirection, type LocaleSettings } from "#shared/i18n/locales.ts";
import { menusInLocale, siteMenus } from "#shared/pages/menus.ts";
import type { LocaleChrome, PageLanguage } from "#shared/pages/page-view.ts";
import type { PageLanguages } from "./localized-pages.ts";
import type { PostLanguages } from "./localized-posts.ts";

/** A locale's menus as stored (site_menu_translations). */
export interface MenusInLocaleRow {
  locale: string;
  menus: unknown;
}

/** The chrome of each configured locale that has both its menus and its words, by locale. */
export function localeChromes(rows: readonly MenusInLocaleRow[], locales: LocaleSettings, pages: PageLanguages, posts: PostLanguages): ReadonlyMap<string, LocaleChrome> {
  const chromes = new Map<string, LocaleChrome>();
  for (const row of rows) {
    const parsed = siteMenus.safeParse(row.menus);
    // A row written around the studio that breaks the schema leaves that locale's pages the default chrome.
    if (!locales.others.includes(row.locale) || !chromeWordsOf(row.locale) || !parsed.success) continue;
    const addressIn = linkAddressIn(row.locale, pages, posts);
    chromes.set(row.locale, { menus: menusInLocale(parsed.data, addressIn), home: addressIn("/") ?? "/" });
  }
  return chromes;
}

/**
 * Where a menu's link leads in `locale`: an address outside the site's pages as it is (another site,
 * mail, a phone, a fragment), a page or post of the site at its published translation there, the
 * blog at the locale's blog, a live page of the locale's own as it is; none when the locale has none of it.
 */
export function linkAddressIn(locale: string, pages: PageLanguages, posts: PostLanguages): (href: string) => string | undefined {
  return (href) => {
    if (!href.startsWith("/") || href.startsWith("//")) return href;
    const at = href.search(/[?#]/);
    const [path, rest] = at < 0 ? [href, ""] : [href.slice(0, at), href.slice(at)];
    // An address in the locale's own space (a page written in that language only) leads there while it is on the site.
    if (splitLocalePath(path, pages.locales).locale === locale) return pages.byPath.has(path) || posts.byPath.has(path) ? href : undefined;
    const slug = articleSlugOf(path);
    const blog = posts.blogs.get(locale);
    const address =
      pages.translations.get(path)?.get(locale) ?? (path === "/blog" && blog ? `${blog.prefix}/blog` : undefined) ?? (slug === undefined ? undefined : posts.translations.get(slug)?.get(locale));
    return address === undefined ? undefined : `${address}${rest}`;
  };
}

/** `language` with its locale's chrome, where that locale has one. */
export function withChrome(language: PageLanguage, chromes: ReadonlyMap<string, LocaleChrome>): PageLanguage {
  const chrome = chromes.get(language.lang);
  return chrome ? { ...language, chrome } : language;
}

/** Each address's language with its locale's chrome. */
export function languagesWithChrome<Languages extends { byPath: ReadonlyMap<string, PageLanguage> }>(languages: Languages, chromes: ReadonlyMap<string, LocaleChrome>): Languages {
  if (chromes.size === 0) return languages;
  return { ...languages, byPath: new Map([...languages.byPath].map(([path, language]) => [path, withChrome(language, chromes)])) };
}

/**
 * The language of a page drawn at `path` that is not on the site (a translation's draft in the
 * studio's preview) by its address's locale, with that locale's chrome; none in the default locale's.
 */
export function addressLanguage(path: string, locales: LocaleSettings, chromes: ReadonlyMap<string, LocaleChrome>): PageLanguage | undefined {
  const { locale } = splitLocalePath(path, locales);
  return locale === locales.default ? undefined : withChrome({ lang: locale, dir: localeDirection(locale), alternates: [] }, chromes);
}
