import { describe, expect, it } from "vitest";
import { site } from "#shared/content/site.ts";
import { absoluteUrl, seo } from "./seo.ts";
import { SITE_URL } from "./site-url.ts";

const find = (tags: ReturnType<typeof seo>, key: string, value: string) => tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

describe("seo", () => {
  it("suffixes the brand, sets description, canonical and social cards", () => {
    const tags = seo({ title: "Pricing", description: "Plans and prices.", path: "/pricing" });
    expect(tags[0]).toEqual({ title: `Pricing | ${site.brand}` });
    expect(find(tags, "name", "description")?.content).toBe("Plans and prices.");
    expect(find(tags, "rel", "canonical")?.href).toBe(`${SITE_URL}/pricing`);
    expect(find(tags, "property", "og:url")?.content).toBe(`${SITE_URL}/pricing`);
    expect(find(tags, "property", "og:image")?.content).toBe(`${SITE_URL}/og/default.png`);
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(tags, "name", "robots")).toBeUndefined();
  });

  it("names the page's language for share cards: US English unless the page is in another (ADR 054)", () => {
    const ogLocaleOf = (lang?: string) => find(seo({ title: "t", description: "d", lang }), "property", "og:locale")?.content;
    expect([ogLocaleOf(), ogLocaleOf("en-US"), ogLocaleOf("de"), ogLocaleOf("pt-BR"), ogLocaleOf("ar")]).toEqual(["en_US", "en_US", "de_DE", "pt_BR", "ar_EG"]);
  });

  it("keeps a full title as is and omits the canonical when no path is given", () => {
    const tags = seo({ title: "Home title", fullTitle: true, description: "d", robots: "noindex" });
    expect(tags[0]).toEqual({ title: "Home title" });
    expect(find(tags, "rel", "canonical")).toBeUndefined();
    expect(find(tags, "name", "robots")?.content).toBe("noindex");
  });

  it("adds article metadata with one tag element per tag", () => {
    const tags = seo({
      title: "Post",
      description: "d",
      path: "/blog/post",
      type: "article",
      keywords: ["SEO", "AI"],
      article: { publishedTime: "2025-03-10", author: "Maya Chen", tags: ["SEO", "AI"] },
    });
    expect(find(tags, "property", "og:type")?.content).toBe("article");
    expect(find(tags, "name", "keywords")?.content).toBe("SEO, AI");
    expect(tags.filter((tag) => (tag as Record<string, string>).property === "article:tag")).toHaveLength(2);
  });

  it("resolves the home path to the site origin with a trailing slash", () => {
    expect(absoluteUrl("/")).toBe(`${SITE_URL}/`);
  });

  it("resolves every path as the URL standard does, the plain ones without parsing", () => {
    const paths = ["/", "/blog", "/blog/", "/de/blog/page/2", "/blog/a_b~c.d-e", "/a/./b", "/a/../b", "/.well-known/x", "//evil.example/x", "/ünï", "/a b", "/a?q=1#x", "/a//b", "blog", ""];
    for (const path of paths) expect(absoluteUrl(path), path).toBe(new URL(path, `${SITE_URL}/`).toString());
  });
});
