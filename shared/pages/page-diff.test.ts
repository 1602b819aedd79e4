import { describe, expect, it } from "vitest";
import { pageChanges, sameValue } from "./page-diff.ts";
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
