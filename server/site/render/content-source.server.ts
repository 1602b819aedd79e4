/**
 * Where the blog's pages read their posts. The server renders them from the store and passes its
 * source in the loaders' context (server/site/source.ts); without one (`npm run dev`, a
 * developer's preview) they read content/blog, the seed.
 */
import { BLOG_DIR, getPost, listPosts, postBody, type Post } from "./blog.server.ts";
import { imagesInDir, type ArticleImages } from "./rehype-content-images.server.ts";
import { BlogIndex } from "./blog-index.server.ts";
import { searchTexts, type SearchResults } from "./blog-search.server.ts";
import { readPageFiles } from "./page-files.server.ts";
import type { PageDocument } from "#shared/pages/page.ts";

export interface ContentSource {
  /** Every published post, newest first (ties: higher id first), site facts filled, indexed. */
  index(): Promise<BlogIndex>;
  /** One published post with its article rendered, or null. */
  post(slug: string): Promise<Post | null>;
  /** A page of the published posts matching a visitor's search, best first. */
  search(query: string, page: number): Promise<SearchResults>;
  /** The published page at an address (a page of sections, not the blog's), or null. */
  page(path: string): Promise<PageDocument | null>;
  /** The team's images a page's formatted text may show, `where` naming it in messages. */
  images(where: string): ArticleImages;
}

const contentFiles: ContentSource = {
  index: async () => new BlogIndex(listPosts()),
  post: (slug) => getPost(slug),
  search: async (query, page) => searchTexts(listPosts().map((post) => ({ post, body: postBody(post.slug) })), query, page),
  page: async (path) => readPageFiles().find((page) => page.path === path) ?? null,
  images: (where) => imagesInDir(BLOG_DIR, where),
};

declare module "react-router" {
  interface AppLoadContext {
    content?: ContentSource;
  }
}

export function contentOf(context: { content?: ContentSource } | undefined): ContentSource {
  return context?.content ?? contentFiles;
}
