import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { defaultClosingCta, pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";

const page = pages.solutionsMarketing;

export const meta = () => pageMeta(page.meta, "/solutions/marketing");

export default function MarketingSolutionPage() {
  return (
    <>
      <PageHero hero={page.hero} />
      <CtaBanner content={defaultClosingCta} />
    </>
  );
}
