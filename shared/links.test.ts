import { describe, expect, it } from "vitest";
import { LINK_PROBLEMS, linkProblem, sitePathProblem, webAddressOf, WEB_PROTOCOLS } from "./links.ts";
import { DEFAULT_MENUS, siteMenus } from "./pages/menus.ts";
import { pageDocument } from "./pages/page.ts";
import { href } from "./pages/fields.ts";
import { storeProblems, type PostFields } from "./post-fields.ts";
import { DEFAULT_SETTINGS, settingsProblems } from "./site-settings.ts";

/** Each way out of the site a "path of this site" has been written, as a browser reads it. */
const OFF_SITE_PATHS = [
  "/\\evil.example", // a browser reads "\" as "/": //evil.example
  "/\\/evil.example",
  "/%5Cevil.example", // decoded by a server or proxy on the way: /\evil.example
  "/%5cevil.example",
  "/%5C%5Cevil.example",
  "/%2F%2Fevil.example",
  "//evil.example",
  "//evil.example/x.png",
  "///evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/\t/evil.example", // a browser drops tabs and new lines inside a URL: //evil.example
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/%09/evil.example",
];

const SCRIPTS = ["javascript:alert(1)", "JavaScript:alert(1)", "JAVASCRIPT:alert(1)", "java\tscript:alert(1)", "\u0001javascript:alert(1)", "javascript://partner.example/%0aalert(1)", "vbscript:msgbox(1)", "data:text/html,<script>alert(1)</script>"];

const anyLink = { path: true, anchor: true, web: WEB_PROTOCOLS, mail: true, phone: true } as const;

describe("the one link rule", () => {
  it("takes a path of this site, a place on the page, a web, mail or phone address", () => {
    for (const link of ["/", "/pricing", "/pricing#faq", "/blog?tag=ai", "/caf%C3%A9", "#faq", "https://partner.example/x?y=1", "http://partner.example", "HTTPS://partner.example", "mailto:hello@vendor.example", "tel:+1 (212) 555-0199"]) {
      expect(linkProblem(link, anyLink, "otherwise"), link).toBeUndefined();
    }
  });

  it.each(OFF_SITE_PATHS)("refuses %j as a path of this site, saying why", (path) => {
    expect(sitePathProblem(path)).toMatch(/^(Start a path of this site with one slash|Remove the spaces and invisible characters)/);
    expect(linkProblem(path, anyLink, "otherwise")).not.toBeUndefined();
  });

  it.each(SCRIPTS)("refuses %j in every link field", (link) => {
    expect(linkProblem(link, anyLink, "otherwise")).toBeDefined();
    expect(linkProblem(link, { web: WEB_PROTOCOLS }, "otherwise")).toBeDefined();
  });

  it("takes a full address only of a protocol the field allows, with a host and no credentials", () => {
    for (const address of ["ftp://files.example/x", "https:evil.example", "https:/evil.example", "https://", "https://partner.example@evil.example", "https://user:secret@evil.example", "https://partner.example\\@evil.example", " https://partner.example", "https://partner .example", "//evil.example"]) {
      expect(webAddressOf(address), address).toBeUndefined();
    }
    expect(webAddressOf("http://partner.example", ["https:"])).toBeUndefined();
    expect(webAddressOf("https://partner.example/a b".replace(" ", "%20"))?.href).toBe("https://partner.example/a%20b");
  });

  it("says what is wrong in words", () => {
    expect(linkProblem("/\\evil.example", anyLink, "otherwise")).toBe(LINK_PROBLEMS.leavesSite);
    expect(linkProblem("/50%", anyLink, "otherwise")).toBe(LINK_PROBLEMS.percent);
    expect(linkProblem("/our story", anyLink, "otherwise")).toBe(LINK_PROBLEMS.invisible);
    expect(linkProblem("javascript:alert(1)", anyLink, "Use a path of this site, like /pricing, or an https:// address.")).toBe("Use a path of this site, like /pricing, or an https:// address.");
  });
});

describe("every link field", () => {
  const page = (extra: Record<string, unknown>, sections: unknown[] = []) => ({ path: "/spring", title: "Spring", description: "A page.", sections, ...extra });
  const problems = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

  it("of a section and the menus takes no way off the site as a path, nor a script; a leading space is trimmed", () => {
    for (const link of [...OFF_SITE_PATHS, ...SCRIPTS, "  //evil.example", " javascript:alert(1)"]) {
      expect(href.safeParse(link).success, JSON.stringify(link)).toBe(false);
      const hero = { type: "hero", id: "hero", title: "Hello", primary: { label: "Go", href: link } };
      expect(Object.keys(problems(pageDocument.safeParse(page({}, [hero]))))).toEqual(["sections.0.primary.href"]);
      const menus = structuredClone(DEFAULT_MENUS);
      menus.header.primary.href = link;
      expect(Object.keys(problems(siteMenus.safeParse(menus)))).toEqual(["header.primary.href"]);
    }
    expect(href.parse("  /pricing ")).toBe("/pricing");
  });

  it("of a page: the share image and breadcrumbs are paths of this site, the canonical a full web address", () => {
    expect(problems(pageDocument.safeParse(page({ socialImage: "//evil.example/x.png", breadcrumbs: [{ name: "Solutions", path: "//evil.example" }] })))).toEqual({
      socialImage: LINK_PROBLEMS.leavesSite,
      "breadcrumbs.0.path": LINK_PROBLEMS.leavesSite,
    });
    for (const canonical of ["javascript:alert(1)", "data:text/html,x", "ftp://files.example/x", "//evil.example", "/spring"]) {
      expect(problems(pageDocument.safeParse(page({ canonical }))), canonical).toEqual({ canonical: "Write the canonical address in full, https://…" });
    }
    expect(pageDocument.safeParse(page({ canonical: "https://partner.example/original", socialImage: "/og/spring.png", breadcrumbs: [{ name: "Solutions", path: "/solutions" }] })).success).toBe(true);
  });

  it("of a post and of the site's settings: a full address of the protocols the field allows", () => {
    const post: PostFields = { title: "", slug: "ten", excerpt: "", body: "", author: "", category: "", tags: [], cover: null, coverAlt: null, seoTitle: null, seoDescription: null, canonicalUrl: null, noindex: false };
    for (const canonicalUrl of ["javascript:alert(1)", "//evil.example", "https://user:secret@evil.example", "https://partner.example/\nx"]) {
      expect(storeProblems({ ...post, canonicalUrl }), canonicalUrl).toHaveProperty("canonicalUrl");
    }
    expect(storeProblems({ ...post, canonicalUrl: "http://partner.example/original" })).toEqual({});
    expect(settingsProblems({ ...DEFAULT_SETTINGS, schedulerUrl: "https://calendly.com/team\t/x" })).toHaveProperty("schedulerUrl");
    expect(settingsProblems({ ...DEFAULT_SETTINGS, socials: { LinkedIn: "https://linkedin.com\\@evil.example" } })).toHaveProperty(["socials.LinkedIn"]);
  });
});
