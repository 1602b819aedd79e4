import { expect, it } from "vitest";
import { site } from "#shared/content/site.ts";
import type { PageDocument } from "#shared/pages/page.ts";
import type { Section } from "#sections/registry.ts";
import { pageViewOf } from "./page-view.server.ts";

const images = (where: string) => ({ where, from: "the test's images", size: async (src: string) => (src === "images/team.jpg" ? { width: 1600, height: 1000 } : undefined) });

const page = (sections: unknown[]) => ({ path: "/our-story", title: "Our story by {brand}", description: "x", sections: sections as Section[] }) as PageDocument;

it("gives the sections' preparations the server's tools: the articles' pipeline with the site's facts, the legal texts, the library's sizes", async () => {
  const view = await pageViewOf(
    page([
      { type: "rich-text", id: "story", markdown: "We are **{brand}**." },
      { type: "image-text", id: "team", title: "The team", markdown: "Twelve people.", image: { name: "images/team.jpg", alt: "The [team]" } },
      { type: "legal", id: "terms", document: "terms", copy: { effective: "Effective", hostedLink: "Hosted", opensInNewTab: "New tab" } },
    ]),
    site,
    images,
  );
  expect(view.document.title).toBe(`Our story by ${site.brand}`);
  const prepared = view.prepared as Record<string, { html: string; picture?: string }>;
  expect(prepared.story!.html).toBe(`<p>We are <strong>${site.brand}</strong>.</p>`);
  expect(prepared.team!.picture).toMatch(/<img[^>]*alt="The team"/);
  expect((view.prepared!.terms as { html: string }).html).toContain(site.brand);
});

it("names the page and the section when a section shows an image the library lacks", async () => {
  const wall = { type: "logo-wall", id: "customers", logos: [{ name: "Acme", image: { name: "images/missing.png", alt: "Acme" } }] };
  await expect(pageViewOf(page([wall]), site, images)).rejects.toThrow(/the page \/our-story, section #customers: image "images\/missing.png" is not in the test's images/);
});
