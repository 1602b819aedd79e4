import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { defaultClosingCta, pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";

const page = pages.pricing;

export const meta = () => pageMeta(page.meta, "/pricing");

export default function PricingPage() {
  return (
    <>
      <PageHero hero={page.hero} />
      <CtaBanner content={defaultClosingCta} />
    </>
  );
}
