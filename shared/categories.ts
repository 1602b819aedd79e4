/**
 * A post's category is one of the blog's categories (each has its archive page); a new one is an
 * explicit step, refused when it only differs from an existing one by case or spacing ("field
 * notes" beside "Field Notes" would split one archive in two).
 */
import { FIELD_LIMITS } from "./post-fields.ts";

/** The name as it is kept: no spaces around it, single spaces inside. */
export const tidyCategory = (name: string) => name.trim().replace(/\s+/g, " ");

/** How two names are compared: "  field   NOTES" and "Field Notes" are one category. */
const categoryKey = (name: string) => tidyCategory(name).toLocaleLowerCase("en-US");

/** The existing category this name means, as it is spelled there; undefined for a new one. */
export function existingCategory(name: string, categories: readonly string[]): string | undefined {
  const key = categoryKey(name);
  return categories.find((category) => categoryKey(category) === key);
}

/** Why this cannot be a new category, in words, or undefined. */
export function newCategoryProblem(name: string, categories: readonly string[]): string | undefined {
  const tidy = tidyCategory(name);
  if (!tidy) return "Name the new category.";
  if (tidy.length > FIELD_LIMITS.category) return `Keep it to ${FIELD_LIMITS.category} characters or fewer.`;
  const existing = existingCategory(tidy, categories);
  return existing === undefined ? undefined : `“${existing}” already exists: choose it from the list.`;
}
