import { Checklist } from "#app/site/components/sections/checklist.tsx";
import { CtaBanner } from "#app/site/components/sections/cta-banner.tsx";
import { TableSection } from "#app/site/components/sections/data-table.tsx";
import { FeatureGrid } from "#app/site/components/sections/feature-grid.tsx";
import { HeroStats } from "#app/site/components/sections/hero-stats.tsx";
import { PageHero } from "#app/site/components/sections/page-hero.tsx";
import { Section } from "#app/site/components/sections/section.tsx";
import { marketingSolution as page } from "#app/site/content/solutions/marketing.ts";
import { pageMeta } from "#app/site/lib/page-meta.ts";
import { breadcrumbs, jsonLd } from "#app/site/lib/structured-data.ts";

export const meta = () => [
  ...pageMeta(page.meta, "/solutions/marketing"),
  jsonLd(breadcrumbs([["Solutions", "/solutions/marketing"], ["Marketing Teams", "/solutions/marketing"]])),
];

export default function MarketingSolutionPage() {
  return (
    <>
      <PageHero hero={page.hero} visual={<HeroStats title={page.results.intro.title} table={page.results.table} />} />
      <Section id="benefits" intro={page.benefits.intro}>
        <FeatureGrid items={page.benefits.items} columns={4} />
      </Section>
      <Section id="capabilities" intro={page.capabilities.intro} tone="muted" align="left">
        <Checklist items={page.capabilities.items} />
      </Section>
      <TableSection id="results" intro={page.results.intro} table={page.results.table} tone="default" />
      <CtaBanner content={page.closing} />
    </>
  );
}
