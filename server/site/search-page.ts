/**
 * A results page of the blog's search: the search page kept for the generation (rendered once,
 * without a query) with its two parts that show the query, its form and its findings, rendered for
 * this one (app/entry.server.tsx). The rest of the page (header, hero, topics, footer) is the same
 * for every query, and rendering it again was two thirds of a search's time on the server.
 */
import { SEARCH_FINDINGS_ID, SEARCH_INPUT_ID } from "#shared/blog-search.ts";
import type { SearchParts } from "./renderer.ts";

/** `kept` with its search form and its findings' contents replaced by `parts`. */
export function searchPageWith(kept: string, parts: SearchParts): string {
  const input = at(kept, `id="${SEARCH_INPUT_ID}"`, 0);
  const formStart = kept.lastIndexOf("<form", input);
  if (formStart < 0) throw new Error("The kept search page's search box is in no form");
  const formEnd = at(kept, "</form>", input) + "</form>".length;
  const section = at(kept, `<section id="${SEARCH_FINDINGS_ID}"`, formEnd);
  const findingsStart = at(kept, ">", section) + 1;
  const findingsEnd = at(kept, "</section>", findingsStart);
  return kept.slice(0, formStart) + parts.form + kept.slice(formEnd, findingsStart) + parts.findings + kept.slice(findingsEnd);
}

function at(html: string, text: string, from: number): number {
  const index = html.indexOf(text, from);
  if (index < 0) throw new Error(`The kept search page holds no ${text} (a page of another build?)`);
  return index;
}
