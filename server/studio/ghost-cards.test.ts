/**
 * Ghost's callout and bookmark cards, in each form a Ghost export carries them (the `html` Ghost
 * rendered, Lexical in Ghost 5, Mobiledoc in Ghost 1–4; shapes as Ghost's kg-default-nodes and
 * kg-default-cards write them), become this editor's cards, and the site draws them as cards.
 */
import { describe, expect, it } from "vitest";
import { renderArticle } from "#server/site/render/blog.server.ts";
import { convertForeign } from "./foreign-import.ts";
import { readGhostExport } from "./ghost-export.ts";

/** One post of a Ghost export with the text fields given (`html`, `lexical`, `mobiledoc`). */
const exportWith = (fields: Record<string, unknown>) => ({
  db: [
    {
      meta: { exported_on: 1764000000000, version: "5.96.0" },
      data: {
        posts: [{ id: "p1", title: "Cards", slug: "cards", type: "post", status: "draft", created_at: "2025-02-01T09:00:00.000Z", html: null, lexical: null, mobiledoc: null, ...fields }],
        tags: [{ id: "t1", name: "Guides" }],
        posts_tags: [{ post_id: "p1", tag_id: "t1" }],
        users: [{ id: "u1", name: "Jo Bloggs" }],
        posts_authors: [{ post_id: "p1", author_id: "u1" }],
      },
    },
  ],
});

/** The post's Markdown as the import writes it, and its notes. */
async function imported(fields: Record<string, unknown>) {
  const { posts, authors, notes } = readGhostExport(exportWith(fields), "ghost.json");
  const converted = await convertForeign(posts, authors, () => undefined, "ghost.json");
  return { body: converted.documents[0]!.source.split(/\n---\n\n/)[1]!, notes: [...converted.notes, ...notes] };
}

const calloutLexical = {
  type: "callout",
  version: 1,
  calloutText: '<p dir="ltr"><span style="white-space: pre-wrap;">Back up </span><b><strong style="white-space: pre-wrap;">first</strong></b></p>',
  calloutEmoji: "⚠️",
  backgroundColor: "yellow",
};
const bookmarkLexical = {
  type: "bookmark",
  version: 1,
  url: "https://ghost.org/docs/",
  metadata: {
    icon: "https://ghost.org/favicon.ico",
    title: "Ghost Docs",
    description: "Everything you need to know about working with Ghost.",
    author: "Ghost",
    publisher: "Ghost - The Professional Publishing Platform",
    thumbnail: "https://ghost.org/images/meta/ghost-docs.png",
  },
  caption: "",
};

