/**
 * The gentle suggestion of another language (ADR 054): the locale, among those a page is published
 * in, that the visitor's browser prefers, when it is not the page's own. Never a redirect, and none
 * for crawlers, which must see each page as it is. The browser's `navigator.languages` and an
 * `Accept-Language` header both become the same list of preferences.
 */

/** A language range the visitor accepts ("de-AT", "*") and how much (0 to 1; 0: not at all). */
export interface LanguagePreference {
  range: string;
  quality: number;
}

/** Crawlers and page checkers by their user agent's name: a suggestion would only get in their way. */
const CRAWLERS: readonly RegExp[] = [
  // "Googlebot/2.1", "bingbot/2.0", "DuckDuckBot-Https/1.1", "GPTBot/1.0", "AhrefsBot/7.0": a name ending in bot, crawler or spider, then its version.
  /(?:bot|crawler|spider)[\w-]*\//i,
  /facebookexternalhit|Slackbot|Google-InspectionTool|Chrome-Lighthouse|Google-Read-Aloud|Bytespider/i,
];

export function isCrawler(userAgent: string | null | undefined): boolean {
  return userAgent != null && CRAWLERS.some((crawler) => crawler.test(userAgent));
}

const RANGE = /^(?:\*|[a-z]{1,8}(?:-[a-z0-9]{1,8})*)$/i;
const QUALITY = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

/** An `Accept-Language` header as preferences, most wanted first (equal ones in the header's order); malformed entries are left out. */
export function languagePreferences(header: string | null | undefined): LanguagePreference[] {
  if (!header) return [];
  const preferences = header.split(",").flatMap((entry): LanguagePreference[] => {
    const [range = "", ...parameters] = entry.split(";").map((part) => part.trim());
    if (!RANGE.test(range)) return [];
    const weight = parameters.find((parameter) => /^q=/i.test(parameter));
    if (weight === undefined) return [{ range, quality: 1 }];
    const quality = QUALITY.exec(weight)?.[1];
    return quality === undefined ? [] : [{ range, quality: Number(quality) }];
  });
  return preferences.sort((a, b) => b.quality - a.quality);
}

/** `navigator.languages` as preferences: the browser lists them most wanted first. */
export const browserPreferences = (languages: readonly string[]): LanguagePreference[] => languages.map((range) => ({ range, quality: 1 }));

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
/** "de" covers "de" and "de-AT" (RFC 4647's basic filtering), as a refusal ("de;q=0") reads. */
const covers = (range: string, code: string) => same(range, code) || code.toLowerCase().startsWith(`${range.toLowerCase()}-`);

function likely(code: string): Intl.Locale | undefined {
  try {
    return new Intl.Locale(code).maximize();
  } catch {
    return undefined;
  }
}

/**
 * The locale among `candidates` that serves `range`: the same code, else one of the same language
 * and script ("de-AT" is served by "de"; "zh-TW" never by "zh-Hans"), the same region first, then
 * one without a region, then the settings' order.
 */
function localeFor(range: string, candidates: readonly string[]): string | undefined {
  const exact = candidates.find((code) => same(code, range));
  if (exact !== undefined) return exact;
  const wanted = likely(range);
  if (wanted === undefined) return undefined;
  const close = candidates.filter((code) => {
    const offered = likely(code);
    return offered?.language === wanted.language && offered.script === wanted.script;
  });
  const rank = (code: string) => (likely(code)?.region === wanted.region ? 0 : new Intl.Locale(code).region === undefined ? 1 : 2);
  return close.sort((a, b) => rank(a) - rank(b))[0];
}

/** The candidate the visitor wants most (a range they refused with q=0 never picked, "*" picking nothing), or undefined. */
export function preferredLocale(preferences: readonly LanguagePreference[], candidates: readonly string[]): string | undefined {
  const refused = preferences.filter((preference) => preference.quality === 0 && preference.range !== "*");
  const acceptable = candidates.filter((code) => !refused.some((preference) => covers(preference.range, code)));
  for (const { range, quality } of preferences) {
    if (quality === 0 || range === "*") continue;
    const locale = localeFor(range, acceptable);
    if (locale !== undefined) return locale;
  }
  return undefined;
}

export interface SuggestionAsk {
  preferences: readonly LanguagePreference[];
  userAgent: string | null | undefined;
  /** The page's own locale. */
  current: string;
  /** The locales the page is published in (its hreflang cluster's), its own among them. */
  available: readonly string[];
}

/** The locale to suggest: the visitor's most wanted of the page's locales, unless it is the page's own or the visitor is a crawler. */
export function suggestedLocale({ preferences, userAgent, current, available }: SuggestionAsk): string | undefined {
  if (isCrawler(userAgent)) return undefined;
  const best = preferredLocale(preferences, available);
  return best === current ? undefined : best;
}
