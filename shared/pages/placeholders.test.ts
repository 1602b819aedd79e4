import { describe, expect, it } from "vitest";
import { pageDocument } from "./page.ts";
import { isPlaceholder, PLACEHOLDER_PRICE } from "./placeholders.ts";
import { SECTION_SCHEMAS } from "./sections.ts";
import { newSection } from "./starters.ts";
import { PAGE_TEMPLATES, pageFromTemplate, templateLeftovers, unfinishedProblem, type PageTemplate } from "./templates.ts";

/** The fields that hold a figure (a stat, a mock's total and row status) rather than words. */
const FIGURES = new Set(["value", "status"]);

/** Every placeholder written as a marketer would, but those of `keep` (field names) left as the template filled them. */
function written(value: unknown, keep: ReadonlySet<string>, key = ""): unknown {
  if (typeof value === "string") return isPlaceholder(value) && !keep.has(key) ? `Our ${key || "words"}` : value;
  if (Array.isArray(value)) return value.map((item) => written(item, keep, key));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, written(item, keep, name)]));
  return value;
}

/** Where a page made from `template` holds a figure, as the publish check names it. */
const FIGURE_FIELDS: Record<PageTemplate, string[]> = {
  blank: [],
  product: ["sections 1 › mock › rows 1 › status", "sections 1 › mock › footer › value"],
  campaign: ["sections 3 › items 1 › value"],
};

describe("a page made from a template", () => {
  it.each(PAGE_TEMPLATES)("%s: cannot be published with a figure left as the template filled it, and names each", (template) => {
    const document = written(pageDocument.parse(pageFromTemplate(template, "/spring", "Spring webinar")), FIGURES) as ReturnType<typeof pageDocument.parse>;
    const named = FIGURE_FIELDS[template];
    expect(templateLeftovers(document.sections, "sections")).toEqual(named);
    expect(unfinishedProblem(document)).toBe(named.length ? `Replace the template's placeholder copy first: ${named.join("; ")}.` : undefined);
    // Each figure written: the page may go to the site.
    expect(unfinishedProblem(written(document, new Set()) as typeof document)).toBeUndefined();
  });
});

describe("a hidden section", () => {
  it("holds nothing back with its placeholders, which the site never shows; shown again, it does, at its own place", () => {
    const page = pageDocument.parse(pageFromTemplate("product", "/spring", "Spring webinar"));
    const document = { ...page, description: "Written.", sections: page.sections.map((section, index) => (index === 1 ? section : (written(section, new Set()) as typeof section))) };
    expect(unfinishedProblem(document)).toMatch(/^Replace the template's placeholder copy first: sections 2 /);
    const hidden = { ...document, sections: document.sections.map((section, index) => (index === 1 ? { ...section, hidden: true } : section)) };
    expect(unfinishedProblem(hidden)).toBeUndefined();
  });
});

describe("a section as the editor adds it", () => {
  const types = SECTION_SCHEMAS.map((schema) => schema.shape.type.value);

  /** Every number left in `value` that is not a layout choice (a grid's columns) nor inside the placeholder price. */
  function bareNumbers(value: unknown, at = ""): string[] {
    if (typeof value === "number") return [at];
    if (isPlaceholder(value) || !value || typeof value !== "object") return [];
    return Object.entries(value).flatMap(([key, item]) => (key === "columns" && typeof item === "number" ? [] : bareNumbers(item, at ? `${at}.${key}` : key)));
  }

  it.each(types)("%s: fills no figure or price that could pass for a real one; with its words written, only its prices are left", (type) => {
    const section = newSection(type, new Set());
    expect(bareNumbers(section)).toEqual([]);
    const left = templateLeftovers(written(section, new Set()));
    expect(
      left.every((field) => /(monthly|setupFee|price)$/.test(field)),
      left.join("; "),
    ).toBe(true);
  });

  it("starts a price as the placeholder price, refused until a real one is written", () => {
    const pricing = newSection("pricing-packages", new Set()) as { items: Array<{ monthly: unknown; setupFee: unknown }> };
    expect(pricing.items[0]!.monthly).toEqual(PLACEHOLDER_PRICE);
    const words = written(pricing, new Set());
    expect(templateLeftovers(words)).toEqual(["items 1 › monthly", "items 1 › setupFee"]);
    const priced = structuredClone(words) as typeof pricing;
    priced.items[0]!.monthly = { kind: "fixed", amount: 0 };
    priced.items[0]!.setupFee = { kind: "range", min: 0, max: 2 };
    expect(templateLeftovers(priced)).toEqual([]);
  });
});
