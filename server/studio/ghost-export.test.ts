import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { convertForeign } from "./foreign-import.ts";
import { ghostImagePath, readGhostExport } from "./ghost-export.ts";

/** A Ghost 5 export as its admin writes it: two posts, a page, tags (one internal), an author, a cover. */
const exported = {
  db: [
    {
      meta: { exported_on: 1764000000000, version: "5.96.0" },
      data: {
        posts: [
          {
            id: "p1",
            title: "Ten ways to grow",
            slug: "ten-ways-to-grow",
            html: '<h2>First</h2><p>Write <strong>often</strong>, see <a href="https://example.com/">this</a>.</p><ul><li>one</li><li>two</li><li>three</li></ul><figure class="kg-card kg-image-card"><img src="__GHOST_URL__/content/images/2025/01/team-photo.jpg" alt=""></figure><table><thead><tr><th>A</th><th>B</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>',
            feature_image: "__GHOST_URL__/content/images/2025/01/cover.png",
            type: "post",
            status: "published",
            published_at: "2025-01-05T10:00:00.000Z",
            created_at: "2025-01-04T10:00:00.000Z",
            custom_excerpt: "What worked for us.",
            canonical_url: null,
          },
          { id: "p2", title: "A draft", slug: "a-draft", html: '<p>Words and <img src="https://cdn.elsewhere.example/x.jpg" alt="A chart"></p>', type: "post", status: "draft", created_at: "2025-02-01 09:00:00" },
          { id: "p3", title: "About", slug: "about", html: "<p>Us.</p>", type: "page", status: "published" },
        ],
        posts_meta: [{ post_id: "p1", feature_image_alt: "The team at work", meta_title: "Grow: ten ways" }],
        tags: [
          { id: "t1", name: "SEO", slug: "seo" },
          { id: "t2", name: "#internal", slug: "hash-internal" },
          { id: "t3", name: "Growth", slug: "growth" },
        ],
        posts_tags: [
          { post_id: "p1", tag_id: "t3", sort_order: 1 },
          { post_id: "p1", tag_id: "t2", sort_order: 2 },
          { post_id: "p1", tag_id: "t1", sort_order: 0 },
        ],
        users: [{ id: "u1", name: "Jo Bloggs", slug: "jo", bio: "Writes about search.", profile_image: null }],
        posts_authors: [
          { post_id: "p1", author_id: "u1" },
          { post_id: "p2", author_id: "u1" },
        ],
      },
    },
  ],
};

describe("a Ghost export as our import", () => {
  it("reads posts, not pages, with their primary tag first and public tags only, their author and cover", () => {
    const { posts, authors, notes } = readGhostExport(exported, "ghost.json");
    expect(notes).toEqual(["1 of its pages left out: a page of this site is made of sections (import pages from their own files)"]);
    expect(posts.map(({ slug, status, tags, author }) => ({ slug, status, tags, author }))).toEqual([
      { slug: "ten-ways-to-grow", status: "published", tags: ["SEO", "Growth"], author: "Jo Bloggs" },
      { slug: "a-draft", status: "draft", tags: [], author: "Jo Bloggs" },
    ]);
    expect(posts[0]!.cover).toEqual({ url: "/content/images/2025/01/cover.png", alt: "The team at work" });
    expect(authors).toEqual([{ name: "Jo Bloggs", bio: "Writes about search.", photoUrl: null }]);
    expect(ghostImagePath(posts[0]!.cover!.url)).toBe("content/images/2025/01/cover.png");
  });

  it("writes Markdown the pipeline renders: formatting, lists, tables, the images it brought, and notes what it filled in", async () => {
    const { posts, authors } = readGhostExport(exported, "ghost.json");
    const brought = new Set(["/content/images/2025/01/team-photo.jpg", "/content/images/2025/01/cover.png"]);
    const converted = await convertForeign(posts, authors, (url) => (brought.has(url) ? { name: `images/2025-01-${url.split("/").pop()}`, body: Buffer.from("x") } : undefined), "ghost.json");
    const [first, second] = converted.documents.map((document) => document.source);
    const [frontmatter, body] = first!.split(/\n---\n\n/);
    expect(parseYaml(frontmatter!.replace(/^---\n/, ""))).toEqual({
      slug: "ten-ways-to-grow",
      title: "Ten ways to grow",
      excerpt: "What worked for us.",
      author: "Jo Bloggs",
      date: "2025-01-05",
      category: "SEO",
      tags: ["SEO", "Growth"],
      cover: "images/2025-01-cover.png",
      coverAlt: "The team at work",
      seoTitle: "Grow: ten ways",
      // What was live there, and when to the second: live here only with --publish (transfer.ts).
      status: "published",
      publishAt: "2025-01-05T10:00:00.000Z",
    });
    expect(body).toBe("## First\n\nWrite **often**, see [this](https://example.com/).\n\n- one\n- two\n- three\n\n![Team photo](images/2025-01-team-photo.jpg)\n\n| A | B |\n| - | - |\n| 1 | 2 |\n");
    // Nothing shown from another site: an image that did not come is a link to where it was.
    expect(second).toContain("Words and [A chart](https://cdn.elsewhere.example/x.jpg)");
    expect(second).toMatch(/category: General\ntags:\n {2}- General/);
    expect(converted.images.map((image) => image.name).sort()).toEqual(["images/2025-01-cover.png", "images/2025-01-team-photo.jpg"]);
    expect(converted.notes).toEqual([
      'ten-ways-to-grow.md: image images/2025-01-team-photo.jpg has no description: "Team photo" was made from its file name; check it',
      "a-draft.md: image https://cdn.elsewhere.example/x.jpg did not come with the export: linked to where it was",
      'a-draft.md: no tags: filed under "General"',
    ]);
  });
});
