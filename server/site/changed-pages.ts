/**
 * The addresses whose page differs between two generations, from the keys the page cache keeps
 * pages by (page-keys.ts, ADR 038): what a shared cache in front must drop after a publish, and
 * nothing else. A page whose key is the same shows the same, so it keeps its cached copy.
 */
import { BLOG_SEARCH_PATH } from "#shared/blog-paths.ts";
import { pageKey, type SharedSource } from "./page-keys.ts";
import { RSS_PATH } from "./rss.ts";
import type { Snapshot } from "./source.ts";

export interface KeyedGeneration {
  snapshot: Snapshot;
  shared: SharedSource;
  /** The sitemap's files by address: their key is their text. */
  sitemap: ReadonlyMap<string, string>;
}

/** Every page (HTML, feed, sitemap) `generation` answers; images keep their own short lifetime and are not tagged. */
function pageAddresses({ snapshot, sitemap }: KeyedGeneration): string[] {
  return [...snapshot.pages.keys(), ...snapshot.index.paths(), BLOG_SEARCH_PATH, RSS_PATH, ...sitemap.keys()];
}

/**
 * The addresses whose page is not the same in `after` as in `before`: its key changed, it came or
 * went, or a running experiment came or went there (its page is then per visitor, or shared again).
 */
export function changedAddresses(before: KeyedGeneration, after: KeyedGeneration): string[] {
  const changed: string[] = [];
  for (const path of new Set([...pageAddresses(before), ...pageAddresses(after)])) {
    const sitemap = before.sitemap.has(path) || after.sitemap.has(path);
    const same = sitemap ? before.sitemap.get(path) === after.sitemap.get(path) : pageKey(before.snapshot, before.shared, path) === pageKey(after.snapshot, after.shared, path);
    if (!same) changed.push(path);
  }
  for (const path of new Set([...before.snapshot.experiments.keys(), ...after.snapshot.experiments.keys()])) {
    if (before.snapshot.experiments.has(path) !== after.snapshot.experiments.has(path) && !changed.includes(path)) changed.push(path);
  }
  return changed;
}
