/**
 * What the public pages' loaders read (the load context's `content`, server/site/renderer.ts):
 * each route's finished view, made on the server from the store, so a route module asks and draws
 * and imports only types from server/ (ADR 036, ADR 040).
 */
import { NOT_FOUND_PATH } from "#shared/site-paths.ts";
import { articlePath, BLOG_SEARCH_PATH, categoryPath, listAddressOf } from "#shared/blog-paths.ts";
import type { SiteConfig } from "#shared/content/site.ts";
import { siteIn } from "./site-facts.server.ts";
import type { PageLanguage, PageView } from "#shared/pages/page-view.ts";
import { blogWordsOf } from "#shared/content/blog-words.ts";
import type { Post, PostSummary } from "./blog.server.ts";
import { blogListPage, type BlogListPage } from "./blog-list.server.ts";
import { searchPageOf, searchQueryOf, type SearchResults } from "./blog-search.server.ts";
import type { ContentSource } from "./content-source.server.ts";
import { pageViewOf } from "./page-view.server.ts";

/** A page of sections, and its status: the not-found page's document answers an address with none. */
export interface PageAnswer {
  view: PageView;
  status: 200 | 404;
}

export interface ArticleView {
  post: Post;
  related: PostSummary[];
  /** Its language and hreflang links; absent on a site of one language (ADR 054). */
  language?: PageLanguage;
  /** A locale's blog's prefix ("/de"); absent in the default locale. */
  prefix?: string;
}

/** A list page, with its language as an article has it. */
export type ListView = BlogListPage & Pick<ArticleView, "language" | "prefix">;

export interface SearchView extends Pick<ArticleView, "language" | "prefix"> {
  topics: Array<{ name: string; path: string }>;
  /** Null without a query. */
  found: SearchResults | null;
}

export interface SiteViews {
  /** The page of sections at `path`, else the not-found page (404); null when the store has neither. */
  page(path: string): Promise<PageAnswer | null>;
  /** A published article with its related posts, or null. */
  article(slug: string): Promise<ArticleView | null>;
  /** The blog's list page at `path` (the blog, a tag, a category, a numbered page), or null. */
  list(path: string): Promise<ListView | null>;
  /** The search page for the query in `params` (`q`, `page`). */
  search(params: URLSearchParams): Promise<SearchView>;
  /** Set when the page is drawn for a preview link: the draft it shows is not on the site, and the link ends at `until`. */
  draft?: { until: Date };
  /** Set when the page is drawn for the page editor's live preview: never kept, never served to a visitor. */
  editorPreview?: true;
}

/** A blog page's language and its locale's prefix, only when the site has locales: a site of one language draws what it did. */
async function languageOf(content: ContentSource, path: string): Promise<Pick<ArticleView, "language" | "prefix">> {
  const language = await content.language?.(path);
  return { ...(language && { language }), ...(content.locale && { prefix: content.locale.prefix }) };
}

/** The views of `content`'s pages, on `site`. */
export function siteViewsOf(content: ContentSource, site: SiteConfig): SiteViews {
  return {
    page: async (path) => {
      const found = await content.page(path);
      const document = found ?? (await content.page(NOT_FOUND_PATH));
      if (!document) return null;
      const language = await content.language?.(found ? path : NOT_FOUND_PATH);
      const view = await pageViewOf(
        document,
        siteIn(site, language?.lang),
        (where) => content.images(where),
        (id) => content.form(id, language?.lang),
      );
      return { view: language ? { ...view, language } : view, status: found ? 200 : 404 };
    },
    article: async (slug) => {
      const post = await content.post(slug);
      return post && { post, related: (await content.index()).related(post), ...(await languageOf(content, articlePath(slug))) };
    },
    list: async (path) => {
      const address = listAddressOf(path);
      const { prefix = "", lang } = content.locale ?? {};
      const page = address && blogListPage(address, await content.index(), prefix, lang === undefined ? undefined : blogWordsOf(lang));
      return page ? { ...page, ...(await languageOf(content, path)) } : null;
    },
    search: async (params) => {
      const query = searchQueryOf(params);
      const { prefix = "" } = content.locale ?? {};
      const topics = (await content.index()).archives("category").map((archive) => ({ name: archive.name, path: `${prefix}${categoryPath(archive.name)}` }));
      return { topics, found: query ? await content.search(query, searchPageOf(params)) : null, ...(await languageOf(content, BLOG_SEARCH_PATH)) };
    },
    ...(content.draft && { draft: content.draft }),
    ...(content.editorPreview && { editorPreview: true }),
  };
}
