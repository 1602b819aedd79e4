import { describe, expect, it } from "vitest";
import { parsePrice, priceText } from "./price-text.ts";

describe("a price as a marketer types it", () => {
  it("reads a number, a range or custom however it is written", () => {
    expect(parsePrice("4000")).toEqual({ kind: "fixed", amount: 4000 });
    expect(parsePrice(" $4,000 ")).toEqual({ kind: "fixed", amount: 4000 });
    expect(parsePrice("7,500 - 12,000")).toEqual({ kind: "range", min: 7500, max: 12000 });
    expect(parsePrice("$7500–$12000")).toEqual({ kind: "range", min: 7500, max: 12000 });
    expect(parsePrice("Custom")).toEqual({ kind: "custom" });
  });

  it("refuses anything else in words", () => {
    expect(parsePrice("ask us")).toBe("Write a price as a number (4000), a range (7500-12000) or custom.");
    expect(parsePrice("4000.50")).toBe("Write a price as a number (4000), a range (7500-12000) or custom.");
    expect(parsePrice("12000-7500")).toBe("A price range must go up: the first figure lower than the second.");
  });

  it("writes back what it read", () => {
    for (const text of ["4,000", "7,500-12,000", "custom", "0"]) expect(priceText(parsePrice(text) as never)).toBe(text);
  });
});
