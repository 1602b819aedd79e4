import { describe, expect, it } from "vitest";
import { completenessProblems, type PostFields } from "#shared/post-fields.ts";
import { postTexts, postTranslationDraft } from "./post-translation.ts";

const original: PostFields = {
  title: "The ABM guide",
  slug: "abm-guide",
  excerpt: "How sales teams choose accounts.",
  body: "Start with **the list**.\n\n![The funnel](images/funnel.png)",
  author: "James Whitfield",
  category: "ABM",
  tags: ["ABM", "Sales"],
  cover: "images/cover.jpg",
  coverAlt: "A funnel",
  seoTitle: null,
  seoDescription: "ABM in five steps",
  canonicalUrl: "https://medium.com/@james/abm",
  noindex: false,
};

describe("a post's translation draft", () => {
  it("holds none of the original's words, keeps what is not words, and is its own canonical address", () => {
    const draft = postTranslationDraft(original, "abm-leitfaden");
    for (const { text } of postTexts(original)) expect(JSON.stringify(draft)).not.toContain(text);
    expect(draft).toEqual({
      ...original,
      slug: "abm-leitfaden",
      title: "[Write the title]",
      excerpt: "[Write the excerpt]",
      body: "[Write the text]",
      coverAlt: "[Write the cover's description]",
      seoTitle: null,
      seoDescription: "[Write the search description]",
      canonicalUrl: null,
    });
  });

  it("cannot go to review or the site while any of its words is still a placeholder", () => {
    const draft = postTranslationDraft(original, "abm-leitfaden");
    expect(Object.keys(completenessProblems(draft)).sort()).toEqual(["body", "coverAlt", "excerpt", "seoDescription", "title"]);
    const written = {
      ...draft,
      title: "Der ABM-Leitfaden",
      excerpt: "Wie Teams Konten wählen.",
      body: "Beginnen Sie mit der Liste.",
      coverAlt: "Ein Trichter",
      seoDescription: "ABM in fünf Schritten",
    };
    expect(completenessProblems(written)).toEqual({});
  });

  it("names each field's words for translators, the text as Markdown", () => {
    expect(postTexts(original).map(({ field, markdown }) => [field, markdown ?? false])).toEqual([
      ["title", false],
      ["excerpt", false],
      ["body", true],
      ["coverAlt", false],
      ["seoDescription", false],
    ]);
  });
});
