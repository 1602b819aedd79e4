import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { pageDocument, type PageDocument } from "./page.ts";
import { pageTexts, textChanges, withTexts } from "./page-texts.ts";

const page = (sections: unknown[]): PageDocument =>
  pageDocument.parse({
    path: "/spring-webinar",
    title: "Spring webinar",
    description: "Forty minutes on AI outreach.",
    breadcrumbs: [{ name: "Webinars", path: "/webinars" }],
    sections,
  });

const hero = {
  type: "hero",
  id: "hero",
  title: "Outreach that books meetings",
  primary: { label: "Save a seat", href: "/booking" },
  visual: "image",
  image: { name: "images/team.jpg", alt: "The team at a whiteboard" },
};
const features = { type: "features", id: "why", style: "plain", items: [{ icon: "sparkles", title: "Fast", description: "Live in a day." }] };
const story = { type: "rich-text", id: "story", markdown: "We [met](/about) **forty** teams." };

describe("a page's words", () => {
  it("are its own fields' and each section's, named by anchor, in reading order", () => {
    expect(pageTexts(page([hero, features, story]))).toEqual([
      { field: "title", text: "Spring webinar" },
      { field: "description", text: "Forty minutes on AI outreach." },
      { field: "breadcrumbs.0.name", text: "Webinars" },
      { field: "sections.hero.title", text: "Outreach that books meetings" },
      { field: "sections.hero.primary.label", text: "Save a seat" },
      { field: "sections.hero.image.alt", text: "The team at a whiteboard" },
      { field: "sections.why.items.0.title", text: "Fast" },
      { field: "sections.why.items.0.description", text: "Live in a day." },
      { field: "sections.story.markdown", text: "We [met](/about) **forty** teams.", markdown: true },
    ]);
  });

  it("keep their names when sections move, and change with words only", () => {
    const before = pageTexts(page([hero, features]));
    expect(pageTexts(page([features, hero])).sort((a, b) => a.field.localeCompare(b.field))).toEqual([...before].sort((a, b) => a.field.localeCompare(b.field)));
    const otherPicture = { ...hero, primary: { label: "Save a seat", href: "/contact" }, image: { name: "images/stage.jpg", alt: "The team at a whiteboard" } };
    expect(pageTexts(page([otherPicture, { ...features, style: "card" }]))).toEqual(before);
    expect(pageTexts(page([{ ...hero, title: "Outreach that fills calendars" }, features]))).not.toEqual(before);
  });

  it("leave out addresses, anchors, images' names, icons, prices and choices on every page of the seed", () => {
    for (const file of fs.readdirSync("content/pages")) {
      const texts = pageTexts(pageDocument.parse(parse(fs.readFileSync(`content/pages/${file}`, "utf8"))));
      expect(texts.length, file).toBeGreaterThan(0);
      const structural = texts.filter(
        ({ field, text }) =>
          /\.(href|path|id|icon|variant|visual|tone|style|align|columns|width)$|image\.name$|\.(monthly|setupFee)\.(kind|amount|min|max)$/.test(field) || /^(images\/|https?:|mailto:|tel:)/.test(text),
      );
      expect(structural, file).toEqual([]);
    }
  });
});

describe("a page given a translator's words", () => {
  const wordsOf = (document: PageDocument) => new Map(pageTexts(document).map(({ field, text }) => [field, text]));

  it("takes each word at its field and keeps everything else, wherever the sections stand", () => {
    const german = new Map([
      ["title", "Frühjahrs-Webinar"],
      ["sections.hero.image.alt", "Das Team an einer Tafel"],
      ["sections.why.items.0.title", "Schnell"],
      ["sections.story.markdown", "Wir haben [vierzig](/about) Teams getroffen."],
    ]);
    const translated = withTexts(page([story, hero, features]), german);
    expect([...german.keys()].map((field) => wordsOf(translated).get(field))).toEqual([...german.values()]);
    expect(wordsOf(translated).get("sections.hero.title")).toBe(hero.title);
    expect(translated.sections.map((shown) => shown.id)).toEqual(["story", "hero", "why"]);
    expect(translated.sections[1]).toMatchObject({ primary: { href: "/booking" }, image: { name: "images/team.jpg", alt: "Das Team an einer Tafel" } });
    expect(translated.path).toBe("/spring-webinar");
  });

  it("writes no value that is not a word of the page: addresses, images' names, fields it does not hold", () => {
    const original = page([hero]);
    const fields = [
      ["sections.hero.primary.href", "https://evil.example"],
      ["sections.hero.image.name", "images/other.jpg"],
      ["path", "/elsewhere"],
      ["sections.gone.title", "Weg"],
      ["sections.hero.items.3.title", "Nichts"],
    ] as const;
    expect(withTexts(original, new Map(fields))).toEqual(original);
  });
});

describe("what changed in a page's words", () => {
  it("names each word added, changed or gone, and nothing for a change of structure", () => {
    const before = pageTexts(page([hero, features]));
    const after = pageTexts(page([{ ...hero, title: "Outreach that fills calendars", primary: { label: "Save a seat", href: "/contact" } }, story]));
    expect(textChanges(before, after)).toEqual([
      { field: "sections.hero.title", change: "changed", before: "Outreach that books meetings", after: "Outreach that fills calendars" },
      { field: "sections.story.markdown", change: "added" },
      { field: "sections.why.items.0.title", change: "removed" },
      { field: "sections.why.items.0.description", change: "removed" },
    ]);
    expect(textChanges(before, before)).toEqual([]);
  });
});
