import { describe, expect, it } from "vitest";
import { pageDocument } from "./page.ts";
import { SECTION_SCHEMAS } from "./sections.ts";
import { newSection, sectionSchemaOf } from "./starters.ts";
import { templateLeftovers } from "./templates.ts";

const types = SECTION_SCHEMAS.map((schema) => schema.shape.type.value);

describe("a section as the editor adds it", () => {
  it.each(types)("%s is valid as it stands, and cannot be published until written", (type) => {
    const section = newSection(type, new Set());
    const page = pageDocument.safeParse({ path: "/x", title: "A page", description: "A description of the page for search engines.", sections: [section] });
    expect(page.success ? [] : page.error.issues).toEqual([]);
    expect(templateLeftovers(section).length).toBeGreaterThan(0);
    expect(sectionSchemaOf(type)).toBeDefined();
  });

  it("asks for each text by the editor's label, and says how formatted text is written", () => {
    expect(newSection("image-text", new Set())).toMatchObject({ markdown: "[Write the text here: headings, lists and links from the toolbar]" });
    expect(newSection("logo-wall", new Set())).toMatchObject({ intro: { title: "[Write the title]" } });
    const words = JSON.stringify(types.map((type) => newSection(type, new Set())));
    expect(words).not.toMatch(/\[Write the (markdown|alt|href)\]/);
  });

  it("takes an anchor no other section on the page has", () => {
    expect(newSection("faq", new Set(["faq", "faq-2"])).id).toBe("faq-3");
  });
});
