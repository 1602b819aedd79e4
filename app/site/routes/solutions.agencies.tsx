import { CtaBanner } from "#app/site/components/sections/cta-banner.tsx";
import { TableSection } from "#app/site/components/sections/data-table.tsx";
import { FeatureGrid } from "#app/site/components/sections/feature-grid.tsx";
import { LinkCardGrid } from "#app/site/components/sections/link-card-grid.tsx";
import { HeroStats } from "#app/site/components/sections/hero-stats.tsx";
import { PageHero } from "#app/site/components/sections/page-hero.tsx";
import { Section } from "#app/site/components/sections/section.tsx";
import { agenciesSolution as page } from "#app/site/content/solutions/agencies.ts";
import { pageMeta } from "#app/site/lib/page-meta.ts";
import { breadcrumbs, jsonLd } from "#app/site/lib/structured-data.ts";

export const meta = () => [
  ...pageMeta(page.meta, "/solutions/agencies"),
  jsonLd(breadcrumbs([["Solutions", "/solutions/agencies"], ["Agencies", "/solutions/agencies"]])),
];

export default function AgenciesSolutionPage() {
  return (
    <>
      <PageHero hero={page.hero} visual={<HeroStats title={page.outcomes.intro.title} table={page.outcomes.table} />} />
      <Section id="challenge" intro={page.challenge.intro}>
        <FeatureGrid items={page.challenge.items} columns={page.challenge.items.length === 4 ? 4 : 3} variant="plain" />
      </Section>
      <Section id="workforce" intro={page.workforce.intro} tone="muted">
        <LinkCardGrid items={page.workforce.items} columns={page.workforce.items.length === 4 ? 4 : 3} />
      </Section>
      <Section id="advantages" intro={page.advantages.intro}>
        <FeatureGrid items={page.advantages.items} columns={4} />
      </Section>
      <TableSection id="outcomes" intro={page.outcomes.intro} table={page.outcomes.table} />
      <CtaBanner content={page.closing} />
    </>
  );
}
