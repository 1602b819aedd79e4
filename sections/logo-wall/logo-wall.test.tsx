import { describe, expect, it } from "vitest";
import { pageDocument } from "#shared/pages/page.ts";
import { newSection } from "#shared/pages/starters.ts";
import { drawnPage } from "#sections/drawn-for-tests.tsx";
import { libraryImagesIn, type Section, type SectionOf } from "#sections/registry.ts";
import { logoWallSection } from "./section.ts";

const acme = { image: { name: "images/acme.png", alt: "Acme Corp" }, href: "https://acme.example" };
const globex = { image: { name: "images/globex.svg.png", alt: "Globex" } };
const wall = (logos: unknown[]) => ({ type: "logo-wall", id: "customers", intro: { title: "Teams that run on it" }, logos });
const problemsOf = (section: unknown) => logoWallSection.schema.safeParse(section).error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];

describe("a logo wall's schema", () => {
  it("takes logos of the media library, each named, with or without a link to the company's site", () => {
    expect(problemsOf(wall([acme, globex]))).toEqual([]);
  });

  it.each(["javascript:alert(1)", "//evil.example", "/pricing", "mailto:sales@acme.example", "https://user:pw@acme.example"])("refuses %s as a company's site, in words", (href) => {
    expect(problemsOf(wall([{ ...acme, href }]))).toEqual([expect.stringMatching(/^logos\.0\.href: /)]);
  });

  it("asks for the logo's picture and its name", () => {
    expect(problemsOf(wall([{ href: "https://acme.example" }]))).toEqual(["logos.0.image.name: Choose the logo from the media library."]);
    expect(problemsOf(wall([{ image: { name: "images/acme.png", alt: "" } }]))).toEqual([expect.stringMatching(/^logos\.0\.image\.alt: /)]);
    expect(problemsOf(wall([{ image: { name: "https://cdn.example/acme.png", alt: "Acme" } }]))).toEqual([expect.stringMatching(/^logos\.0\.image\.name: Choose an image of the media library/)]);
  });

  it("starts in the editor as a valid wall with no logo yet and a heading to write", () => {
    const started = newSection("logo-wall", new Set());
    expect(started).toMatchObject({ type: "logo-wall", id: "logo-wall", intro: { title: "[Write the title]" }, logos: [] });
    expect(pageDocument.safeParse({ path: "/x", title: "X", description: "X", sections: [started] }).success).toBe(true);
  });

  it("names its logos for the media library's check", () => {
    expect(libraryImagesIn(wall([acme, globex]) as Section)).toEqual([
      { name: "images/acme.png", field: "logos.0.image.name" },
      { name: "images/globex.svg.png", field: "logos.1.image.name" },
    ]);
  });
});

describe("a logo wall on the page", () => {
  async function drawn(logos: unknown[]): Promise<string> {
    const section = logoWallSection.schema.parse(wall(logos)) as SectionOf<"logo-wall">;
    return drawnPage([section], { imageSize: async (name) => (name === "images/acme.png" ? { width: 400, height: 100 } : { width: 1600, height: 800 }) });
  }

  it("shows each logo by its name, a linked one opening the company's site", async () => {
    const html = await drawn([acme, globex]);
    expect(html).toMatch(/<a href="https:\/\/acme.example"[^>]*><picture>.*<img [^>]*alt="Acme Corp"/);
    expect(html).toMatch(/<div [^>]*><picture>.*<img [^>]*alt="Globex"/);
    expect(html).not.toMatch(/<a [^>]*><picture><source [^>]*globex/);
  });

  it("reserves each logo's place and offers the library's smallest files", async () => {
    const html = await drawn([acme, globex]);
    expect(html).toContain('src="/images/blog/content/acme-400.webp"');
    expect(html).toMatch(/<img [^>]*width="400" height="100"/);
    expect(html).toContain('srcSet="/images/blog/content/globex-svg-768.webp 768w, /images/blog/content/globex-svg-1536.webp 1536w"');
    expect(html).toContain('sizes="8rem"');
  });
});
