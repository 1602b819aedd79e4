import { describe, expect, it } from "vitest";
import { isOutOfDate } from "./freshness.ts";

const made = { revision: 12, text: "Pricing|Plans for every team" };

describe("a translation's freshness", () => {
  it("is current while the original is at the revision it was made from", () => {
    expect(isOutOfDate(made, made)).toBe(false);
  });

  it("is out of date once the original's text changed", () => {
    expect(isOutOfDate(made, { revision: 13, text: "Pricing|Plans for every company" })).toBe(true);
  });

  it("stays current through a revision that changed no text (a picture, a price) or restored the same words", () => {
    expect(isOutOfDate(made, { revision: 14, text: made.text })).toBe(false);
  });

  it("is out of date when nobody recorded what it was made from", () => {
    expect(isOutOfDate(undefined, made)).toBe(true);
  });
});
