/**
 * Generates everything in public/ (which is not committed): favicons, the web manifest, the site
 * Open Graph card, and for each article its cover (AVIF + WebP at 800 and 1200 px) and its Open
 * Graph card. Runs before `react-router build` and `react-router dev`. Unchanged images are kept
 * (a manifest records the hash of each source SVG), so a rebuild only encodes what changed.
 */
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { listPosts } from "#app/lib/blog.server.ts";
import { coverImagePaths } from "#app/lib/cover-images.ts";
import { articleOgSvg, COVER_ASPECT, COVER_WIDTHS, coverSvg } from "#scripts/lib/blog-covers.ts";
import { writeBrandAssets } from "#scripts/lib/brand-assets.ts";
import { SITE_URL } from "#app/lib/site-url.ts";

const publicDir = path.resolve("public");
// Outside public/ so it is not deployed.
const manifestFile = path.resolve("node_modules/.cache/generated-assets.json");

const started = Date.now();
await fs.mkdir(path.join(publicDir, "images/blog"), { recursive: true });
await fs.mkdir(path.dirname(manifestFile), { recursive: true });
await writeBrandAssets(publicDir);

const previous: Record<string, string> = JSON.parse(await fs.readFile(manifestFile, "utf8").catch(() => "{}"));
const next: Record<string, string> = {};
const host = new URL(SITE_URL).host;
let encoded = 0;

for (const post of listPosts()) {
  const cover = coverSvg(post);
  const og = articleOgSvg(post, `${post.author} · ${host}`);
  const hash = createHash("sha256").update(cover).update(og).digest("hex").slice(0, 16);
  next[post.slug] = hash;
  const paths = coverImagePaths(post.image);
  const outputs = [...COVER_WIDTHS.flatMap((width) => [paths.avif(width), paths.webp(width)]), paths.og];
  const present = await Promise.all(outputs.map((file) => fs.access(path.join(publicDir, file)).then(() => true, () => false)));
  if (previous[post.slug] === hash && present.every(Boolean)) continue;

  const svg = Buffer.from(cover);
  await Promise.all(
    COVER_WIDTHS.flatMap((width) => {
      const resized = () => sharp(svg).resize(width, Math.round(width * COVER_ASPECT));
      return [
        resized().avif({ quality: 55, effort: 2 }).toFile(path.join(publicDir, paths.avif(width))),
        resized().webp({ quality: 78 }).toFile(path.join(publicDir, paths.webp(width))),
      ];
    }),
  );
  await sharp(Buffer.from(og)).png({ compressionLevel: 9, palette: true }).toFile(path.join(publicDir, paths.og));
  encoded += 1;
}

await fs.writeFile(manifestFile, JSON.stringify(next, null, 2));
console.log(`generate-assets: brand assets, ${Object.keys(next).length} article covers (${encoded} re-encoded) in ${Date.now() - started} ms`);
