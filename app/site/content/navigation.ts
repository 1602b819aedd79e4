/**
 * The site's menus as the seed has them (shared/pages/menus.ts), named as the site shows them, and
 * the chrome's own copy (shared/content/chrome-words.ts). The server renders the team's menus from the store (useSite().menus).
 */
import { DEFAULT_CHROME_WORDS } from "#shared/content/chrome-words.ts";
import { DEFAULT_MENUS, type HeaderEntry, type MenuLink } from "#shared/pages/menus.ts";

export type NavLink = MenuLink & { cookieSettings?: boolean };

export interface NavGroup {
  label: string;
  items: NavLink[];
}

const entry = (label: string): HeaderEntry => DEFAULT_MENUS.header.entries.find((item) => item.label === label)!;
const linkOf = (label: string) => ({ label, href: entry(label).href! });

export const productLinks: NavLink[] = entry("Products").items;
export const solutionLinks: NavLink[] = entry("Solutions").items;

export const headerNav = {
  home: linkOf("Home"),
  products: { label: "Products", items: productLinks } satisfies NavGroup,
  solutions: { label: "Solutions", items: solutionLinks } satisfies NavGroup,
  blog: linkOf("Blog"),
  contact: linkOf("Contact"),
  primaryCta: DEFAULT_MENUS.header.primary,
  secondaryCta: DEFAULT_MENUS.header.secondary,
  themeToggle: DEFAULT_CHROME_WORDS.themeToggle,
} as const;

export const footerColumns: NavGroup[] = DEFAULT_MENUS.footer.columns;

export const footerCopy = {
  blurb: DEFAULT_MENUS.footer.blurb,
  contactHeading: DEFAULT_CHROME_WORDS.contactHeading,
  rightsReserved: DEFAULT_CHROME_WORDS.rightsReserved,
  trademark: DEFAULT_CHROME_WORDS.trademark,
};

/**
 * The locale switcher's name for screen readers, in the page's language (by its language subtag):
 * its links are each in their own language; English where a language is not written here yet.
 */
export const languageSwitcherLabel: Readonly<Record<string, string>> = {
  en: "Language",
  de: "Sprache",
  es: "Idioma",
  fr: "Langue",
  ar: "اللغة",
};

/**
 * The note suggesting the page in the visitor's language (ADR 054), written in that language (by
 * its language subtag): a locale not here gets no note, never one in another language.
 */
export const languageSuggestionCopy: Readonly<Record<string, { label: string; text: string; close: string }>> = {
  en: { label: "Language suggestion", text: "This page is also available in English.", close: "Close" },
  de: { label: "Sprachvorschlag", text: "Diese Seite gibt es auch auf Deutsch.", close: "Schließen" },
  es: { label: "Sugerencia de idioma", text: "Esta página también está disponible en español.", close: "Cerrar" },
  fr: { label: "Suggestion de langue", text: "Cette page existe aussi en français.", close: "Fermer" },
  ar: { label: "اقتراح اللغة", text: "هذه الصفحة متوفرة أيضًا باللغة العربية.", close: "إغلاق" },
};
