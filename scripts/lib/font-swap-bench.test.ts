import { describe, expect, it } from "vitest";
import { firstVisitsMarkdown, type FirstVisit } from "./font-swap-bench.ts";

const visit = (route: string, width: number, shift: number, font: FirstVisit["font"] = "inter"): FirstVisit => ({ route, width, shift, font });

describe("firstVisitsMarkdown: what the font-swap bench reports", () => {
  it("counts a shift as Lighthouse prints it, and lists only the routes that moved or kept the stand-in", () => {
    const markdown = firstVisitsMarkdown([
      visit("/", 375, 0.0004),
      visit("/", 1280, 0),
      visit("/pricing", 768, 0.0051),
      visit("/blog/a", 412, 0, "kept"),
      visit("/thank-you", 412, 0, "at-once"),
    ]);
    expect(markdown).toContain("5 first visits");
    expect(markdown).toContain("1 with a layout shift");
    expect(markdown).toContain("1 kept the stand-in");
    expect(markdown).toContain("1 loaded Inter at once");
    expect(markdown).toContain("Largest shift: 0.005.");
    expect(markdown).toContain("| /pricing | none | 768 px (0.005) |");
    expect(markdown).toContain("| /blog/a | 412 px | none |");
    expect(markdown).not.toContain("| / |");
    expect(markdown).not.toContain("| /thank-you |");
  });

  it("says so when nothing moved and nothing kept the stand-in", () => {
    expect(firstVisitsMarkdown([visit("/", 375, 0)])).toContain("No route kept the stand-in or moved.");
  });
});
