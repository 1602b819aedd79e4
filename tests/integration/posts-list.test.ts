/**
 * The content studio's list of posts through the admin API, as an editor's screen asks for it:
 * by status with each status's count, searched by words, most recently changed first, a page at a
 * time.
 */
import { describe, expect, it } from "vitest";
import type { PostStatus } from "#shared/post-status.ts";
import { authors, posts } from "#server/platform/db/schema.ts";
import { POSTS_PAGE_SIZE } from "#server/site/post-list.ts";
import { adminClient } from "./admin-client.ts";
import { closedAfterEach, startHarness, type Harness } from "./harness.ts";

const track = closedAfterEach();

interface PostList {
  posts: Array<{ id: number; slug: string; title: string; status: PostStatus; updatedAt: string }>;
  total: number;
  page: number;
  pageCount: number;
  counts: Record<PostStatus, number>;
}

/** 30 drafts, 3 in review, 2 scheduled, 4 published, 1 unpublished; each changed a minute after the one before. */
async function storePosts(h: Harness) {
  const statuses: PostStatus[] = [...Array<PostStatus>(30).fill("draft"), "in_review", "in_review", "in_review", "scheduled", "scheduled", "published", "published", "published", "published", "unpublished"];
  const { db } = h.pipeline.database;
  await db.insert(authors).values([{ name: "Maya Chen" }, { name: "Omar Haddad" }]);
  await db.insert(posts).values(
    statuses.map((status, i) => ({
      id: i + 1,
      slug: `post-${i + 1}`,
      title: i === 31 ? "The ABM Guide for 50% Faster Pipelines" : `Post number ${i + 1}`,
      excerpt: "An excerpt.",
      body: "Text.",
      author: i % 2 ? "Omar Haddad" : "Maya Chen",
      category: "SEO",
      tags: ["SEO"],
      status,
      updatedAt: new Date(Date.UTC(2026, 10, 1, 9, i)),
    })),
  );
}

describe("the list of posts", () => {
  it("lists by status with every status's count, searches words, pages, most recently changed first", async () => {
    const h = track(await startHarness());
    await storePosts(h);
    const editor = await adminClient(h, "editor@vendor.example", "editor");

    const all = await editor.get<PostList>("/posts");
    expect(all.counts).toEqual({ draft: 30, in_review: 3, scheduled: 2, published: 4, unpublished: 1 });
    expect([all.total, all.pageCount, all.posts.length]).toEqual([40, 2, POSTS_PAGE_SIZE]);
    expect(all.posts[0]!.slug).toBe("post-40");
    const second = await editor.get<PostList>("/posts?page=2");
    expect(second.posts.map((post) => post.slug)).toEqual(Array.from({ length: 15 }, (_, i) => `post-${15 - i}`));
    // A page past the end is the last page, not an empty one.
    expect((await editor.get<PostList>("/posts?page=99")).page).toBe(2);

    const inReview = await editor.get<PostList>("/posts?status=in_review");
    expect(inReview.posts.map((post) => post.slug)).toEqual(["post-33", "post-32", "post-31"]);
    // Words in any order and case, each the start of a word, across title, address and author.
    expect((await editor.get<PostList>("/posts?q=abm%20OMAR")).posts.map((post) => post.slug)).toEqual(["post-32"]);
    expect((await editor.get<PostList>(`/posts?q=${encodeURIComponent("50% fast")}`)).posts.map((post) => post.slug)).toEqual(["post-32"]);
    expect((await editor.get<PostList>("/posts?q=post%2040")).posts.map((post) => post.slug)).toEqual(["post-40"]);
    // Punctuation alone is no search (and never a query syntax error).
    expect((await editor.get<PostList>(`/posts?q=${encodeURIComponent("&|!:*")}`)).total).toBe(40);
    // A malformed filter is dropped, not an error.
    expect((await editor.get<PostList>("/posts?status=everything&page=abc")).total).toBe(40);

    const writer = await adminClient(h, "writer@vendor.example", "writer");
    expect((await writer.get<PostList>("/posts?status=draft")).total).toBe(30);
  });
});
