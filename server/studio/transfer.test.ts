import { describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { parsePostFile } from "#server/site/render/blog.server.ts";
import { FIELD_LIMITS } from "#shared/post-fields.ts";
import { studioProblems } from "./transfer.ts";

const WHERE = "drafts/long-read.md";
const file = (fields: Record<string, unknown>, body = "Text.\n") => {
  const frontmatter = { id: 7, slug: "long-read", title: "A long read", excerpt: "An excerpt.", author: "Maya Chen", date: "2026-01-05", image: "/images/blog/long-read.webp", category: "SEO", tags: ["SEO"], ...fields };
  return parsePostFile("long-read.md", `---\n${stringify(frontmatter)}---\n${body}`, WHERE);
};

describe("an imported post, by the studio's limits", () => {
  it("passes when the studio could save it", () => {
    expect(studioProblems(file({}), WHERE)).toEqual([]);
  });

  // The frontmatter's own rules let these through; the studio could then neither save nor publish the post.
  it("is refused field by field, naming the file, the limit and how far over it is", () => {
    const tags = Array.from({ length: FIELD_LIMITS.tags + 1 }, (_, i) => `tag ${i}`);
    const post = file({ tags, category: "c".repeat(FIELD_LIMITS.category + 1) }, "x".repeat(FIELD_LIMITS.body + 1));
    expect(studioProblems(post, WHERE)).toEqual([
      `${WHERE}: the text (below the frontmatter): Keep it to 200,000 characters or fewer. It has 200,001.`,
      `${WHERE}: field "category": Keep it to 60 characters or fewer. It has 61.`,
      `${WHERE}: field "tags": Up to 10 tags.`,
    ]);
  });
});
