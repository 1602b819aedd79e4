import { describe, expect, it } from "vitest";
import { formatLongDate, formatShortDate } from "./dates";

describe("article dates", () => {
  it("formats short US dates for cards", () => {
    expect(formatShortDate("2025-03-10")).toBe("Mar 10, 2025");
    expect(formatShortDate("2024-12-15")).toBe("Dec 15, 2024");
  });
  it("formats long US dates for the article header", () => {
    expect(formatLongDate("2025-01-01")).toBe("January 1, 2025");
  });
  it("rejects something that is not a date", () => {
    expect(() => formatShortDate("2025-13-45")).toThrow(RangeError);
  });
});
