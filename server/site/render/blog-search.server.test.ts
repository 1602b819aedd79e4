import { describe, expect, it } from "vitest";
import { MATCH_END, MATCH_START, passageOf, searchPageOf } from "./blog-search.server.ts";
import { searchPath } from "#shared/blog-search.ts";

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

describe("a page of results' address", () => {
  it("is read back, and a page that cannot exist is the first", () => {
    expect(searchPath("pipeline forecasting", 2)).toBe("/blog/search?q=pipeline+forecasting&page=2");
    expect(searchPath("a&b")).toBe("/blog/search?q=a%26b");
    const pageOf = (query: string) => searchPageOf(new URLSearchParams(query));
    expect([pageOf("page=3"), pageOf(""), pageOf("page=0"), pageOf("page=2.5"), pageOf("page=x"), pageOf("page=21")]).toEqual([3, 1, 1, 1, 1, 1]);
  });
});
