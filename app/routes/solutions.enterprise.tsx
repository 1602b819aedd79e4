import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { defaultClosingCta, pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";

const page = pages.solutionsEnterprise;

export const meta = () => pageMeta(page.meta, "/solutions/enterprise");

export default function EnterpriseSolutionPage() {
  return (
    <>
      <PageHero hero={page.hero} />
      <CtaBanner content={defaultClosingCta} />
    </>
  );
}
