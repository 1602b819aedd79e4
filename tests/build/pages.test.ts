/**
 * Every prerendered page as a crawler or a visitor without JavaScript receives it (`npm run build`
 * first): every static route the site promises built, one h1, the document's language, the
 * speculation rules that make the next click instant; the legal pages' own text. What search engines read (title,
 * description, canonical, structured data) is in search-metadata.test.ts; how the browser runs
 * each page is in tests/e2e/routes.spec.ts.
 */
import { describe, expect, it } from "vitest";
import { builtPages, find, isArticleRoute } from "#scripts/lib/built-site.ts";
import { SPEC_PAGE_PATHS } from "#shared/site-paths.ts";

const pages = builtPages();

/** Every static route the site must serve: the spec's pages (shared/site-paths.ts) and the blog (blog slugs come from content). */
const SPEC_ROUTES = [...SPEC_PAGE_PATHS, "/blog"];

it("the build prerenders every route of the spec and the blog articles", () => {
  const routes = pages.map((page) => page.route);
  for (const route of SPEC_ROUTES) expect(routes, `missing ${route}`).toContain(route);
  expect(routes.filter(isArticleRoute).length).toBeGreaterThanOrEqual(18);
});

interface SpeculationRule {
  where: unknown;
  eagerness: string;
}

describe.each(pages.map((page) => [page.route, page] as const))("%s", (_, page) => {
  it("has exactly one h1 and says its language", () => {
    expect(find(page, "h1")).toHaveLength(1);
    expect(find(page, "html")[0]?.attrs.lang).toBe("en-US");
  });

  it("paints first once its header and hero are parsed, and waits for nothing the page lacks", () => {
    // A frame drawn mid-parse moved the centred nav and the hero's copy when the rest arrived.
    const expected = find(page, "link", (a) => a.rel === "expect").map((link) => link.attrs.href);
    expect(expected).toContain("#site-header");
    if (find(page, "section", (a) => a.id === "hero").length) expect(expected).toContain("#hero");
    // A missing target would hold the first paint until the whole document is parsed.
    for (const href of expected)
      expect(
        page.elements.filter((element) => element.attrs.id === href?.slice(1)),
        href,
      ).toHaveLength(1);
    for (const link of find(page, "link", (a) => a.rel === "expect")) expect(link.attrs.blocking).toBe("render");
  });

  it("asks the browser to prerender same-site links on intent, never the API, and only to fetch pages with embeds", () => {
    const [script] = find(page, "script", (a) => a.type === "speculationrules");
    expect(script, "speculation rules").toBeDefined();
    const rules = JSON.parse(script!.text) as { prerender: SpeculationRule[]; prefetch: SpeculationRule[] };
    expect(rules.prerender[0]!.eagerness).toBe("moderate");
    expect(JSON.stringify(rules.prerender)).toContain('"/api/*"');
    // Pages with third-party embeds are fetched ahead, not run ahead.
    expect(JSON.stringify(rules.prefetch)).toContain('"/booking"');
  });
});

describe("the legal pages", () => {
  it.each([
    ["/privacy", "Information we collect"],
    ["/terms", "Governing law"],
  ])("%s carries its baseline text in the HTML, every placeholder filled", (route, phrase) => {
    const page = pages.find((candidate) => candidate.route === route)!;
    expect(page.html.toLowerCase()).toContain(phrase.toLowerCase());
    expect(page.html).not.toMatch(/\{(brand|email|phone|address|legalName|siteUrl|siteDomain)\}/);
  });
});
