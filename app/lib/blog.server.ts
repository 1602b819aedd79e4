/**
 * The blog's content index: Markdown files in content/blog with YAML frontmatter.
 * Runs at build time only (prerender loaders and react-router.config.ts), never in the browser.
 * A file with bad frontmatter throws with the file name and the field, which fails the build.
 * Imports are relative because react-router.config.ts loads this file outside Vite's aliases.
 */
import fs from "node:fs";
import path from "node:path";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { rehypeScrollableTables } from "./rehype-scrollable-tables.server.ts";

export const BLOG_DIR = path.resolve(process.cwd(), "content/blog");

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  .refine((value) => !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime()), "must be a real calendar date");

export const postFrontmatterSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens"),
  title: z.string().trim().min(1).max(120),
  excerpt: z.string().trim().min(1).max(300),
  author: z.string().trim().regex(/^\S+(\s+\S+)+$/, "must be the author's full name"),
  date: isoDay,
  image: z.string().startsWith("/", "must be a site path starting with /"),
  category: z.string().trim().min(1),
  tags: z.array(z.string().trim().min(1)).min(1),
});

export type PostSummary = z.infer<typeof postFrontmatterSchema>;
export interface Post extends PostSummary {
  html: string;
  wordCount: number;
  readingMinutes: number;
}

/** Average adult reading speed for non-fiction on screen. */
const WORDS_PER_MINUTE = 230;

/**
 * GitHub's sanitize schema (no scripts, no event handlers, no javascript: URLs) plus the scroll
 * wrapper our own plugin puts around tables. Sanitizing runs last, after every other transform.
 */
const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    div: [...(defaultSchema.attributes?.div ?? []), ["className", "table-scroll"], ["role", "region"], "tabIndex", "ariaLabel"],
  },
};

/** Markdown -> sanitized HTML. Raw HTML in Markdown is dropped (remark-rehype default), then sanitized anyway. */
export async function renderMarkdown(markdown: string): Promise<string> {
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeScrollableTables)
    .use(rehypeSanitize, sanitizeSchema)
    .use(rehypeStringify)
    .process(markdown);
  return String(file);
}

interface ParsedFile {
  frontmatter: PostSummary;
  body: string;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

export function parsePostFile(fileName: string, source: string): ParsedFile {
  const where = `content/blog/${fileName}`;
  const match = FRONTMATTER.exec(source);
  if (!match) throw new Error(`${where}: missing the --- frontmatter block at the top of the file`);
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? "");
  } catch (error) {
    throw new Error(`${where}: frontmatter is not valid YAML: ${(error as Error).message}`, { cause: error });
  }
  const result = postFrontmatterSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.join(".") || "(frontmatter)";
    throw new Error(`${where}: field "${field}": ${issue?.message ?? "invalid"}`);
  }
  const expectedSlug = fileName.replace(/\.md$/, "");
  if (result.data.slug !== expectedSlug) {
    throw new Error(`${where}: field "slug": "${result.data.slug}" must match the file name "${expectedSlug}"`);
  }
  return { frontmatter: result.data, body: match[2] ?? "" };
}

function readAll(dir = BLOG_DIR): ParsedFile[] {
  const files = fs.readdirSync(dir).filter((name) => name.endsWith(".md"));
  const parsed = files.map((name) => parsePostFile(name, fs.readFileSync(path.join(dir, name), "utf8")));
  const ids = new Map<number, string>();
  for (const { frontmatter } of parsed) {
    const other = ids.get(frontmatter.id);
    if (other) throw new Error(`content/blog/${frontmatter.slug}.md: field "id": ${frontmatter.id} is already used by ${other}.md`);
    ids.set(frontmatter.id, frontmatter.slug);
  }
  return parsed;
}

/** Frontmatter of every post, newest first (ties: higher id first). */
export function listPosts(dir = BLOG_DIR): PostSummary[] {
  return readAll(dir)
    .map((file) => file.frontmatter)
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}

/** One post with its body rendered to sanitized HTML, or null when no post has this slug. */
export async function getPost(slug: string, dir = BLOG_DIR): Promise<Post | null> {
  const fileName = `${slug}.md`;
  if (!/^[a-z0-9-]+$/.test(slug) || !fs.existsSync(path.join(dir, fileName))) return null;
  const { frontmatter, body } = parsePostFile(fileName, fs.readFileSync(path.join(dir, fileName), "utf8"));
  const wordCount = body.split(/\s+/).filter(Boolean).length;
  return { ...frontmatter, html: await renderMarkdown(body), wordCount, readingMinutes: Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE)) };
}

/** Up to `count` other posts: same category first, then most shared tags, then newest. */
export function relatedPosts(post: PostSummary, all: PostSummary[], count = 3): PostSummary[] {
  const score = (other: PostSummary) =>
    (other.category === post.category ? 10 : 0) + other.tags.filter((tag) => post.tags.includes(tag)).length;
  return all
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({ other, score: score(other) }))
    .sort((a, b) => b.score - a.score || b.other.date.localeCompare(a.other.date))
    .slice(0, count)
    .map(({ other }) => other);
}
