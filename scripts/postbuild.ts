/**
 * After `react-router build`: the admin shell, the seed of the store, sitemap.xml of the pages that
 * are code (the server adds the blog's), robots.txt, then precompression of every text file.
 * Runs as part of `npm run build`.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { BLOG_DIR } from "#server/site/render/blog.server.ts";
import { precompress } from "#scripts/lib/compress.ts";
import { builtPages, CLIENT_DIR } from "#scripts/lib/built-site.ts";
import { robotsTxt, sitemapXml } from "#scripts/lib/sitemap.ts";
import { renderAdminShell, serverBuildFile } from "#server/site/renderer.ts";
import { seedDirOf } from "#server/studio/seed.ts";
import { adminShellFile } from "#server/site/static-site.ts";

const clientDir = CLIENT_DIR;

// The shell that boots the admin app (ADR 013, 024), outside build/client so it is never a public
// file; the server serves it behind sign-in.
const shell = adminShellFile(clientDir);
await fs.mkdir(path.dirname(shell), { recursive: true });
await fs.writeFile(shell, await renderAdminShell(serverBuildFile(clientDir)));

// The articles the server imports into an empty store on its first start (ADR 024).
await fs.rm(seedDirOf(clientDir), { recursive: true, force: true });
await fs.cp(BLOG_DIR, seedDirOf(clientDir), { recursive: true });

const pages = builtPages(clientDir);
const sitemap = sitemapXml(pages);
await fs.writeFile(path.join(clientDir, "sitemap.xml"), sitemap);
await fs.writeFile(path.join(clientDir, "robots.txt"), robotsTxt());
const compressed = await precompress(clientDir);

console.log(`postbuild: sitemap with ${sitemap.split("<url>").length - 1} of ${pages.length} pages, ${compressed} files precompressed`);
