/**
 * A page at every limit at once (shared/pages/limits.ts), built to cost the server the most to
 * draw: the formatted text a page may hold, all of it a list of one-letter items (the Markdown that
 * costs the most per character at that size, measured against quotes, tables, nesting, headings,
 * paragraphs, cards, links and emphasis), and every
 * other section a comparison table sharing the page's entries (three icons a row: the most drawing
 * per entry, measured against checklists, cards, features and questions), its words as long as
 * the page's size allows. What `scripts/page-at-limits.ts` times and the preview tests send.
 */
import { PAGE_LIMITS } from "#shared/pages/limits.ts";
import type { PageDocumentInput } from "#shared/pages/page.ts";

const LIST_ITEM = "- x\n";

export function pageAtLimits(path = "/page-at-limits"): PageDocumentInput {
  const markdown = LIST_ITEM.repeat(Math.ceil(PAGE_LIMITS.formattedCharacters / LIST_ITEM.length)).slice(0, PAGE_LIMITS.formattedCharacters);
  const tables = PAGE_LIMITS.sections - 1;
  const page = (rows: number, word: string): PageDocumentInput => ({
    path,
    title: "A page at every limit",
    description: "Every section, list and text as large as a page may hold.",
    noindex: true,
    sections: [
      { type: "rich-text", id: "text", markdown },
      ...Array.from({ length: tables }, (_, index) => ({
        type: "comparison" as const,
        id: `table-${index + 1}`,
        intro: { title: `Table ${index + 1}` },
        columns: { feature: "Feature", essential: "Essential", growth: "Growth", enterprise: "Enterprise" },
        text: { included: "Included", notIncluded: "Not included" },
        rows: Array.from({ length: rows }, () => ({ feature: word, essential: true, growth: false, enterprise: true })),
      })),
    ],
  });
  const fits = (candidate: PageDocumentInput) => JSON.stringify(candidate).length <= PAGE_LIMITS.pageCharacters;
  let rows = Math.min(PAGE_LIMITS.itemsPerSection, Math.floor(PAGE_LIMITS.itemsPerPage / tables));
  while (rows > 1 && !fits(page(rows, "w"))) rows -= 1;
  let word = "w";
  while (fits(page(rows, `${word}w`))) word += "w";
  return page(rows, word);
}
