import { PageHero } from "~/components/sections/page-hero";
import { LegalDocument } from "~/components/sections/legal-document";
import { pages } from "~/content/pages";
import { getLegalDocument } from "~/lib/legal.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/terms";

const page = pages.terms;

export const meta = () => pageMeta(page.meta, "/terms");

/** Build time: the baseline document, placeholders filled from site.ts. */
export async function loader() {
  return getLegalDocument("terms");
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero hero={page.hero} variant="light" />
      <LegalDocument kind="terms" html={loaderData.html} effectiveDate={loaderData.effectiveDate} />
    </>
  );
}
