import { describe, expect, it } from "vitest";
import { pageDocument } from "#shared/pages/page.ts";
import { pageFromTemplate, unfinishedFields } from "#shared/pages/templates.ts";
import { fieldLabelOf } from "./field-labels.ts";

describe("a refused field named as the editor labels it", () => {
  const product = pageDocument.parse(pageFromTemplate("product", "/spring", "Spring webinar"));

  it("names every placeholder a template leaves by its section and its fields' labels, never by its path", () => {
    const labels = Object.keys(unfinishedFields(product)).map((path) => fieldLabelOf(product, path));
    expect(labels).toContain("Hero › Lead paragraph");
    expect(labels).toContain("Description");
    for (const label of labels) expect(label).not.toMatch(/sections|\.\d/);
  });

  it("numbers a list's entries and a second section of one type", () => {
    const page = { ...product, sections: [...product.sections, product.sections.find((section) => section.type === "features")!] };
    const features = page.sections.findIndex((section) => section.type === "features");
    expect(fieldLabelOf(page, `sections.${features}.items.1.title`)).toMatch(/^Feature grid 1 › Items 2 › Title$/);
    expect(fieldLabelOf(page, `sections.${page.sections.length - 1}.intro.title`)).toMatch(/^Feature grid 2 › /);
  });

  it("keeps the server's path for one it cannot place", () => {
    expect(fieldLabelOf(product, "sections.99.title")).not.toContain(".");
    expect(fieldLabelOf(product, "nothing.here")).toBe("nothing.here");
  });
});
