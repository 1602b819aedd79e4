import { CtaBanner } from "~/components/sections/cta-banner";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { FlowDiagram } from "~/components/sections/flow-diagram";
import { LinkCardGrid } from "~/components/sections/link-card-grid";
import { ProductMock } from "~/components/sections/product-mock";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { aiStack } from "~/content/ai-stack";
import { homeHeroMock } from "~/content/home-visual";
import { pageMeta } from "~/lib/page-meta";
import { breadcrumbs, jsonLd } from "~/lib/structured-data";

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
