import { Section } from "#app/site/components/sections/section.tsx";
import { BillingToggle } from "#app/site/components/sections/pricing/billing-toggle.tsx";
import { PackageCards } from "#app/site/components/sections/pricing/package-cards.tsx";
import type { SectionView } from "#sections/view.ts";

const View: SectionView<"pricing-packages"> = ({ section }) => (
  <Section id={section.id} intro={section.intro} tone={section.tone}>
    <div className="-mt-4 mb-12">
      <BillingToggle copy={section.billing} />
    </div>
    <PackageCards packages={section.items} labels={section.labels} billing={section.billing} />
  </Section>
);

export default View;
