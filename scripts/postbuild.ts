/**
 * After `react-router build`: brand assets, sitemap.xml, robots.txt, then precompression of every
 * text file. Runs as part of `npm run build`.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { writeBrandAssets } from "./lib/brand-assets";
import { precompress } from "./lib/compress";
import { listBuiltPages, robotsTxt, sitemapXml } from "./lib/sitemap";

const clientDir = path.resolve("build/client");

// Every route is prerendered, so the SPA fallback shell is never served: drop it.
await fs.rm(path.join(clientDir, "__spa-fallback.html"), { force: true });

const assets = await writeBrandAssets(clientDir);
const pages = await listBuiltPages(clientDir);
const sitemap = sitemapXml(pages);
await fs.writeFile(path.join(clientDir, "sitemap.xml"), sitemap);
await fs.writeFile(path.join(clientDir, "robots.txt"), robotsTxt());
const compressed = await precompress(clientDir);

console.log(
  `postbuild: ${assets.length} brand assets, sitemap with ${sitemap.split("<url>").length - 1} of ${pages.length} pages, ${compressed} files precompressed`,
);
