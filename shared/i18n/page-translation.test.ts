import { describe, expect, it } from "vitest";
import { pageDocument, type PageDocument } from "#shared/pages/page.ts";
import { templateLeftovers } from "#shared/pages/templates.ts";
import { textFieldOf, translationDraft, translationPath } from "./page-translation.ts";
import fs from "node:fs";
import { parse } from "yaml";

const original: PageDocument = pageDocument.parse({
  path: "/spring-webinar",
  title: "Spring webinar",
  description: "Forty minutes on AI outreach.",
  breadcrumbs: [{ name: "Webinars", path: "/webinars" }],
  sections: [
    { type: "hero", id: "hero", title: "Outreach that books meetings", primary: { label: "Save a seat", href: "/booking" }, visual: "image", image: { name: "images/team.jpg", alt: "The team" } },
    { type: "features", id: "why", style: "plain", items: [{ icon: "sparkles", title: "Fast", description: "Live in a day." }] },
  ],
});

describe("a page's translation", () => {
  it("lives under its language's segment", () => {
    expect(translationPath("/pricing", "de")).toBe("/de/pricing");
    expect(translationPath("/", "pt-BR")).toBe("/pt-br");
  });

  it("starts as the original's structure with every word a placeholder, so nothing untranslated can go live", () => {
    const draft = translationDraft(original, "/de/webinar");
    expect(draft.path).toBe("/de/webinar");
    expect(draft.title).toBe("[Write the title]");
    expect(draft.breadcrumbs).toEqual([{ name: "[Write the name]", path: "/webinars" }]);
    expect(draft.sections[0]).toMatchObject({
      id: "hero",
      title: "[Write the title]",
      primary: { label: "[Write the label]", href: "/booking" },
      image: { name: "images/team.jpg", alt: "[Write the alt]" },
    });
    expect(draft.sections[1]).toMatchObject({ id: "why", items: [{ icon: "sparkles", title: "[Write the title]", description: "[Write the description]" }] });
    expect(pageDocument.safeParse(draft).success).toBe(true);
    expect(templateLeftovers(draft.sections)).toHaveLength(5);
    expect(original.title).toBe("Spring webinar");
  });

  it("writes the short placeholder where the field is too short for the named one, so every page can be translated", () => {
    // The site's own pricing page: its annual badge may hold 20 characters, "[Write the annual badge]" has 24.
    const pricing = pageDocument.parse(parse(fs.readFileSync("content/pages/pricing.yaml", "utf8")));
    const draft = translationDraft(pricing, "/de/pricing");
    expect(pageDocument.safeParse(draft).success).toBe(true);
    const billing = (draft.sections.find((section) => section.type === "pricing-packages") as { billing: Record<string, string> }).billing;
    expect(billing["annualBadge"]).toBe("[Write]");
    expect(
      Object.values(billing)
        .filter((words) => words !== "[Write]")
        .every((words) => /^\[Write the .+\]$/.test(words)),
    ).toBe(true);
  });

  it("names an editor's field as the original's words are named, by the section's anchor", () => {
    expect(textFieldOf(original, "sections.1.items.0.title")).toBe("sections.why.items.0.title");
    expect(textFieldOf(original, "title")).toBe("title");
  });
});
