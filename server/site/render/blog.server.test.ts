import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { site } from "#shared/content/site.ts";
import { ARTICLE_RENDERER, listPosts, parsePostFile, renderArticle, renderMarkdown, renderPost } from "./blog.server.ts";
import { renderArticleFile } from "#tests/shared/seed-articles.ts";
import { archives, BlogIndex } from "./blog-index.server.ts";
import { BLOG_PAGE_SIZE, taxonomySlug } from "#shared/blog-paths.ts";
import { imagesInDir } from "./rehype-content-images.server.ts";
import { DEFAULT_SETTINGS, siteWith } from "#shared/site-settings.ts";

const valid = `---
id: 1
slug: "a-post"
title: "A post"
excerpt: "An excerpt."
author: "Maya Chen"
date: "2025-01-14"
image: "/images/blog/a-post.webp"
category: "SEO"
tags: ["SEO"]
---

## Heading

| a | b |
|---|---|
| 1 | 2 |

<script>alert(1)</script>
`;

describe("blog frontmatter", () => {
  it("accepts a valid file", () => {
    expect(parsePostFile("a-post.md", valid).frontmatter.title).toBe("A post");
  });

  it("names the file and the field of a bad value", () => {
    expect(() => parsePostFile("a-post.md", valid.replace('"2025-01-14"', '"14/01/2025"'))).toThrow(
      /content\/blog\/a-post\.md: field "date"/,
    );
    expect(() => parsePostFile("a-post.md", valid.replace('author: "Maya Chen"', 'author: "Maya"'))).toThrow(/field "author"/);
    expect(() => parsePostFile("a-post.md", valid.replace("id: 1\n", ""))).toThrow(/field "id"/);
    expect(() => parsePostFile("other.md", valid)).toThrow(/field "slug".*file name/);
    expect(() => parsePostFile("a-post.md", "no frontmatter")).toThrow(/frontmatter/);
  });

  it("renders sanitized HTML with scrollable tables", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "blog-"));
    fs.writeFileSync(path.join(dir, "a-post.md"), valid);
    const post = await renderArticleFile("a-post", dir);
    expect(post?.html).toContain('<div class="heading-wrap"><h2 id="heading">Heading</h2><a href="#heading" class="heading-anchor" aria-label="Link to the section “Heading”">#</a></div>');
    expect(post?.toc).toEqual([{ depth: 2, id: "heading", text: "Heading" }]);
    expect(post?.html).toContain('<div class="table-scroll" role="region" tabindex="0" aria-label="Table"><table>');
    expect(post?.html).not.toContain("<script");
    fs.rmSync(dir, { recursive: true });
  });

  it("rejects two posts with the same id", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "blog-"));
    fs.writeFileSync(path.join(dir, "a-post.md"), valid);
    fs.writeFileSync(path.join(dir, "b-post.md"), valid.replace('"a-post"', '"b-post"'));
    expect(() => listPosts(dir)).toThrow(/field "id": 1 is already used/);
    fs.rmSync(dir, { recursive: true });
  });
});

/** A content/blog of its own: files named by slug, each `valid` with its own fields changed. */
function blogDir(posts: Array<Record<string, string>>, body = "Text.") {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "blog-"));
  posts.forEach((fields, index) => {
    const slug = fields.slug ?? `post-${index + 1}`;
    let source = valid.replace('"a-post"', `"${slug}"`).replace("id: 1", `id: ${index + 1}`).replace(/\n---\n[\s\S]*$/, `\n---\n${body}\n`);
    for (const [key, value] of Object.entries(fields)) {
      if (key === "slug") continue;
      source = new RegExp(`^${key}:`, "m").test(source) ? source.replace(new RegExp(`^${key}:.*$`, "m"), `${key}: ${value}`) : source.replace("\n---\n", `\n${key}: ${value}\n---\n`);
    }
    fs.writeFileSync(path.join(dir, `${slug}.md`), source);
  });
  return dir;
}


