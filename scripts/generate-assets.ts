/**
 * Makes the directory Vite publishes as the site's static files (.generated/public, not
 * committed): favicons, the web manifest, the site Open Graph card; with --blog-images (for
 * `react-router dev`, which reads content/blog; the server makes them from the store) each
 * article's cover (AVIF + WebP at 800 and 1200 px), Open Graph card and the images of its text,
 * and the authors' portraits; then a copy of public/, the committed home of the team's own files
 * (PDFs, images), served at the same paths. Runs before `react-router build` and `react-router dev`. Unchanged images are kept (a manifest records the hash of each source),
 * so a rebuild only encodes what changed.
 */
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { BLOG_DIR, listPosts, type PostSummary } from "#server/site/render/blog.server.ts";
import { readAuthors } from "#server/site/render/authors.server.ts";
import { AUTHOR_PHOTO_WIDTHS, authorPhotoPaths, contentImagePaths, contentImageWidths } from "#shared/cover-images.ts";
import { coverSource } from "#server/site/covers.ts";
import { writeBrandAssets } from "#scripts/lib/brand-assets.ts";
import { SITE_URL } from "#shared/site-url.ts";

/** vite.config.ts `publicDir` (SITE_PUBLIC_DIR for a test build of other content). */
const outDir = path.resolve(process.env.SITE_PUBLIC_DIR ?? ".generated/public");
const committedDir = path.resolve("public");
// Beside the published directory, not in it, so it is not deployed.
const manifestFile = path.join(path.dirname(outDir), "generated-assets.json");

const started = Date.now();
await fs.mkdir(path.join(outDir, "images/blog/content"), { recursive: true });
await fs.mkdir(path.join(outDir, "images/blog/authors"), { recursive: true });
await fs.mkdir(path.dirname(manifestFile), { recursive: true });
const generated = new Set(await writeBrandAssets(outDir));

const previous: Record<string, string> = JSON.parse(await fs.readFile(manifestFile, "utf8").catch(() => "{}"));
const next: Record<string, string> = {};
const host = new URL(SITE_URL).host;
let encoded = 0;

const exists = (file: string) => fs.access(path.join(outDir, file)).then(() => true, () => false);
const digest = (...parts: Array<string | Buffer>) => parts.reduce((hash, part) => hash.update(part), createHash("sha256")).digest("hex").slice(0, 16);

/** Encodes `outputs` with `encode` unless the manifest says `source` is unchanged and they all exist. */
async function refresh(key: string, source: string, outputs: string[], encode: () => Promise<unknown>) {
  next[key] = source;
  for (const output of outputs) generated.add(output.replace(/^\//, ""));
  if (previous[key] === source && (await Promise.all(outputs.map(exists))).every(Boolean)) return;
  await encode();
  encoded += 1;
}

/** `react-router dev` renders the blog from content/blog, not the store, so it needs its images as files. */
async function writeCover(post: PostSummary) {
  const photo = post.cover ? await fs.readFile(path.join(BLOG_DIR, post.cover)) : undefined;
  const cover = coverSource(post, `${post.author} · ${host}`, photo);
  const outputs = [...cover.pageFiles, cover.cardFile];
  await refresh(`cover:${post.slug}`, cover.hash, outputs, async () => {
    for (const image of [...(await cover.encodePage()), ...(await cover.encodeCard())]) await fs.writeFile(path.join(outDir, image.path), image.body);
  });
}

/** The images of an article's text: `![…](images/<file>)` in its Markdown. */
async function writeContentImages(post: PostSummary) {
  const markdown = await fs.readFile(path.join(BLOG_DIR, `${post.slug}.md`), "utf8");
  for (const [, file] of markdown.matchAll(/!\[[^\]]*\]\((images\/[^)\s]+)/g)) {
    const input = await fs.readFile(path.join(BLOG_DIR, file!)).catch(() => {
      throw new Error(`content/blog/${post.slug}.md: image "${file}" is not in content/blog/images/`);
    });
    const { width = 0 } = await sharp(input).metadata();
    const paths = contentImagePaths(file!);
    const widths = contentImageWidths(width);
    const outputs = widths.flatMap((w) => [paths.avif(w), paths.webp(w)]);
    await refresh(`content:${file}`, digest(input), outputs, () =>
      Promise.all(
        widths.flatMap((w) => [
          sharp(input).resize(w).avif({ quality: 60, effort: 2 }).toFile(path.join(outDir, paths.avif(w))),
          sharp(input).resize(w).webp({ quality: 80 }).toFile(path.join(outDir, paths.webp(w))),
        ]),
      ),
    );
  }
}

const posts = listPosts();
const blogImages = process.argv.includes("--blog-images");
if (blogImages) {
  for (const post of posts) {
    await writeCover(post);
    await writeContentImages(post);
  }
  await writeAuthorPhotos();
}

/** Authors' portraits (content/blog/authors.yaml), for the "About the Author" box. */
async function writeAuthorPhotos() {
  for (const author of readAuthors(BLOG_DIR).values()) {
    if (!author.photo) continue;
    const input = await fs.readFile(path.join(BLOG_DIR, author.photo));
    const paths = authorPhotoPaths(author.photo);
    await refresh(`author:${author.photo}`, digest(input), AUTHOR_PHOTO_WIDTHS.map((width) => paths.webp(width)), () =>
      Promise.all(
        AUTHOR_PHOTO_WIDTHS.map((width) =>
          sharp(input).resize(width, width, { fit: "cover", position: sharp.strategy.attention }).webp({ quality: 80 }).toFile(path.join(outDir, paths.webp(width))),
        ),
      ),
    );
  }
}

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
console.log(
  `generate-assets: brand assets, ${blogImages ? `the images of ${posts.length} articles` : "no blog images (the server makes them)"} (${encoded} re-encoded), ${copied} files from public/ in ${Date.now() - started} ms`,
);
