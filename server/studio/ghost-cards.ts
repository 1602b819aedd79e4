/**
 * Ghost's callout and bookmark cards (as its editor renders them: `div.kg-callout-card`,
 * `figure.kg-bookmark-card`) become this editor's cards (ADR 041) instead of loose paragraphs: a
 * callout a `:::callout` with the tone nearest its colour, a bookmark a video card when it points at
 * a video, else a call to action to its address. Used by the HTML-to-Markdown step of an import
 * (foreign-import.ts), whichever blog the HTML came from: only Ghost's classes are matched.
 */
import type { Element, ElementContent, Root as HastRoot } from "hast";
import type { Html, Paragraph, RootContent, Text } from "mdast";
import type { ContainerDirective } from "mdast-util-directive";
import type { Options as ToMdastOptions } from "rehype-remark";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { toString } from "mdast-util-to-string";
import { MARKDOWN_TAG } from "./ghost-documents.ts";
import { isCtaHref, videoOf, type CALLOUT_TONES } from "#shared/cards.ts";

type Tone = (typeof CALLOUT_TONES)[number];
/** hast-util-to-mdast's state, as rehype-remark hands it to a handler. */
type State = Parameters<NonNullable<NonNullable<ToMdastOptions["handlers"]>[string]>>[0];

/** Ghost's callout colours (backgroundColor) by the tone that reads the same here. */
const TONE_OF_COLOUR: Readonly<Record<string, Tone>> = { green: "tip", yellow: "warning", red: "warning" };

const CALLOUT_TAG = "ghost-callout";
const BOOKMARK_TAG = "ghost-bookmark";

const classesOf = (node: Element): string[] => (Array.isArray(node.properties["className"]) ? node.properties["className"].map(String) : []);
const hasClass = (node: ElementContent, name: string): node is Element => node.type === "element" && classesOf(node).includes(name);

/** The first element under `node` with the class `name`. */
function find(node: Element, name: string): Element | undefined {
  let found: Element | undefined;
  visit(node, "element", (child: Element) => {
    if (found) return false;
    if (hasClass(child, name)) found = child;
    return undefined;
  });
  return found;
}

const textOf = (node: Element | undefined): string =>
  node
    ? toString(node as never)
        .replace(/\s+/g, " ")
        .trim()
    : "";

/** A rehype step before rehype-remark: Ghost's card markup renamed to the tags `ghostCardHandlers` turn into directives. */
export function rehypeGhostCards() {
  return (tree: HastRoot) => {
    visit(tree, "element", (node: Element, index, parent) => {
      const classes = classesOf(node);
      // Ghost's Lexical writes bold and italic twice (`<b><strong>`): once is what it means.
      const [only] = node.children;
      if (
        parent &&
        index !== undefined &&
        node.children.length === 1 &&
        only?.type === "element" &&
        ((node.tagName === "b" && only.tagName === "strong") || (node.tagName === "i" && only.tagName === "em"))
      ) {
        parent.children[index] = only;
        return index;
      }
      if (node.tagName === MARKDOWN_TAG) {
        // Kept as written: rehype-remark would fold its line ends into spaces.
        node.properties = { markdown: toString(node as never) };
        node.children = [];
      } else if (classes.includes("kg-callout-card")) {
        const colour = classes.find((name) => name.startsWith("kg-callout-card-"))?.slice("kg-callout-card-".length) ?? "";
        const text = find(node, "kg-callout-text");
        node.tagName = CALLOUT_TAG;
        node.properties = { tone: TONE_OF_COLOUR[colour] ?? "note" };
        node.children = text?.children ?? [];
      } else if (classes.includes("kg-bookmark-card")) {
        const link = find(node, "kg-bookmark-container");
        const caption = node.children.find((child): child is Element => child.type === "element" && child.tagName === "figcaption");
        node.tagName = BOOKMARK_TAG;
        node.properties = {
          href: typeof link?.properties["href"] === "string" ? link.properties["href"] : "",
          title: textOf(find(node, "kg-bookmark-title")),
          caption: textOf(caption),
        };
        node.children = [];
      }
    });
  };
}

/** rehype-remark's handlers for the renamed cards; `note` says what became what, for the import's notes. */
export function ghostCardHandlers(note: (text: string) => void) {
  return {
    [CALLOUT_TAG]: (state: State, node: Element): ContainerDirective | undefined => {
      const children = state.toFlow(state.all(node)) as ContainerDirective["children"];
      // A callout with no words (only its emoji) is nothing to keep.
      if (!children.length) return undefined;
      const result: ContainerDirective = { type: "containerDirective", name: "callout", attributes: { tone: String(node.properties["tone"]) }, children };
      state.patch(node, result as never);
      return result;
    },
    [MARKDOWN_TAG]: (_state: State, node: Element): RootContent[] =>
      unified()
        .use(remarkParse)
        .use(remarkGfm)
        .parse(String(node.properties["markdown"] ?? "")).children,
    [BOOKMARK_TAG]: (_state: State, node: Element): RootContent[] => {
      const href = String(node.properties["href"] ?? "");
      const title = String(node.properties["title"] ?? "").trim() || hostOf(href);
      const caption = String(node.properties["caption"] ?? "");
      const after: Paragraph[] = caption ? [{ type: "paragraph", children: [{ type: "text", value: caption }] }] : [];
      if (videoOf(href)) {
        note(`bookmark card to ${href} became a video card`);
        return [leafCard("video", title, "src", href), ...after];
      }
      if (isCtaHref(href)) {
        note(`bookmark card to ${href} became a call-to-action button (its description and picture left out)`);
        return [leafCard("cta", title, "href", href), ...after];
      }
      if (!href) return after;
      // An http:// or odd address cannot be a button here (shared/cards.ts): a plain link keeps it.
      note(`bookmark card to ${href} became a link: a button leads only to this site or an https address`);
      const text: Text = { type: "text", value: title };
      return [{ type: "paragraph", children: [{ type: "link", url: href, children: [text] }] }, ...after];
    },
  };
}

/**
 * A leaf card line exactly as the editor writes one (card-nodes.ts: the label without brackets or line
 * ends, the value quoted with &amp; and &quot;), which the site reads too: written as is, not escaped again.
 */
function leafCard(name: string, label: string, attribute: string, value: string): Html {
  const quoted = value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/\n/g, " ");
  return { type: "html", value: `::${name}[${label.replace(/[[\]\s]+/g, " ").trim()}]{${attribute}="${quoted}"}` };
}

function hostOf(href: string): string {
  try {
    return new URL(href).hostname || href;
  } catch {
    return href || "A link";
  }
}
