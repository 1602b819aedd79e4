/**
 * A page's sections, top to bottom: each section type's component, fed the section as its schema
 * types it (shared/pages/sections.ts). The one place that knows which component draws which type.
 */
import { Fragment, type ReactNode } from "react";
import { Checklist } from "#app/site/components/sections/checklist.tsx";
import { ContactDetails } from "#app/site/components/sections/contact-details.tsx";
import { ContactForm } from "#app/site/components/sections/contact-form.tsx";
import { CtaBanner } from "#app/site/components/sections/cta-banner.tsx";
import { CtaLinks } from "#app/site/components/sections/cta-links.tsx";
import { TableSection } from "#app/site/components/sections/data-table.tsx";
import { Explainer } from "#app/site/components/sections/explainer.tsx";
import { Faq } from "#app/site/components/sections/faq.tsx";
import { FeatureGrid } from "#app/site/components/sections/feature-grid.tsx";
import { FlowDiagram } from "#app/site/components/sections/flow-diagram.tsx";
import { ImageTextSection, RichTextSection } from "#app/site/components/sections/formatted-text.tsx";
import { HeroStats } from "#app/site/components/sections/hero-stats.tsx";
import { LegalDocument } from "#app/site/components/sections/legal-document.tsx";
import { LinkCardGrid } from "#app/site/components/sections/link-card-grid.tsx";
import { LogoStrip } from "#app/site/components/sections/logo-strip.tsx";
import { PageHero } from "#app/site/components/sections/page-hero.tsx";
import { AddOnTable } from "#app/site/components/sections/pricing/add-on-table.tsx";
import { BillingToggle } from "#app/site/components/sections/pricing/billing-toggle.tsx";
import { ComparisonTable } from "#app/site/components/sections/pricing/comparison-table.tsx";
import { PackageCards } from "#app/site/components/sections/pricing/package-cards.tsx";
import { SdrPricing } from "#app/site/components/sections/pricing/sdr-pricing.tsx";
import { ProductMock } from "#app/site/components/sections/product-mock.tsx";
import { SchedulerEmbed } from "#app/site/components/sections/scheduler-embed.tsx";
import { Section } from "#app/site/components/sections/section.tsx";
import { StatBand } from "#app/site/components/sections/stat-band.tsx";
import { StatusPage } from "#app/site/components/sections/status-page.tsx";
import { StepList } from "#app/site/components/sections/step-list.tsx";
import { Testimonials } from "#app/site/components/sections/testimonials.tsx";
import { TierTeaserGrid } from "#app/site/components/sections/tier-teaser.tsx";
import { InlineScript } from "#app/ui/inline-script.tsx";
import { Toaster } from "#app/ui/toaster.tsx";
import contactFormScript from "#app/site/enhance/contact-page.ts?inline-script";
import { NamedIcon } from "#app/site/lib/icons.tsx";
import { useSite } from "#app/site/lib/site-context.tsx";
import { contactFormStatusCopy } from "#shared/content/contact.ts";
import type { LegalText, PageView } from "#shared/pages/page-view.ts";
import type { Section as PageSection, SectionOf, SectionType } from "#shared/pages/sections.ts";

type Draw<T extends SectionType> = (section: SectionOf<T>, page: PageView) => ReactNode;

