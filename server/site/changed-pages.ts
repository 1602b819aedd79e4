/**
 * The addresses whose page differs between two generations, from the keys the page cache keeps
 * pages by (page-keys.ts, ADR 038): what a shared cache in front must drop after a publish, and
 * nothing else. A page whose key is the same shows the same, so it keeps its cached copy.
 *
 * In two parts, as a purge should not wait on the slow one: every page but the articles, and the
 * articles whose own post, version or author changed, in milliseconds; then the other articles,
 * whose related posts may have changed, whose keys take ~0.3 ms each to work out (their related
 * posts are ranked among their category's and tags'), in slices that let requests through.
 */
import { articlePath, articleSlugOf, BLOG_SEARCH_PATH } from "#shared/blog-paths.ts";
import { standInAddresses } from "./localized-pages.ts";
import { localeBlogPaths } from "./localized-posts.ts";
import { pageKey, type SharedSource } from "./page-keys.ts";
import { RSS_PATH } from "./rss.ts";
import type { SitemapFiles } from "./sitemap.ts";
import type { Snapshot } from "./source.ts";

export interface KeyedGeneration {
  snapshot: Snapshot;
  shared: SharedSource;
  /** The sitemap's files by address: their key is their text. */
  sitemap: SitemapFiles;
}

export interface ChangedPages {
  /** Pages that changed, but for articles whose own post did not (their related posts may have). */
  direct: string[];
  /** Those other articles that changed, worked out a slice at a time. */
  related(): Promise<string[]>;
}

/** Articles whose key is worked out between two turns of the event loop (~15 ms). */
const ARTICLES_PER_SLICE = 50;

/** Every page (HTML, feed, sitemap) `generation` answers but its articles; images keep their own short lifetime and are not tagged. */
function pageAddresses({ snapshot, sitemap }: KeyedGeneration): string[] {
  return [
    ...snapshot.pages.keys(),
    ...standInAddresses(snapshot.pages, snapshot.languages),
    ...snapshot.index.paths().filter((path) => articleSlugOf(path) === undefined),
    ...localeBlogPaths(snapshot.postLanguages),
    BLOG_SEARCH_PATH,
    RSS_PATH,
    ...sitemap.keys(),
  ];
}

/** What an article shows of itself: its post, the row's version and its author's row (the rest of its key is its related posts and the shared parts). */
function ownSource({ snapshot }: KeyedGeneration, slug: string): string | undefined {
  const post = snapshot.bySlug.get(slug);
  // Its hreflang links too: a translation published changes its original at once (ADR 054).
  return post && JSON.stringify([post, snapshot.versions.get(slug), snapshot.authors.get(post.author) ?? null, snapshot.postLanguages.byPath.get(articlePath(slug)) ?? null]);
}

/**
 * The addresses whose page is not the same in `after` as in `before`: its key changed, it came or
 * went, or a running experiment came or went there (its page is then per visitor, or shared again).
 */
export function changedPages(before: KeyedGeneration, after: KeyedGeneration): ChangedPages {
  const direct = new Set<string>();
  for (const path of new Set([...pageAddresses(before), ...pageAddresses(after)])) {
    const sitemap = before.sitemap.has(path) || after.sitemap.has(path);
    const same = sitemap ? before.sitemap.get(path) === after.sitemap.get(path) : pageKey(before.snapshot, before.shared, path) === pageKey(after.snapshot, after.shared, path);
    if (!same) direct.add(path);
  }
  for (const path of new Set([...before.snapshot.experiments.keys(), ...after.snapshot.experiments.keys()])) {
    if (before.snapshot.experiments.has(path) !== after.snapshot.experiments.has(path)) direct.add(path);
  }
  // Every article's key holds the site's facts and the images' sizes.
  const sharedChanged = before.shared.siteKey !== after.shared.siteKey || before.shared.imagesKey !== after.shared.imagesKey;
  const unchangedOwn: string[] = [];
  for (const slug of new Set([...before.snapshot.bySlug.keys(), ...after.snapshot.bySlug.keys()])) {
    const own = ownSource(before, slug);
    if (own === undefined || sharedChanged || own !== ownSource(after, slug)) direct.add(articlePath(slug));
    else unchangedOwn.push(articlePath(slug));
  }
  const related = async () => {
    const changed: string[] = [];
    for (let start = 0; start < unchangedOwn.length; start += ARTICLES_PER_SLICE) {
      if (start > 0) await new Promise((resolve) => setImmediate(resolve));
      for (const path of unchangedOwn.slice(start, start + ARTICLES_PER_SLICE)) {
        if (!direct.has(path) && pageKey(before.snapshot, before.shared, path) !== pageKey(after.snapshot, after.shared, path)) changed.push(path);
      }
    }
    return changed;
  };
  return { direct: [...direct], related };
}
