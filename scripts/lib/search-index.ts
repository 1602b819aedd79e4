/**
 * The blog's search index, built by Pagefind from the prerendered articles (each marks its text
 * with `data-pagefind-body`, app/routes/blog.post.tsx) into build/client/pagefind/. The search page
 * (/blog/search) loads it only when a visitor searches; no other page loads any of it.
 */
import fs from "node:fs/promises";
import path from "node:path";
import * as pagefind from "pagefind";
import { builtPages, isArticleRoute } from "./built-site.ts";

export const SEARCH_INDEX_DIR = "pagefind";

/** Pagefind's own search interfaces and highlighter, and the index of pages with no language. */
const UNUSED = /^(pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)|wasm\.unknown\.pagefind)$/;

/** Indexes every article page under `clientDir`; returns how many pages went in. */
export async function writeSearchIndex(clientDir: string): Promise<number> {
  const outputPath = path.join(clientDir, SEARCH_INDEX_DIR);
  await fs.rm(outputPath, { recursive: true, force: true });
  const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
  if (!index) throw new Error(`Pagefind: ${errors.join("; ")}`);
  try {
    // Articles only, each at its own address (the archives and list pages repeat their excerpts).
    const articles = builtPages(clientDir).filter((page) => isArticleRoute(page.route));
    for (const page of articles) {
      const added = await index.addHTMLFile({ url: page.route, content: page.html });
      if (added.errors.length) throw new Error(`Pagefind, ${page.route}: ${added.errors.join("; ")}`);
    }
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join("; ")}`);
    // Pagefind also writes its ready-made interfaces; the search page has its own (app/enhance/blog-search.ts).
    for (const file of await fs.readdir(outputPath)) {
      if (UNUSED.test(file)) await fs.rm(path.join(outputPath, file));
    }
    return articles.length;
  } finally {
    await pagefind.close();
  }
}
