import { data } from "react-router";
import { JsonLdScript } from "#app/site/components/json-ld-script.tsx";
import { PageSections } from "#sections/page-sections.tsx";
import { documentMeta } from "#app/site/lib/page-meta.ts";
import { siteOf, useSite } from "#app/site/lib/site-context.tsx";
import { organization } from "#app/site/lib/structured-data.ts";
import { InlineScript } from "#app/ui/inline-script.tsx";
import notFoundScript from "#app/site/enhance/not-found-page.ts?inline-script";
import { getLegalDocument } from "#server/site/render/legal.server.ts";
import { contentOf, type ContentSource } from "#server/site/render/content-source.server.ts";
import { renderArticle } from "#server/site/render/blog.server.ts";
import { pageForSite } from "#server/site/render/page-text.server.ts";
import type { PageView } from "#shared/pages/page-view.ts";
import type { SiteConfig } from "#shared/content/site.ts";
import { NOT_FOUND_PATH } from "#shared/site-paths.ts";
import { prepareSections } from "#sections/registry.ts";
import type { SectionTools } from "#sections/define.ts";
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
  const view: PageView = { document: pageForSite(document, site), prepared: await prepareSections(document, sectionTools(content, site)) };
  return found ? view : data(view, { status: 404 });
}

/** What a section's preparation may ask the server for (sections/define.ts), naming the page and section in messages. */
function sectionTools(content: ContentSource, site: SiteConfig): (where: string) => SectionTools {
  return (where) => {
    const images = content.images(where);
    return {
      markdown: async (text) => (await renderArticle(text, images, site)).html,
      legalText: (kind) => getLegalDocument(kind, site),
      imageSize: async (name) => {
        const size = await images.size(name);
        if (!size) throw new Error(`${where}: image "${name}" is not in ${images.from}`);
        return size;
      },
    };
  };
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
