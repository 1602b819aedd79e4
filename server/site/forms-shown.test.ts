import { expect, it } from "vitest";
import type { PageDocument } from "#shared/pages/page.ts";
import { formsShownBy } from "./forms-shown.ts";

const page = (sections: unknown[]) => ({ path: "/benchmark", title: "Benchmark", description: "", sections }) as unknown as PageDocument;

it("a page shows each visible form section's form once; hidden sections and other types show none", () => {
  const document = page([
    { id: "hero", type: "hero", title: "The 2025 AI marketing benchmark" },
    { id: "get-it", type: "form", form: 7 },
    { id: "again", type: "form", form: 7 },
    { id: "webinar", type: "form", form: 8 },
    { id: "draft", type: "form", form: 9, hidden: true },
    { id: "odd", type: "form", form: "10" },
    { id: "contact", type: "contact-form" },
  ]);
  expect(formsShownBy(document)).toEqual([7, 8]);
  expect(formsShownBy(document)).toBe(formsShownBy(document));
  expect(formsShownBy(page([{ id: "hero", type: "hero" }]))).toEqual([]);
  expect(formsShownBy(undefined)).toEqual([]);
});
