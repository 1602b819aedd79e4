/**
 * After `react-router build`: the admin shell, the seed of the store (the blog and the pages),
 * robots.txt, then precompression of every text file. Runs as part of `npm run build`; the
 * server renders every page and the sitemap from the store (ADR 040).
 */
import fs from "node:fs/promises";
import path from "node:path";
import { BLOG_DIR } from "#server/site/render/blog.server.ts";
import { precompress } from "#scripts/lib/compress.ts";
import { CLIENT_DIR } from "#scripts/lib/built-site.ts";
import { robotsTxt } from "#scripts/lib/sitemap.ts";
import { PAGES_DIR } from "#server/site/render/page-files.server.ts";
import { renderAdminShell, serverBuildFile } from "#server/site/renderer.ts";
import { pagesSeedDirOf, seedDirOf } from "#server/studio/seed.ts";
import { adminShellFile } from "#server/site/static-site.ts";

const clientDir = CLIENT_DIR;

// The shell that boots the admin app (ADR 013, 024), outside build/client so it is never a public
// file; the server serves it behind sign-in.
const shell = adminShellFile(clientDir);
await fs.mkdir(path.dirname(shell), { recursive: true });
await fs.writeFile(shell, await renderAdminShell(serverBuildFile(clientDir)));

// The articles and pages the server imports into an empty store on its first start (ADR 024, ADR 040).
await fs.rm(seedDirOf(clientDir), { recursive: true, force: true });
await fs.cp(BLOG_DIR, seedDirOf(clientDir), { recursive: true });
await fs.rm(pagesSeedDirOf(seedDirOf(clientDir)), { recursive: true, force: true });
await fs.cp(PAGES_DIR, pagesSeedDirOf(seedDirOf(clientDir)), { recursive: true });

await fs.writeFile(path.join(clientDir, "robots.txt"), robotsTxt());
const compressed = await precompress(clientDir);

console.log(`postbuild: ${compressed} files precompressed`);
