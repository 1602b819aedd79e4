import js2xliff from "xliff/js2xliff";
import xliff2js from "xliff/xliff2js";
import { describe, expect, it } from "vitest";
import { pageDocument, type PageDocument } from "#shared/pages/page.ts";
import { pageTexts, withTexts } from "#shared/pages/page-texts.ts";
import { placeholder } from "#shared/pages/placeholders.ts";
import { readTranslationFile, translationFile, type TranslationFileFor } from "./translation-files.ts";

const english = pageDocument.parse({
  path: "/spring-webinar",
  title: "Spring webinar",
  description: "Forty minutes on AI outreach with {brand}.",
  sections: [
    { type: "hero", id: "hero", title: "Outreach that books meetings", primary: { label: "Save a seat", href: "/booking" }, visual: "none" },
    { type: "rich-text", id: "story", markdown: "We [met](/about) **forty** teams." },
  ],
});
/** A translation as the studio makes it: the original's structure, every word the template's placeholder. */
const fresh: PageDocument = withTexts(english, new Map(pageTexts(english).map(({ field }) => [field, placeholder("the translation")])));
const german = new Map([
  ["title", "Frühjahrs-Webinar"],
  ["description", "Vierzig Minuten über KI-Outreach mit {brand}."],
  ["sections.hero.title", "Outreach, der Termine bucht"],
  ["sections.hero.primary.label", "Platz sichern"],
  ["sections.story.markdown", "Wir haben **vierzig** Teams [getroffen](/about)."],
]);
const FILE: TranslationFileFor = { id: "page-12", sourceLocale: "en-US", targetLocale: "de" };

/** What a translation tool does with the file: writes a target for each unit, the rest untouched. */
async function translatedXliff(xml: string, targets: ReadonlyMap<string, string>): Promise<string> {
  const js = await xliff2js(xml);
  for (const [field, unit] of Object.entries(js.resources![FILE.id]!)) unit.target = targets.get(field) ?? (unit.target as string);
  return js2xliff(js);
}

