// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import type { PostSummary } from "#server/site/render/blog.server.ts";
import { rssXml } from "./rss.ts";

const post: PostSummary = {
  id: 1,
  slug: "hostile",
  title: `Title <script>alert(1)</script> & "more"`,
  excerpt: `Excerpt <img src=x onerror="alert(1)"> &lt;b&gt;`,
  author: "Eve <b>Mallory</b>",
  date: "2026-11-01",
  image: "/images/blog/hostile.svg",
  category: "AI & Technology",
  tags: ["<i>tag</i>"],
};

/** The feed as a reader takes it: XML first, then an item's title and description rendered as HTML. */
function asReaderShows(feed: string) {
  const xml = new DOMParser().parseFromString(feed, "application/xml");
  expect(xml.querySelector("parsererror")).toBeNull();
  const item = xml.querySelector("item")!;
  const rendered = (name: string) => {
    const element = document.createElement("div");
    element.innerHTML = item.querySelector(name)!.textContent!;
    return { elements: element.querySelectorAll("*").length, text: element.textContent };
  };
  return { title: rendered("title"), description: rendered("description"), categories: [...item.querySelectorAll("category")].map((category) => category.textContent) };
}

describe("the RSS feed", () => {
  it("shows a title and an excerpt as the text the staff typed, never as markup a reader renders", () => {
    const shown = asReaderShows(rssXml([post]));
    expect(shown.title).toEqual({ elements: 0, text: post.title });
    expect(shown.description).toEqual({ elements: 0, text: post.excerpt });
  });

  it("keeps plain-text fields escaped once, as RSS reads them", () => {
    const feed = rssXml([post]);
    expect(feed).toContain("<dc:creator>Eve &lt;b&gt;Mallory&lt;/b&gt;</dc:creator>");
    expect(asReaderShows(feed).categories).toEqual(["AI & Technology", "<i>tag</i>"]);
  });
});
