import { describe, expect, it } from "vitest";
import { drawnPage } from "#sections/drawn-for-tests.tsx";
import { libraryImagesIn, type SectionOf } from "#sections/registry.ts";
import { testimonialsSection } from "./section.ts";

const before = { quote: "It booked 40 meetings in a month.", role: "VP of Sales", companyType: "B2B SaaS, 200 people", highlight: "40 meetings" };
const person = { ...before, quote: "Our pipeline doubled.", name: "Dana Reyes", photo: { name: "images/dana.jpg", alt: "Dana Reyes smiling" }, logo: { name: "images/acme.png", alt: "Acme Corp" } };
const band = (items: unknown[]) => ({ type: "testimonials", id: "voices", intro: { title: "What customers say" }, items });

async function drawn(items: unknown[]): Promise<string> {
  return drawnPage([testimonialsSection.schema.parse(band(items)) as SectionOf<"testimonials">], { imageSize: async () => ({ width: 600, height: 600 }) });
}

describe("who said a testimonial", () => {
  it("keeps a testimonial written before names and photos valid, shown by its role and company as it was", async () => {
    expect(testimonialsSection.schema.safeParse(band([before])).success).toBe(true);
    expect(await drawn([before])).toContain(
      '<figcaption class="mt-7 border-t border-border pt-5"><span class="block font-semibold">VP of Sales</span><span class="block text-sm text-muted-foreground">B2B SaaS, 200 people</span></figcaption>',
    );
  });

  it("shows the person's photo, name and role beside the company's logo", async () => {
    const html = await drawn([person]);
    expect(html).toMatch(/<img [^>]*alt="Dana Reyes smiling"[^>]*>.*<span class="block font-semibold">Dana Reyes<\/span><span class="block text-sm text-muted-foreground">VP of Sales<\/span>/);
    expect(html).toMatch(/<img [^>]*alt="Acme Corp"/);
    expect(html).toContain('sizes="3rem"');
  });

  it("takes the photo and the logo from the media library only", () => {
    const elsewhere = { ...person, photo: { name: "https://cdn.example/dana.jpg", alt: "Dana" } };
    expect(testimonialsSection.schema.safeParse(band([elsewhere])).error?.issues.map((issue) => issue.path.join("."))).toEqual(["items.0.photo.name"]);
    expect(libraryImagesIn(testimonialsSection.schema.parse(band([person])) as SectionOf<"testimonials">)).toEqual([
      { name: "images/dana.jpg", field: "items.0.photo.name" },
      { name: "images/acme.png", field: "items.0.logo.name" },
    ]);
  });
});

describe("the company's logo", () => {
  it("lines up with the person's words on the light card, padded on its white chip only in the dark theme", async () => {
    const chip = /<span class="([^"]*bg-white[^"]*)"><picture>(?:(?!<\/picture>).)*alt="Acme Corp"/.exec(await drawn([person]))?.[1]?.split(" ");
    expect(chip).toContain("dark:px-2");
    expect(chip).not.toContain("px-2");
  });
});
