import type { MetaDescriptor } from "react-router";
import type { PageMeta, ProductContent } from "#shared/content/types.ts";
import { withBrand } from "#shared/brand.ts";
import { seo, type PageSeo } from "#shared/seo.ts";
import { breadcrumbs, jsonLd, softwareApplication } from "./structured-data.ts";

/** Meta tags for a route from its content entry: `meta: () => pageMeta(pages.pricing.meta, "/pricing")`. */
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

/** A product page's meta: its tags, its SoftwareApplication and its breadcrumb (Products > name). */
export function productMeta(product: ProductContent): MetaDescriptor[] {
  const path = `/${product.slug}`;
  return [
    ...pageMeta(product.meta, path),
    jsonLd(softwareApplication({ name: product.name, kind: product.kind, description: product.meta.description, path })),
    jsonLd(breadcrumbs([["Products", "/ai-stack"], [product.name, path]])),
  ];
}
