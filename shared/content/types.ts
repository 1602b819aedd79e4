/** Shapes of the copy the code keeps (the blog, the error pages); a page's sections are typed by their schemas (shared/pages). */

export interface Cta {
  label: string;
  href: string;
}

export interface PageMeta {
  title: string;
  description: string;
  /** Use the title without the " | {brand}" suffix. */
  fullTitle?: boolean;
  robots?: string;
}

export interface HeroContent {
  eyebrow?: string;
  title: string;
  lead: string;
  primary?: Cta;
  secondary?: Cta;
}

export interface StatusPageContent {
  meta: PageMeta;
  /** Large figure or word above the heading, e.g. "404". */
  eyebrow?: string;
  title: string;
  subtitle?: string;
  body: string;
  primary: Cta;
  secondary?: Cta;
}

/** Eyebrow, `<h2>` and optional lead paragraph that open a section. */
export interface SectionIntro {
  eyebrow?: string;
  title: string;
  lead?: string;
}

/** A headline figure: value "+150%", label "more qualified leads". */
export interface Stat {
  value: string;
  label: string;
  detail?: string;
}

/** A real `<table>`: the first cell of each row is its row header. */
export interface DataTable {
  /** Names the table for screen readers (rendered as its caption). */
  caption: string;
  columns: string[];
  rows: string[][];
}

/**
 * Whether the page experiments wait for the consent banner's Accept before a visitor gets a
 * variant, a cookie and a place in the count ("required"), or take part everyone who has not
 * refused ("not-required"). Unset: "required" when the provider itself asks for consent.
 */
export type ExperimentsConsent = "required" | "not-required";

/** The site's analytics provider (site.ts `analytics`; checked and used by shared/analytics.ts). */
export type AnalyticsConfig = (
  | { provider: "plausible"; /** e.g. https://plausible.io/js/script.js or your own host */ scriptUrl: string; /** the site's domain in Plausible */ domain: string }
  | { provider: "umami"; /** e.g. https://cloud.umami.is/script.js or your own host */ scriptUrl: string; websiteId: string }
  | { provider: "ga4"; /** G-XXXXXXXXXX */ measurementId: string }
) & { experimentsConsent?: ExperimentsConsent };