describe("reading", () => {
  it("sets quotes, dashes and ellipses typographically, but not in code", async () => {
    const html = await renderMarkdown('He said "it\'s done" -- in 2024--2025 --- and then... `"raw" -- code`');
    // The range is one unit (en dash and word joiner, content/typography.ts).
    expect(html).toContain("He said “it’s done” – in 2024–\u20602025 — and then…");
    expect(html).toContain('<code>"raw" -- code</code>');
  });

  it("fails on an image of the text that is missing or has no description", async () => {
    const dir = blogDir([{ slug: "pictured" }], "![](images/chart.png)");
    await expect(renderArticleFile("pictured", dir)).rejects.toThrow(/pictured\.md: image "images\/chart\.png" is not in content\/blog\/images/);
    fs.mkdirSync(path.join(dir, "images"));
    fs.writeFileSync(path.join(dir, "images/chart.png"), await sharp({ create: { width: 400, height: 200, channels: 3, background: "#fff" } }).png().toBuffer());
    await expect(renderArticleFile("pictured", dir)).rejects.toThrow(/needs a description: !\[what it shows\]\(images\/chart\.png\)/);
    fs.writeFileSync(path.join(dir, "pictured.md"), fs.readFileSync(path.join(dir, "pictured.md"), "utf8").replace("![]", "![A chart]"));
    const post = await renderArticleFile("pictured", dir);
    // Smaller than the text column: offered at its own width, never upscaled.
    expect(post?.html).toContain('<img src="/images/blog/content/chart-400.webp" srcset="/images/blog/content/chart-400.webp 400w"');
    expect(post?.html).toContain('alt="A chart" width="400" height="200" loading="lazy" decoding="async"');
    // With a title, alone in its paragraph: a figure with that caption.
    fs.writeFileSync(path.join(dir, "pictured.md"), fs.readFileSync(path.join(dir, "pictured.md"), "utf8").replace("(images/chart.png)", '(images/chart.png "Traffic by month")'));
    expect((await renderArticleFile("pictured", dir))?.html).toMatch(/<figure><picture>.*<\/picture><figcaption>Traffic by month<\/figcaption><\/figure>/s);
    fs.rmSync(dir, { recursive: true });
  });

  it("anchors every h2 and h3 once, numbering repeats, for the table of contents", async () => {
    const dir = blogDir([{ slug: "sections" }], "## Why it matters\n\ntext\n\n### Why it matters\n\ntext\n\n## Step 1: Map `topics`\n\ntext");
    const post = await renderArticleFile("sections", dir);
    expect(post?.toc).toEqual([
      { depth: 2, id: "why-it-matters", text: "Why it matters" },
      { depth: 3, id: "why-it-matters-1", text: "Why it matters" },
      { depth: 2, id: "step-1-map-topics", text: "Step 1: Map topics" },
    ]);
    expect(post?.html).toContain('<h3 id="why-it-matters-1">');
    fs.rmSync(dir, { recursive: true });
  });
});

