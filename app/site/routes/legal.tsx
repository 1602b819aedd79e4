import { LegalDocument } from "#app/site/components/sections/legal-document.tsx";
import { PageHero } from "#app/site/components/sections/page-hero.tsx";
import { legalCopy } from "#app/site/content/legal.ts";
import { pages } from "#shared/content/pages.ts";
import { legalKindOf } from "#shared/legal-provider.ts";
import { getLegalDocument } from "#server/site/render/legal.server.ts";
import { pageMeta } from "#app/site/lib/page-meta.ts";
import { siteOf } from "#app/site/lib/site-context.tsx";
import type { Route } from "./+types/legal";

/** The privacy policy and the terms of service: one page, published at /privacy and /terms (routes.ts). */

/** Which document this path is, and its baseline text with the placeholders filled from the site's facts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const kind = legalKindOf(new URL(request.url).pathname);
  return { kind, ...(await getLegalDocument(kind, siteOf(context))) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(pages[loaderData.kind].meta, `/${loaderData.kind}`) : [];
}

export default function LegalPage({ loaderData: { kind, html, effectiveDate } }: Route.ComponentProps) {
  return (
    <>
      <PageHero hero={pages[kind].hero} variant="light" />
      <LegalDocument kind={kind} html={html} effectiveDate={effectiveDate} copy={legalCopy} />
    </>
  );
}
