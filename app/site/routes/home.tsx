import { CtaBanner } from "#app/site/components/sections/cta-banner.tsx";
import { FeatureGrid } from "#app/site/components/sections/feature-grid.tsx";
import { LinkCardGrid } from "#app/site/components/sections/link-card-grid.tsx";
import { LogoStrip } from "#app/site/components/sections/logo-strip.tsx";
import { PageHero } from "#app/site/components/sections/page-hero.tsx";
import { ProductMock } from "#app/site/components/sections/product-mock.tsx";
import { Section } from "#app/site/components/sections/section.tsx";
import { StatBand } from "#app/site/components/sections/stat-band.tsx";
import { StepList } from "#app/site/components/sections/step-list.tsx";
import { Testimonials } from "#app/site/components/sections/testimonials.tsx";
import { TierTeaserGrid } from "#app/site/components/sections/tier-teaser.tsx";
import { CtaLinks } from "#app/site/components/sections/cta-links.tsx";
import { home } from "#app/site/content/home.ts";
import { homeHeroMock } from "#app/site/content/home-visual.ts";
import { pageMeta } from "#app/site/lib/page-meta.ts";
import { jsonLd, organization, website } from "#app/site/lib/structured-data.ts";
import { JsonLdScript } from "#app/site/components/json-ld-script.tsx";
import { useSite } from "#app/site/lib/site-context.tsx";

export const meta = () => [...pageMeta(home.meta, "/"), jsonLd(website())];

/** The home page: its sections, top to bottom. */
export default function HomePage() {
  return (
    <>
      {/* In the body, not the head: the contact facts are the team's settings, which only components read (ADR 027). */}
      <JsonLdScript data={organization(useSite())} />
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
