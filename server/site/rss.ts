/** RSS 2.0 feed of the blog, its newest articles first, with the same absolute URLs as the canonical links. */
import { blogCopy } from "#shared/content/blog.ts";
import { pages } from "#shared/content/pages.ts";
import { site } from "#shared/content/site.ts";
import type { PostSummary } from "#server/site/render/blog.server.ts";
import { absoluteUrl } from "#shared/seo.ts";

const escape = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Readers render a title and a description as HTML once the XML is read: the text is escaped as
 * HTML, then as XML, so a typed `<script>` reaches the reader as those characters. The other fields
 * (author, categories) are plain text in RSS and are escaped once.
 */
const htmlText = (value: string) => escape(escape(value));

export const RSS_PATH = "/blog/rss.xml";

/** The newest this many: what a reader's app fetches every few hours, not the whole archive. */
export const RSS_ITEMS = 50;

export function rssXml(posts: readonly PostSummary[]): string {
  const items = posts.slice(0, RSS_ITEMS).map((post) => {
    const url = absoluteUrl(`/blog/${post.slug}`);
    return `    <item>
      <title>${htmlText(post.title)}</title>
      <link>${url}</link>
      <guid isPermaLink="true">${url}</guid>
      <description>${htmlText(post.excerpt)}</description>
      <pubDate>${new Date(`${post.date}T12:00:00Z`).toUTCString()}</pubDate>
      <dc:creator>${escape(post.author)}</dc:creator>
      <category>${escape(post.category)}</category>
${post.tags.map((tag) => `      <category>${escape(tag)}</category>`).join("\n")}
    </item>`;
  });
  const newest = posts[0] ? new Date(`${posts[0].date}T12:00:00Z`).toUTCString() : new Date(0).toUTCString();
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${htmlText(`${site.brand} ${blogCopy.feedTitle}`)}</title>
    <link>${absoluteUrl("/blog")}</link>
    <atom:link href="${absoluteUrl(RSS_PATH)}" rel="self" type="application/rss+xml"/>
    <description>${htmlText(pages.blog.meta.description)}</description>
    <language>en-us</language>
    <lastBuildDate>${newest}</lastBuildDate>
${items.join("\n")}
  </channel>
</rss>
`;
}
