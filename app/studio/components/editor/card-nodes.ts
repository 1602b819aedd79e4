/**
 * The cards in the rich editor (ADR 041), written as the Markdown directives the site draws
 * (server/site/render/remark-cards.server.ts): a call to action `::cta[label]{href="…"}`, a callout
 * `:::callout{tone="…"} … :::`, a video `::video[title]{src="…"}` and a gallery `:::gallery` of images,
 * one per line. Each reads and writes exactly that syntax, so a post keeps its cards whichever view
 * it is edited in.
 */
import { Node, type JSONContent, type MarkdownToken } from "@tiptap/core";

/** An attribute value as a directive holds it: quotes and line ends cannot end it early. */
const quoted = (value: string) => `"${value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/\n/g, " ")}"`;
const unquoted = (value: string) => value.replace(/&quot;/g, '"').replace(/&amp;/g, "&");
/** A label in brackets: a closing bracket would end it. */
const label = (value: string) => value.replace(/[[\]\n]/g, " ").trim();

/** `{name="value" …}` as an object (remark-directive's quoted form, the one these cards write). */
function attributesOf(source: string): Record<string, string> {
  return Object.fromEntries([...source.matchAll(/([a-z]+)="([^"]*)"/g)].map(([, name, value]) => [name!, unquoted(value!)]));
}

/** A leaf card: `::name[label]{attributes}` alone on its line. */
function leafCard(name: string, labelAttribute: string, attribute: string) {
  const pattern = new RegExp(`^::${name}\\[([^\\]\\n]*)\\]\\{([^}\\n]*)\\}[ \\t]*(?:\\n|$)`);
  return {
    markdownTokenizer: {
      name,
      level: "block" as const,
      start: (src: string) => src.search(new RegExp(`(^|\\n)::${name}\\[`)),
      tokenize: (src: string) => {
        const match = pattern.exec(src);
        return match ? { type: name, raw: match[0], label: match[1]!, attributes: attributesOf(match[2]!) } : undefined;
      },
    },
    parseMarkdown: (token: MarkdownToken) => ({ type: name, attrs: { [labelAttribute]: token["label"] as string, [attribute]: (token["attributes"] as Record<string, string>)[attribute] ?? "" } }),
    renderMarkdown: (node: JSONContent) => `::${name}[${label(String(node.attrs?.[labelAttribute] ?? ""))}]{${attribute}=${quoted(String(node.attrs?.[attribute] ?? ""))}}`,
  };
}

/** A card drawn from its attributes alone (no text inside): `::name[label]{attribute="…"}`. */
function leafCardNode(name: string, [labelAttribute, labelDefault]: readonly [string, string], [attribute, attributeDefault]: readonly [string, string]) {
  return Node.create({
    name,
    group: "block",
    atom: true,
    draggable: true,
    addAttributes: () => ({ [labelAttribute]: { default: labelDefault }, [attribute]: { default: attributeDefault } }),
    parseHTML: () => [{ tag: `div[data-card=${name}]` }],
    renderHTML: ({ HTMLAttributes }) => ["div", { "data-card": name, ...HTMLAttributes }],
    ...leafCard(name, labelAttribute, attribute),
  });
}

export const CtaCard = leafCardNode("cta", ["text", "Book a demo"], ["href", "/booking"]);

export const VideoCard = leafCardNode("video", ["title", ""], ["src", ""]);

export const CalloutCard = Node.create({
  name: "callout",
  group: "block",
  content: "block+",
  defining: true,
  addAttributes: () => ({ tone: { default: "note" } }),
  parseHTML: () => [{ tag: "aside[data-card=callout]", getAttrs: (element) => ({ tone: (element as HTMLElement).dataset["tone"] ?? "note" }) }],
  renderHTML: ({ node }) => ["aside", { "data-card": "callout", "data-tone": node.attrs["tone"], class: "article-callout" }, 0],
  markdownTokenizer: {
    name: "callout",
    level: "block",
    start: (src: string) => src.search(/(^|\n):::callout\b/),
    tokenize: (src, _tokens, lexer) => {
      const match = /^:::callout(?:\{([^}\n]*)\})?[ \t]*\n([\s\S]*?)\n:::[ \t]*(?:\n|$)/.exec(src);
      if (!match) return undefined;
      return { type: "callout", raw: match[0], tone: attributesOf(match[1] ?? "")["tone"] ?? "note", tokens: lexer.blockTokens(match[2]!) };
    },
  },
  parseMarkdown: (token, helpers) => ({ type: "callout", attrs: { tone: token["tone"] as string }, content: helpers.parseChildren(token.tokens ?? []) }),
  renderMarkdown: (node, helpers) => `:::callout{tone=${quoted(String(node.attrs?.["tone"] ?? "note"))}}\n${helpers.renderChildren(node.content ?? [], "\n\n").trim()}\n:::`,
});

export const GalleryCard = Node.create({
  name: "gallery",
  group: "block",
  content: "image+",
  draggable: true,
  parseHTML: () => [{ tag: "div[data-card=gallery]" }],
  renderHTML: () => ["div", { "data-card": "gallery", class: "article-gallery" }, 0],
  markdownTokenizer: {
    name: "gallery",
    level: "block",
    start: (src: string) => src.search(/(^|\n):::gallery\b/),
    tokenize: (src, _tokens, lexer) => {
      const match = /^:::gallery[ \t]*\n([\s\S]*?)\n:::[ \t]*(?:\n|$)/.exec(src);
      if (!match) return undefined;
      // Images and line ends only, as the site requires (remark-cards.server.ts); else it stays text.
      const inline = lexer.inlineTokens(match[1]!);
      const images = inline.filter((token) => token.type === "image");
      const onlyImages = inline.every((token) => token.type === "image" || token.type === "br" || (token.type === "text" && !(token.raw ?? "").trim()));
      return onlyImages && images.length > 0 ? { type: "gallery", raw: match[0], tokens: images } : undefined;
    },
  },
  parseMarkdown: (token, helpers) => ({ type: "gallery", content: helpers.parseChildren(token.tokens ?? []) }),
  renderMarkdown: (node, helpers) => `:::gallery\n${helpers.renderChildren(node.content ?? [], "\n").trim()}\n:::`,
});