describe("a page translation's file for a translation agency", () => {
  it("is XLIFF 2.0 with one unit per word of the original, its targets empty while still placeholders", async () => {
    const xml = await translationFile("xliff", FILE, pageTexts(english), pageTexts(fresh));
    expect(xml).toMatch(/<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en-US" trgLang="de">/);
    const js = await xliff2js(xml);
    expect(Object.keys(js.resources!["page-12"]!)).toEqual(pageTexts(english).map(({ field }) => field));
    expect(js.resources!["page-12"]!["title"]).toEqual({ source: "Spring webinar", target: "" });
  });

  it("comes back translated and gives the translation its words, everything else as it was", async () => {
    const back = await translatedXliff(await translationFile("xliff", FILE, pageTexts(english), pageTexts(fresh)), german);
    const read = await readTranslationFile("xliff", back, FILE, pageTexts(english));
    expect(read).toEqual({ ok: true, texts: german });
    const translated = withTexts(fresh, read.ok ? read.texts : new Map());
    expect(translated.title).toBe("Frühjahrs-Webinar");
    expect(translated.sections[0]).toMatchObject({ title: "Outreach, der Termine bucht", primary: { label: "Platz sichern", href: "/booking" } });
  });

  it("carries the translation's own words already written, so a second round trip starts from them", async () => {
    const halfDone = withTexts(fresh, new Map([["title", "Frühjahrs-Webinar"]]));
    const js = await xliff2js(await translationFile("xliff", FILE, pageTexts(english), pageTexts(halfDone)));
    expect(js.resources!["page-12"]!["title"]!.target).toBe("Frühjahrs-Webinar");
    expect(js.resources!["page-12"]!["description"]!.target).toBe("");
  });

  it("round trips as JSON too", async () => {
    const json = JSON.parse(await translationFile("json", FILE, pageTexts(english), pageTexts(fresh)));
    for (const [field, unit] of Object.entries<{ target: string }>(json.resources["page-12"])) unit.target = german.get(field)!;
    expect(await readTranslationFile("json", JSON.stringify(json), FILE, pageTexts(english))).toEqual({ ok: true, texts: german });
  });

  it.each([
    ["another language", async (xml: string) => xml.replace('trgLang="de"', 'trgLang="fr"'), ["The file translates en-US into fr, not en-US into de."]],
    ["another document", async (xml: string) => xml.replace('file id="page-12"', 'file id="page-9"'), ["The file is for another document (page-9), not this translation (page-12)."]],
    ["a unit left out", async (xml: string) => xml.replace(/<unit id="sections.hero.title">[\s\S]*?<\/unit>/, ""), ["sections.hero.title: missing from the file."]],
    [
      "a unit added",
      async (xml: string) => xml.replace("</file>", '<unit id="sections.hero.primary.href"><segment><source>/booking</source><target>https://evil.example</target></segment></unit></file>'),
      ["sections.hero.primary.href: not a word of the original; it was not in the exported file."],
    ],
    ["a unit left untranslated", async (xml: string) => translatedXliff(xml, new Map([...german, ["sections.hero.primary.label", ""]])), ["sections.hero.primary.label: not translated yet."]],
    [
      "{brand} translated away",
      async (xml: string) => translatedXliff(xml, new Map([...german, ["description", "Vierzig Minuten über KI-Outreach."]])),
      ["description: keep its placeholders as the original has them ({brand})."],
    ],
    [
      "a link's address changed",
      async (xml: string) => translatedXliff(xml, new Map([...german, ["sections.story.markdown", "Wir haben **vierzig** Teams [getroffen](https://evil.example)."]])),
      ["sections.story.markdown: keep its link addresses as the original has them (/about)."],
    ],
    [
      "inline markup in a target",
      async (xml: string) => xml.replace("<target>Platz sichern</target>", '<target>Platz <ph id="1"/>sichern</target>'),
      ["sections.hero.primary.label: holds markup this export does not write; keep the text plain."],
    ],
  ])("is refused in words, naming what is wrong, for %s", async (_, change, problems) => {
    const translated = await translatedXliff(await translationFile("xliff", FILE, pageTexts(english), pageTexts(fresh)), german);
    expect(await readTranslationFile("xliff", await change(translated), FILE, pageTexts(english))).toEqual({ ok: false, problems });
  });

  it("takes back a text whose outer whitespace the XML tools dropped (a post's text ends with a line break)", async () => {
    const post = [{ field: "body", text: "Start with **the list**.\n\nThen the ads.\n", markdown: true as const }];
    const xml = await translationFile("xliff", FILE, post, []);
    const back = await translatedXliff(xml, new Map([["body", "Beginnen Sie mit **der Liste**.\n\nDann die Anzeigen."]]));
    expect(await readTranslationFile("xliff", back, FILE, post)).toEqual({ ok: true, texts: new Map([["body", "Beginnen Sie mit **der Liste**.\n\nDann die Anzeigen."]]) });
  });

  it("is refused when the original changed since it was made, naming the fields to look at again", async () => {
    const translated = await translatedXliff(await translationFile("xliff", FILE, pageTexts(english), pageTexts(fresh)), german);
    const edited = withTexts(english, new Map([["sections.hero.title", "Outreach that fills calendars"]]));
    expect(await readTranslationFile("xliff", translated, FILE, pageTexts(edited))).toEqual({
      ok: false,
      problems: ["sections.hero.title: the original has changed since this file was made; export the translation again."],
    });
  });

  it.each([
    ["not XML", "<xliff><file"],
    ["XLIFF 1.2", '<xliff version="1.2"><file source-language="en-US" target-language="de"><body></body></file></xliff>'],
    [
      "entities that expand",
      `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en-US" trgLang="de"><file id="page-12"><unit id="title"><segment><source>&c;</source><target>&c;</target></segment></unit></file></xliff>`,
    ],
  ])("is refused when it is %s", async (_, content) => {
    const read = await readTranslationFile("xliff", content, FILE, pageTexts(english));
    expect(read.ok).toBe(false);
    expect(JSON.stringify(read)).not.toContain("aaaaaaaaaa");
  });

  it("is refused unread when larger than a page's words can be", async () => {
    expect(await readTranslationFile("json", " ".repeat(3 * 1024 * 1024), FILE, pageTexts(english))).toEqual({
      ok: false,
      problems: ["The file is larger than 2 MB: it cannot be this document's words."],
    });
  });
});
