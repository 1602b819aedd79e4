import { expect, it } from "vitest";
import type { Post } from "#server/site/render/blog.server.ts";
import { SITE_URL } from "#shared/site-url.ts";
import { meta } from "./blog.post.tsx";

const post = {
  id: 1,
  slug: "a-post",
  title: "The article's title",
  excerpt: "The card text.",
  author: "Maya Chen",
  date: "2026-01-05",
  image: "/images/blog/a-post.webp",
  category: "SEO",
  tags: ["SEO"],
} as Post;

type Tag = Record<string, string | undefined>;
const tagsOf = (overrides: Partial<Post>) => meta({ loaderData: { post: { ...post, ...overrides }, related: [] } } as never) as Tag[];
const find = (tags: Tag[], key: string, value: string) => tags.find((tag) => tag[key] === value);

it("search and share cards read the post's own words unless the SEO fields say otherwise", () => {
  const plain = tagsOf({});
  expect(plain.find((tag) => tag.title)?.title).toMatch(/^The article's title \|/);
  expect(find(plain, "name", "description")?.content).toBe("The card text.");
  expect(find(plain, "rel", "canonical")?.href).toBe(`${SITE_URL}/blog/a-post`);
  expect(find(plain, "name", "robots")).toBeUndefined();

  const tuned = tagsOf({ seoTitle: "A shorter title", seoDescription: "What the result says.", canonical: "https://partner.example/original", noindex: true });
  expect(tuned.find((tag) => tag.title)?.title).toMatch(/^A shorter title \|/);
  expect(find(tuned, "property", "og:title")?.content).toMatch(/^A shorter title/);
  expect(find(tuned, "name", "description")?.content).toBe("What the result says.");
  expect(find(tuned, "rel", "canonical")?.href).toBe("https://partner.example/original");
  expect(find(tuned, "name", "robots")?.content).toBe("noindex, follow");
});