const DRAW: { [T in SectionType]: Draw<T> } = {
  hero: (hero, page) => <PageHero hero={hero} variant={hero.variant} note={hero.note} visual={heroVisual(hero, page)} />,
  features: (section) => (
    <Section id={section.id} intro={section.intro} tone={section.tone} align={section.align}>
      <FeatureGrid items={section.items} columns={section.columns} variant={section.style} />
    </Section>
  ),
  "link-cards": (section) => (
    <Section id={section.id} intro={section.intro} tone={section.tone}>
      <LinkCardGrid items={section.items} columns={section.columns} />
    </Section>
  ),
  stats: (section) => (
    <Section id={section.id} intro={section.intro} tone={section.tone}>
      <StatBand stats={section.items} tone={section.tone === "ink" ? "ink" : "light"} />
    </Section>
  ),
  steps: (section) => (
    <Section id={section.id} intro={section.intro} tone={section.tone}>
      <StepList steps={section.items} />
      <CtaLinks primary={section.primary} secondary={section.secondary} className="mt-12 justify-center" />
    </Section>
  ),
  testimonials: (section) => (
    <Section id={section.id} intro={section.intro} tone={section.tone}>
      <Testimonials items={section.items} />
    </Section>
  ),
  "packages-teaser": (section) => (
    <Section id={section.id} intro={section.intro} tone={section.tone}>
      <TierTeaserGrid tiers={section.items} featuredLabel={section.featuredLabel} />
      <CtaLinks primary={section.primary} secondary={section.secondary} className="mt-12 justify-center" />
    </Section>
  ),
  integrations: (section) => (
    <Section id={section.id} intro={section.intro} tone={section.tone}>
      <LogoStrip items={section.items} />
    </Section>
  ),
  "cta-band": (section) => <CtaBanner content={section} headingId={`${section.id}-title`} />,
  explainer: (section) => <Explainer intro={section.intro} paragraphs={section.paragraphs} stages={section.stages} headingId={`${section.id}-title`} />,
  checklist: (section) => (
    <Section id={section.id} intro={section.intro} tone={section.tone} align={section.align}>
      <Checklist items={section.items} />
    </Section>
  ),
  table: (section) => <TableSection id={section.id} intro={section.intro} table={section.table} tone={section.tone} />,
  flow: (section) => (
    <Section id={section.id} intro={section.intro} tone={section.tone}>
      <FlowDiagram stages={section.items} />
    </Section>
  ),
  faq: (section) => (
    <Section id={section.id} intro={section.intro} tone={section.tone}>
      <Faq entries={section.items} />
    </Section>
  ),
  status: (section) => <StatusPage content={section} icon={section.icon ? <NamedIcon name={section.icon} aria-hidden="true" /> : undefined} />,
  "contact-form": (section) => <ContactSection section={section} />,
  scheduler: (section) => <SchedulerSection section={section} />,
  legal: (section, page) => <LegalSection section={section} text={page.legal?.[section.document]} />,
  "pricing-packages": (section) => (
    <Section id={section.id} intro={section.intro} tone={section.tone}>
      <div className="-mt-4 mb-12">
        <BillingToggle copy={section.billing} />
      </div>
      <PackageCards packages={section.items} labels={section.labels} billing={section.billing} />
    </Section>
  ),
  "add-ons": (section) => (
    <Section id={section.id} intro={section.intro} tone={section.tone}>
      <div className="mx-auto max-w-4xl">
        <AddOnTable caption={section.intro.title} columns={section.columns} addOns={section.items} />
      </div>
    </Section>
  ),
  comparison: (section) => (
    <Section id={section.id} intro={section.intro} tone={section.tone}>
      <div className="mx-auto max-w-4xl">
        <ComparisonTable caption={section.intro.title} columns={section.columns} rows={section.rows} text={section.text} />
      </div>
    </Section>
  ),
  "sdr-pricing": (section) => <SdrPricing sdr={section} />,
  "rich-text": (section, page) => <RichTextSection section={section} html={page.html?.[section.id]} />,
  "image-text": (section, page) => <ImageTextSection section={section} html={page.html?.[section.id]} picture={page.html?.[`${section.id}:image`]} />,
};

/** The figures beside a hero: a product mock, or the first rows of the page's first table. */
function heroVisual(hero: SectionOf<"hero">, page: PageView): ReactNode {
  if (hero.visual === "mock" && hero.mock) return <ProductMock mock={hero.mock} />;
  if (hero.visual !== "results") return undefined;
  const results = page.document.sections.find((section): section is SectionOf<"table"> => section.type === "table" && !section.hidden);
  return results ? <HeroStats title={results.intro.title} table={results.table} /> : undefined;
}

function ContactSection({ section }: { section: SectionOf<"contact-form"> }) {
  return (
    <>
      <section aria-label={section.label} className="container-page grid items-start gap-8 py-14 sm:py-20 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
        <ContactForm copy={{ ...section.form, ...contactFormStatusCopy }} />
        <ContactDetails copy={section.details} site={useSite()} />
      </section>
      <Toaster />
      {/* After the form and the toasts' template: the script enhances what is above it (ADR 011). */}
      <InlineScript code={contactFormScript} />
    </>
  );
}

function SchedulerSection({ section }: { section: SectionOf<"scheduler"> }) {
  return (
    <section aria-label={section.label} className="container-page max-w-5xl py-12 sm:py-16">
      <SchedulerEmbed copy={section.copy} url={useSite().scheduling.url} />
    </section>
  );
}

function LegalSection({ section, text }: { section: SectionOf<"legal">; text: LegalText | undefined }) {
  if (!text) throw new Error(`The ${section.document} text was not loaded for its section`);
  return <LegalDocument kind={section.document} html={text.html} effectiveDate={text.effectiveDate} copy={section.copy} />;
}

function drawSection(section: PageSection, page: PageView): ReactNode {
  return (DRAW[section.type] as Draw<SectionType>)(section, page);
}

/** Every section of the page the visitor sees, in order; hidden ones are left out. */
export function PageSections({ page }: { page: PageView }) {
  return page.document.sections.filter((section) => !section.hidden).map((section) => <Fragment key={section.id}>{drawSection(section, page)}</Fragment>);
}
