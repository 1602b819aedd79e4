import { PageHero } from "~/components/sections/page-hero";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/page-meta";

const page = pages.terms;

export const meta = () => pageMeta(page.meta, "/terms");

export default function TermsPage() {
  return (
    <>
      <PageHero hero={page.hero} variant="light" />
      <section className="container-page py-14 sm:py-20">
        <a
          className="font-semibold text-primary underline underline-offset-4"
          href={site.legal.termsOfServiceUrl}
          rel="noopener noreferrer"
        >
          {page.documentLink}
        </a>
      </section>
    </>
  );
}
