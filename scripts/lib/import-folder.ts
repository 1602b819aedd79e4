/**
 * A folder to import at scale (`npm run content -- import <folder>`): the seed's articles
 * (content/blog) copied to `count` Markdown files, each under its own slug, title and last line, without an
 * id, as another system's files come, with the seed's authors.yaml beside them.
 */
import fs from "node:fs";
import path from "node:path";

const SEED = "content/blog";

/** Writes the copies into `folder` (created) and returns how many files it wrote. */
export function writeImportFolder(folder: string, count: number): number {
  const articles = fs
    .readdirSync(SEED)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => fs.readFileSync(path.join(SEED, name), "utf8"));
  fs.mkdirSync(folder, { recursive: true });
  for (let i = 0; i < count; i += 1) {
    const copy = articles[i % articles.length]!.replace(/^id: .*\n/m, "")
      .replace(/^slug: "?([^"\n]+)"?$/m, (_, slug: string) => `slug: "${slug}-${i + 1}"`)
      .replace(/^title: "(.*)"$/m, (_, title: string) => `title: "${title} (${i + 1})"`)
      .concat(`\nThis is copy ${i + 1} of the article: no two bodies are the same, as in a real blog.\n`);
    const slug = /^slug: "([^"]+)"$/m.exec(copy)![1]!;
    fs.writeFileSync(path.join(folder, `${slug}.md`), copy);
  }
  fs.copyFileSync(path.join(SEED, "authors.yaml"), path.join(folder, "authors.yaml"));
  return count;
}