describe("Ghost's cards as this editor's cards", () => {
  it("reads them from the HTML Ghost rendered: a callout in the tone of its colour, a bookmark as a button to its address", async () => {
    const html =
      '<p>Before.</p><div class="kg-card kg-callout-card kg-callout-card-green"><div class="kg-callout-emoji">✅</div><div class="kg-callout-text">Ship it <em>today</em>.</div></div>' +
      '<figure class="kg-card kg-bookmark-card kg-card-hascaption"><a class="kg-bookmark-container" href="https://ghost.org/docs/"><div class="kg-bookmark-content"><div class="kg-bookmark-title">Ghost Docs</div><div class="kg-bookmark-description">Everything you need to know.</div><div class="kg-bookmark-metadata"><img class="kg-bookmark-icon" src="https://ghost.org/favicon.ico" alt=""><span class="kg-bookmark-author">Ghost</span><span class="kg-bookmark-publisher">Ghost</span></div></div><div class="kg-bookmark-thumbnail"><img src="https://ghost.org/images/meta/ghost-docs.png" alt=""></div></a><figcaption>Where to start</figcaption></figure>' +
      '<figure class="kg-card kg-bookmark-card"><a class="kg-bookmark-container" href="http://old.example/post"><div class="kg-bookmark-content"><div class="kg-bookmark-title">An old post</div></div></a></figure>';
    const { body, notes } = await imported({ html });
    expect(body).toBe('Before.\n\n:::callout{tone="tip"}\nShip it _today_.\n:::\n\n::cta[Ghost Docs]{href="https://ghost.org/docs/"}\n\nWhere to start\n\n[An old post](http://old.example/post)\n');
    // Nothing fetched or linked from the bookmark's pictures: they are not images of the post.
    expect(notes).toEqual([
      "cards.md: bookmark card to https://ghost.org/docs/ became a call-to-action button (its description and picture left out)",
      "cards.md: bookmark card to http://old.example/post became a link: a button leads only to this site or an https address",
    ]);
    const { html: drawn } = await renderArticle(body);
    expect(drawn).toContain('<aside class="article-callout" data-tone="tip"><p>Ship it <em>today</em>.</p></aside>');
    expect(drawn).toContain('<p class="article-cta"><a href="https://ghost.org/docs/" class="article-cta-button">Ghost Docs</a></p>');
  });

  it("reads them from Lexical (Ghost 5) when the export has no HTML", async () => {
    const lexical = {
      root: {
        type: "root",
        version: 1,
        children: [
          { type: "paragraph", version: 1, children: [{ type: "extended-text", text: "Read this", format: 1, version: 1 }] },
          calloutLexical,
          bookmarkLexical,
          { type: "bookmark", version: 1, url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", metadata: { title: "The talk" }, caption: "" },
          { type: "signup", version: 1 },
        ],
      },
    };
    const { body, notes } = await imported({ lexical: JSON.stringify(lexical) });
    expect(body).toBe(
      '**Read this**\n\n:::callout{tone="warning"}\nBack up **first**\n:::\n\n::cta[Ghost Docs]{href="https://ghost.org/docs/"}\n\n::video[The talk]{src="https://www.youtube.com/watch?v=dQw4w9WgXcQ"}\n',
    );
    expect(notes).toEqual([
      "cards.md: bookmark card to https://ghost.org/docs/ became a call-to-action button (its description and picture left out)",
      "cards.md: bookmark card to https://www.youtube.com/watch?v=dQw4w9WgXcQ became a video card",
      "cards.md: a Ghost signup card was left out: add it again in the editor",
    ]);
    expect((await renderArticle(body)).html).toContain('<figure class="article-video">');
  });

  it("reads them from Mobiledoc (Ghost 1–4), with the text around them and its Markdown cards", async () => {
    const mobiledoc = {
      version: "0.3.1",
      atoms: [["soft-return", "", {}]],
      cards: [
        ["callout", { calloutEmoji: "💡", calloutText: "Keep it <em>short</em>.", backgroundColor: "blue" }],
        ["bookmark", { url: "https://ghost.org/docs/", metadata: bookmarkLexical.metadata, caption: "" }],
        ["markdown", { markdown: "## A heading\n\n- one\n- two" }],
      ],
      markups: [["strong"], ["a", ["href", "https://example.com/"]]],
      sections: [
        [
          1,
          "p",
          [
            [0, [], 0, "See "],
            [0, [1], 1, "this"],
            [1, [], 0, 0],
            [0, [0], 1, "now"],
          ],
        ],
        [10, 0],
        [10, 1],
        [10, 2],
        [3, "ul", [[[0, [], 0, "a"]], [[0, [], 0, "b"]]]],
      ],
    };
    const { body } = await imported({ mobiledoc: JSON.stringify(mobiledoc) });
    expect(body).toBe(
      'See [this](https://example.com/)\\\n**now**\n\n:::callout{tone="note"}\nKeep it _short_.\n:::\n\n::cta[Ghost Docs]{href="https://ghost.org/docs/"}\n\n## A heading\n\n- one\n- two\n\n* a\n* b\n',
    );
  });

  it("writes a button's address and label as the editor writes them, so either view reads them back", async () => {
    const html =
      '<figure class="kg-card kg-bookmark-card"><a class="kg-bookmark-container" href="https://example.com/?a=1&amp;b=&quot;2&quot;"><div class="kg-bookmark-title">Pricing [2025]</div></a></figure>';
    const { body } = await imported({ html });
    expect(body).toBe('::cta[Pricing 2025]{href="https://example.com/?a=1&amp;b=&quot;2&quot;"}\n');
    expect((await renderArticle(body)).html).toContain('href="https://example.com/?a=1&#x26;b=%222%22"');
  });
});
