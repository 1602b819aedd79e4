import type { MetaDescriptor } from "react-router";
import { contactFormCopy } from "#shared/content/contact.ts";
import type { PageMeta } from "#shared/content/types.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import type { AlternateLink } from "#shared/i18n/alternates.ts";
import { withBrand } from "#shared/brand.ts";
import { seo, type PageSeo } from "#shared/seo.ts";
import { GONE_PATH, NOT_FOUND_PATH } from "#shared/site-paths.ts";
import { faqPage, packageProduct } from "./pricing-structured-data.ts";
import { breadcrumbs, jsonLd, softwareApplication, website } from "./structured-data.ts";

/** Meta tags for a route from its content entry: `meta: () => pageMeta(pages.blog.meta, "/blog")`. */
export function pageMeta(meta: PageMeta, path: string | undefined, extra: Partial<PageSeo> = {}): MetaDescriptor[] {
  return seo({
    title: withBrand(meta.title),
    fullTitle: meta.fullTitle,
    description: withBrand(meta.description),
    robots: meta.robots,
    path,
    ...extra,
  });
}

/** "noindex", "noindex, nofollow", "nofollow" or nothing. */
function robotsOf(page: PageDocument): string | undefined {
  const words = [page.noindex && "noindex", page.nofollow && "nofollow"].filter(Boolean);
  return words.length ? words.join(", ") : undefined;
}

/**
 * A page document's head: its tags, then what it tells search engines about itself (the website,
 * a product, its FAQ and packages, from the sections that show them) and its breadcrumb trail.
 */
export function documentMeta(page: PageDocument, lang?: string): MetaDescriptor[] {
  // The not-found page must not declare itself the canonical URL of anything.
  const path = page.path === NOT_FOUND_PATH || page.path === GONE_PATH ? undefined : (page.canonical ?? page.path);
  const shown = page.sections.filter((section) => !section.hidden);
  return [
    ...seo({ title: withBrand(page.title), fullTitle: page.fullTitle, description: withBrand(page.description), robots: robotsOf(page), path, image: page.socialImage, lang }),
    ...(page.home ? [jsonLd(website())] : []),
    ...(page.product ? [jsonLd(softwareApplication({ name: page.product.name, kind: page.product.category, description: page.description, path: page.path }))] : []),
    ...shown.flatMap((section) => (section.type === "faq" ? [jsonLd(faqPage(section.items))] : [])),
    ...shown.flatMap((section) => (section.type === "pricing-packages" ? section.items.map((item) => jsonLd(packageProduct(item))) : [])),
    ...(page.breadcrumbs ? [jsonLd(breadcrumbs(page.breadcrumbs.map(({ name, path: crumb }) => [name, crumb])))] : []),
  ];
}

/** A page's translations for search engines (ADR 054): one `<link rel="alternate" hreflang>` per member of its cluster. */
export function alternateMeta(alternates: readonly AlternateLink[] = []): MetaDescriptor[] {
  return alternates.map(({ hreflang, href }) => ({ tagName: "link", rel: "alternate", hrefLang: hreflang, href }));
}

/** A page drawn as the answer to a form posted to it: its title says something went wrong, and search engines leave it out. */
export function answerMeta(tags: MetaDescriptor[]): MetaDescriptor[] {
  return [
    ...tags.filter((tag) => !("name" in tag && tag.name === "robots")).map((tag) => ("title" in tag ? { title: `${contactFormCopy.errorTitle}: ${String(tag.title)}` } : tag)),
    { name: "robots", content: "noindex" },
  ];
}
