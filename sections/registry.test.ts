import { describe, expect, it } from "vitest";
import { z } from "zod";
import { editorFields, unlabelledFields } from "#shared/pages/field-meta.ts";
import { line } from "#shared/pages/fields.ts";
import type { SectionTools } from "#sections/define.ts";
import { libraryImagesIn, prepareSections, SECTION_TYPE_NAMES, sectionInfo, sectionSchemaOf, type Section } from "#sections/registry.ts";

describe("the section types' registry", () => {
  it.each(SECTION_TYPE_NAMES)("names %s in the palette, with a line and a drawing", (type) => {
    const { label, help, picture } = sectionInfo(type);
    expect(label.length).toBeGreaterThan(1);
    expect(help).toMatch(/\.$/);
    expect(picture.length).toBeGreaterThan(0);
  });

  it.each(SECTION_TYPE_NAMES)("labels every field of %s, nested ones too, in its metadata", (type) => {
    expect(unlabelledFields(sectionSchemaOf(type))).toEqual([]);
  });

  it("finds each field a schema leaves without a label, however deep", () => {
    const planted = z.strictObject({
      type: z.literal("planted"),
      title: line(60),
      items: z.array(z.strictObject({ name: line(40), quote: line(200).meta({ label: "Quote" }) })).meta({ label: "Items" }),
    });
    expect(unlabelledFields(planted)).toEqual(["title", "items.name"]);
  });

  it("gives the editor a type's fields, in order, named by their metadata", () => {
    const fields = editorFields(sectionSchemaOf("faq")).map(({ key, label }) => [key, label]);
    expect(fields).toEqual([
      ["id", "Anchor (its #name on the page)"],
      ["intro", "Heading"],
      ["tone", "Background"],
      ["items", "Items"],
    ]);
    expect(editorFields(sectionSchemaOf("image-text")).find((field) => field.key === "image")).toMatchObject({ label: "Image", widget: "media-image", optional: true });
  });

  it("refuses to draw a field without a label, naming it", () => {
    expect(() => editorFields(z.strictObject({ title: line(60) }))).toThrow(/"title" has no label/);
  });
});

describe("preparing a page's sections on the server", () => {
  const tools = (where: string): SectionTools => ({
    markdown: async (text) => `<p>${text}</p> (${where})`,
    legalText: async (kind) => ({ title: kind, effectiveDate: "2026-01-01", html: `<p>${kind}</p>` }),
    imageSize: async () => ({ width: 320, height: 120 }),
    form: async (id) => {
      throw new Error(`form ${id} is not published`);
    },
  });
  const page = (sections: unknown[]) => ({ path: "/x", sections: sections as Section[] });

  it("prepares each shown section whose type asks for it, by anchor, through the tools it is given", async () => {
    const prepared = await prepareSections(
      page([
        { type: "rich-text", id: "story", tone: "default", width: "narrow", markdown: "Hello" },
        { type: "rich-text", id: "hidden-story", hidden: true, tone: "default", width: "narrow", markdown: "Not shown" },
        { type: "legal", id: "privacy", document: "privacy", copy: { effective: "Effective", hostedLink: "Hosted", opensInNewTab: "New tab" } },
        { type: "faq", id: "faq", tone: "default", items: [{ question: "Q?", answer: "A." }] },
      ]),
      tools,
    );
    expect(prepared).toEqual({
      story: { html: "<p>Hello</p> (the page /x, section #story)" },
      privacy: { title: "privacy", effectiveDate: "2026-01-01", html: "<p>privacy</p>" },
    });
  });

  it("prepares nothing for a page whose sections need nothing", async () => {
    expect(await prepareSections(page([{ type: "faq", id: "faq", tone: "default", items: [{ question: "Q?", answer: "A." }] }]), tools)).toBeUndefined();
  });
});

describe("the media library's images a section names", () => {
  it("finds a picture and the images of formatted text, by field", () => {
    const section = {
      type: "image-text",
      id: "story",
      tone: "default",
      side: "right",
      title: "T",
      markdown: "![A chart](images/chart.png)",
      image: { name: "images/team.jpg", alt: "The team" },
    } as Section;
    expect(libraryImagesIn(section)).toEqual([
      { name: "images/chart.png", field: "markdown" },
      { name: "images/team.jpg", field: "image.name" },
    ]);
  });
});
