/**
 * The blog's articles: Markdown with YAML frontmatter, validated and rendered to sanitized HTML.
 * content/blog is the store's seed (ADR 024): a file with bad frontmatter, or a field the schema
 * does not know, throws with the file name and the field. The store's articles render here too.
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
import { webAddressOf } from "#shared/links.ts";
import remarkSmartypants from "remark-smartypants";
import remarkDirective from "remark-directive";
import { remarkCards } from "./remark-cards.server.ts";
import { CALLOUT_TONES } from "#shared/cards.ts";
import { remarkJoinRanges } from "./remark-join-ranges.server.ts";
import { blogCopy } from "#shared/content/blog.ts";
import { rehypeHeadingAnchors, type TocEntry } from "./rehype-heading-anchors.server.ts";
import { readAuthors, type AuthorProfile } from "./authors.server.ts";
import { CONTENT_IMAGE, imagesInDir, rehypeContentImages, type ArticleImages } from "./rehype-content-images.server.ts";
import { rehypeScrollableTables } from "./rehype-scrollable-tables.server.ts";
import { RESERVED_BLOG_SLUGS } from "#shared/blog-paths.ts";
import { fillSiteFacts, remarkSiteFacts } from "./site-facts.server.ts";
import { site as defaultSite, type SiteConfig } from "#shared/content/site.ts";
import { publishAtOf, statusOf } from "./post-status.server.ts";

/** content/blog, or BLOG_CONTENT_DIR (the tests' builds of an owner's edits, tests/build/blog-owner.test.ts). */
export const BLOG_DIR = path.resolve(process.cwd(), process.env.BLOG_CONTENT_DIR || "content/blog");

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  .refine((value) => !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime()), "must be a real calendar date");

export const postFrontmatterSchema = z.object({
  id: z.number().int().positive(),
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens")
    .refine((slug) => !RESERVED_BLOG_SLUGS.includes(slug), `must not be one of the blog's own addresses (${RESERVED_BLOG_SLUGS.join(", ")})`),
  title: z.string().trim().min(1).max(120),
  excerpt: z.string().trim().min(1).max(300),
  author: z.string().trim().regex(/^\S+(\s+\S+)+$/, "must be the author's full name"),
  date: isoDay,
  image: z.string().startsWith("/", "must be a site path starting with /"),
  category: z.string().trim().min(1),
  tags: z.array(z.string().trim().min(1)).min(1),
  /** The team's own cover photo, committed beside the articles; the generated cover otherwise. */
  cover: z.string().regex(CONTENT_IMAGE, "must be a file in content/blog/images/, written images/<file>.jpg (or .png, .webp, .avif)").optional(),
  /** What the cover photo shows, for people who cannot see it. Required with `cover`. */
  coverAlt: z.string().trim().min(1).max(200).optional(),
  /** Kept out of production builds until removed or set to false; shown by `npm run dev`. */
  draft: z.boolean().optional(),
  /** What search engines and share cards show instead of the title and excerpt. */
  seoTitle: z.string().trim().min(1).max(70).optional(),
  seoDescription: z.string().trim().min(1).max(160).optional(),
  /** The article's original address when it was first published elsewhere. */
  canonical: z.string().refine((value) => webAddressOf(value) !== undefined, "must be the full address where it was first published, https://…").optional(),
  /** Kept out of search engines' indexes and the sitemap, still listed on the blog. */
  noindex: z.boolean().optional(),
  /** Where the post stands in the store (an export says it); a build publishes only "published". */
  status: z.enum(["draft", "in_review", "scheduled", "published", "unpublished"]).optional(),
  /** The exact time it goes live, when the day in `date` is not enough (a scheduled post). */
  publishAt: z.iso.datetime({ offset: true }).optional(),
})
  .strict()
  .refine((post) => !post.cover || post.coverAlt, { path: ["coverAlt"], message: "must describe the cover photo (what it shows)" });

