/**
 * What each of the store's pages shows, as a key (ADR 038): a kept page whose key is the same in
 * a newer generation is still right, served as it is without running its loaders or rendering. A
 * key holds exactly the data the page prints (the list page's own data, an article's fields,
 * version, author and related posts), so a publish renders again only the pages that show what
 * changed. Computed from the generation's snapshot in microseconds, whatever the number of posts.
 */
import { createHash } from "node:crypto";
import { blogListPage } from "#server/site/render/blog-list.server.ts";
import { articleSlugOf, BLOG_SEARCH_PATH, listAddressOf } from "#shared/blog-paths.ts";
import { coverSlug } from "./cover-store.ts";
import { formsShownBy } from "./forms-shown.ts";
import { servedPage } from "./localized-pages.ts";
import { RSS_ITEMS, RSS_PATH } from "./rss.ts";
import type { Snapshot } from "./source.ts";

/** What every page shares: the site's facts (settings) and the team's images' sizes. */
export interface SharedSource {
  siteKey: string;
  imagesKey: string;
}

/** The key of the page or file at `path` (not a sitemap, search or preview file), or null when the generation has none there. */
export function pageKey(snapshot: Snapshot, shared: SharedSource, path: string): string | null {
  const source = sourceOf(snapshot, shared, path);
  return source === null ? null : createHash("sha256").update(shared.siteKey).update("\n").update(source).digest("base64url");
}

function sourceOf(snapshot: Snapshot, { imagesKey }: SharedSource, path: string): string | null {
  const { index } = snapshot;
  const variant = snapshot.imageVariants.get(path);
  if (variant) return JSON.stringify(["image", variant]);
  const coverOf = coverSlug(path);
  if (coverOf !== undefined) {
    const post = index.bySlug.get(coverOf);
    return post ? JSON.stringify(["cover", post]) : null;
  }
  if (path === RSS_PATH) return JSON.stringify(["feed", index.posts.slice(0, RSS_ITEMS)]);
  if (path === BLOG_SEARCH_PATH) return JSON.stringify(["search", index.archives("category").map((archive) => archive.name)]);
  const slug = articleSlugOf(path);
  if (slug !== undefined) {
    const post = index.bySlug.get(slug);
    if (!post) return null;
    return JSON.stringify(["article", post, snapshot.versions.get(slug), snapshot.authors.get(post.author) ?? null, index.related(post), imagesKey]);
  }
  const list = listAddressOf(path);
  if (list) {
    const page = blogListPage(list, index);
    return page ? JSON.stringify(["list", page]) : null;
  }
  const served = servedPage(snapshot.pages, snapshot.languages, path);
  if (!served) return null;
  const { document, language } = served;
  // A page that shows forms changes when one of them is published again; an original, when a translation of it is (its hreflang links).
  return JSON.stringify(["page", document, formsShownBy(document).map((id) => snapshot.forms.get(id) ?? null), ...(language ? [language] : [])]);
}
