import { describe, expect, it } from "vitest";
import type { PostSummary } from "#server/site/render/blog.server.ts";
import { DEFAULT_LOCALE_SETTINGS, type LocaleSettings } from "#shared/i18n/locales.ts";
import { absoluteUrl } from "#shared/seo.ts";
import { localeBlogAddress, localeBlogPaths, localeCoverPost, postLanguages, untranslatedArticle, type TranslatedPost } from "./localized-posts.ts";

const summary = (id: number, slug: string, extra: Partial<PostSummary> = {}) =>
  ({ id, slug, title: slug, excerpt: "", author: "A", date: "2025-03-10", image: `/images/blog/covers/${slug}`, category: "AI", tags: [], ...extra }) as PostSummary;
const originals = [summary(1, "guide"), summary(2, "playbook"), summary(3, "hidden", { noindex: true })];
const bySlug = new Map(originals.map((post) => [post.slug, post]));
const translation = (id: number, slug: string, locale: string, translationOf: number, extra: Partial<PostSummary> = {}): TranslatedPost => ({
  summary: summary(id, slug, extra),
  locale,
  translationOf,
  written: "1",
});
const locales: LocaleSettings = { default: "en-US", others: ["de", "fr"], missing: "default-page" };
// 31's original is not live: a translation goes live with its original only.
const translations = [translation(11, "leitfaden", "de", 1), translation(13, "versteckt", "de", 3), translation(21, "le-guide", "fr", 1), translation(31, "waise", "de", 99)];

describe("the blog in other locales", () => {
  it("is empty on a site of one language", () => {
    const languages = postLanguages(originals, translations, DEFAULT_LOCALE_SETTINGS);
    expect(languages.blogs.size).toBe(0);
    expect(localeBlogAddress(languages, DEFAULT_LOCALE_SETTINGS, "/de/blog")).toBeUndefined();
  });

  it("serves a locale's posts under its segment, in a cluster of its indexable members, each drawn cover its own", () => {
    const languages = postLanguages(originals, translations, locales);
    // French has no blog words yet: none of its posts is served.
    expect([...languages.blogs.keys()]).toEqual(["de"]);
    expect(localeBlogPaths(languages)).toContain("/de/blog/leitfaden");
    expect(localeBlogPaths(languages)).not.toContain("/de/blog/waise");
    expect(languages.blogs.get("de")!.index.bySlug.get("leitfaden")!.image).toBe("/de/images/blog/leitfaden.webp");
    const cluster = [
      { hreflang: "en-US", href: absoluteUrl("/blog/guide") },
      { hreflang: "de", href: absoluteUrl("/de/blog/leitfaden") },
      { hreflang: "x-default", href: absoluteUrl("/blog/guide") },
    ];
    expect(languages.byPath.get("/blog/guide")).toEqual({ lang: "en-US", dir: "ltr", alternates: cluster });
    expect(languages.byPath.get("/de/blog/leitfaden")).toEqual({ lang: "de", dir: "ltr", alternates: cluster });
    // A noindex original makes no cluster.
    expect(languages.byPath.get("/de/blog/versteckt")?.alternates).toEqual([]);
    expect(localeBlogAddress(languages, locales, "/de/blog/leitfaden")?.path).toBe("/blog/leitfaden");
    expect(localeBlogAddress(languages, locales, "/de/blog/playbook")).toBeUndefined();
    // Its own search page, in its own words.
    expect(localeBlogAddress(languages, locales, "/de/blog/search")?.path).toBe("/blog/search");
    expect(localeBlogAddress(languages, locales, "/fr/blog")).toBeUndefined();
  });

  it("answers an untranslated article's address in a locale as the operator chose", () => {
    const languages = postLanguages(originals, translations, locales);
    expect(untranslatedArticle(languages, locales, bySlug, "/de/blog/playbook")).toEqual({ original: "/blog/playbook" });
    expect(untranslatedArticle(languages, locales, bySlug, "/de/blog/guide")).toEqual({ moved: "/de/blog/leitfaden" });
    expect(untranslatedArticle(languages, locales, bySlug, "/de/blog/leitfaden")).toBeUndefined();
    expect(untranslatedArticle(languages, locales, bySlug, "/de/blog/unknown")).toBeUndefined();
    expect(untranslatedArticle(languages, locales, bySlug, "/blog/playbook")).toBeUndefined();
    expect(untranslatedArticle(languages, { ...locales, missing: "not-found" }, bySlug, "/de/blog/playbook")).toBeUndefined();
  });

  it("draws a translation's cover from its own words under its segment; a photo cover is the original's", () => {
    const withPhoto = [...translations, translation(12, "handbuch", "de", 2, { cover: "images/team.jpg" })];
    const languages = postLanguages(originals, withPhoto, locales);
    expect(languages.blogs.get("de")!.index.bySlug.get("handbuch")!.image).toBe("/images/blog/covers/playbook");
    expect(localeCoverPost(languages, locales, "/de/images/blog/leitfaden.svg")?.title).toBe("leitfaden");
    expect(localeCoverPost(languages, locales, "/de/images/blog/leitfaden-og.png")?.id).toBe(11);
    // The photo's files are the original's, the French blog has none, and an unknown slug is no cover.
    for (const path of ["/de/images/blog/handbuch-800.webp", "/fr/images/blog/le-guide.svg", "/de/images/blog/nichts.svg", "/images/blog/leitfaden.svg"])
      expect(localeCoverPost(languages, locales, path), path).toBeUndefined();
    expect(localeBlogPaths(languages)).toEqual(expect.arrayContaining(["/de/images/blog/leitfaden.svg", "/de/images/blog/leitfaden-og.png"]));
    expect(localeBlogPaths(languages).filter((path) => path.includes("handbuch"))).toEqual(["/de/blog/handbuch"]);
  });
});
