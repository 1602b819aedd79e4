/**
 * Another blog's export read as our own import: its posts as Markdown files with frontmatter (no
 * `id`: matched by address, else new), its authors as authors.yaml, the images it names that came
 * with it. The converted files then go through the same import as ours, with its checks and words.
 * This part is what the formats share: HTML to Markdown through the unified pipeline the articles
 * are rendered by, and a post's fields as our frontmatter. ghost-export.ts and wordpress-export.ts
 * read each format.
 */
import path from "node:path";
import rehypeParse from "rehype-parse";
import rehypeRemark from "rehype-remark";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkStringify from "remark-stringify";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { toString } from "mdast-util-to-string";
import type { Image, Link, Root } from "mdast";
import { stringify } from "yaml";
import { FIELD_LIMITS, slugify } from "#shared/post-fields.ts";
import type { PostDocument } from "./transfer.ts";
import { ghostCardHandlers, rehypeGhostCards } from "./ghost-cards.ts";
import { ghostImagePath } from "./ghost-export.ts";
import { wordPressImagePath } from "./wordpress-export.ts";
import type { ForeignAuthor, ForeignPost } from "./foreign-post.ts";

export type { ForeignAuthor, ForeignPost };

/** A post as another system describes it, before it is ours. */
/** What an import reads from the files an export came with: an image by its address in the other system. */
export type ImageLookup = (url: string) => { name: string; body: Buffer } | undefined;

export interface ConvertedImport {
  documents: PostDocument[];
  authorsYaml: string | undefined;
  images: Array<{ name: string; body: Buffer }>;
  /** What the operator should check: images linked instead of brought, descriptions made from file names, categories given. */
  notes: string[];
}

/** Posts and authors in our import's form; `where` names the export in messages. */
export async function convertForeign(posts: ForeignPost[], authors: ForeignAuthor[], findImage: ImageLookup, where: string): Promise<ConvertedImport> {
  const images = new Map<string, Buffer>();
  const notes: string[] = [];
  const bring = (url: string) => {
    const found = findImage(url);
    if (found) images.set(found.name, found.body);
    return found?.name;
  };
  const documents: PostDocument[] = [];
  for (const post of posts) {
    const file = `${post.slug}.md`;
    const { markdown, text } = await markdownOf(post.html, bring, (note) => notes.push(`${file}: ${note}`));
    documents.push({ fileName: file, source: postFile(post, markdown, text, bring, (note) => notes.push(`${file}: ${note}`)), where: `${where}, ${file}` });
    // A post's conversion holds the thread: between posts, whatever else the server has waiting goes first.
    await new Promise((resolve) => setImmediate(resolve));
  }
  const listed = authors.filter((author) => posts.some((post) => post.author === author.name));
  const authorsYaml = listed.length
    ? stringify(
        listed.map(({ name, bio, photoUrl }) => {
          const photo = photoUrl ? bring(photoUrl) : undefined;
          return { name, ...(bio?.trim() && { bio: bio.trim().slice(0, 600) }), ...(photo && { photo }) };
        }),
      )
    : undefined;
  return { documents, authorsYaml, images: [...images].map(([name, body]) => ({ name, body })), notes };
}

/** An export read (ghost-export.ts, wordpress-export.ts), before it is converted. */
export interface ReadExport {
  posts: ForeignPost[];
  authors: ForeignAuthor[];
  notes: string[];
}

/**
 * A read export converted, with the images that came with it: `fileAt` gives an image's bytes by
 * its path beside the export (`content/images/…` for Ghost, `uploads/…` for WordPress), if it came.
 */