describe("what the seed holds", () => {
  it("validates a draft too, so its mistake is named before it goes in", () => {
    const dir = blogDir([{ slug: "a-draft", draft: "true", date: '"soon"' }]);
    expect(() => listPosts(dir)).toThrow(/a-draft\.md: field "date"/);
    fs.rmSync(dir, { recursive: true });
  });

  it("fails on a field the schema does not know, naming the file and the field", () => {
    expect(() => parsePostFile("a-post.md", valid.replace("tags:", 'subtitle: "x"\ntags:'))).toThrow(
      /content\/blog\/a-post\.md: unknown field "subtitle" \(the fields an article may have: id, slug,/,
    );
    expect(() => parsePostFile("a-post.md", valid.replace("tags:", "draft: yes-please\ntags:"))).toThrow(/field "draft"/);
  });

  it("fills the site facts in the body, title and excerpt", async () => {
    const dir = blogDir([{ slug: "branded", title: '"Why {brand} wrote this"' }], "Ask {brand} at {email}; {unknown} stays.");
    const post = await renderArticleFile("branded", dir);
    expect(post?.title).toBe(`Why ${site.brand} wrote this`);
    expect(post?.html).toContain(`<p>Ask ${site.brand} at <a href="mailto:${site.email}">${site.email}</a>; {unknown} stays.</p>`);
    expect(listPosts(dir)[0]?.title).toBe(`Why ${site.brand} wrote this`);
    fs.rmSync(dir, { recursive: true });
  });
});

describe("site facts in an article", () => {
  const hostile = siteWith({
    ...DEFAULT_SETTINGS,
    address: { street: "**1 Main** <b>St</b>", locality: "www.evil.example", region: "_CA_", postalCode: "[phish](https://evil.example/)", country: "US" },
  });
  const render = (body: string) => renderPost(parsePostFile("a-post.md", valid).frontmatter, body, { images: imagesInDir(os.tmpdir(), "the post"), author: { name: "Maya Chen", bio: "" }, site: hostile });

  it("are text: a setting written as Markdown or HTML is shown as typed, never as a link or markup", async () => {
    const { html } = await render("Visit us at {address}.");
    expect(html).toContain("<p>Visit us at **1 Main** &#x3C;b>St&#x3C;/b>, www.evil.example, _CA_ [phish](https://evil.example/), United States.</p>");
    expect(html).not.toContain("href");
  });

  it("are filled as typed in code and in a link's address, and the email is a link only outside one", async () => {
    const { html } = await render("`{email}` or [write to {email}](mailto:{email}?subject=Hi), or {email}.");
    expect(html).toContain(`<p><code>${site.email}</code> or <a href="mailto:${site.email}?subject=Hi">write to ${site.email}</a>, or <a href="mailto:${site.email}">${site.email}</a>.</p>`);
  });
});

describe("authors", () => {
  it("takes role, bio and photo from authors.yaml, and the spec's sentence for anyone else", async () => {
    const dir = blogDir([{ slug: "listed", author: '"Nadia Brooks"' }, { slug: "unlisted", author: '"Tom Ode"', category: '"SEO"' }]);
    fs.writeFileSync(path.join(dir, "authors.yaml"), '- name: Nadia Brooks\n  role: Head of Product\n  bio: "Nadia writes for {brand}."\n');
    const listed = await renderArticleFile("listed", dir);
    expect(listed?.authorProfile).toEqual({ name: "Nadia Brooks", role: "Head of Product", bio: `Nadia writes for ${site.brand}.`, photo: undefined });
    const unlisted = await renderArticleFile("unlisted", dir);
    expect(unlisted?.authorProfile.bio).toBe("Tom Ode is a thought leader in B2B technology specializing in seo. Tom writes about how teams put AI to work to grow faster.");
    fs.rmSync(dir, { recursive: true });
  });

  it("fails the build on a mistake in authors.yaml, naming the entry and the field", () => {
    const dir = blogDir([{ slug: "one" }]);
    fs.writeFileSync(path.join(dir, "authors.yaml"), "- name: Nadia Brooks\n  title: Head\n");
    expect(() => listPosts(dir)).toThrow(/authors\.yaml, author 1: field "title"/);
    fs.writeFileSync(path.join(dir, "authors.yaml"), "- name: Nadia Brooks\n  photo: images/missing.jpg\n");
    expect(() => listPosts(dir)).toThrow(/Nadia Brooks: photo images\/missing\.jpg is not in content\/blog\/images/);
    fs.rmSync(dir, { recursive: true });
  });

  it("needs a description for an own cover photo, and the file", () => {
    expect(() => parsePostFile("a-post.md", valid.replace("tags:", 'cover: "images/x.jpg"\ntags:'))).toThrow(/field "coverAlt": must describe the cover photo/);
    expect(() => parsePostFile("a-post.md", valid.replace("tags:", 'cover: "/tmp/x.jpg"\ncoverAlt: "x"\ntags:'))).toThrow(/field "cover": must be a file in content\/blog\/images/);
    const dir = blogDir([{ slug: "one", cover: '"images/gone.jpg"', coverAlt: '"A photo"' }]);
    expect(() => listPosts(dir)).toThrow(/one\.md: field "cover": images\/gone\.jpg is not in content\/blog\/images/);
    fs.rmSync(dir, { recursive: true });
  });
});

describe("archives and pages", () => {
  it("gives every tag and category an address and its posts, newest first", () => {
    const dir = blogDir([
      { slug: "old", date: '"2025-01-01"', category: '"AI & Technology"', tags: '["RevOps", "SEO"]' },
      { slug: "new", date: '"2025-02-01"', category: '"SEO"', tags: '["RevOps"]' },
    ]);
    const posts = listPosts(dir);
    const tags = archives("tag", posts);
    expect(tags.map((tag) => [tag.slug, tag.posts.map((post) => post.slug)])).toEqual([
      ["revops", ["new", "old"]],
      ["seo", ["old"]],
    ]);
    expect(archives("category", posts).map((category) => category.slug)).toEqual(["ai-technology", "seo"]);
    expect(new BlogIndex(posts).paths().sort()).toEqual(
      ["/blog", "/blog/new", "/blog/old", "/blog/tag/revops", "/blog/tag/seo", "/blog/category/ai-technology", "/blog/category/seo"].sort(),
    );
    fs.rmSync(dir, { recursive: true });
  });

  it("fails when two spellings of a tag would share one address", () => {
    const dir = blogDir([{ slug: "one", tags: '["RevOps"]' }, { slug: "two", tags: '["Revops"]' }]);
    expect(() => archives("tag", listPosts(dir))).toThrow(/\.md: tag "(RevOps|Revops)" and "(RevOps|Revops)" \(in (one|two)\.md\) share the address \/blog\/tag\/revops/);
    fs.rmSync(dir, { recursive: true });
  });

  it("pages a list once it has more articles than its front holds, numbered from the oldest", () => {
    const dir = blogDir(Array.from({ length: BLOG_PAGE_SIZE * 2 + 1 }, () => ({ tags: '["RevOps"]' })));
    const posts = listPosts(dir);
    const paths = new BlogIndex(posts).paths();
    expect(paths).toEqual(expect.arrayContaining(["/blog", "/blog/page/1", "/blog/page/2", "/blog/tag/revops/page/2", "/blog/category/seo/page/1"]));
    expect(paths).not.toContain("/blog/page/3");
    fs.rmSync(dir, { recursive: true });
  });

  it("makes addresses from any tag an author writes", () => {
    expect(taxonomySlug("AI & Technology")).toBe("ai-technology");
    expect(taxonomySlug("  Généré / Prêt  ")).toBe("genere-pret");
    expect(taxonomySlug("C++")).toBe("c");
    expect(taxonomySlug("✨")).toBe("");
  });
});

describe("the published blog", () => {
  const posts = listPosts();
  it("lists its articles newest first, none dated after today", () => {
    const dates = posts.map((post) => post.date);
    expect(posts.length).toBeGreaterThan(0);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(dates.every((date) => date <= new Date().toISOString().slice(0, 10))).toBe(true);
  });
});

describe("article HTML is sanitized", () => {
  // Payloads from the OWASP XSS Filter Evasion Cheat Sheet and PortSwigger's XSS cheat sheet,
  // written as an author could put them into Markdown.
  const payloads = [
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "<svg onload=alert(1)>",
    "<body onload=alert(1)>",
    "<details open ontoggle=alert(1)>",
    '<iframe src="javascript:alert(1)"></iframe>',
    '<a href="javascript:alert(1)">x</a>',
    "<math><mi xlink:href=\"javascript:alert(1)\">x</mi></math>",
    "[click](javascript:alert(1))",
    "[click](JaVaScRiPt:alert(1))",
    "[click](javascript&#58;alert(1))",
    "[click](&#106;avascript:alert(1))",
    "![img](javascript:alert(1))",
    "[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    '[title](https://example.com "\\"onmouseover=alert(1) x=\\"")',
    "<a href=\"#\" onclick=\"alert(1)\">x</a>",
    "<style>body{background:url(javascript:alert(1))}</style>",
    '<object data="javascript:alert(1)"></object>',
    '<form action="javascript:alert(1)"><button>x</button></form>',
  ];

  for (const payload of payloads) {
    it(`neutralizes ${payload}`, async () => {
      const html = await renderMarkdown(`Intro paragraph.\n\n${payload}\n\nClosing paragraph.`);
      const decoded = html.replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))).replace(/&#(\d+);/g, (_, dec) => String.fromCharCode(Number(dec)));
      expect(decoded).not.toMatch(/<(script|iframe|object|embed|svg|math|style|form|body|details)\b/i);
      expect(decoded).not.toMatch(/\son[a-z]+\s*=/i);
      expect(decoded).not.toMatch(/(href|src|action|data)\s*=\s*"?\s*(javascript|data):/i);
      expect(html).toContain("<p>Intro paragraph.</p>");
      expect(html).toContain("<p>Closing paragraph.</p>");
    });
  }

  it("keeps the Markdown an author legitimately writes", async () => {
    const html = await renderMarkdown("## Heading\n\n**bold** and [a link](https://example.com/x?y=1)\n\n> quote\n\n- item");
    expect(html).toContain('<h2 id="heading">Heading</h2>');
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain('<a href="https://example.com/x?y=1">a link</a>');
    expect(html).toContain("<blockquote>");
    expect(html).toContain("<li>item</li>");
  });
});

