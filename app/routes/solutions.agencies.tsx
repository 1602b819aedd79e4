import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { defaultClosingCta, pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";

const page = pages.solutionsAgencies;

export const meta = () => pageMeta(page.meta, "/solutions/agencies");

export default function AgenciesSolutionPage() {
  return (
    <>
      <PageHero hero={page.hero} />
      <CtaBanner content={defaultClosingCta} />
    </>
  );
}
