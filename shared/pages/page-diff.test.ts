import { describe, expect, it } from "vitest";
import { sameValue } from "./field-changes.ts";
import { pageChanges, pageFieldChanges } from "./page-diff.ts";
import { pageDocument, type PageDocument } from "./page.ts";

const page = (sections: unknown[], fields: Record<string, unknown> = {}): PageDocument =>
  pageDocument.parse({ path: "/offer", title: "Winter offer", description: "Three months of the stack at the price of two, for teams that start before March.", sections, ...fields });
const faq = (answer: string) => ({ type: "faq", id: "faq", intro: { title: "Questions" }, items: [{ question: "Who can take it?", answer }] });
const band = { type: "cta-band", id: "closing", title: "Start this winter", body: "Three months for the price of two.", primary: { label: "Book a demo", href: "/booking" } };
const hero = { type: "hero", id: "hero", title: "Winter offer" };

describe("how one copy of a page differs from another", () => {
  it("names sections by anchor: changed, only in one copy, in another order; and the page's own fields", () => {
    const revision = page([hero, faq("Any team."), band]);
    const current = page([band, { ...hero, title: "Spring offer" }, { ...band, id: "second" }], { title: "Spring offer" });
    expect(pageChanges(revision, current)).toEqual([
      { kind: "field", field: "title" },
      { kind: "changed", section: { type: "hero", id: "hero", heading: "Winter offer" } },
      { kind: "only-here", section: { type: "faq", id: "faq", heading: "Questions" } },
      { kind: "only-there", section: { type: "cta-band", id: "second", heading: "Start this winter" } },
      { kind: "order" },
    ]);
    expect(pageChanges(revision, page([hero, faq("Any team."), band]))).toEqual([]);
  });

  it("compares values whatever their keys' order, and an absent key as undefined", () => {
    expect(sameValue({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameValue({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameValue([], {})).toBe(false);
  });
});

describe("a page's old and new words, by the editor's labels", () => {
  const names = { order: "Order of the sections" };

  it("names each changed field by its labels, never its path, with both texts", () => {
    const from = page([{ ...hero, primary: { label: "Book a demo", href: "/booking" } }, faq("Any team.")]);
    const to = page([{ ...hero, title: "Spring offer", primary: { label: "Talk to sales", href: "/booking" } }, faq("Any team of five or more.")], { noindex: true });
    expect(pageFieldChanges(from, to, names)).toEqual([
      { where: ["Hide from search engines"], before: "No", after: "Yes" },
      { where: ["Hero: Spring offer", "Title"], before: "Winter offer", after: "Spring offer" },
      { where: ["Hero: Spring offer", "Main button", "Label"], before: "Book a demo", after: "Talk to sales" },
      { where: ["FAQ: Questions", "Items 1", "Answer"], before: "Any team.", after: "Any team of five or more." },
    ]);
    expect(pageFieldChanges(from, structuredClone(from), names)).toEqual([]);
  });

  it("a section in one copy only has its words on one side; sections moved, their names in each order", () => {
    const changes = pageFieldChanges(page([hero, band]), page([band, hero, faq("Any team.")]), names);
    expect(changes.filter((change) => change.where[0] === "FAQ: Questions")).toEqual(
      expect.arrayContaining([
        { where: ["FAQ: Questions", "Heading", "Title"], before: "", after: "Questions" },
        { where: ["FAQ: Questions", "Items 1", "Question"], before: "", after: "Who can take it?" },
        { where: ["FAQ: Questions", "Items 1", "Answer"], before: "", after: "Any team." },
      ]),
    );
    expect(changes.at(-1)).toEqual({
      where: ["Order of the sections"],
      before: "Hero: Winter offer\nCall to action band: Start this winter",
      after: "Call to action band: Start this winter\nHero: Winter offer",
    });
  });
});
