import { describe, expect, it } from "vitest";
import { editorFields } from "#shared/pages/field-meta.ts";
import { drawnPage } from "#sections/drawn-for-tests.tsx";
import { libraryImagesIn, type Section, type SectionOf } from "#sections/registry.ts";
import { heroSection } from "./section.ts";

const team = { name: "images/launch-team.jpg", alt: "Our onboarding team planning a launch" };
const mock = { title: "Pipeline", subtitle: "This week", rows: [{ label: "Acme", meta: "Demo booked", status: "Hot", tone: "accent" }], footer: { label: "Booked", value: "12" } };
const hero = (fields: Record<string, unknown>) => ({ type: "hero", id: "hero", title: "Your pipeline, multiplied by AI", ...fields });
const problemsOf = (section: unknown) => heroSection.schema.safeParse(section).error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];

describe("a hero's picture", () => {
  it("offers an image of the media library beside the text, each choice in words", () => {
    const visual = editorFields(heroSection.schema).find((field) => field.key === "visual")!;
    expect(visual).toMatchObject({ label: "Beside the text", choices: { none: "Nothing", image: "An image from the media library" } });
    expect(editorFields(heroSection.schema).find((field) => field.key === "image")).toMatchObject({ label: "Image", widget: "media-image", optional: true });
  });

  it("asks for the image when the hero shows one, and for what it shows", () => {
    expect(problemsOf(hero({ visual: "image", image: team }))).toEqual([]);
    expect(problemsOf(hero({ visual: "image" }))).toEqual(["image.name: Choose the image from the media library."]);
    expect(problemsOf(hero({ visual: "image", image: { ...team, alt: "" } }))).toEqual([expect.stringMatching(/^image\.alt: /)]);
    expect(problemsOf(hero({ visual: "image", image: { ...team, name: "https://cdn.example/team.jpg" } }))).toEqual([expect.stringMatching(/^image\.name: Choose an image of the media library/)]);
  });

  it("keeps a chosen image while another visual is shown, so switching back finds it", () => {
    expect(problemsOf(hero({ visual: "none", image: team }))).toEqual([]);
  });

  it("names its image for the media library's check", () => {
    expect(libraryImagesIn(hero({ visual: "image", image: team }) as Section)).toEqual([{ name: team.name, field: "image.name" }]);
  });
});

describe("a hero's picture on the page", () => {
  /** The hero drawn on its page; `asked` collects the images whose size its preparation asked for. */
  async function drawn(fields: Record<string, unknown>, asked: string[] = []): Promise<string> {
    const section = heroSection.schema.parse(hero(fields)) as SectionOf<"hero">;
    return drawnPage([section], { imageSize: async (name) => (asked.push(name), { width: 1600, height: 1000 }) }, { path: "/" });
  }

  it("is fetched first, not lazily, at its own proportions, from the library's files", async () => {
    const html = await drawn({ visual: "image", image: team });
    const image = html.match(/<img [^>]*>/)?.[0] ?? "";
    const attributes = ['alt="Our onboarding team planning a launch"', 'width="1536" height="960"', 'loading="eager"', 'fetchPriority="high"'];
    for (const attribute of attributes) expect(image).toContain(attribute);
    expect(image).toContain('srcSet="/images/blog/content/launch-team-768.webp 768w, /images/blog/content/launch-team-1536.webp 1536w"');
    expect(html).toContain('<source type="image/avif" srcSet="/images/blog/content/launch-team-768.avif 768w, /images/blog/content/launch-team-1536.avif 1536w"');
  });

  it("shows the product mock instead when that is chosen, without asking for the image", async () => {
    const asked: string[] = [];
    const html = await drawn({ visual: "mock", mock, image: team }, asked);
    expect(html).not.toContain("<img");
    expect(html).toContain('aria-label="Pipeline: product preview"');
    expect(asked).toEqual([]);
  });
});
