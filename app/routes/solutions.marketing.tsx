import { Checklist } from "#app/components/sections/checklist.tsx";
import { CtaBanner } from "#app/components/sections/cta-banner.tsx";
import { TableSection } from "#app/components/sections/data-table.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { HeroStats } from "#app/components/sections/hero-stats.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { marketingSolution as page } from "#app/content/solutions/marketing.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { breadcrumbs, jsonLd } from "#app/lib/structured-data.ts";

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
