/**
 * The cards a writer puts in an article's text, written as Markdown directives (remark-directive;
 * ADR 041): a call to action `::cta[Book a demo]{href="/booking"}`, a callout
 * `:::callout{tone="tip"} … :::`, and a video `::video[Product tour]{src="https://youtu.be/…"}`
 * shown behind a click-to-load facade (no request to the video's site before the click), and a
 * gallery `:::gallery` of images, one per line, each with its caption as its title. Anything
 * else that reads as a directive (`:30am`, `::something`) stays the text it was.
 */
import type { Image, Root, RootContent, Text } from "mdast";
import type { ContainerDirective, LeafDirective, TextDirective } from "mdast-util-directive";
import type { VFile } from "vfile";
import { SKIP, visit } from "unist-util-visit";
import { toString } from "mdast-util-to-string";
import { blogCopy } from "#shared/content/blog.ts";
import { CALLOUT_TONES, isCtaHref, videoOf } from "#shared/cards.ts";

type Directive = ContainerDirective | LeafDirective | TextDirective;

export function remarkCards() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent) => {
      if (node.type !== "containerDirective" && node.type !== "leafDirective" && node.type !== "textDirective") return;
      const directive = node as Directive;
      if (cardOf(directive) || !parent || index === undefined) return;
      // Not one of ours: the text as it was written.
      const start = directive.position?.start.offset;
      const end = directive.position?.end.offset;
      const literal: Text = { type: "text", value: start !== undefined && end !== undefined ? String(file.value).slice(start, end) : `:${directive.name}` };
      parent.children.splice(index, 1, (directive.type === "textDirective" ? literal : { type: "paragraph", children: [literal] }) as never);
      return [SKIP, index];
    });
  };
}

/** Marks a directive to be drawn as its card; false when it is not a card (or a card that cannot be drawn). */
function cardOf(node: Directive): boolean {
  const attributes = node.attributes ?? {};
  if (node.type === "containerDirective" && node.name === "callout") {
    const tone = (CALLOUT_TONES as readonly string[]).includes(attributes["tone"] ?? "") ? attributes["tone"]! : "note";
    node.data = { hName: "aside", hProperties: { className: ["article-callout"], dataTone: tone } };
    return true;
  }
  if (node.type === "containerDirective" && node.name === "gallery") {
    const images = galleryImages(node);
    if (!images) return false;
    // Each image its own paragraph: with a caption, rehype-content-images makes it a <figure>.
    node.data = { hName: "div", hProperties: { className: ["article-gallery"] } };
    node.children = images.map((image) => ({ type: "paragraph", children: [image] })) as typeof node.children;
    return true;
  }
  if (node.type === "leafDirective" && node.name === "cta") {
    const href = attributes["href"] ?? "";
    const label = toString(node).trim();
    if (!label || !isCtaHref(href)) return false;
    node.data = { hName: "p", hProperties: { className: ["article-cta"] } };
    node.children = [{ type: "link", url: href, children: [{ type: "text", value: label }], data: { hProperties: { className: ["article-cta-button"] } } }] as RootContent[] as typeof node.children;
    return true;
  }
  if (node.type === "leafDirective" && node.name === "video") {
    const video = videoOf(attributes["src"] ?? "");
    if (!video) return false;
    const title = toString(node).trim() || blogCopy.video.untitled;
    node.data = { hName: "figure", hProperties: { className: ["article-video"] } };
    node.children = [
      {
        type: "link",
        url: video.page,
        children: [{ type: "text", value: blogCopy.video.play(title) }],
        data: { hProperties: { className: ["video-facade"], dataEmbed: video.embed, dataTitle: title } },
      },
    ] as RootContent[] as typeof node.children;
    return true;
  }
  return false;
}

/** A gallery's images, in order; undefined when it holds anything but images (then it is not drawn as one). */
function galleryImages(node: ContainerDirective): Image[] | undefined {
  const images: Image[] = [];
  for (const block of node.children) {
    if (block.type !== "paragraph") return undefined;
    for (const inline of block.children) {
      if (inline.type === "image") images.push(inline);
      else if (!(inline.type === "break" || (inline.type === "text" && !inline.value.trim()))) return undefined;
    }
  }
  return images.length > 0 ? images : undefined;
}
