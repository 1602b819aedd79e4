import { describe, expect, it } from "vitest";
import { joinRanges, looseRanges, typeset } from "./typography.ts";

const J = "\u2013\u2060";

describe("ranges are one unit", () => {
  it("sets numeric ranges with an en dash and a word joiner, however they were typed", () => {
    expect(joinRanges("70-85%")).toBe(`70${J}85%`);
    expect(joinRanges("0.8-1.5%")).toBe(`0.8${J}1.5%`);
    expect(joinRanges("$300–$450 per meeting")).toBe(`$300${J}$450 per meeting`);
    expect(joinRanges("Publish 1,500-2,500-word articles")).toBe(`Publish 1,500${J}2,500-word articles`);
    expect(joinRanges("in 2-4 days, 10 - 15 a week")).toBe(`in 2${J}4 days, 10${J}15 a week`);
    expect(joinRanges(`already 70${J}85%`)).toBe(`already 70${J}85%`);
  });

  it("sets day and time ranges, keeping each time whole", () => {
    expect(joinRanges("Monday - Friday")).toBe(`Monday${J}Friday`);
    expect(joinRanges("9:00 AM - 6:00 PM")).toBe(`9:00\u00a0AM${J}6:00\u00a0PM`);
  });

  it("leaves what is not a range alone", () => {
    for (const text of ["+1 (212) 555-0199", "2025-01-20", "00000000-0000-4000", "v1.2-beta", "well-known", "a 6-week pilot", "G-12345", "COVID-19"]) {
      expect(joinRanges(text), text).toBe(text);
      expect(looseRanges(text), text).toEqual([]);
    }
  });

  it("finds loose ranges for the copy test, and none once set", () => {
    expect(looseRanges("25-80 meetings").length).toBe(1);
    expect(looseRanges(joinRanges("25-80 meetings, Monday - Friday, 9 AM - 5 PM"))).toEqual([]);
  });

  it("typesets a copy module's strings and leaves components and functions as they are", () => {
    const Icon = () => null;
    const copy = typeset({ stats: [{ value: "35-60%", icon: Icon }], title: "Benchmarks", count: 3 });
    expect(copy).toEqual({ stats: [{ value: `35${J}60%`, icon: Icon }], title: "Benchmarks", count: 3 });
    expect(copy.stats[0]!.icon).toBe(Icon);
  });
});
