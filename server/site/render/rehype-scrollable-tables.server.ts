import type { Element, ElementContent, Root, RootContent } from "hast";

/**
 * Wraps each Markdown table in a focusable, labelled scroll region so a wide table scrolls on a
 * phone instead of clipping, and keyboard users can scroll it (WCAG 2.1.1).
 */
export function rehypeScrollableTables() {
  return (tree: Root) => {
    const visit = (node: Root | Element) => {
      node.children = node.children.map((child: RootContent | ElementContent) => {
        if (child.type !== "element") return child;
        if (child.tagName === "table") {
          return {
            type: "element",
            tagName: "div",
            properties: { className: ["table-scroll"], role: "region", tabIndex: 0, ariaLabel: "Table" },
            children: [child],
          } satisfies Element;
        }
        visit(child);
        return child;
      }) as typeof node.children;
    };
    visit(tree);
  };
}
