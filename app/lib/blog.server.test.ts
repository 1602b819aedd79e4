import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getPost, listPosts, parsePostFile, relatedPosts, renderMarkdown } from "./blog.server.ts";

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
    const post = await getPost("a-post", dir);
    expect(post?.html).toContain("<h2>Heading</h2>");
    expect(post?.html).toContain('<div class="table-scroll" role="region" tabindex="0" aria-label="Table"><table>');
    expect(post?.html).not.toContain("<script");
    expect(await getPost("missing", dir)).toBeNull();
    expect(await getPost("../etc/passwd", dir)).toBeNull();
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

describe("the published blog", () => {
  const posts = listPosts();
  it("has eighteen articles with ids 1-18, newest first", () => {
    expect(posts.map((post) => post.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    const dates = posts.map((post) => post.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(dates.every((date) => date >= "2024-12-15" && date <= "2025-03-10")).toBe(true);
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
    expect(html).toContain("<h2>Heading</h2>");
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
    const related = relatedPosts(post, posts);
    expect(related).toHaveLength(3);
    expect(related.map((p) => p.slug)).not.toContain(post.slug);
    expect(related[0]!.category).toBe(post.category);
  });
});