export type PostSummary = z.infer<typeof postFrontmatterSchema>;
export interface Post extends PostSummary {
  html: string;
  /** The author box: role, bio and photo from content/blog/authors.yaml, or the default sentence. */
  authorProfile: AuthorProfile;
  /** The article's h2 and h3 headings, for its table of contents. */
  toc: TocEntry[];
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
  tagNames: [...(defaultSchema.tagNames ?? []), "aside", "figure"],
  attributes: {
    ...defaultSchema.attributes,
    div: [...(defaultSchema.attributes?.div ?? []), ["className", "table-scroll", "article-gallery"], ["role", "region"], "tabIndex", "ariaLabel"],
    // The cards (remark-cards.server.ts): only the classes and values they set.
    aside: [["className", "article-callout"], ["dataTone", ...CALLOUT_TONES]],
    p: [...(defaultSchema.attributes?.p ?? []), ["className", "article-cta"]],
    figure: [["className", "article-video"]],
    a: [...(defaultSchema.attributes?.a ?? []).filter((rule) => !Array.isArray(rule) || rule[0] !== "className"), ["className", "data-footnote-backref", "article-cta-button", "video-facade"], "dataEmbed", "dataTitle"],
  },
};

/**
 * Markdown -> sanitized HTML, with typographic quotes, dashes and ellipses (“…” ’ – —, not in
 * code), ranges that never break, and anchored headings listed for a table of contents. Raw HTML in Markdown is dropped
 * (remark-rehype default), and the tree is sanitized anyway before our own trusted anchors go in.
 * With `facts`, the site's placeholders ({brand}, {address}…) are filled from them, as text.
 */
export async function renderArticle(markdown: string, images?: ArticleImages, facts?: SiteConfig): Promise<{ html: string; toc: TocEntry[] }> {
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkCards)
    .use(facts ? [[remarkSiteFacts, facts]] : [])
    // "--" is an en dash (ranges, 2024--2025), "---" an em dash.
    .use(remarkSmartypants, { dashes: "oldschool" })
    // Ranges (70-85%, Monday-Friday) as one unit that never breaks across lines.
    .use(remarkJoinRanges)
    .use(remarkRehype)
    .use(rehypeScrollableTables)
    .use(rehypeSanitize, sanitizeSchema)
    .use(rehypeHeadingAnchors, { label: blogCopy.headingLink })
    .use(rehypeContentImages, images ?? imagesInDir(BLOG_DIR, "Markdown"))
    .use(rehypeStringify)
    .process(markdown);
  return { html: String(file), toc: (file.data.toc as TocEntry[] | undefined) ?? [] };
}

export async function renderMarkdown(markdown: string, facts?: SiteConfig): Promise<string> {
  return (await renderArticle(markdown, undefined, facts)).html;
}

export interface ParsedFile {
  frontmatter: PostSummary;
  body: string;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/**
 * `where` names the file in messages (the path an import was given); `fill` completes the
 * frontmatter before it is checked (an import's defaults for what another system does not write).
 */
export function parsePostFile(fileName: string, source: string, where = `content/blog/${fileName}`, fill?: (data: Record<string, unknown>) => Record<string, unknown>): ParsedFile {
  const match = FRONTMATTER.exec(source);
  if (!match) throw new Error(`${where}: missing the --- frontmatter block at the top of the file`);
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? "");
  } catch (error) {
    throw new Error(`${where}: frontmatter is not valid YAML: ${(error as Error).message}`, { cause: error });
  }
  const result = postFrontmatterSchema.safeParse(fill && data && typeof data === "object" && !Array.isArray(data) ? fill(data as Record<string, unknown>) : data);
  if (!result.success) {
    const issue = result.error.issues[0];
    if (issue?.code === "unrecognized_keys") {
      const allowed = Object.keys(postFrontmatterSchema.shape).join(", ");
      throw new Error(`${where}: unknown field "${issue.keys.join('", "')}" (the fields an article may have: ${allowed})`);
    }
    const field = issue?.path.join(".") || "(frontmatter)";
    throw new Error(`${where}: field "${field}": ${issue?.message ?? "invalid"}`);
  }
  const expectedSlug = fileName.replace(/\.md$/, "");
  if (result.data.slug !== expectedSlug) {
    throw new Error(`${where}: field "slug": "${result.data.slug}" must match the file name "${expectedSlug}"`);
  }
  return { frontmatter: result.data, body: match[2] ?? "" };
}

