/**
 * Makes the directory Vite publishes as the site's static files (.generated/public, not
 * committed): favicons, the web manifest, the site Open Graph card, then a copy of public/, the
 * committed home of the team's own files (PDFs, images), served at the same paths. The blog's
 * images are the server's to make, from the store. Runs before `react-router build` and `npm run dev`.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { writeBrandAssets } from "#scripts/lib/brand-assets.ts";

/** vite.config.ts `publicDir` (SITE_PUBLIC_DIR for a test build of other content). */
const outDir = path.resolve(process.env.SITE_PUBLIC_DIR ?? ".generated/public");
const committedDir = path.resolve("public");
// Beside the published directory, not in it, so it is not deployed.
const manifestFile = path.join(path.dirname(outDir), "generated-assets.json");

const started = Date.now();
await fs.mkdir(outDir, { recursive: true });
await fs.mkdir(path.dirname(manifestFile), { recursive: true });
const generated = new Set(await writeBrandAssets(outDir));

const previous: Record<string, string> = JSON.parse(await fs.readFile(manifestFile, "utf8").catch(() => "{}"));
const next: Record<string, string> = {};

/** public/ (committed) on top, file by file; a name the generator also writes would hide one of the two. */
async function copyCommitted(dir = committedDir): Promise<number> {
  let copied = 0;
  for (const entry of await fs.readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      copied += await copyCommitted(full);
      continue;
    }
    const rel = path.relative(committedDir, full).split(path.sep).join("/");
    if (entry.name === ".gitkeep") continue;
    if (generated.has(rel)) throw new Error(`public/${rel}: the build makes a file of this name; rename yours`);
    await fs.mkdir(path.dirname(path.join(outDir, rel)), { recursive: true });
    await fs.copyFile(full, path.join(outDir, rel));
    copiedFiles.push(rel);
    copied += 1;
  }
  return copied;
}
const copiedFiles: string[] = [];
const copied = await copyCommitted();
// A file taken out of public/ leaves the site with the next build.
for (const stale of (JSON.parse(previous["public:files"] ?? "[]") as string[]).filter((file) => !copiedFiles.includes(file))) {
  await fs.rm(path.join(outDir, stale), { force: true });
}
next["public:files"] = JSON.stringify(copiedFiles);
// So is an image nothing makes any more.
for (const stale of (JSON.parse(previous["generated:files"] ?? "[]") as string[]).filter((file) => !generated.has(file))) {
  await fs.rm(path.join(outDir, stale), { force: true });
}
next["generated:files"] = JSON.stringify([...generated].sort());

await fs.writeFile(manifestFile, JSON.stringify(next, null, 2));
console.log(`generate-assets: brand assets and ${copied} files from public/ in ${Date.now() - started} ms`);
