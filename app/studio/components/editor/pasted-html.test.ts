// @vitest-environment happy-dom
/**
 * What Google Docs puts on the clipboard (fixtures/google-docs-*.html: the text/html of a copy in
 * Chrome, a styled span for every run of text inside Docs' <b id="docs-internal-guid-…"> wrapper),
 * pasted into the rich editor and written out as the post's Markdown.
 */
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createRichEditor, type RichEditorHandle } from "./rich-text.ts";
import { tidyPastedHtml, unwrapGoogleRedirect } from "./pasted-html.ts";

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, "fixtures", name), "utf8").trim();

let handle: RichEditorHandle | undefined;
afterEach(() => {
  handle?.editor.destroy();
  document.body.replaceChildren();
});

/** The Markdown an empty post holds once `html` is pasted into it. */
function pasted(html: string): string {
  const element = document.createElement("div");
  document.body.append(element);
  handle = createRichEditor(element, "", { labelledBy: "title", onChange: () => {}, onState: () => {}, thumbnail: async () => undefined, onLinkShortcut: () => {}, onAddToGallery: () => {} });
  handle.editor.commands.focus("end");
  expect(handle.editor.view.pasteHTML(html)).toBe(true);
  return handle.editor.getMarkdown();
}

describe("pasting from Google Docs", () => {
  it("links to the real addresses, not through Google's redirect", () => {
    const markdown = pasted(fixture("google-docs-article.html"));
    expect(markdown).toContain("[the pricing page](https://example.com/pricing?plan=growth&period=year)");
    expect(markdown).toContain("[write to sales](mailto:sales@example.com)");
    expect(markdown).not.toContain("google.com");
  });

  it("keeps the headings, bold words and paragraphs, and adds no empty paragraph at the end", () => {
    const markdown = pasted(fixture("google-docs-article.html"));
    expect(markdown).toMatch(/^## Pricing that grows with you\n\nCompare the plans/);
    expect(markdown).toContain("Every plan includes **unlimited seats**.");
    expect(markdown).toMatch(/\*\*unlimited seats\*\*\.$/);
    expect(handle!.editor.state.doc.lastChild?.textContent).not.toBe("");
  });

  // The articles' Markdown has no superscript or subscript (GFM has none, and the site drops HTML
  // in Markdown): the characters stay, in the line, as plain text.
  it("keeps superscript and subscript characters as plain text", () => {
    expect(pasted(fixture("google-docs-article.html"))).toContain("Water is H2O and the area is 20 m2.");
  });

  it("gives a table without a header row its first row as the header, not an empty one", () => {
    const markdown = pasted(fixture("google-docs-table.html"));
    expect(markdown).toMatch(/^\n?\| Plan +\| Price +\|\n\| -+ \| -+ \|\n\| Growth \| \$99 +\|\n\| Scale +\| \$299 +\|\n/);
  });

  it("leaves a table that has a header row, and HTML from elsewhere, as they were", () => {
    const html = '<table><tr><th>Plan</th></tr><tr><td>Growth</td></tr></table><p>One</p><br><p><a href="https://www.google.com/search?q=crm">a search</a></p>';
    const parsed = document.createElement("template");
    parsed.innerHTML = html;
    expect(tidyPastedHtml(html)).toBe(parsed.innerHTML);
  });
});

describe("Google's redirect links", () => {
  it.each([
    ["https://www.google.com/url?q=https://example.com/a%3Fb%3Dc&sa=D&source=editors&ust=1&usg=x", "https://example.com/a?b=c"],
    ["https://www.google.com/url?sa=D&q=http://example.org/", "http://example.org/"],
    ["https://google.co.uk/url?url=https://example.com/&sa=t", "https://example.com/"],
  ])("%s leads to %s", (href, real) => expect(unwrapGoogleRedirect(href)).toBe(real));

  it.each(["https://www.google.com/search?q=https://example.com", "https://www.google.com/url?q=javascript:alert(1)", "https://evil.example/url?q=https://example.com", "/pricing", "not a url"])(
    "%s is no redirect to unwrap",
    (href) => expect(unwrapGoogleRedirect(href)).toBeUndefined(),
  );
});
