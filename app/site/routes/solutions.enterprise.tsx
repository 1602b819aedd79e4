import { CtaBanner } from "#app/site/components/sections/cta-banner.tsx";
import { TableSection } from "#app/site/components/sections/data-table.tsx";
import { FeatureGrid } from "#app/site/components/sections/feature-grid.tsx";
import { HeroStats } from "#app/site/components/sections/hero-stats.tsx";
import { PageHero } from "#app/site/components/sections/page-hero.tsx";
import { Section } from "#app/site/components/sections/section.tsx";
import { enterpriseSolution as page } from "#app/site/content/solutions/enterprise.ts";
import { pageMeta } from "#app/site/lib/page-meta.ts";
import { breadcrumbs, jsonLd } from "#app/site/lib/structured-data.ts";

export const meta = () => [
  ...pageMeta(page.meta, "/solutions/enterprise"),
  jsonLd(breadcrumbs([["Solutions", "/solutions/enterprise"], ["Enterprise", "/solutions/enterprise"]])),
];

export default function EnterpriseSolutionPage() {
  return (
    <>
      <PageHero hero={page.hero} visual={<HeroStats title={page.results.intro.title} table={page.results.table} />} />
      <Section id="challenges" intro={page.challenges.intro}>
        <FeatureGrid items={page.challenges.items} columns={page.challenges.items.length === 4 ? 4 : 3} variant="plain" />
      </Section>
      <Section id="advantage" intro={page.advantage.intro} tone="ink">
        <FeatureGrid items={page.advantage.items} columns={page.advantage.items.length === 4 ? 4 : 3} variant="ink" />
      </Section>
      <Section id="scale" intro={page.scale.intro}>
        <FeatureGrid items={page.scale.items} columns={4} />
      </Section>
      <TableSection id="results" intro={page.results.intro} table={page.results.table} />
      <CtaBanner content={page.closing} />
    </>
  );
}
