import { data } from "react-router";
import { JsonLdScript } from "#app/site/components/json-ld-script.tsx";
import { PageSections } from "#app/site/components/page/page-sections.tsx";
import { documentMeta } from "#app/site/lib/page-meta.ts";
import { siteOf, useSite } from "#app/site/lib/site-context.tsx";
import { organization } from "#app/site/lib/structured-data.ts";
import { InlineScript } from "#app/ui/inline-script.tsx";
import notFoundScript from "#app/site/enhance/not-found-page.ts?inline-script";
import { getLegalDocument } from "#server/site/render/legal.server.ts";
import { contentOf, type ContentSource } from "#server/site/render/content-source.server.ts";
import { renderArticle } from "#server/site/render/blog.server.ts";
import { pageForSite } from "#server/site/render/page-text.server.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import type { PageView } from "#shared/pages/page-view.ts";
import type { SiteConfig } from "#shared/content/site.ts";
import { NOT_FOUND_PATH } from "#shared/site-paths.ts";
import type { Route } from "./+types/page";

/**
 * Every page made of sections (the home page, products, pricing, landing pages…): its document
 * from the store, at whatever address it has, with the site's facts filled in; an address with
 * none shows the not-found page's document with a 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const content = contentOf(context);
  const found = await content.page(new URL(request.url).pathname);
  const document = found ?? (await content.page(NOT_FOUND_PATH));
  if (!document) throw data(null, { status: 404 });
  const site = siteOf(context);
  const view: PageView = { document: pageForSite(document, site), legal: await legalTexts(document, site), html: await formattedTexts(document, site, content) };
  return found ? view : data(view, { status: 404 });
}

/** The baseline text of the legal documents the page's sections show. */
async function legalTexts(document: PageDocument, site: SiteConfig): Promise<PageView["legal"]> {
  const kinds = document.sections.flatMap((section) => (section.type === "legal" && !section.hidden ? [section.document] : []));
  if (kinds.length === 0) return undefined;
  return Object.fromEntries(await Promise.all(kinds.map(async (kind) => [kind, await getLegalDocument(kind, site)] as const)));
}

/** The formatted text of the page's text and image-and-text sections, through the articles' pipeline (sanitized). */
async function formattedTexts(document: PageDocument, site: SiteConfig, content: ContentSource): Promise<PageView["html"]> {
  const html: Record<string, string> = {};
  for (const section of document.sections) {
    if (section.hidden || (section.type !== "rich-text" && section.type !== "image-text")) continue;
    const images = content.images(`the page ${document.path}, section #${section.id}`);
    html[section.id] = (await renderArticle(section.markdown, images, site)).html;
    if (section.type === "image-text" && section.image) html[`${section.id}:image`] = (await renderArticle(`![${section.image.alt.replace(/[[\]]/g, "")}](${section.image.name})`, images, site)).html;
  }
  return Object.keys(html).length ? html : undefined;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? documentMeta(loaderData.document) : [];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { document } = loaderData;
  const site = useSite();
  return (
    <>
      {/* In the body, not the head: the contact facts are the team's settings, which only components read (ADR 027). */}
      {document.home ? <JsonLdScript data={organization(site)} /> : null}
      <PageSections page={loaderData} />
      {document.path === NOT_FOUND_PATH ? <InlineScript code={notFoundScript} /> : null}
    </>
  );
}
