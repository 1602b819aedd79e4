import { CtaBanner } from "~/components/sections/cta-banner";
import { TableSection } from "~/components/sections/data-table";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { HeroStats } from "~/components/sections/hero-stats";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { enterpriseSolution as page } from "~/content/solutions/enterprise";
import { pageMeta } from "~/lib/page-meta";
import { breadcrumbs, jsonLd } from "~/lib/structured-data";

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
