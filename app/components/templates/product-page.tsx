import { Checklist } from "~/components/sections/checklist";
import { CtaBanner } from "~/components/sections/cta-banner";
import { TableSection } from "~/components/sections/data-table";
import { Explainer } from "~/components/sections/explainer";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { ProductMock } from "~/components/sections/product-mock";
import { Section } from "~/components/sections/section";
import type { ProductContent } from "~/content/types";
import { pageMeta } from "~/lib/page-meta";
import { breadcrumbs, jsonLd, softwareApplication } from "~/lib/structured-data";

/** The one template all five product pages share (SPEC "Product pages"). */
export function ProductPage({ product }: { product: ProductContent }) {
  return (
    <>
      <PageHero hero={product.hero} visual={<ProductMock mock={product.mock} />} />
      <Explainer {...product.explainer} />
      <Section id="features" intro={product.features.intro} tone="muted">
        <FeatureGrid items={product.features.items} columns={3} />
      </Section>
      <Section id="benefits" intro={product.benefits.intro} align="left">
        <Checklist items={product.benefits.items} />
      </Section>
      <TableSection id="metrics" intro={product.metrics.intro} table={product.metrics.table} />
      <CtaBanner content={product.closing} />
    </>
  );
}

export function productMeta(product: ProductContent) {
  const path = `/${product.slug}`;
  return [
    ...pageMeta(product.meta, path),
    jsonLd(softwareApplication({ name: product.name, kind: product.kind, description: product.meta.description, path })),
    jsonLd(breadcrumbs([["Products", "/ai-stack"], [product.name, path]])),
  ];
}
