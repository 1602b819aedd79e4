import { CtaBanner } from "#app/site/components/sections/cta-banner.tsx";
import { Checklist } from "#app/site/components/sections/checklist.tsx";
import { Faq } from "#app/site/components/sections/faq.tsx";
import { PageHero } from "#app/site/components/sections/page-hero.tsx";
import { AddOnTable } from "#app/site/components/sections/pricing/add-on-table.tsx";
import { BillingToggle } from "#app/site/components/sections/pricing/billing-toggle.tsx";
import { ComparisonTable } from "#app/site/components/sections/pricing/comparison-table.tsx";
import { PackageCards } from "#app/site/components/sections/pricing/package-cards.tsx";
import { SdrPricing } from "#app/site/components/sections/pricing/sdr-pricing.tsx";
import { Section } from "#app/site/components/sections/section.tsx";
import { StatBand } from "#app/site/components/sections/stat-band.tsx";
import {
  addOns,
  addOnsIntro,
  addOnTableColumns,
  billingCopy,
  comparisonColumns,
  comparisonIntro,
  comparisonRows,
  comparisonText,
  corePackages,
  corePackagesIntro,
  faq,
  faqIntro,
  includedInEveryPlan,
  includedIntro,
  pricingClosing,
  pricingHero,
  packageLabels,
  pricingMeta,
  roiIntro,
  roiSnapshot,
  sdr,
} from "#app/site/content/pricing.ts";
import { pageMeta } from "#app/site/lib/page-meta.ts";
import { faqPage, packageProduct } from "#app/site/lib/pricing-structured-data.ts";
import { breadcrumbs, jsonLd } from "#app/site/lib/structured-data.ts";

export const meta = () => [
  ...pageMeta(pricingMeta, "/pricing"),
  jsonLd(faqPage(faq)),
  ...corePackages.map((pkg) => jsonLd(packageProduct(pkg))),
  jsonLd(breadcrumbs([["Pricing", "/pricing"]])),
];

/** The pricing page: its sections, top to bottom. Prices follow the billing radio (see PriceTag). */
export default function PricingPage() {
  return (
    <>
      <PageHero hero={pricingHero} />
      <div className="billing-scope">
        <Section id="packages" intro={corePackagesIntro}>
          <div className="-mt-4 mb-12">
            <BillingToggle copy={billingCopy} />
          </div>
          <PackageCards packages={corePackages} labels={packageLabels} billing={billingCopy} />
        </Section>
        <Section id="included" intro={includedIntro} tone="muted" align="left">
          <Checklist items={includedInEveryPlan} />
        </Section>
        <Section id="add-ons" intro={addOnsIntro}>
          <div className="mx-auto max-w-4xl">
            <AddOnTable caption={addOnsIntro.title} columns={addOnTableColumns} addOns={addOns} />
          </div>
        </Section>
        <Section id="roi" intro={roiIntro} tone="ink">
          <StatBand stats={roiSnapshot} />
        </Section>
        <Section id="comparison" intro={comparisonIntro}>
          <div className="mx-auto max-w-4xl">
            <ComparisonTable caption={comparisonIntro.title} columns={comparisonColumns} rows={comparisonRows} text={comparisonText} />
          </div>
        </Section>
        <SdrPricing sdr={sdr} labels={packageLabels} billing={billingCopy} addOnColumns={addOnTableColumns} />
        <Section id="faq" intro={faqIntro}>
          <Faq entries={faq} />
        </Section>
      </div>
      <CtaBanner content={pricingClosing} />
    </>
  );
}
