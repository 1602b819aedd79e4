import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getPost, listPosts, parsePostFile } from "./blog.server";

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
