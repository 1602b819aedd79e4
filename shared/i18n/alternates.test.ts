import { describe, expect, it } from "vitest";
import { absoluteUrl } from "#shared/seo.ts";
import { alternateLinks, type ClusterMember } from "./alternates.ts";

const member = (locale: string, path: string, change: Partial<ClusterMember> = {}): ClusterMember => ({ locale, path, status: "published", indexable: true, ...change });
const link = (hreflang: string, path: string) => ({ hreflang, href: absoluteUrl(path) });

describe("a page's hreflang cluster", () => {
  it("lists every published translation and the original, with x-default at the original", () => {
    const cluster = [member("en-US", "/pricing"), member("de", "/de/preise"), member("ar", "/ar/pricing")];
    expect(alternateLinks(cluster, "en-US")).toEqual([link("en-US", "/pricing"), link("de", "/de/preise"), link("ar", "/ar/pricing"), link("x-default", "/pricing")]);
  });

  it("is the same list on every member's page (reciprocal), whatever order they are read in", () => {
    const cluster = [member("en-US", "/pricing"), member("de", "/de/preise"), member("fr", "/fr/tarifs")];
    const sorted = (links: ReturnType<typeof alternateLinks>) => [...links].sort((a, b) => a.hreflang.localeCompare(b.hreflang));
    expect(sorted(alternateLinks([...cluster].reverse(), "en-US"))).toEqual(sorted(alternateLinks(cluster, "en-US")));
  });

  it("leaves out a translation in draft, in review, scheduled or taken down", () => {
    const cluster = [
      member("en-US", "/pricing"),
      member("de", "/de/preise"),
      member("fr", "/fr/tarifs", { status: "in_review" }),
      member("es", "/es/precios", { status: "scheduled" }),
      member("it", "/it/prezzi", { status: "draft" }),
      member("ar", "/ar/pricing", { status: "unpublished" }),
    ];
    expect(alternateLinks(cluster, "en-US")).toEqual([link("en-US", "/pricing"), link("de", "/de/preise"), link("x-default", "/pricing")]);
  });

  it("leaves out a member search engines may not list (noindex, or canonical elsewhere)", () => {
    const cluster = [member("en-US", "/pricing"), member("de", "/de/preise"), member("fr", "/fr/tarifs", { indexable: false })];
    expect(alternateLinks(cluster, "en-US").map((entry) => entry.hreflang)).toEqual(["en-US", "de", "x-default"]);
  });

  it("is empty while the page is live in one locale only", () => {
    expect(alternateLinks([member("en-US", "/pricing")], "en-US")).toEqual([]);
    expect(alternateLinks([member("en-US", "/pricing"), member("de", "/de/preise", { status: "in_review" })], "en-US")).toEqual([]);
  });

  it("has no x-default when the original is not live", () => {
    const cluster = [member("en-US", "/pricing", { status: "unpublished" }), member("de", "/de/preise"), member("fr", "/fr/tarifs")];
    expect(alternateLinks(cluster, "en-US")).toEqual([link("de", "/de/preise"), link("fr", "/fr/tarifs")]);
  });
});
