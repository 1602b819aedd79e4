/**
 * The language of a part's words where it differs from its page's (WCAG 3.1.2, language of parts):
 * the chrome (header, footer) of a locale whose menus or chrome words are not written is the default
 * locale's (ADR 054), so on a translated page it says so, and runs left to right as English does.
 */
import { DEFAULT_LOCALE } from "./default-locale.ts";

export interface WordsLanguage {
  lang: string;
  dir: "ltr";
}

/** The chrome's language on a page in `pageLang`: undefined where they are the same (every page of a site of one language). */
export function chromeWordsLanguage(pageLang: string | undefined): WordsLanguage | undefined {
  return pageLang === undefined || pageLang === DEFAULT_LOCALE ? undefined : { lang: DEFAULT_LOCALE, dir: "ltr" };
}
