import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SECTION_TYPE_NAMES, type Section } from "#sections/registry.ts";
import { PageSections, VIEWS } from "#sections/page-sections.tsx";
import type { PageView } from "#shared/pages/page-view.ts";

const pageOf = (sections: unknown[], prepared?: Record<string, unknown>): PageView => ({ document: { path: "/x", title: "X", description: "X", noindex: false, nofollow: false, inSitemap: true, sections: sections as Section[] }, prepared });

describe("drawing a page's sections", () => {
  it("has a view for every registered type, and no view of a type not registered", () => {
    expect([...VIEWS.keys()].sort()).toEqual([...SECTION_TYPE_NAMES].sort());
  });

  it("draws a section with what its preparation gave it", () => {
    const html = renderToStaticMarkup(<PageSections page={pageOf([{ type: "rich-text", id: "story", tone: "default", width: "narrow", markdown: "Hello" }], { story: { html: "<p>Prepared on the server</p>" } })} />);
    expect(html).toContain("<p>Prepared on the server</p>");
  });

  it("refuses to draw a section whose preparation did not run, rather than show it empty", () => {
    expect(() => renderToStaticMarkup(<PageSections page={pageOf([{ type: "rich-text", id: "story", tone: "default", width: "narrow", markdown: "Hello" }])} />)).toThrow(/#story \(rich-text\) was drawn without its preparation/);
  });

  it("leaves hidden sections out", () => {
    const html = renderToStaticMarkup(<PageSections page={pageOf([{ type: "faq", id: "faq", hidden: true, tone: "default", items: [{ question: "Hidden question?", answer: "A." }] }])} />);
    expect(html).not.toContain("Hidden question?");
  });
});
