/**
 * The locale switcher's links (ADR 054): the page in each locale it is published in, from its
 * hreflang cluster (so never a draft, nor a locale without the page), each named in its own
 * language, the page's own marked current. Relative paths: the switcher works on any host.
 */
import type { AlternateLink } from "./alternates.ts";
import { X_DEFAULT } from "./alternates.ts";
import { localeName } from "./locales.ts";

export interface SwitcherLink {
  locale: string;
  /** The locale's name in its own language ("Deutsch", "العربية"). */
  name: string;
  path: string;
  current: boolean;
}

/** One link per locale of the cluster, in its order; none when the page has no translation published. */
export function switcherLinks(alternates: readonly AlternateLink[], current: string): SwitcherLink[] {
  return alternates
    .filter((link) => link.hreflang !== X_DEFAULT)
    .map(({ hreflang, href }) => ({ locale: hreflang, name: localeName(hreflang), path: new URL(href).pathname, current: hreflang === current }));
}
