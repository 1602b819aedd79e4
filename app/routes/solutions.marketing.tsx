import { Checklist } from "~/components/sections/checklist";
import { CtaBanner } from "~/components/sections/cta-banner";
import { TableSection } from "~/components/sections/data-table";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { HeroStats } from "~/components/sections/hero-stats";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { marketingSolution as page } from "~/content/solutions/marketing";
import { pageMeta } from "~/lib/page-meta";
import { breadcrumbs, jsonLd } from "~/lib/structured-data";

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
