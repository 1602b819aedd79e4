import { describe, expect, it } from "vitest";
import { markdownLinks, siteLinks, sitePathOf } from "./document-links.ts";

const base = { origin: "https://www.example.com", path: "/blog/spring-launch" };

describe("the links of a Markdown text", () => {
  it("reads inline, reference and automatic links and the call-to-action card, with their words", () => {
    const markdown = ["See [our pricing](/pricing) and [the **demo**][demo].", "", "<https://www.example.com/contact>", "", '::cta[Book a call]{href="/booking"}', "", "[demo]: /demo"].join("\n");
    expect(markdownLinks(markdown)).toEqual([
      { href: "/pricing", text: "our pricing" },
      { href: "/demo", text: "the demo" },
      { href: "https://www.example.com/contact", text: "https://www.example.com/contact" },
      { href: "/booking", text: "Book a call" },
    ]);
  });

  it("leaves out images and addresses in code", () => {
    expect(markdownLinks("![A chart](images/chart.png)\n\n`[not](/a-link)`\n\n    [nor](/this)")).toEqual([]);
  });
});

describe("a link's path on this site", () => {
  it("reads a path, a relative one from the document's address, and the site's own origin by either scheme", () => {
    expect(sitePathOf("/pricing", base)).toBe("/pricing");
    expect(sitePathOf("other-post", base)).toBe("/blog/other-post");
    expect(sitePathOf("../pricing", base)).toBe("/pricing");
    expect(sitePathOf("https://www.example.com/solutions/agencies", base)).toBe("/solutions/agencies");
    expect(sitePathOf("http://www.example.com/contact", base)).toBe("/contact");
  });

  it("drops the query string, the fragment and a trailing slash, as the server looks the page up", () => {
    expect(sitePathOf("/pricing?billing=yearly#faq", base)).toBe("/pricing");
    expect(sitePathOf("https://www.example.com/pricing/#faq", base)).toBe("/pricing");
    expect(sitePathOf("/caf%C3%A9", base)).toBe("/café");
  });

  it("ignores another site, mail and phone links, a place on the same page, files and the server's own addresses", () => {
    for (const href of [
      "https://example.org/pricing",
      "https://blog.example.com/x",
      "mailto:team@example.com",
      "tel:+15550100",
      "#faq",
      "",
      "/brochure.pdf",
      "/blog/rss.xml",
      "/api/contact",
      "/admin/pages",
      "/images/team.jpg",
      "/og/default.png",
      "javascript:alert(1)",
    ]) {
      expect(sitePathOf(href, base), href).toBeUndefined();
    }
  });

  it("keeps the blog's addresses, which are pages", () => {
    expect(sitePathOf("/blog", base)).toBe("/blog");
    expect(sitePathOf("/blog/tag/ai", base)).toBe("/blog/tag/ai");
  });
});

describe("a document's links to this site", () => {
  it("keeps those to its pages, each with its field, words and path", () => {
    const written = [
      { field: "sections.0.primary.href", href: "/booking?plan=pro", text: "Book a demo" },
      { field: "sections.1.markdown", href: "https://example.org", text: "a partner" },
      { field: "sections.1.markdown", href: "mailto:sales@example.com", text: "write to us" },
      { field: "sections.2.items.0.href", href: "#faq", text: "FAQ" },
    ];
    expect(siteLinks(written, base)).toEqual([{ field: "sections.0.primary.href", href: "/booking?plan=pro", text: "Book a demo", path: "/booking" }]);
  });
});