describe("related posts", () => {
  it("prefers the same category, then shared tags, never the post itself", () => {
    const posts = listPosts();
    const post = posts.find((p) => p.slug === "ai-powered-content-marketing-2025")!;
    const related = new BlogIndex(posts).related(post);
    expect(related).toHaveLength(3);
    expect(related.map((p) => p.slug)).not.toContain(post.slug);
    expect(related[0]!.category).toBe(post.category);
  });
});

describe("the renderer's version", () => {
  // Articles are kept rendered by this version (article_renders): a change to what the pipeline
  // makes must come with a new ARTICLE_RENDERER, or the site would go on showing the old rendering.
  it("names what the pipeline makes of a sample of every construct", async () => {
    const sample = [
      "## A heading -- with \"quotes\" and 70-85%",
      "Text with **bold**, _emphasis_, `code`, a [link](https://example.com) and {brand}.",
      "| a | b |\n|---|---|\n| 1 | 2 |",
      "> A quote\n\n- one\n- two\n\n1. first\n\n```js\nconst x = 1;\n```",
      "<script>alert(1)</script>",
    ].join("\n\n");
    const { html, toc } = await renderArticle(sample, { where: "sample", from: "nowhere", size: async () => undefined });
    const made = createHash("sha256").update(JSON.stringify([html, toc])).digest("base64url").slice(0, 16);
    expect({ [ARTICLE_RENDERER]: made }).toEqual({ "2026-11-28": "ild2hQaAMnJqlY5Z" });
  });
});
