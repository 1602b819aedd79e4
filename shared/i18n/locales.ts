/**
 * The operator's locales as codes (ADR 054): a known language, optionally its script and region,
 * stored canonical ("pt-BR", "zh-Hant"); its own name and its direction are derived from the
 * platform's data (Intl), never stored. Shared by the studio's settings form and the server.
 */
import { reservedAddressOf } from "#shared/site-paths.ts";

import { DEFAULT_LOCALE } from "./default-locale.ts";

export { DEFAULT_LOCALE };

export type TextDirection = "ltr" | "rtl";

/** Language, optional script, optional region (two letters or three digits): no variants, extensions or private use. */
const LOCALE_SHAPE = /^[a-z]{2,3}(?:-[A-Z][a-z]{3})?(?:-(?:[A-Z]{2}|\d{3}))?$/;

/**
 * Scripts written right to left (Unicode's, for the languages a site may use): a locale is
 * right-to-left when its likely script is one. The platform's own `textInfo` answers "ltr" for
 * locales its data lacks (az-Arab), so the likely script, which every locale has, decides.
 */
const RIGHT_TO_LEFT_SCRIPTS: ReadonlySet<string> = new Set(["Arab", "Hebr", "Syrc", "Thaa", "Nkoo", "Adlm", "Rohg", "Mand", "Samr", "Mend", "Yezi"]);

export const LOCALE_WORDS = {
  shape: "Give a language code, with a region if you like, e.g. de, pt-BR or ar.",
  unknownLanguage: (language: string) => `“${language}” is not a language code we know; use its ISO 639 code, e.g. de for German.`,
  unknownRegion: (region: string) => `“${region}” is not a region code we know; use its two-letter country code, e.g. AT for Austria.`,
  reserved: (segment: string) => `/${segment} belongs to the site itself; this language cannot have its pages there.`,
} as const;

const knownLanguages = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });
const knownRegions = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

/** `code` as stored ("DE-at" -> "de-AT", "iw" -> "he"), or undefined when it is no locale code of the allowed shape. */
export function canonicalLocale(code: string): string | undefined {
  try {
    const [canonical] = Intl.getCanonicalLocales(code.trim());
    return canonical !== undefined && LOCALE_SHAPE.test(canonical) ? canonical : undefined;
  } catch {
    return undefined;
  }
}

/** Why `code` cannot be one of the site's locales, in words, or undefined when it can. */
export function localeProblem(code: string): string | undefined {
  const canonical = canonicalLocale(code);
  if (canonical === undefined) return LOCALE_WORDS.shape;
  const segment = localeSegment(canonical);
  if (reservedAddressOf(`/${segment}`)) return LOCALE_WORDS.reserved(segment);
  const { language, region } = new Intl.Locale(canonical);
  if (knownLanguages.of(language) === undefined) return LOCALE_WORDS.unknownLanguage(language);
  if (region !== undefined && knownRegions.of(region) === undefined) return LOCALE_WORDS.unknownRegion(region);
  return undefined;
}

/** The first segment of the locale's addresses: its code in lower case ("pt-BR" -> "pt-br"). */
export const localeSegment = (code: string) => code.toLowerCase();

/** Which way the locale's text runs, from its likely script ("ar" -> Arab -> rtl). */
export function localeDirection(code: string): TextDirection {
  const { script } = new Intl.Locale(code).maximize();
  return script !== undefined && RIGHT_TO_LEFT_SCRIPTS.has(script) ? "rtl" : "ltr";
}

/**
 * The locale's name in its own language, capitalized as a menu item ("fr" -> "Français", "ar" ->
 * "العربية"), or in `inLanguage` (the admin app's English: "de" -> "German").
 */
export function localeName(code: string, inLanguage = code): string {
  const name = new Intl.DisplayNames([inLanguage], { type: "language" }).of(code) ?? code;
  const [first = "", ...rest] = name;
  return first.toLocaleUpperCase(inLanguage) + rest.join("");
}

/** The site's locales as settings hold them (ADR 054): the default, whose addresses have no prefix, and the others, canonical. */
export interface SiteLocales {
  default: string;
  others: readonly string[];
}

/** Today's site: its one language. */
export const ONE_LOCALE: SiteLocales = { default: DEFAULT_LOCALE, others: [] };

/** What a visitor gets at an address of a locale with no published translation there. */
export const MISSING_TRANSLATION_ANSWERS = {
  "default-page": "The page in the default language, marked as such for search engines",
  "not-found": "The not-found page (404)",
} as const;
export type MissingTranslationAnswer = keyof typeof MISSING_TRANSLATION_ANSWERS;

export const LOCALE_SETTINGS_WORDS = {
  sameAsDefault: "This is already the site's default language.",
  twice: "This language is listed twice.",
} as const;

/**
 * The site's locales as the settings form sends them, checked by field ("default", "others.1"):
 * each a locale code, none twice, the default not among the others. Answers them canonical, or the problems.
 */
export function siteLocalesOf(input: SiteLocales): { locales: SiteLocales } | { problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const defaultProblem = localeProblem(input.default);
  if (defaultProblem) problems["default"] = defaultProblem;
  const defaultCode = canonicalLocale(input.default);
  const seen = new Set<string>();
  input.others.forEach((code, index) => {
    const canonical = canonicalLocale(code);
    const problem = localeProblem(code) ?? (canonical === defaultCode ? LOCALE_SETTINGS_WORDS.sameAsDefault : seen.has(canonical!) ? LOCALE_SETTINGS_WORDS.twice : undefined);
    if (problem) problems[`others.${index}`] = problem;
    if (canonical) seen.add(canonical);
  });
  if (Object.keys(problems).length) return { problems };
  return { locales: { default: defaultCode!, others: input.others.map((code) => canonicalLocale(code)!) } };
}

/** The locales as the site's settings keep them (ADR 054): the locales and the answer for an untranslated page. */
export interface LocaleSettings extends SiteLocales {
  missing: MissingTranslationAnswer;
}

/** Today's site: one language; were one added, its untranslated pages would show the original. */
export const DEFAULT_LOCALE_SETTINGS: LocaleSettings = { ...ONE_LOCALE, missing: "default-page" };

export const MISSING_WORDS = {
  choose: "Choose what a visitor gets at a page not translated yet: the default language's page or the not-found page.",
  shape: "Send the locales as { default, others: [codes], missing }.",
} as const;

const isMissingAnswer = (value: unknown): value is MissingTranslationAnswer => typeof value === "string" && Object.hasOwn(MISSING_TRANSLATION_ANSWERS, value);

/** Whether a value has the locale settings' shape (codes as text), whatever its codes say. */
export function hasLocaleSettingsShape(value: unknown): value is LocaleSettings {
  if (!value || typeof value !== "object") return false;
  const { default: code, others, missing } = value as Record<string, unknown>;
  return typeof code === "string" && Array.isArray(others) && others.every((other) => typeof other === "string") && typeof missing === "string";
}

/** The locale settings checked by field (`siteLocalesOf`'s and "missing"): canonical, or the problems. */
export function localeSettingsOf(input: LocaleSettings): { settings: LocaleSettings } | { problems: Record<string, string> } {
  const checked = siteLocalesOf(input);
  const problems = "problems" in checked ? { ...checked.problems } : {};
  if (!isMissingAnswer(input.missing)) problems["missing"] = MISSING_WORDS.choose;
  if ("problems" in checked || Object.keys(problems).length) return { problems };
  return { settings: { ...checked.locales, missing: input.missing } };
}
