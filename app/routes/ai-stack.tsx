import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { defaultClosingCta, pages } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";

const page = pages.aiStack;

export const meta = () => pageMeta(page.meta, "/ai-stack");

export default function AiStackPage() {
  return (
    <>
      <PageHero hero={page.hero} />
      <CtaBanner content={defaultClosingCta} />
    </>
  );
}
