/** Shapes shared by the content modules. Content is data: no JSX in app/content. */

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
