/**
 * After `react-router build`: sitemap.xml, robots.txt, the blog's RSS feed and search index from
 * what was built, then precompression of every text file. Runs as part of `npm run build`.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { listPosts } from "#app/lib/blog.server.ts";
import { precompress } from "#scripts/lib/compress.ts";
import { RSS_PATH, rssXml } from "#scripts/lib/rss.ts";
import { builtPages, CLIENT_DIR } from "#scripts/lib/built-site.ts";
import { writeSearchIndex } from "#scripts/lib/search-index.ts";
import { robotsTxt, sitemapXml } from "#scripts/lib/sitemap.ts";
import { adminShellFile } from "#server/static-site.ts";

const clientDir = CLIENT_DIR;

// Every public route is prerendered; the SPA fallback shell boots the admin app alone (ADR 013).
// It moves out of build/client so it is never a public file; the server serves it behind sign-in.
const shell = adminShellFile(clientDir);
await fs.mkdir(path.dirname(shell), { recursive: true });
await fs.rename(path.join(clientDir, "__spa-fallback.html"), shell);

const pages = builtPages(clientDir);
const sitemap = sitemapXml(pages);
await fs.writeFile(path.join(clientDir, "sitemap.xml"), sitemap);
await fs.writeFile(path.join(clientDir, "robots.txt"), robotsTxt());
const posts = listPosts();
await fs.writeFile(path.join(clientDir, RSS_PATH), rssXml(posts));
const indexed = await writeSearchIndex(clientDir);
const compressed = await precompress(clientDir);

console.log(
  `postbuild: sitemap with ${sitemap.split("<url>").length - 1} of ${pages.length} pages, RSS with ${posts.length} articles, ${indexed} articles in the search index, ${compressed} files precompressed`,
);
