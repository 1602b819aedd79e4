import { CtaBanner } from "#app/site/components/sections/cta-banner.tsx";
import { FeatureGrid } from "#app/site/components/sections/feature-grid.tsx";
import { FlowDiagram } from "#app/site/components/sections/flow-diagram.tsx";
import { LinkCardGrid } from "#app/site/components/sections/link-card-grid.tsx";
import { ProductMock } from "#app/site/components/sections/product-mock.tsx";
import { PageHero } from "#app/site/components/sections/page-hero.tsx";
import { Section } from "#app/site/components/sections/section.tsx";
import { aiStack } from "#app/site/content/ai-stack.ts";
import { homeHeroMock } from "#app/site/content/home-visual.ts";
import { pageMeta } from "#app/site/lib/page-meta.ts";
import { breadcrumbs, jsonLd } from "#app/site/lib/structured-data.ts";

export const meta = () => [...pageMeta(aiStack.meta, "/ai-stack"), jsonLd(breadcrumbs([["Unified AI Stack", "/ai-stack"]]))];

export default function AiStackPage() {
  return (
    <>
      <PageHero hero={aiStack.hero} visual={<ProductMock mock={homeHeroMock} />} />
      <Section id="flow" intro={aiStack.flow.intro} tone="ink">
        <FlowDiagram stages={aiStack.flow.items} />
      </Section>
      <Section id="products" intro={aiStack.products.intro}>
        <LinkCardGrid items={aiStack.products.items} columns={3} />
      </Section>
      <Section id="benefits" intro={aiStack.benefits.intro} tone="muted">
        <FeatureGrid items={aiStack.benefits.items} columns={4} />
      </Section>
      <CtaBanner content={aiStack.closing} />
    </>
  );
}
