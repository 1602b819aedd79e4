/**
 * A page's hreflang cluster (ADR 054): the original and its translations that a search engine may
 * send a reader to. Only published, indexable members are in it; each lists every member and
 * itself (reciprocal), and `x-default` names the default locale's page. A draft, a translation in
 * review or a scheduled one is in no cluster, so nothing links to a page that is not there.
 */
import type { PostStatus } from "#shared/post-status.ts";
import { absoluteUrl } from "#shared/seo.ts";

/** The original or one of its translations, as the cluster needs it. */
export interface ClusterMember {
  locale: string;
  /** Its address ("/de/preise"). */
  path: string;
  status: PostStatus;
  /** Neither noindex nor canonical to another address: a page a search engine may list. */
  indexable: boolean;
}

/** One `<link rel="alternate" hreflang href>` (and a sitemap's `xhtml:link`). */
export interface AlternateLink {
  hreflang: string;
  href: string;
}

export const X_DEFAULT = "x-default";

/** The alternate links each member of the cluster prints: none unless two members or more are live. */
export function alternateLinks(members: readonly ClusterMember[], defaultLocale: string): AlternateLink[] {
  const live = members.filter((member) => member.status === "published" && member.indexable);
  const byLocale = new Map(live.map((member) => [member.locale, member]));
  if (byLocale.size < 2) return [];
  const links = [...byLocale.values()].map(({ locale, path }) => ({ hreflang: locale, href: absoluteUrl(path) }));
  const original = byLocale.get(defaultLocale);
  return original ? [...links, { hreflang: X_DEFAULT, href: absoluteUrl(original.path) }] : links;
}
