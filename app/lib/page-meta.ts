import type { MetaDescriptor } from "react-router";
import type { PageMeta } from "~/content/types";
import { withBrand } from "./brand";
import { seo, type PageSeo } from "./seo";

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
