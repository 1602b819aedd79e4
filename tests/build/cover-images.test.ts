/**
 * Which article covers the browser fetches at once: the one in the first screen, which is the
 * page's largest paint on a phone (an article's own cover, the first card of a listing), is eager
 * and high priority; every other cover waits until the visitor scrolls near it. Checked on every
 * prerendered page.
 */
import { describe, expect, it } from "vitest";
import { builtPages, find, isArticleRoute, type BuiltPage } from "#scripts/lib/built-site.ts";

const pages = builtPages();
const covers = (page: BuiltPage) => find(page, "img", (a) => (a.src ?? "").startsWith("/images/blog/") && !a.src!.includes("/content/"));
const isListing = (route: string) => route === "/blog" || /^\/blog\/(page|category|tag)\//.test(route);
const fetchedAtOnce = (attrs: Record<string, string>) => attrs.loading === "eager" && attrs.fetchpriority === "high";
const lazy = (attrs: Record<string, string>) => attrs.loading === "lazy" && attrs.fetchpriority !== "high";

describe("article covers", () => {
  const listings = pages.filter((page) => isListing(page.route));
  const articles = pages.filter((page) => isArticleRoute(page.route));

  it("are found on the listings and articles this checks", () => {
    expect(listings.length).toBeGreaterThan(3);
    expect(articles.length).toBeGreaterThan(3);
  });

  it.each(listings.map((page) => [page.route, page] as const))("%s: the first card's cover is fetched at once, the others lazily", (_, page) => {
    const [first, ...rest] = covers(page);
    expect(first, "a cover").toBeDefined();
    expect(fetchedAtOnce(first!.attrs)).toBe(true);
    expect(rest.filter((cover) => !lazy(cover.attrs)).map((cover) => cover.attrs.src)).toEqual([]);
  });

  it.each(articles.map((page) => [page.route, page] as const))("%s: its own cover is fetched at once, related articles' lazily", (_, page) => {
    const [own, ...related] = covers(page);
    expect(fetchedAtOnce(own!.attrs)).toBe(true);
    expect(related.filter((cover) => !lazy(cover.attrs)).map((cover) => cover.attrs.src)).toEqual([]);
  });

  it("are lazy everywhere else", () => {
    const others = pages.filter((page) => !isListing(page.route) && !isArticleRoute(page.route));
    expect(others.flatMap((page) => covers(page).filter((cover) => !lazy(cover.attrs)).map((cover) => `${page.route} ${cover.attrs.src}`))).toEqual([]);
  });
});
