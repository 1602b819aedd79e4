/**
 * The blog's search index (Pagefind, ADR 017) built from the store: one record per published
 * article, its title and text, at the article's address. Built once per generation when the search
 * page first asks for it, then served from memory like any other file of that generation.
 */
import * as pagefind from "pagefind";
import { inArray } from "drizzle-orm";
import { articlePath } from "#shared/blog-paths.ts";
import { fillSiteFacts } from "#server/site/render/site-facts.server.ts";
import type { Database } from "#server/platform/db/database.ts";
import { posts } from "#server/platform/db/content-schema.ts";
import type { Snapshot } from "./source.ts";

export const SEARCH_INDEX_PREFIX = "/pagefind/";

/** Pagefind's own search interfaces and highlighter, and the index of pages with no language: the search page has its own. */
const UNUSED = /^(pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)|wasm\.unknown\.pagefind)$/;

/** Markdown as the words a reader sees: no markup, link text without its address, no images. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[^\n]*\n([\s\S]*?)```/g, "$1")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, "")
    .replace(/[*_`~|]+/g, "")
    .replace(/^-{3,}$/gm, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Bodies are read a batch at a time: a store of thousands of posts never sits in memory at once. */
const BATCH = 500;

/** The index's files by address (/pagefind/…), for the published posts of `snapshot`. */
export async function buildSearchIndex(db: Database, snapshot: Snapshot): Promise<Map<string, Uint8Array>> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
  if (!index) throw new Error(`Pagefind: ${errors.join("; ")}`);
  try {
    for (let start = 0; start < snapshot.posts.length; start += BATCH) {
      const batch = snapshot.posts.slice(start, start + BATCH);
      const bodies = new Map((await db.select({ id: posts.id, body: posts.body }).from(posts).where(inArray(posts.id, batch.map((post) => post.id)))).map((row) => [row.id, row.body]));
      for (const post of batch) {
        const added = await index.addCustomRecord({
          url: articlePath(post.slug),
          content: `${post.title}. ${fillSiteFacts(plainText(bodies.get(post.id) ?? ""), snapshot.site)}`,
          language: "en",
          meta: { title: post.title },
        });
        if (added.errors.length) throw new Error(`Pagefind, ${post.slug}: ${added.errors.join("; ")}`);
      }
    }
    const built = await index.getFiles();
    if (built.errors.length) throw new Error(`Pagefind: ${built.errors.join("; ")}`);
    return new Map(built.files.filter((file) => !UNUSED.test(file.path)).map((file) => [`${SEARCH_INDEX_PREFIX}${file.path}`, file.content]));
  } finally {
    await index.deleteIndex();
  }
}
