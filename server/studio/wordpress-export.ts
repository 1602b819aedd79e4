/**
 * A WordPress export (Tools → Export: a WXR file, RSS with the `wp:` elements) read as ForeignPosts:
 * its posts (not pages, attachments or menu items; not trashed ones), their categories (the first is
 * ours) and tags, their author by display name, the featured image and its alternative text from the
 * attachments. Images are found beside the file in the `uploads/` folder copied from wp-content.
 */
import { XMLParser } from "fast-xml-parser";
import type { ForeignAuthor, ForeignPost } from "./foreign-post.ts";
import { ImportError } from "./import-error.ts";

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => ["item", "category", "wp:author", "wp:postmeta"].includes(name),
});

/** Is this text a WordPress export? */
export function isWordPressExport(source: string): boolean {
  return /<rss[\s>]/.test(source.slice(0, 4_000)) && source.includes("wordpress.org/export/");
}

const text = (node: Node | undefined, key: string): string | null => {
  const value = node?.[key];
  const raw = typeof value === "string" ? value : typeof value === "object" && value !== null && typeof (value as Node)["#text"] === "string" ? ((value as Node)["#text"] as string) : null;
  return raw?.trim() ? raw : null;
};
const list = (node: Node | undefined, key: string): Node[] => (Array.isArray(node?.[key]) ? (node[key] as Node[]) : []);

/** The export's posts and their authors; `where` names the file in messages. */
export function readWordPressExport(source: string, where: string): { posts: ForeignPost[]; authors: ForeignAuthor[]; notes: string[] } {
  const channel = (parser.parse(source) as { rss?: { channel?: Node } }).rss?.channel;
  if (!channel) throw new ImportError(`${where}: not a WordPress export (expected <rss><channel> with <item>s)`);
  const authors = new Map(list(channel, "wp:author").map((author) => [text(author, "wp:author_login") ?? "", nameOf(author)]));
  const items = list(channel, "item");
  const attachments = new Map(items.filter((item) => text(item, "wp:post_type") === "attachment").map((item) => [text(item, "wp:post_id") ?? "", item]));
  const posts = items.filter((item) => text(item, "wp:post_type") === "post" && text(item, "wp:status") !== "trash" && text(item, "wp:status") !== "auto-draft");
  const problems: string[] = [];
  const read = posts.flatMap((item): ForeignPost[] => {
    const slug = text(item, "wp:post_name");
    const login = text(item, "dc:creator") ?? "";
    const author = authors.get(login) ?? login;
    if (!slug) {
      problems.push(`${where}: post ${text(item, "wp:post_id") ?? "?"} (${text(item, "title") ?? "untitled"}): no address (wp:post_name); publish or save it in WordPress once, then export again`);
      return [];
    }
    const meta = metaOf(item);
    const featured = attachments.get(meta.get("_thumbnail_id") ?? "");
    const coverUrl = featured && text(featured, "wp:attachment_url");
    const terms = (domain: string) => list(item, "category").filter((term) => term["@_domain"] === domain).map((term) => text(term, "#text") ?? "").filter(Boolean);
    const status = text(item, "wp:status");
    const at = new Date(`${(text(item, "wp:post_date_gmt") ?? text(item, "wp:post_date") ?? "").replace(" ", "T")}Z`);
    const html = paragraphs(text(item, "content:encoded") ?? "");
    return [
      {
        slug: decodeURIComponent(slug),
        title: text(item, "title") ?? slug,
        html,
        excerpt: text(item, "excerpt:encoded"),
        author,
        status: status === "future" ? "scheduled" : status === "publish" ? "published" : "draft",
        at: Number.isNaN(at.getTime()) ? new Date() : at,
        tags: [...terms("category").filter((name) => name !== "Uncategorized"), ...terms("post_tag")],
        cover: coverUrl ? { url: coverUrl, alt: metaOf(featured).get("_wp_attachment_image_alt") ?? null } : null,
        seoTitle: meta.get("_yoast_wpseo_title") ?? null,
        seoDescription: meta.get("_yoast_wpseo_metadesc") ?? null,
        canonical: meta.get("_yoast_wpseo_canonical") ?? null,
      },
    ];
  });
  if (problems.length) throw new ImportError(problems.join("\n"));
  const skipped = items.length - posts.length - attachments.size;
  const notes = skipped ? [`${skipped} other items (pages, menu items, trashed posts) left out: a page of this site is made of sections`] : [];
  return { posts: read, authors: [...authors.values()].map((name) => ({ name, bio: null, photoUrl: null })), notes };
}

/** A post's or an attachment's custom fields, by key. */
function metaOf(item: Node | undefined): Map<string, string | null> {
  return new Map(list(item, "wp:postmeta").map((entry) => [text(entry, "wp:meta_key") ?? "", text(entry, "wp:meta_value")]));
}

/** The name a byline shows: the display name, or first and last name when the display name is a login. */
function nameOf(author: Node): string {
  const display = text(author, "wp:author_display_name") ?? text(author, "wp:author_login") ?? "";
  const full = [text(author, "wp:author_first_name"), text(author, "wp:author_last_name")].filter(Boolean).join(" ");
  return /\s/.test(display.trim()) || !full.includes(" ") ? display.trim() : full;
}

/** Classic-editor text keeps paragraphs as blank lines (WordPress adds the <p> when it shows them); blocks have their own. */
function paragraphs(html: string): string {
  if (/<(p|h[1-6]|ul|ol|figure|table|blockquote|pre)[\s>]/i.test(html)) return html;
  return html
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${part.replace(/\n/g, "<br>")}</p>`)
    .join("\n");
}

/** Where an image of the export is beside it: `…/wp-content/uploads/2025/01/a.jpg` → `uploads/2025/01/a.jpg`. */
export function wordPressImagePath(url: string): string | undefined {
  const match = /\/wp-content\/uploads\/(.+)$/.exec(url.split(/[?#]/)[0]!);
  return match ? `uploads/${decodeURIComponent(match[1]!)}` : undefined;
}
