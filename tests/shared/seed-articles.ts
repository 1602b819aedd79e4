/** An article file of a blog folder (the seed's, or a test's) rendered as the store renders it once imported. */
import fs from "node:fs";
import path from "node:path";
import { BLOG_DIR, parsePostFile, renderPost, type Post } from "#server/site/render/blog.server.ts";
import { profileOf, readAuthors } from "#server/site/render/authors.server.ts";
import { imagesInDir } from "#server/site/render/rehype-content-images.server.ts";

export async function renderArticleFile(slug: string, dir = BLOG_DIR): Promise<Post> {
  const fileName = `${slug}.md`;
  const { frontmatter, body } = parsePostFile(fileName, fs.readFileSync(path.join(dir, fileName), "utf8"));
  const author = profileOf(frontmatter.author, frontmatter.category, readAuthors(dir).get(frontmatter.author));
  return renderPost(frontmatter, body, { images: imagesInDir(dir, `content/blog/${fileName}`), author });
}
