import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readForeignImport } from "#server/cli/content-files.ts";
import { readWordPressExport } from "./wordpress-export.ts";

/** A WordPress 6 export (Tools → Export) cut to what matters: two posts, a page, a featured image, a menu item. */
const wxr = `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
  <title>Old blog</title>
  <wp:wxr_version>1.2</wp:wxr_version>
  <wp:author><wp:author_id>1</wp:author_id><wp:author_login><![CDATA[jo]]></wp:author_login><wp:author_display_name><![CDATA[jo]]></wp:author_display_name><wp:author_first_name><![CDATA[Jo]]></wp:author_first_name><wp:author_last_name><![CDATA[Bloggs]]></wp:author_last_name></wp:author>
  <item>
    <title><![CDATA[Block post]]></title>
    <dc:creator><![CDATA[jo]]></dc:creator>
    <content:encoded><![CDATA[<!-- wp:heading --><h2 class="wp-block-heading">Why</h2><!-- /wp:heading --><!-- wp:paragraph --><p>Because &amp; so.</p><!-- /wp:paragraph -->]]></content:encoded>
    <excerpt:encoded><![CDATA[]]></excerpt:encoded>
    <wp:post_id>10</wp:post_id><wp:post_date_gmt><![CDATA[2025-01-05 10:00:00]]></wp:post_date_gmt>
    <wp:post_name><![CDATA[block-post]]></wp:post_name><wp:status><![CDATA[publish]]></wp:status><wp:post_type><![CDATA[post]]></wp:post_type>
    <category domain="category" nicename="news"><![CDATA[News]]></category>
    <category domain="post_tag" nicename="seo"><![CDATA[SEO]]></category>
    <wp:postmeta><wp:meta_key><![CDATA[_thumbnail_id]]></wp:meta_key><wp:meta_value><![CDATA[42]]></wp:meta_value></wp:postmeta>
  </item>
  <item>
    <title><![CDATA[Classic post]]></title>
    <dc:creator><![CDATA[jo]]></dc:creator>
    <content:encoded><![CDATA[First paragraph.

Second, with a line
break.]]></content:encoded>
    <excerpt:encoded><![CDATA[A classic.]]></excerpt:encoded>
    <wp:post_id>11</wp:post_id><wp:post_date_gmt><![CDATA[2026-12-24 09:00:00]]></wp:post_date_gmt>
    <wp:post_name><![CDATA[classic-post]]></wp:post_name><wp:status><![CDATA[future]]></wp:status><wp:post_type><![CDATA[post]]></wp:post_type>
    <category domain="category" nicename="uncategorized"><![CDATA[Uncategorized]]></category>
  </item>
  <item><title>About</title><wp:post_id>12</wp:post_id><wp:post_name>about</wp:post_name><wp:status>publish</wp:status><wp:post_type>page</wp:post_type></item>
  <item><title>Home</title><wp:post_id>13</wp:post_id><wp:post_type>nav_menu_item</wp:post_type></item>
  <item>
    <title><![CDATA[cover]]></title><wp:post_id>42</wp:post_id><wp:post_type><![CDATA[attachment]]></wp:post_type>
    <wp:attachment_url><![CDATA[https://old.example/wp-content/uploads/2025/01/cover.jpg]]></wp:attachment_url>
    <wp:postmeta><wp:meta_key><![CDATA[_wp_attachment_image_alt]]></wp:meta_key><wp:meta_value><![CDATA[The team at work]]></wp:meta_value></wp:postmeta>
  </item>
</channel>
</rss>`;

describe("a WordPress export as our import", () => {
  it("reads posts with their categories and tags, author's full name, featured image and schedule; leaves the rest out", () => {
    const { posts, authors, notes } = readWordPressExport(wxr, "old.xml");
    expect(posts.map(({ slug, status, tags, author, cover }) => ({ slug, status, tags, author, cover }))).toEqual([
      { slug: "block-post", status: "published", tags: ["News", "SEO"], author: "Jo Bloggs", cover: { url: "https://old.example/wp-content/uploads/2025/01/cover.jpg", alt: "The team at work" } },
      { slug: "classic-post", status: "scheduled", tags: [], author: "Jo Bloggs", cover: null },
    ]);
    expect([posts[1]!.html, posts[1]!.at.toISOString()]).toEqual(["<p>First paragraph.</p>\n<p>Second, with a line<br>break.</p>", "2026-12-24T09:00:00.000Z"]);
    expect(authors).toEqual([{ name: "Jo Bloggs", bio: null, photoUrl: null }]);
    expect(notes).toEqual(["2 other items (pages, menu items, trashed posts) left out: a page of this site is made of sections"]);
  });

  it("is read from its folder with the uploads copied beside it, as an import of Markdown files and the images", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "wxr-"));
    fs.writeFileSync(path.join(folder, "old-blog.WordPress.2025-03-01.xml"), wxr);
    fs.mkdirSync(path.join(folder, "uploads/2025/01"), { recursive: true });
    fs.writeFileSync(path.join(folder, "uploads/2025/01/cover.jpg"), "jpeg bytes");
    const input = await readForeignImport(folder);
    expect(input?.documents.map((document) => document.fileName)).toEqual(["block-post.md", "classic-post.md"]);
    // The excerpt is the text's first words, the entities read as characters.
    expect(input?.documents[0]!.source).toContain("excerpt: Why Because & so.\n");
    expect(input?.documents[0]!.source).toContain("cover: images/2025-01-cover.jpg\ncoverAlt: The team at work\n");
    expect(input?.documents[0]!.source).toMatch(/---\n\n## Why\n\nBecause & so\.\n$/);
    expect(input?.documents[1]!.source).toContain("status: scheduled\npublishAt: 2026-12-24T09:00:00.000Z\n");
    expect(input?.images).toEqual([{ name: "images/2025-01-cover.jpg", base64: Buffer.from("jpeg bytes").toString("base64") }]);
    expect(input?.authorsYaml).toBe("- name: Jo Bloggs\n");
    fs.rmSync(folder, { recursive: true });
  });
});
