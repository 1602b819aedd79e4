/** What a page's route renders: its document, and what its sections' preparation gave them (sections/registry.ts). */
import type { ContactFormAnswer } from "#shared/contact-post.ts";
import type { FormAnswerOnPage } from "#shared/forms/form-post.ts";
import type { AlternateLink } from "#shared/i18n/alternates.ts";
import type { TextDirection } from "#shared/i18n/locales.ts";
import type { VisitorMenus } from "./menus.ts";
import type { PageDocument } from "./page.ts";

/** The chrome of a locale whose menus and chrome words are written (ADR 054): the header and footer in its words. */
export interface LocaleChrome {
  menus: VisitorMenus;
  /** The logo's link: the locale's home page where it is translated. */
  home: string;
}

/** The language a page is in, and its translations for search engines (ADR 054); absent on a site of one language. */
export interface PageLanguage {
  lang: string;
  dir: TextDirection;
  /** Its hreflang cluster: none unless a translation of it is published. */
  alternates: AlternateLink[];
  /** Absent: the default locale's chrome (marked as in its language where the page is not). */
  chrome?: LocaleChrome;
}

export type { LegalText } from "#sections/define.ts";

export interface PageView {
  document: PageDocument;
  /** By section anchor: what each shown section's preparation on the server gave its view. */
  prepared?: Record<string, unknown>;
  /** A contact form posted to the page without JavaScript and refused: the form shows it again (the page route's action). */
  contactAnswer?: ContactFormAnswer;
  /** A built form posted to the page without JavaScript: its thank-you, or its values and errors (the page route's action). */
  formAnswer?: FormAnswerOnPage;
  language?: PageLanguage;
}
