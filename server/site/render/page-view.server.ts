/**
 * A page of sections as its route draws it (ADR 040): the document with the site's facts filled
 * in, and what each shown section's type prepares for its view (sections/registry.ts) over the
 * tools the server gives it: formatted text through the articles' pipeline and sanitizer, the
 * legal texts, the media library's image sizes, the published forms.
 */
import type { SiteConfig } from "#shared/content/site.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import type { PageView } from "#shared/pages/page-view.ts";
import type { SectionTools } from "#sections/define.ts";
import { prepareSections } from "#sections/registry.ts";
import type { PublishedForm } from "#shared/forms/form.ts";
import { renderArticle } from "./blog.server.ts";
import type { ArticleImages } from "./rehype-content-images.server.ts";
import { getLegalDocument } from "./legal.server.ts";
import { pageForSite } from "./page-text.server.ts";

/** `document` as its page shows it on `site`; `images` are the team's a section may show, `where` naming it. */
export async function pageViewOf(document: PageDocument, site: SiteConfig, images: (where: string) => ArticleImages, forms: FormsOf = async () => null): Promise<PageView> {
  return { document: pageForSite(document, site), prepared: await prepareSections(document, sectionTools(site, images, forms)) };
}

/** The published forms a page may show, by id (null: not published). */
export type FormsOf = (id: number) => Promise<PublishedForm | null>;

/** What a section's preparation may ask the server for, naming the page and section in messages. */
function sectionTools(site: SiteConfig, imagesOf: (where: string) => ArticleImages, forms: FormsOf): (where: string) => SectionTools {
  return (where) => {
    const images = imagesOf(where);
    return {
      markdown: async (text) => (await renderArticle(text, images, site)).html,
      legalText: (kind) => getLegalDocument(kind, site),
      imageSize: async (name) => {
        const size = await images.size(name);
        if (!size) throw new Error(`${where}: image "${name}" is not in ${images.from}`);
        return size;
      },
      form: async (id) => {
        const form = await forms(id);
        if (!form) throw new Error(`${where}: form ${id} is not published (on a translated page: in its language): publish it in the studio first, or choose another form`);
        return form;
      },
    };
  };
}
