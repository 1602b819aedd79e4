import { describe, expect, it } from "vitest";
import { BLOG_PAGE_SIZE, listAddressOf, listSlice, numberedPageCount, pagerOf } from "./blog-paths.ts";

/** Posts 1..count, newest (count) first. */
const newestFirst = (count: number) => Array.from({ length: count }, (_, index) => count - index);

/** Every page of the list: the front, then each numbered page, with its posts and its links. */
function allPages(count: number) {
  const posts = newestFirst(count);
  const numbers = Array.from({ length: numberedPageCount(count) }, (_, index) => index + 1);
  return new Map([undefined, ...numbers].map((page) => [page ?? "front", { posts: listSlice(posts, page), pager: pagerOf("/blog", count, page) }]));
}

describe("a list's pages", () => {
  it("show every post once, the newest nine on the front, then older pages numbered from the oldest", () => {
    const pages = allPages(40);
    expect(pages.get("front")!.posts).toEqual([40, 39, 38, 37, 36, 35, 34, 33, 32]);
    expect(pages.get(1)!.posts).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
    // Only the newest numbered page is short.
    expect(pages.get(4)!.posts).toEqual([31, 30, 29, 28]);
    expect([...pages.values()].flatMap((page) => page.posts!).sort((a, b) => a - b)).toEqual(newestFirst(40).reverse());
    expect(listSlice(newestFirst(40), 5)).toBeNull();
    expect(listSlice(newestFirst(40), 0)).toBeNull();
  });

  it("keep every page but the front and the newest two the same, posts and links, when posts are added", () => {
    const before = allPages(100);
    for (const added of [1, 5, BLOG_PAGE_SIZE, 30]) {
      const after = allPages(100 + added);
      const newest = numberedPageCount(100);
      for (let page = 1; page <= newest - 2; page++) expect(after.get(page), `page ${page} after ${added} more`).toEqual(before.get(page));
      expect(after.get("front")).not.toEqual(before.get("front"));
    }
  });

  it("link a handful of pages however long the list, newest first, and page 1", () => {
    const pager = pagerOf("/blog", 10_000, 500)!;
    expect(pager.links.map((link) => link.page ?? "front")).toEqual(["front", 502, 501, 500, 499, 498, 1]);
    expect(pager.links.find((link) => link.current)?.path).toBe("/blog/page/500");
    expect([pager.newer, pager.older]).toEqual(["/blog/page/501", "/blog/page/499"]);
    const front = pagerOf("/blog/tag/seo", 20)!;
    expect([front.newer, front.older]).toEqual([undefined, "/blog/tag/seo/page/2"]);
    expect(pagerOf("/blog/tag/seo", 20, 2)!.newer).toBe("/blog/tag/seo");
    expect(pagerOf("/blog", BLOG_PAGE_SIZE)).toBeNull();
  });

  it("are read back from their addresses, and only from well-written ones", () => {
    expect(listAddressOf("/blog")).toEqual({ kind: "blog", archive: undefined, page: undefined });
    expect(listAddressOf("/blog/page/12")).toEqual({ kind: "blog", archive: undefined, page: 12 });
    expect(listAddressOf("/blog/tag/seo/page/3")).toEqual({ kind: "tag", archive: "seo", page: 3 });
    expect(listAddressOf("/blog/category/ai-technology")).toEqual({ kind: "category", archive: "ai-technology", page: undefined });
    for (const path of ["/blog/page/0", "/blog/page/01", "/blog/page/x", "/blog/some-article", "/blog/tag", "/blogs"]) expect(listAddressOf(path), path).toBeUndefined();
  });
});
