/**
 * A locale's addresses (ADR 054): the default locale's pages keep theirs ("/pricing"), another
 * locale's live under its segment ("/de/preise", its home at "/de"). Only a whole first segment
 * that is a configured locale's makes a locale: "/de-risk-your-pipeline" and "/blog" are the
 * default locale's, whatever codes exist.
 */
import { localeSegment, type SiteLocales } from "./locales.ts";

/** An address as a locale and the path within that locale's space ("/de/preise" -> de and "/preise"). */
export interface LocalePath {
  locale: string;
  path: string;
}

/** The locale `path` is in and its path within it (as requested: decoded, without a trailing slash, though "/de/" is de's home too). */
export function splitLocalePath(path: string, locales: SiteLocales): LocalePath {
  const [, first = "", ...rest] = path.split("/");
  const locale = locales.others.find((code) => localeSegment(code) === first);
  if (locale === undefined) return { locale: locales.default, path };
  const inLocale = `/${rest.join("/")}`;
  return { locale, path: inLocale === "/" ? "/" : inLocale.replace(/\/$/, "") };
}

/** The address of `path` in `locale`'s space: unchanged in the default locale, under its segment in another. */
export function localizedPath(locale: string, path: string, locales: SiteLocales): string {
  if (!path.startsWith("/")) throw new Error(`A path starts with /: ${path}`);
  if (locale === locales.default) return path;
  if (!locales.others.includes(locale)) throw new Error(`${locale} is not one of the site's locales`);
  return path === "/" ? `/${localeSegment(locale)}` : `/${localeSegment(locale)}${path}`;
}

/** Whether a default-locale page at `path` would sit in `locale`'s address space: adding the locale is refused while one does (ADR 054). */
export function isInLocaleSpace(path: string, locale: string): boolean {
  const root = `/${localeSegment(locale)}`;
  return path === root || path.startsWith(`${root}/`);
}
