/**
 * The chrome's own words (skip link, header, drawer, footer) in each language it is written in (ADR
 * 054); the menus' labels are the team's, per locale, in the studio. A locale whose words are not
 * here keeps the default locale's chrome, marked as such (shared/i18n/words-language.ts), and its
 * menus are not offered for translation: a German header around English buttons would mix languages.
 */
export interface ChromeWords {
  skipToContent: string;
  /** The logo link's name; `{brand}` is the brand. */
  home: string;
  mainNav: string;
  mobileNav: string;
  openMenu: string;
  /** The drawer's title; `{brand}` is the brand. */
  menuTitle: string;
  closeMenu: string;
  /** The theme button's name (a toggle: pressed while the page is dark). */
  themeToggle: string;
  footerNav: string;
  contactHeading: string;
  rightsReserved: string;
  /** `{brand}` is the brand. */
  trademark: string;
  socialMedia: string;
}

export const DEFAULT_CHROME_WORDS: ChromeWords = {
  skipToContent: "Skip to content",
  home: "{brand} home",
  mainNav: "Main",
  mobileNav: "Mobile",
  openMenu: "Open menu",
  menuTitle: "{brand} menu",
  closeMenu: "Close menu",
  themeToggle: "Dark theme",
  footerNav: "Footer",
  contactHeading: "Contact",
  rightsReserved: "All rights reserved.",
  trademark: "{brand}, ContentOS, InsightStream, SEO Genesis, Authority Engine and AI SDR are trademarks of {brand}. Other names may be trademarks of their respective owners.",
  socialMedia: "Social media",
};

const GERMAN: ChromeWords = {
  skipToContent: "Zum Inhalt springen",
  home: "{brand} Startseite",
  mainNav: "Hauptmenü",
  mobileNav: "Mobiles Menü",
  openMenu: "Menü öffnen",
  menuTitle: "{brand} Menü",
  closeMenu: "Menü schließen",
  themeToggle: "Dunkles Design",
  footerNav: "Fußzeile",
  contactHeading: "Kontakt",
  rightsReserved: "Alle Rechte vorbehalten.",
  trademark: "{brand}, ContentOS, InsightStream, SEO Genesis, Authority Engine und AI SDR sind Marken von {brand}. Andere Namen können Marken ihrer jeweiligen Inhaber sein.",
  socialMedia: "Soziale Medien",
};

const ARABIC: ChromeWords = {
  skipToContent: "انتقل إلى المحتوى",
  home: "الصفحة الرئيسية لـ {brand}",
  mainNav: "القائمة الرئيسية",
  mobileNav: "قائمة الجوال",
  openMenu: "فتح القائمة",
  menuTitle: "قائمة {brand}",
  closeMenu: "إغلاق القائمة",
  themeToggle: "المظهر الداكن",
  footerNav: "تذييل الصفحة",
  contactHeading: "اتصل بنا",
  rightsReserved: "جميع الحقوق محفوظة.",
  trademark: "{brand} وContentOS وInsightStream وSEO Genesis وAuthority Engine وAI SDR علامات تجارية لـ {brand}. قد تكون الأسماء الأخرى علامات تجارية لأصحابها.",
  socialMedia: "وسائل التواصل الاجتماعي",
};

/** By language subtag: a regional locale ("de-AT") takes its language's words. */
const WRITTEN: Readonly<Record<string, ChromeWords>> = { de: GERMAN, ar: ARABIC };

/** The chrome's words in `locale`, when they are written; the default locale's are DEFAULT_CHROME_WORDS. */
export function chromeWordsOf(locale: string): ChromeWords | undefined {
  return WRITTEN[locale.split("-")[0]!.toLowerCase()];
}

/** `text` with the brand in it. */
export const withBrand = (text: string, brand: string) => text.replaceAll("{brand}", brand);
