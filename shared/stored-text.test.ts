import { describe, expect, it } from "vitest";
import { experimentVariant } from "./experiments/experiment.ts";
import { DEFAULT_MENUS, siteMenus } from "./pages/menus.ts";
import { pageDocument } from "./pages/page.ts";
import { storeProblems, type PostFields } from "./post-fields.ts";
import { isStorableText, UNSTORABLE_TEXT_PROBLEM, unstorableTextAt } from "./stored-text.ts";

describe("text the store can keep", () => {
  it("is any text but a NUL or half of a UTF-16 pair", () => {
    for (const text of ["", "Spring webinar", "Crème brûlée 🎉", "tab\tand\nnew line", "\u0001"]) expect(isStorableText(text), JSON.stringify(text)).toBe(true);
    for (const text of ["\u0000", "Spring\u0000webinar", "half \ud83d", "\udc00 low first", "🎉".slice(1)]) expect(isStorableText(text), JSON.stringify(text)).toBe(false);
  });

  it("names the first field of a body that holds one, keys included, however deep", () => {
    expect(unstorableTextAt({ document: { title: "Fine", sections: [{ title: "ok" }, { intro: { title: "Why\u0000" } }] } })).toBe("document.sections.1.intro.title");
    expect(unstorableTextAt({ a: "x\u0000", b: "y\u0000" })).toBe("a");
    expect(unstorableTextAt({ menus: { "label\u0000": "Home" } })).toBe("menus.label\u0000");
    expect(unstorableTextAt({ tags: ["fine", "bad\u0000"] })).toBe("tags.1");
    expect(unstorableTextAt({ title: "Fine", count: 3, flags: [true, null] })).toBeUndefined();
    let deep: unknown = "bottom\u0000";
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(unstorableTextAt(deep)).toMatch(/^0(\.0)+$/);
  });
});

describe("the schemas of what the studio stores", () => {
  const nul = "\u0000";
  const page = (title: string, lead: string) => ({ path: "/spring", title, description: "A description of the page.", sections: [{ type: "hero", id: "hero", title: "Hello", lead }] });
  const problemsOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

  it("refuse it by field in a page (a section's copy too), the menus, an experiment's name and a post", () => {
    expect(problemsOf(pageDocument.safeParse(page(`Spring${nul}`, `Lead${nul}`)))).toEqual({ title: UNSTORABLE_TEXT_PROBLEM, "sections.0.lead": UNSTORABLE_TEXT_PROBLEM });
    const menus = structuredClone(DEFAULT_MENUS);
    menus.footer.blurb = `AI${nul}`;
    expect(problemsOf(siteMenus.safeParse(menus))).toEqual({ "footer.blurb": UNSTORABLE_TEXT_PROBLEM });
    expect(problemsOf(experimentVariant.safeParse({ key: "b", name: `Long${nul} headline`, weight: 50 }))).toEqual({ name: UNSTORABLE_TEXT_PROBLEM });
    const post: PostFields = { title: `Ten${nul}`, slug: "ten", excerpt: "", body: "", author: "", category: "", tags: [`ai${nul}`], cover: null, coverAlt: null, seoTitle: null, seoDescription: null, canonicalUrl: null, noindex: false };
    expect(storeProblems(post)).toEqual({ title: UNSTORABLE_TEXT_PROBLEM, tags: UNSTORABLE_TEXT_PROBLEM });
  });
});
