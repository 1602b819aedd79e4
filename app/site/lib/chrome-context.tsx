/**
 * The header's and footer's words and menus for the page being rendered (ADR 054): its locale's
 * where they are written, else the default locale's, marked as in that language on a translated page.
 */
import { createContext, useContext } from "react";
import { chromeWordsOf, DEFAULT_CHROME_WORDS, type ChromeWords } from "#shared/content/chrome-words.ts";
import type { SiteConfig } from "#shared/content/site.ts";
import { chromeWordsLanguage, type WordsLanguage } from "#shared/i18n/words-language.ts";
import type { VisitorMenus } from "#shared/pages/menus.ts";
import type { PageLanguage } from "#shared/pages/page-view.ts";

export interface Chrome {
  menus: VisitorMenus;
  words: ChromeWords;
  /** The logo's link. */
  home: string;
  /** Set where the chrome's words are not in the page's language. */
  wordsLanguage?: WordsLanguage;
}

export function chromeOf(language: PageLanguage | undefined, site: SiteConfig): Chrome {
  const words = language?.chrome && chromeWordsOf(language.lang);
  if (language?.chrome && words) return { menus: language.chrome.menus, words, home: language.chrome.home };
  return { menus: site.menus, words: DEFAULT_CHROME_WORDS, home: "/", wordsLanguage: chromeWordsLanguage(language?.lang) };
}

export const ChromeContext = createContext<Chrome | undefined>(undefined);

export function useChrome(): Chrome {
  const chrome = useContext(ChromeContext);
  if (!chrome) throw new Error("useChrome: render inside the public site's chrome");
  return chrome;
}
