import { describe, expect, it } from "vitest";
import { site } from "#shared/content/site.ts";
import { newSection } from "#shared/pages/starters.ts";
import { sectionName } from "./section-list.tsx";

describe("a section's name in the editor's list", () => {
  it("reads its heading as visitors do, the brand's name in place of its token", () => {
    const section = { ...newSection("logo-wall", new Set()), intro: { title: "{brand} Advantage" } };
    expect(sectionName(section)).toBe(`Logo wall: ${site.brand} Advantage`);
  });
});