export async function convertExport(kind: "ghost" | "wordpress", read: ReadExport, where: string, fileAt: (relative: string) => Buffer | undefined): Promise<ConvertedImport> {
  const imagePath = kind === "ghost" ? ghostImagePath : wordPressImagePath;
  const findImage = (url: string) => {
    const relative = imagePath(url);
    const name = relative && storedNameOf(relative.replace(/^(content\/images|uploads)\//, ""));
    const body = name ? fileAt(relative!) : undefined;
    return name && body ? { name, body } : undefined;
  };
  const converted = await convertForeign(read.posts, read.authors, findImage, where);
  return { ...converted, notes: [...converted.notes, ...read.notes] };
}

/** Our frontmatter for a post: what the other system leaves out is filled in, and said. */
function postFile(post: ForeignPost, body: string, text: string, bring: (url: string) => string | undefined, note: (text: string) => void): string {
  const [category, ...rest] = post.tags.length ? post.tags : ["General"];
  if (!post.tags.length) note('no tags: filed under "General"');
  const cover = post.cover ? bring(post.cover.url) : undefined;
  if (post.cover && !cover) note(`cover ${post.cover.url} did not come with the export: the drawn cover is used`);
  const coverAlt = cover ? post.cover?.alt?.trim() || describedByName(cover) : undefined;
  if (cover && !post.cover?.alt?.trim()) note(`cover ${cover} has no description: "${coverAlt}" was made from its file name; check it`);
  const frontmatter = {
    slug: post.slug,
    title: post.title.trim().slice(0, FIELD_LIMITS.title) || post.slug,
    excerpt: excerptOf(post, text),
    author: post.author,
    date: post.at.toISOString().slice(0, 10),
    category,
    tags: [category, ...rest].slice(0, FIELD_LIMITS.tags),
    ...(cover && { cover, coverAlt }),
    ...(post.seoTitle && post.seoTitle.length <= FIELD_LIMITS.seoTitle && { seoTitle: post.seoTitle }),
    ...(post.seoDescription && post.seoDescription.length <= FIELD_LIMITS.seoDescription && { seoDescription: post.seoDescription }),
    ...(post.canonical && /^https?:\/\//.test(post.canonical) && { canonical: post.canonical }),
    // What the export had live stays a draft unless the import says --publish (transfer.ts); its time is kept either way.
    status: post.status,
    ...(post.status !== "draft" && { publishAt: post.at.toISOString() }),
  };
  return `---\n${stringify(frontmatter).trimEnd()}\n---\n\n${body}`;
}

/** The post's own excerpt, else its text's first words up to the excerpt's limit, cut at a word. */
function excerptOf(post: ForeignPost, text: string): string {
  const own = post.excerpt?.trim();
  if (own) return own.slice(0, FIELD_LIMITS.excerpt);
  const words = text.replace(/\s+/g, " ").trim() || post.title;
  if (words.length <= FIELD_LIMITS.excerpt) return words;
  return `${words.slice(0, FIELD_LIMITS.excerpt - 1).replace(/\s+\S*$/, "")}…`;
}

/** "images/2024-05-team-photo.jpg" -> "Team photo": a stand-in the notes ask the operator to check. */
function describedByName(name: string): string {
  const words = path
    .basename(name, path.extname(name))
    .replace(/^\d{4}-\d{2}-/, "")
    .replace(/[-_]+/g, " ")
    .trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : "An image";
}

/** The stored name an image from elsewhere is kept under: its path's words, `images/2024-05-team.jpg`. */
export function storedNameOf(relative: string): string | undefined {
  const extension = path.extname(relative).toLowerCase();
  if (!/^\.(jpe?g|png|webp|avif|gif)$/.test(extension)) return undefined;
  const words = slugify(relative.slice(0, -extension.length).replace(/\//g, "-"));
  return words ? `images/${words}${extension}` : undefined;
}

/**
 * HTML to Markdown through unified (rehype-remark): images that came with the export point at their
 * stored names, with a description (the file name's words when the HTML has none, noted); the rest
 * become links to where they were, so nothing is shown from another site. Ghost's callout and
 * bookmark cards become this editor's cards (ghost-cards.ts).
 */
async function markdownOf(html: string, bring: (url: string) => string | undefined, note: (text: string) => void): Promise<{ markdown: string; text: string }> {
  let text = "";
  const keepImages = () => (tree: Root) => {
    visit(tree, "image", (node: Image, index, parent) => {
      const name = bring(node.url);
      if (name) {
        if (!node.alt?.trim()) note(`image ${name} has no description: "${(node.alt = describedByName(name))}" was made from its file name; check it`);
        node.url = name;
        node.title = null;
        return;
      }
      note(`image ${node.url} did not come with the export: linked to where it was`);
      const link: Link = { type: "link", url: node.url, children: [{ type: "text", value: node.alt?.trim() || "An image" }] };
      if (parent && index !== undefined) parent.children[index] = link;
    });
    // A card's line (ghost-cards.ts) is not the text an excerpt is made of.
    text = tree.children.map((block) => toString(block, { includeHtml: false })).join(" ");
  };
  // Comments (WordPress's block markers, an editor's notes) are not the text.
  const file = await unified()
    .use(rehypeParse, { fragment: true })
    .use(rehypeGhostCards)
    .use(rehypeRemark, { handlers: ghostCardHandlers(note) })
    .use(keepImages)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkStringify, { bullet: "-", emphasis: "_", rule: "-" })
    .process(html.replace(/<!--[\s\S]*?-->/g, ""));
  return { markdown: String(file), text };
}
