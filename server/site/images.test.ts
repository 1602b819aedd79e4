import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { addressClashes, checkedImage } from "./images.ts";

const photo = (format: "jpeg" | "png") => {
  const image = sharp({ create: { width: 900, height: 600, channels: 3, background: "#336699" } });
  return (format === "jpeg" ? image.jpeg() : image.png()).toBuffer();
};
const cutShort = async (format: "jpeg" | "png") => {
  const whole = await photo(format);
  return whole.subarray(0, Math.floor(whole.length / 2));
};

describe("an image coming into the store", () => {
  it("is kept when every pixel can be read", async () => {
    expect(await checkedImage({ name: "images/whole.jpg", body: await photo("jpeg") })).toMatchObject({ name: "images/whole.jpg", contentType: "image/jpeg", width: 900, height: 600 });
  });

  // Their headers read well (type, width and height), so only decoding every pixel finds them out.
  it.each([
    ["a JPEG cut short", "images/cut.jpg", () => cutShort("jpeg")],
    ["a PNG cut short", "images/cut.png", () => cutShort("png")],
  ])("is refused in words naming the file: %s", async (_, name, body) => {
    expect(await checkedImage({ name, body: await body() })).toBe(`${name}: the image cannot be read to its end: the file is cut short or damaged.`);
  });

  it("is refused when cut short, however many are checked at once (as an import checks them)", async () => {
    const bodies = await Promise.all(Array.from({ length: 6 }, () => cutShort("jpeg")));
    for (let round = 0; round < 5; round++) {
      const verdicts = await Promise.all(bodies.map((body, i) => checkedImage({ name: `images/cut-${i}.jpg`, body })));
      expect(verdicts.filter((verdict) => typeof verdict !== "string")).toEqual([]);
    }
  });

  it("is refused when the file is empty", async () => {
    expect(await checkedImage({ name: "images/empty.png", body: Buffer.alloc(0) })).toBe("images/empty.png: the file is empty.");
  });
});

describe("an image's public address", () => {
  const holders = new Map([["x", "images/x.png"]]);

  it("belongs to the stored image that has it: another name that would be shown there is refused", () => {
    expect(addressClashes(["images/x.webp", "images/X.jpg"], holders)).toEqual([
      "images/x.webp: the pages would show it at the addresses of images/x.png (/images/blog/content/x-<width>.webp); give the file another name, and the posts that show it too.",
      "images/X.jpg: the pages would show it at the addresses of images/x.png (/images/blog/content/x-<width>.webp); give the file another name, and the posts that show it too.",
    ]);
  });

  it("stays with an image brought again under its own name, and goes to the first of two new names", () => {
    expect(addressClashes(["images/x.png"], holders)).toEqual([]);
    expect(addressClashes(["images/team_photo.png", "images/team-photo.jpg"], new Map())).toEqual([
      "images/team-photo.jpg: the pages would show it at the addresses of images/team_photo.png (/images/blog/content/team-photo-<width>.webp); give the file another name, and the posts that show it too.",
    ]);
  });
});
