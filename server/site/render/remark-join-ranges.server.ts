import { joinRanges } from "#shared/content/typography.ts";

interface MarkdownNode {
  type: string;
  value?: string;
  children?: MarkdownNode[];
}

/**
 * Ranges in article and legal text become one unit (content/typography.ts), as in the site's copy.
 * Text nodes only: code spans and blocks are other node types, so "2024-01-20" in code stays as typed.
 */
export function remarkJoinRanges() {
  const visit = (node: MarkdownNode) => {
    if (node.type === "text" && node.value !== undefined) node.value = joinRanges(node.value);
    node.children?.forEach(visit);
  };
  return visit;
}
