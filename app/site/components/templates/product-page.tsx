import { Checklist } from "#app/site/components/sections/checklist.tsx";
import { CtaBanner } from "#app/site/components/sections/cta-banner.tsx";
import { TableSection } from "#app/site/components/sections/data-table.tsx";
import { Explainer } from "#app/site/components/sections/explainer.tsx";
import { FeatureGrid } from "#app/site/components/sections/feature-grid.tsx";
import { PageHero } from "#app/site/components/sections/page-hero.tsx";
import { ProductMock } from "#app/site/components/sections/product-mock.tsx";
import { Section } from "#app/site/components/sections/section.tsx";
import type { ProductContent } from "#shared/content/types.ts";

/** The one template all five product pages share. */
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
