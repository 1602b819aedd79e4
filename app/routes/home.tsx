import { CtaBanner } from "~/components/sections/cta-banner";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { LinkCardGrid } from "~/components/sections/link-card-grid";
import { LogoStrip } from "~/components/sections/logo-strip";
import { PageHero } from "~/components/sections/page-hero";
import { ProductMock } from "~/components/sections/product-mock";
import { Section } from "~/components/sections/section";
import { StatBand } from "~/components/sections/stat-band";
import { StepList } from "~/components/sections/step-list";
import { Testimonials } from "~/components/sections/testimonials";
import { TierTeaserGrid } from "~/components/sections/tier-teaser";
import { CtaLinks } from "~/components/sections/cta-links";
import { home } from "~/content/home";
import { homeHeroMock } from "~/content/home-visual";
import { pageMeta } from "~/lib/page-meta";
import { jsonLd, organization, website } from "~/lib/structured-data";

export const meta = () => [...pageMeta(home.meta, "/"), jsonLd(organization()), jsonLd(website())];

/** SPEC "Home": sections in the spec's order. */
export default function HomePage() {
  return (
    <>
      <PageHero hero={home.hero} note={home.heroNote} visual={<ProductMock mock={homeHeroMock} />} />
      <Section id="problem" intro={home.problem.intro}>
        <FeatureGrid items={home.problem.items} columns={3} variant="plain" />
      </Section>
      <Section id="capabilities" intro={home.capabilities.intro} tone="muted">
        <LinkCardGrid items={home.capabilities.items} columns={4} />
      </Section>
      <Section id="why" intro={home.why.intro}>
        <FeatureGrid items={home.why.items} columns={home.why.items.length === 3 ? 3 : 4} />
      </Section>
      <Section id="results" intro={home.results.intro} tone="ink">
        <StatBand stats={home.results.items} />
      </Section>
      <Section id="paths" intro={home.paths.intro}>
        <LinkCardGrid items={home.paths.items} columns={3} />
      </Section>
      <Section id="how-it-works" intro={home.howItWorks.intro} tone="muted">
        <StepList steps={home.howItWorks.items} />
        <CtaLinks primary={home.howItWorks.cta} className="mt-12 justify-center" />
      </Section>
      <Section id="testimonials" intro={home.testimonials.intro}>
        <Testimonials items={home.testimonials.items} />
      </Section>
      <Section id="packages" intro={home.packages.intro} tone="muted">
        <TierTeaserGrid tiers={home.packages.items} />
        <CtaLinks secondary={home.packages.cta} className="mt-12 justify-center" />
      </Section>
      <Section id="integrations" intro={home.integrations.intro}>
        <LogoStrip items={home.integrations.items} />
      </Section>
      <CtaBanner content={home.closing} />
    </>
  );
}
