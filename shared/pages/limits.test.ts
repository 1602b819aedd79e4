import { describe, expect, it } from "vitest";
import { deepestNesting, PAGE_LIMITS } from "./limits.ts";
import { campaignPage as page, pageProblems as problems } from "#tests/shared/page-document.ts";

const checklist = (id: string, entries: number, word = "Ships in a day") => ({ type: "checklist", id, items: Array.from({ length: entries }, () => word) });
const richText = (id: string, markdown: string) => ({ type: "rich-text", id, markdown });

/** `total` entries in `sections` checklists, the first holding as many as a section may. */
function checklists(sections: number, total: number, word: string) {
  const rest = total - PAGE_LIMITS.itemsPerSection;
  return Array.from({ length: sections }, (_, index) => {
    const entries = index === 0 ? PAGE_LIMITS.itemsPerSection : Math.floor(rest / (sections - 1)) + (index <= rest % (sections - 1) ? 1 : 0);
    return checklist(`list-${index}`, entries, word);
  });
}

/** A page just under every limit at once: the most sections, entries, formatted text and size. */
function justUnder() {
  const text = richText("story", "> ".repeat(PAGE_LIMITS.formattedNesting) + "x".repeat(PAGE_LIMITS.formattedCharacters - 2 * PAGE_LIMITS.formattedNesting));
  const lists = (word: string) => checklists(PAGE_LIMITS.sections - 1, PAGE_LIMITS.itemsPerPage, word);
  let word = "w";
  while (JSON.stringify(page([text, ...lists(`${word}w`)])).length <= PAGE_LIMITS.pageCharacters) word += "w";
  return page([text, ...lists(word)]);
}

describe("what a page may hold", () => {
  it("takes a page just under every limit at once", () => {
    const document = justUnder();
    expect(JSON.stringify(document).length).toBeGreaterThan(PAGE_LIMITS.pageCharacters - PAGE_LIMITS.itemsPerPage);
    expect((document.sections as Array<{ items?: string[] }>).flatMap((section) => section.items ?? [])).toHaveLength(PAGE_LIMITS.itemsPerPage);
    expect(problems(document)).toEqual([]);
  });

  it("refuses an entry too many in a page's lists together", () => {
    const document = page(checklists(PAGE_LIMITS.sections, PAGE_LIMITS.itemsPerPage + 1, "Ships in a day"));
    expect(problems(document)).toEqual([`sections: A page holds at most 600 entries in its sections' lists; this one has 601.`]);
  });

  it("refuses a section too many, saying how many a page holds and this one has", () => {
    const sections = Array.from({ length: PAGE_LIMITS.sections + 1 }, (_, index) => checklist(`list-${index}`, 1));
    expect(problems(page(sections))).toEqual([`sections: A page holds at most ${PAGE_LIMITS.sections} sections; this one has ${PAGE_LIMITS.sections + 1}.`]);
    expect(problems(page(sections.slice(1)))).toEqual([]);
  });

  it("refuses a section whose lists hold too many entries, nested ones counted, at its largest list", () => {
    expect(problems(page([checklist("why", PAGE_LIMITS.itemsPerSection + 1)]))).toEqual([`sections 1 (checklist) › items: A section holds at most ${PAGE_LIMITS.itemsPerSection} entries in its lists; this one has ${PAGE_LIMITS.itemsPerSection + 1}.`]);
    // 20 rows of 4 cells and 4 columns: 104 entries.
    const table = { type: "table", id: "specs", intro: { title: "Specifications" }, table: { caption: "What each plan includes", columns: ["A", "B", "C", "D"], rows: Array.from({ length: 20 }, () => ["1", "2", "3", "4"]) } };
    expect(problems(page([table]))).toEqual([`sections 1 (table) › table: A section holds at most ${PAGE_LIMITS.itemsPerSection} entries in its lists; this one has 104.`]);
    expect(problems(page([{ ...table, table: { ...table.table, rows: table.table.rows.slice(1) } }]))).toEqual([]);
  });

  it("refuses a text too long for any field, before the field's own rule", () => {
    const faq = (answer: string) => page([{ type: "faq", id: "questions", items: [{ question: "Why?", answer }] }]);
    expect(problems(faq("a".repeat(PAGE_LIMITS.textCharacters + 1)))).toEqual([`sections 1 (faq) › items 1 › answer: A text holds at most 2,000 characters; this one has 2,001.`]);
    expect(problems(faq("a".repeat(1_501)))).toEqual(["sections 1 (faq) › items 1 › answer: Keep this under 1500 characters."]);
  });

  it("refuses formatted text over the page's share, however it is split between sections, and nested too deep", () => {
    const half = "x".repeat(PAGE_LIMITS.formattedCharacters / 2);
    expect(problems(page([richText("one", half), richText("two", half)]))).toEqual([]);
    expect(problems(page([richText("one", half), richText("two", `${half}y`)]))).toEqual([
      `sections 2 (rich-text) › markdown: A page's formatted text holds at most 6,000 characters in all its sections; with this one it has 6,001.`,
    ]);
    expect(problems(page([richText("quote", `${"> ".repeat(PAGE_LIMITS.formattedNesting + 1)}Deep`)]))).toEqual([
      `sections 1 (rich-text) › markdown: Formatted text nests quotes, lists and cards at most ${PAGE_LIMITS.formattedNesting} deep; this one goes ${PAGE_LIMITS.formattedNesting + 1} deep.`,
    ]);
  });

  it("refuses the issue's document, 480 KB of 5,661 sections, for its size alone", () => {
    const sections = Array.from({ length: 5_661 }, (_, index) => ({ ...checklist(`s${index}`, 1, "x".repeat(40)), tone: "muted" }));
    const document = page(sections);
    expect(JSON.stringify(document).length).toBeGreaterThan(400_000);
    expect(problems(document)).toEqual([
      `the page: A page holds at most 64,000 characters in all; this one has ${JSON.stringify(document).length.toLocaleString("en-US")}.`,
      "sections: A page holds at most 40 sections; this one has 5,661.",
    ]);
  });
});

describe("how deep formatted text nests", () => {
  it("counts quote marks, list bullets and the cards open around a line", () => {
    expect(deepestNesting("Plain words.\n\nMore words.")).toBe(0);
    expect(deepestNesting("> A quote\n> - with a list\n>   - nested")).toBe(2);
    expect(deepestNesting("- - - - x")).toBe(4);
    expect(deepestNesting(":::callout\n> a quote in a card\n:::\n\n:::callout\nx\n:::")).toBe(2);
    expect(deepestNesting(":::note\n".repeat(50))).toBe(50);
  });

  it("reads a rule as no nesting, and a sentence that starts with a number as one level at most", () => {
    expect(deepestNesting("* * * * * * * * * * * *")).toBe(0);
    expect(deepestNesting("2026. A year of growth.")).toBe(1);
    expect(deepestNesting("---\n\nWords")).toBe(0);
  });
});

describe("a hostile document", () => {
  it("nested thousands of lists deep is refused in words, not with a stack overflow", () => {
    let deep: unknown = "x";
    for (let i = 0; i < 50_000; i++) deep = [deep];
    const document = page([{ type: "checklist", id: "deep", items: deep }]);
    expect(() => problems(document)).not.toThrow();
    expect(problems(document)).toEqual(["sections 1 (checklist) › items 1: Write this."]);
  });
});
