/**
 * The studio's rich editor (app/studio/components/editor) against the site's article renderer
 * (server/site): here in tests/, since app/ takes no code from server/.
 */
import { MarkdownManager } from "@tiptap/markdown";
import { describe, expect, it } from "vitest";
import { readAll, renderArticle } from "#server/site/render/blog.server.ts";
import { templateLeftovers } from "#shared/pages/templates.ts";
import { richTextExtensions } from "#app/studio/components/editor/rich-text-schema.ts";

const markdown = new MarkdownManager({ extensions: richTextExtensions() });
const seeds = readAll();

describe("the rich editor's Markdown", () => {
  // What a writer opens and saves untouched must not change a byte of what the site shows.
  it.each(seeds.map((file) => [file.frontmatter.slug, file.body] as const))("%s: read into the editor and written back, renders the same article", async (_slug, body) => {
    const written = markdown.serialize(markdown.parse(body));
    expect((await renderArticle(written)).html).toBe((await renderArticle(body)).html);
  });

  it("keeps the cards as the site draws them: a call to action, a callout, a video, a gallery, a divider", async () => {
    const cards =
      'Intro.\n\n::cta[Book a demo]{href="/booking"}\n\n:::callout{tone="tip"}\nWrite **often**.\n\n- one\n- two\n:::\n\n::video[Our "tour"]{src="https://youtu.be/dQw4w9WgXcQ"}\n\n:::gallery\n![The inbox](images/inbox.png "Leads as they arrive")\n![A chart](images/chart.png)\n:::\n\n---\n\nEnd.\n';
    const written = markdown.serialize(markdown.parse(cards));
    const images = { where: "test", from: "the library", size: async () => ({ width: 1600, height: 1000 }) };
    expect((await renderArticle(written, images)).html).toBe((await renderArticle(cards, images)).html);
    expect((await renderArticle(written, images)).html).toMatch(/article-cta-button.*article-callout.*video-facade.*article-gallery.*<figcaption>Leads as they arrive<.*<hr>/s);
  });

  it("keeps what a writer makes: a continued list, a table, a link, a described image", async () => {
    const typed =
      'Three steps:\n\n- one\n- two\n- three\n\n| Plan | Price |\n| --- | --- |\n| Growth | $99 |\n\nSee [the guide](https://example.com/guide).\n\n![A chart of traffic by month](images/chart.png "Traffic by month")\n';
    const written = markdown.serialize(markdown.parse(typed));
    expect(written).toContain("- one\n- two\n- three");
    expect(written).toContain("[the guide](https://example.com/guide)");
    expect(written).toContain('![A chart of traffic by month](images/chart.png "Traffic by month")');
    expect(written).toMatch(/\| Plan +\| Price +\|\n\| -+ \| -+ \|\n\| Growth \| \$99 +\|/);
  });

  it("keeps a new section's placeholder the template's words, so the page is not published with it", () => {
    const written = markdown.serialize(markdown.parse("[Write the markdown]"));
    expect(templateLeftovers({ markdown: written })).toEqual(["markdown"]);
  });
});
