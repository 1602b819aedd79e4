import { describe, expect, it } from "vitest";
import { imageVariants } from "./image-variants.ts";

describe("the addresses of the team's images", () => {
  // Stores kept before names were checked may hold two such images: a later one never takes the address over.
  it("go to the image stored first when two names would be shown at one address", () => {
    const variants = imageVariants(
      [
        { name: "images/x.png", width: 1600 },
        { name: "images/x.webp", width: 1600 },
        { name: "images/X.jpg", width: 1600 },
      ],
      ["images/x.png", "images/x.webp"],
    );
    expect(variants.get("/images/blog/content/x-768.webp")).toMatchObject({ name: "images/x.png" });
    expect(variants.get("/images/blog/content/x-1536.avif")).toMatchObject({ name: "images/x.png" });
    expect(variants.get("/images/blog/authors/x-64.webp")).toMatchObject({ name: "images/x.png" });
  });
});
