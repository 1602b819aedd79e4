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
import { coverSlug } from "#shared/cover-images.ts";
import { formsShownBy } from "./forms-shown.ts";
import { servedPage, translationLocale } from "./localized-pages.ts";
import { formShownIn } from "./published-forms.ts";
import { localeBlogAddress, localeCoverPost, untranslatedArticle } from "./localized-posts.ts";
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

function sourceOf(snapshot: Snapshot, shared: SharedSource, path: string): string | null {
  const { postLanguages, languages } = snapshot;
  const translatedCover = localeCoverPost(postLanguages, languages.locales, path);
  if (translatedCover) return JSON.stringify(["cover", translatedCover]);
  const inLocale = localeBlogAddress(postLanguages, languages.locales, path);
  if (inLocale) {
    const { blog, path: rest } = inLocale;
    const source = blogSourceOf(snapshot, blog.index, blog.versions, shared.imagesKey, rest, blog.prefix);
    // Its chrome too: the locale's menus, which a list page's language (none of its own) does not carry.
    return source === null ? null : JSON.stringify(["locale", blog.locale, source, postLanguages.byPath.get(path) ?? null, snapshot.chromes.get(blog.locale) ?? null]);
  }
  // An untranslated article's address in a locale shows the original, whole.
  const untranslated = untranslatedArticle(postLanguages, languages.locales, snapshot.bySlug, path);
  if (untranslated && "original" in untranslated) return sourceOf(snapshot, shared, untranslated.original);
  const { index } = snapshot;
  const variant = snapshot.imageVariants.get(path);
  if (variant) return JSON.stringify(["image", variant]);
  const coverOf = coverSlug(path);
  if (coverOf !== undefined) {
    const post = index.bySlug.get(coverOf);
    return post ? JSON.stringify(["cover", post]) : null;
  }
  if (path === RSS_PATH) return JSON.stringify(["feed", index.posts.slice(0, RSS_ITEMS)]);
  const blog = blogSourceOf(snapshot, index, snapshot.versions, shared.imagesKey, path);
  if (blog !== undefined) {
    // An original's hreflang links are part of what it shows.
    const language = postLanguages.byPath.get(path);
    return blog === null || !language ? blog : JSON.stringify([blog, language]);
  }
  const served = servedPage(snapshot.pages, languages, path);
  if (!served) return null;
  const { document, language } = served;
  // A page that shows forms changes when one of them is published again; an original, when a translation of it is (its hreflang links).
  const locale = translationLocale(languages, language);
  return JSON.stringify(["page", document, formsShownBy(document).map((id) => formShownIn(snapshot.forms, id, locale) ?? null), ...(language ? [language] : [])]);
}

/** An article's or a list page's source in one locale's blog; undefined when `path` is neither, null when it has none there. */
function blogSourceOf(snapshot: Snapshot, index: Snapshot["index"], versions: ReadonlyMap<string, string>, imagesKey: string, path: string, prefix = ""): string | null | undefined {
  // The search page kept without a query shows the blog's topics.
  if (path === BLOG_SEARCH_PATH) return JSON.stringify(["search", index.archives("category").map((archive) => archive.name)]);
  const slug = articleSlugOf(path);
  if (slug !== undefined) {
    const post = index.bySlug.get(slug);
    if (!post) return null;
    return JSON.stringify(["article", post, versions.get(slug), snapshot.authors.get(post.author) ?? null, index.related(post), imagesKey]);
  }
  const list = listAddressOf(path);
  if (!list) return undefined;
  const page = blogListPage(list, index, prefix);
  return page ? JSON.stringify(["list", page]) : null;
}
