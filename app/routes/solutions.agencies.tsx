import { CtaBanner } from "~/components/sections/cta-banner";
import { TableSection } from "~/components/sections/data-table";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { LinkCardGrid } from "~/components/sections/link-card-grid";
import { HeroStats } from "~/components/sections/hero-stats";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { agenciesSolution as page } from "~/content/solutions/agencies";
import { pageMeta } from "~/lib/page-meta";
import { breadcrumbs, jsonLd } from "~/lib/structured-data";

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
