import { CtaBanner } from "~/components/sections/cta-banner";
import { Checklist } from "~/components/sections/checklist";
import { Faq } from "~/components/sections/faq";
import { PageHero } from "~/components/sections/page-hero";
import { AddOnTable } from "~/components/sections/pricing/add-on-table";
import { BillingToggle } from "~/components/sections/pricing/billing-toggle";
import { ComparisonTable } from "~/components/sections/pricing/comparison-table";
import { PackageCards } from "~/components/sections/pricing/package-cards";
import { SdrPricing } from "~/components/sections/pricing/sdr-pricing";
import { Section } from "~/components/sections/section";
import { StatBand } from "~/components/sections/stat-band";
import {
  addOns,
  addOnsIntro,
  addOnTableColumns,
  comparisonColumns,
  comparisonIntro,
  comparisonRows,
  corePackages,
  corePackagesIntro,
  faq,
  faqIntro,
  includedInEveryPlan,
  includedIntro,
  pricingClosing,
  pricingHero,
  pricingMeta,
  roiIntro,
  roiSnapshot,
} from "~/content/pricing";
import { pageMeta } from "~/lib/page-meta";
import { faqPage, packageProduct } from "~/lib/pricing-structured-data";
import { breadcrumbs, jsonLd } from "~/lib/structured-data";

export const meta = () => [
  ...pageMeta(pricingMeta, "/pricing"),
  jsonLd(faqPage(faq)),
  ...corePackages.map((pkg) => jsonLd(packageProduct(pkg))),
  jsonLd(breadcrumbs([["Pricing", "/pricing"]])),
];

/** SPEC "Pricing", sections in the spec's order. Prices follow the billing radio (see PriceTag). */
export default function PricingPage() {
  return (
    <>
      <PageHero hero={pricingHero} />
      <div className="billing-scope">
        <Section id="packages" intro={corePackagesIntro}>
          <div className="-mt-4 mb-12 flex justify-center">
            <BillingToggle />
          </div>
          <PackageCards packages={corePackages} />
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
            <ComparisonTable caption={comparisonIntro.title} columns={comparisonColumns} rows={comparisonRows} />
          </div>
        </Section>
        <SdrPricing />
        <Section id="faq" intro={faqIntro}>
          <Faq entries={faq} />
        </Section>
      </div>
      <CtaBanner content={pricingClosing} />
    </>
  );
}
