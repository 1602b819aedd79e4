import { describe, expect, it } from "vitest";
import { MATCH_END, MATCH_START, passageOf, searchPageOf, searchTexts } from "./blog-search.server.ts";
import { searchPath } from "#shared/blog-search.ts";
import type { PostSummary } from "./blog.server.ts";

const mark = (word: string) => `${MATCH_START}${word}${MATCH_END}`;

describe("a search result's passage", () => {
  it("is the text a reader sees, its matches marked, never markup", () => {
    expect(passageOf(`## Why\n\nThe **${mark("pipeline")}** [grows](https://example.com) <b>fast</b>`)).toEqual([
      { text: "…Why The " },
      { text: "pipeline", match: true },
      { text: " grows fast…" },
    ]);
  });

  it("fills the site's facts as the article does", () => {
    expect(passageOf(`At {brand} the ${mark("pipeline")}`).map((part) => part.text).join("")).not.toContain("{brand}");
  });
});

describe("the files' search (npm run dev)", () => {
  const post = (slug: string, title: string) => ({ slug, title, excerpt: "An excerpt." }) as PostSummary;
  it("finds every word of the query, title matches first, and nothing for an empty query", () => {
    const articles = [
      { post: post("one", "On forecasting"), body: "Pipeline forecasting for teams." },
      { post: post("two", "On pipelines"), body: "Forecasting the pipeline, weekly." },
      { post: post("three", "Elsewhere"), body: "Nothing about it." },
    ];
    expect(searchTexts(articles, "pipeline forecasting").results.map((result) => result.slug)).toEqual(["one", "two"]);
    expect(searchTexts(articles, "pipelines").results.map((result) => result.slug)).toEqual(["two"]);
    expect(searchTexts(articles, " ").total).toBe(0);
  });
});

describe("a page of results' address", () => {
  it("is read back, and a page that cannot exist is the first", () => {
    expect(searchPath("pipeline forecasting", 2)).toBe("/blog/search?q=pipeline+forecasting&page=2");
    expect(searchPath("a&b")).toBe("/blog/search?q=a%26b");
    const pageOf = (query: string) => searchPageOf(new URLSearchParams(query));
    expect([pageOf("page=3"), pageOf(""), pageOf("page=0"), pageOf("page=2.5"), pageOf("page=x"), pageOf("page=21")]).toEqual([3, 1, 1, 1, 1, 1]);
  });
});
