/**
 * Where the pages' views are made from: the store (server/site/source.ts), in production and in
 * `npm run dev` alike (ADR 040). The loaders get the views made from it (site-views.server.ts).
 */
import type { Post } from "./blog.server.ts";
import type { ArticleImages } from "./rehype-content-images.server.ts";
import type { BlogIndex } from "./blog-index.server.ts";
import type { SearchResults } from "./blog-search.server.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import type { PageLanguage } from "#shared/pages/page-view.ts";
import type { PublishedForm } from "#shared/forms/form.ts";

export interface ContentSource {
  /** Every published post, newest first (ties: higher id first), site facts filled, indexed. */
  index(): Promise<BlogIndex>;
  /** One published post with its article rendered, or null. */
  post(slug: string): Promise<Post | null>;
  /** A page of the published posts matching a visitor's search, best first. */
  search(query: string, page: number): Promise<SearchResults>;
  /** The published page at an address (a page of sections, not the blog's), or null. */
  page(path: string): Promise<PageDocument | null>;
  /** The language of the page at an address, and its hreflang links (ADR 054); absent on a site of one language, in a preview too. */
  language?(path: string): Promise<PageLanguage | undefined>;
  /** A published form at its live version, or null when it is not published; on a page of another locale than the default (`lang`), its published translation there. */
  form(id: number, lang?: string): Promise<PublishedForm | null>;
  /** The team's images a page's formatted text may show, `where` naming it in messages. */
  images(where: string): ArticleImages;
  /** Set on a locale's blog (ADR 054): its addresses' prefix ("/de") and language. */
  locale?: { prefix: string; lang: string };
  /** Set when the page is drawn for a preview link: the draft it shows is not on the site, and the link ends at `until`. */
  draft?: { until: Date };
  /** Set when the page is drawn for the page editor's live preview: never kept, never served to a visitor. */
  editorPreview?: true;
}
