import { describe, expect, it } from "vitest";
import { existingCategory, newCategoryProblem, tidyCategory } from "./categories.ts";

const categories = ["Field Notes", "SEO", "AI & Technology"];

describe("a post's category", () => {
  it("is kept without stray spaces", () => {
    expect(tidyCategory("  Field \t  Notes ")).toBe("Field Notes");
  });

  it("is found among the existing ones whatever its case and spacing", () => {
    expect(existingCategory("field notes", categories)).toBe("Field Notes");
    expect(existingCategory("  FIELD   notes ", categories)).toBe("Field Notes");
    expect(existingCategory("seo", categories)).toBe("SEO");
    expect(existingCategory("Field Notes 2", categories)).toBeUndefined();
  });

  it("is refused as new when it only differs from an existing one by case or spacing, or is empty or too long", () => {
    expect(newCategoryProblem("field  NOTES", categories)).toBe("“Field Notes” already exists: choose it from the list.");
    expect(newCategoryProblem("   ", categories)).toBe("Name the new category.");
    expect(newCategoryProblem("x".repeat(61), categories)).toMatch(/60 characters/);
    expect(newCategoryProblem("Customer Stories", categories)).toBeUndefined();
  });
});