/** Every article file in `dir`, drafts and scheduled ones included, validated together (ids unique, covers present). */
export function readAll(dir = BLOG_DIR): ParsedFile[] {
  const files = fs.readdirSync(dir).filter((name) => name.endsWith(".md"));
  const parsed = files.map((name) => parsePostFile(name, fs.readFileSync(path.join(dir, name), "utf8")));
  readAuthors(dir);
  for (const { frontmatter } of parsed) {
    if (frontmatter.cover && !fs.existsSync(path.join(dir, frontmatter.cover))) {
      throw new Error(`content/blog/${frontmatter.slug}.md: field "cover": ${frontmatter.cover} is not in content/blog/images/`);
    }
  }
  const ids = new Map<number, string>();
  for (const { frontmatter } of parsed) {
    const other = ids.get(frontmatter.id);
    if (other) throw new Error(`content/blog/${frontmatter.slug}.md: field "id": ${frontmatter.id} is already used by ${other}.md`);
    ids.set(frontmatter.id, frontmatter.slug);
  }
  return parsed;
}

/**
 * Frontmatter with the site facts filled in ({brand} in a title or excerpt). Every file is
 * validated, published or not, so a draft's mistake fails the build before the day it goes live.
 */
export function summaryOf(frontmatter: PostSummary, site?: SiteConfig): PostSummary {
  return { ...frontmatter, title: fillSiteFacts(frontmatter.title, site), excerpt: fillSiteFacts(frontmatter.excerpt, site) };
}

/** The articles of a blog folder a store seeded from it now shows, newest first (ties: higher id first); every file is validated. */
export function listPosts(dir = BLOG_DIR, now = new Date()): PostSummary[] {
  return readAll(dir)
    .filter(({ frontmatter }) => statusOf(frontmatter, publishAtOf(frontmatter), now) === "published")
    .map((file) => summaryOf(file.frontmatter))
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}

/**
 * Names what `renderArticle` makes of a given text: change it with the pipeline or its plugins, so
 * articles kept rendered (article_renders) are rendered again. blog.server.test.ts fails until it is.
 */
export const ARTICLE_RENDERER = "2026-11-28";

/** An article's text rendered: what may be kept and reused while its Markdown, facts and images hold. */
export interface RenderedArticle {
  html: string;
  toc: TocEntry[];
  wordCount: number;
}

export async function renderedArticle(body: string, images: ArticleImages, site?: SiteConfig): Promise<RenderedArticle> {
  const wordCount = fillSiteFacts(body, site).split(/\s+/).filter(Boolean).length;
  const { html, toc } = await renderArticle(body, images, site ?? defaultSite);
  return { html, toc, wordCount };
}

/** A post's page data from its fields, its rendered text and its author. */
export function postOf(frontmatter: PostSummary, article: RenderedArticle, author: AuthorProfile, site?: SiteConfig): Post {
  return { ...summaryOf(frontmatter, site), ...article, authorProfile: author, readingMinutes: Math.max(1, Math.round(article.wordCount / WORDS_PER_MINUTE)) };
}

/** A post's page data from its fields and Markdown, wherever they are kept (files or the store). */
export async function renderPost(
  frontmatter: PostSummary,
  body: string,
  { images, author, site }: { images: ArticleImages; author: AuthorProfile; site?: SiteConfig },
): Promise<Post> {
  return postOf(frontmatter, await renderedArticle(body, images, site), author, site);
}
