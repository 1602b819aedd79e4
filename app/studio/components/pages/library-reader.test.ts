import { describe, expect, it } from "vitest";
import { libraryReader } from "./library-reader.ts";

describe("the picture fields' copy of the media library", () => {
  it("is read once for every picture it holds, and again for one uploaded since", async () => {
    const stored = [{ name: "images/hero.jpg" }];
    let reads = 0;
    const libraryWith = libraryReader(async () => (reads++, [...stored]));
    await Promise.all([libraryWith("images/hero.jpg"), libraryWith("images/hero.jpg")]);
    expect(reads).toBe(1);
    stored.push({ name: "images/new.jpg" });
    expect((await libraryWith("images/new.jpg")).map((image) => image.name)).toContain("images/new.jpg");
    expect(reads).toBe(2);
    await libraryWith("images/new.jpg");
    expect(reads).toBe(2);
  });

  it("reads again after a failed read instead of keeping the failure", async () => {
    let fail = true;
    const libraryWith = libraryReader(async () => {
      if (fail) throw new Error("offline");
      return [{ name: "images/hero.jpg" }];
    });
    await expect(libraryWith("images/hero.jpg")).rejects.toThrow("offline");
    fail = false;
    expect(await libraryWith("images/hero.jpg")).toEqual([{ name: "images/hero.jpg" }]);
  });
});
