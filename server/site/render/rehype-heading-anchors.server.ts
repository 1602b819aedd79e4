import GithubSlugger from "github-slugger";
import type { Element, ElementContent, Root } from "hast";
import type { VFile } from "vfile";

export interface TocEntry {
  depth: 2 | 3;
  id: string;
  text: string;
}

const textOf = (node: ElementContent): string =>
  node.type === "text" ? node.value : node.type === "element" ? node.children.map(textOf).join("") : "";

/**
 * Gives each h2 and h3 of an article an id from its text ("What has changed" -> what-has-changed,
 * numbered when repeated), puts a "#" link beside it for sharing a section, and records the
 * headings in `file.data.toc` for the table of contents. Runs after sanitizing: it adds only ids
 * made of [a-z0-9-] and links to them.
 */
export function rehypeHeadingAnchors(options: { label: (heading: string) => string }) {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const toc: TocEntry[] = [];
    const visit = (node: Root | Element) => {
      node.children = node.children.map((child) => {
        if (child.type !== "element") return child;
        if (child.tagName !== "h2" && child.tagName !== "h3") {
          visit(child);
          return child;
        }
        const text = child.children.map(textOf).join("").trim();
        const id = slugger.slug(text) || `section-${toc.length + 1}`;
        toc.push({ depth: child.tagName === "h2" ? 2 : 3, id, text });
        // Beside the heading, not in it: the heading's accessible name stays its text.
        return {
          type: "element",
          tagName: "div",
          properties: { className: ["heading-wrap"] },
          children: [
            { ...child, properties: { ...child.properties, id } },
            {
              type: "element",
              tagName: "a",
              properties: { href: `#${id}`, className: ["heading-anchor"], ariaLabel: options.label(text) },
              children: [{ type: "text", value: "#" }],
            },
          ],
        } satisfies Element;
      }) as typeof node.children;
    };
    visit(tree);
    file.data.toc = toc;
  };
}
