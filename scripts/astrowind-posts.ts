/**
 * The render bench's 1,000 posts as AstroWind posts, so its page generation can be timed on the
 * same machine as our crawl (docs/benchmarks.md, "Render cost beside AstroWind"). The copies follow
 * `scripts/lib/scale-posts.ts`: the seed's articles by id, copy i is article i mod n at
 * `<slug>-<i>`, an hour older than the one before the oldest article; the same title, excerpt,
 * author, category, tags and Markdown. No image: the photos are not AstroWind's, and image
 * processing is not what is compared.
 *
 * `npx tsx scripts/astrowind-posts.ts <astrowind>/src/data/post [count]` (AstroWind's own posts removed).
 */
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";

const [postDir, countArgument = "1000"] = process.argv.slice(2);
if (!postDir) throw new Error("usage: npx tsx scripts/astrowind-posts.ts <astrowind>/src/data/post [count]");
const count = Number(countArgument);
const SEED_DIR = "content/blog";

interface Seed {
  id: number;
  slug: string;
  title: string;
  excerpt?: string;
  author?: string;
  date: string;
  category?: string;
  tags?: string[];
  body: string;
}

function seedArticle(file: string): Seed {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(fs.readFileSync(path.join(SEED_DIR, file), "utf8"));
  if (!match) throw new Error(`${file}: no front matter`);
  return { ...(parse(match[1]!) as Omit<Seed, "body">), body: match[2]! };
}

/** A JSON string is a YAML scalar: every title and tag as it is. */
const quoted = (value: string) => JSON.stringify(value);

function astroWindPost(seed: Seed, publishDate: Date): string {
  const lines = ["---", `publishDate: ${publishDate.toISOString()}`, `title: ${quoted(seed.title)}`];
  if (seed.excerpt) lines.push(`excerpt: ${quoted(seed.excerpt)}`);
  if (seed.category) lines.push(`category: ${quoted(seed.category)}`);
  if (seed.tags) lines.push(`tags: [${seed.tags.map(quoted).join(", ")}]`);
  if (seed.author) lines.push(`author: ${quoted(seed.author)}`);
  return `${lines.join("\n")}\n---\n${seed.body}`;
}

const seeds = fs
  .readdirSync(SEED_DIR)
  .filter((file) => file.endsWith(".md"))
  .map(seedArticle)
  .sort((a, b) => a.id - b.id);
const oldest = Math.min(...seeds.map((seed) => Date.parse(seed.date)));

for (const file of fs.readdirSync(postDir)) if (/\.mdx?$/.test(file)) fs.rmSync(path.join(postDir, file));
for (let i = 0; i < count; i += 1) {
  const seed = seeds[i % seeds.length]!;
  fs.writeFileSync(path.join(postDir, `${seed.slug}-${i}.md`), astroWindPost(seed, new Date(oldest - (i + 1) * 3_600_000)));
}
console.log(`${count} posts from ${seeds.length} articles in ${postDir}`);
